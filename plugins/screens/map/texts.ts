export const MAP_SCREEN_TEXTS = {
  title: { zh: '设备地图', en: 'Device map' },
  devices: { zh: '设备', en: 'Devices' },
} as const
