// Choice labels of the video, map, weather and 3D widgets' options (issue 17), merged into WIDGET_TEXTS.
import type { Bilingual } from '../../core/i18n/bilingual.ts'

export const MEDIA_WIDGET_TEXTS = {
  'enum.light': { zh: '浅色', en: 'Light' },
  'enum.dark': { zh: '深色', en: 'Dark' },
  'enum.offline': { zh: '离线底图', en: 'Offline base map' },
  'enum.osm': { zh: 'OpenStreetMap', en: 'OpenStreetMap' },
  'enum.amap': { zh: '高德地图', en: 'AMap' },
  'enum.amapSatellite': { zh: '高德卫星图', en: 'AMap satellite' },
  'enum.tianditu': { zh: '天地图', en: 'Tianditu' },
  'enum.ezviz': { zh: '萤石云', en: 'EZVIZ' },
  'enum.online': { zh: '在线地址', en: 'Online address' },
  'enum.white': { zh: '白色', en: 'White' },
  'enum.blue': { zh: '蓝色', en: 'Blue' },
  'enum.orange': { zh: '橙色', en: 'Orange' },
  'enum.yellow': { zh: '黄色', en: 'Yellow' },
  'enum.simple': { zh: '简洁', en: 'Simple' },
  'enum.detail': { zh: '详细', en: 'Detailed' },
  'enum.manual': { zh: '手动选择', en: 'Chosen by hand' },
  'enum.vector': { zh: '矢量', en: 'Vector' },
  'enum.satellite': { zh: '卫星', en: 'Satellite' },
} as const satisfies Record<string, Bilingual>
