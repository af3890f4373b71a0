// What the maps show a person, in both languages.
import type { Lang } from '../../core/kernel/index.ts'

export const MAP_TEXTS = {
  online: { zh: '在线', en: 'Online' },
  offline: { zh: '离线', en: 'Offline' },
  alarm: { zh: '报警', en: 'Alarm' },
  total: { zh: '设备总数', en: 'Devices' },
  proportion: { zh: '在线率', en: 'Online' },
  noDevices: { zh: '暂无带位置的设备', en: 'No device with a location' },
  loading: { zh: '地图加载中…', en: 'Loading the map…' },
  detail: { zh: '查看详情', en: 'Details' },
} as const

export const mapText = (key: keyof typeof MAP_TEXTS, lang: Lang): string => MAP_TEXTS[key][lang]
