// Tile sources of the maps (issue 17): XYZ templates are settings, never required. Without a template, or
// when its tiles cannot be reached (an isolated plant network), the offline base layer shipped with the
// app is what shows (base-layer.ts), so device positions stay meaningful.

/** The maps' zoom (designer spec §9). */
export const MAP_ZOOM = 12

export const TILE_PRESETS = ['offline', 'osm', 'amap', 'amapSatellite', 'tianditu', 'custom'] as const
export type TilePreset = (typeof TILE_PRESETS)[number]

export interface TileSource {
  /** XYZ template with {x} {y} {z} and optionally {s} (subdomain) and {key}; empty: offline only */
  template: string
  subdomains: string
  attribution: string
}

/** The presets' templates: OpenStreetMap-style XYZ and the Chinese providers' (GCJ-02 for AMap). */
const PRESET_SOURCES: Record<Exclude<TilePreset, 'custom'>, TileSource> = {
  offline: { template: '', subdomains: '', attribution: '' },
  osm: {
    template: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    subdomains: '',
    attribution: '© OpenStreetMap contributors',
  },
  amap: {
    template:
      'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    subdomains: '1234',
    attribution: '© AutoNavi',
  },
  amapSatellite: {
    template: 'https://webst0{s}.is.autonavi.com/appmaptile?style=6&x={x}&y={y}&z={z}',
    subdomains: '1234',
    attribution: '© AutoNavi',
  },
  tianditu: {
    template: 'https://t{s}.tianditu.gov.cn/DataServer?T=vec_w&x={x}&y={y}&l={z}&tk={key}',
    subdomains: '01234567',
    attribution: '© 天地图',
  },
}

/** The tile settings a map widget (or the platform's map pages) carries. */
export interface TileSettings {
  preset: TilePreset
  /** the custom preset's template */
  template: string
  /** a provider's key, put in place of {key} */
  key: string
}

/** Only http(s) and platform-relative templates are used; anything else counts as no tiles. */
const allowed = (template: string) => /^(https?:\/\/|\/)/i.test(template)

export function tileSource(settings: Partial<TileSettings> | undefined): TileSource | undefined {
  const preset = settings?.preset ?? 'offline'
  const base =
    preset === 'custom'
      ? { template: settings?.template ?? '', subdomains: 'abc', attribution: '' }
      : PRESET_SOURCES[preset]
  if (!base?.template || !allowed(base.template)) return undefined
  if (base.template.includes('{key}') && !settings?.key) return undefined
  return { ...base, template: base.template.replace('{key}', encodeURIComponent(settings?.key ?? '')) }
}
