// Map (designer spec §3, §9 zoom 12): the enterprise's located devices with their live state, the bound
// signals in each device's popup (the first next to the marker), totals and the online proportion. Tile
// sources are settings; the default is the offline base layer shipped with the app.
import Type from 'typebox'
import { MAP_ZOOM, TILE_PRESETS } from '../../maps/tiles.ts'
import { Bool, Choice, Num, Str, shownWhen, signalList, staticData, titled } from '../common/schema.ts'

export { MAP_ZOOM }
export const THEMES = ['light', 'dark'] as const

/** An equipment entry of older pages: its signals are moved into `data.signalArray` on load. */
const EquipmentEntry = Type.Object(
  {
    equipmentId: Str(),
    title: Str(),
    config: Type.Object(
      { signalArray: Type.Array(Type.Object({}, { additionalProperties: true })) },
      {
        additionalProperties: true,
      },
    ),
  },
  { additionalProperties: true },
)

export const mapData = () => ({
  /** devices of older pages (see migrations); the devices shown are those of the bound signals, else all */
  equipments: Type.Array(EquipmentEntry, { default: [], 'x-ui': { 'ui:widget': 'hidden' } }),
  totalCount: titled(Bool(true), { zh: '显示设备总数', en: 'Show the device count' }),
  equipProportion: titled(Bool(true), { zh: '显示在线率', en: 'Show the online proportion' }),
  titleEnable: titled(Bool(true), { zh: '显示设备名称', en: 'Show device names' }),
  signalEnable: titled(Bool(true), { zh: '显示信号值', en: 'Show signal values' }),
  signalArray: signalList('signal'),
})

/** The centre's place and zoom, which apply while the centre is fixed. */
const fixed = <T extends object>(schema: T): T => shownWhen(schema, { enable: [true] })

export const mapStyle = () => ({
  theme: titled(Choice(THEMES, 'light'), { zh: '主题', en: 'Theme' }),
  center: Type.Object(
    {
      enable: titled(Bool(false), { zh: '固定中心', en: 'Fixed centre' }),
      zoom: fixed(titled(Num(MAP_ZOOM, { minimum: 1, maximum: 18 }), { zh: '缩放级别', en: 'Zoom' })),
      latitude: fixed(titled(Num(39.9042, { minimum: -90, maximum: 90 }), { zh: '纬度', en: 'Latitude' })),
      longitude: fixed(
        titled(Num(116.4074, { minimum: -180, maximum: 180 }), { zh: '经度', en: 'Longitude' }),
      ),
    },
    { 'x-title': { zh: '中心', en: 'Centre' } },
  ),
  /** the state of older pages' online map (zoom, centre, address), kept as it was */
  map: Type.Object(
    { zoom: Num(MAP_ZOOM), center: Str(), address: Str() },
    { additionalProperties: true, 'x-ui': { 'ui:widget': 'hidden' } },
  ),
  tiles: Type.Object(
    {
      preset: titled(Choice(TILE_PRESETS, 'offline'), { zh: '瓦片来源', en: 'Tile source' }),
      template: titled(Str(), { zh: '瓦片地址模板 {z}/{x}/{y}', en: 'Tile URL template {z}/{x}/{y}' }),
      key: titled(Str(), { zh: '服务密钥', en: 'Provider key' }),
    },
    { 'x-title': { zh: '底图', en: 'Base map' } },
  ),
})

export const schema = Type.Object({
  data: staticData(mapData()),
  style: Type.Object(mapStyle()),
})
