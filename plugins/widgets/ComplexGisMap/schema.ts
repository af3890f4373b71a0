// GIS map (designer spec §3): the map's options plus GIS layers (GeoJSON carried in the page, so nothing
// is fetched) and the GIS map type (vector, or the tile source's satellite imagery where it has one).
import Type, { type Static } from 'typebox'
import { mapData, mapStyle } from '../ComplexMap/schema.ts'
import { Choice, Color, Str, staticData, titled } from '../common/schema.ts'

export const GIS_TYPES = ['vector', 'satellite'] as const

const Layer = Type.Object({
  title: titled(Str(), { zh: '图层名称', en: 'Layer name' }),
  color: titled(Color('#1677ff'), { zh: '颜色', en: 'Colour' }),
  geojson: titled(Type.String({ default: '', 'x-ui': { 'ui:widget': 'textarea' } }), {
    zh: 'GeoJSON 数据',
    en: 'GeoJSON data',
  }),
})

export type GisLayer = Static<typeof Layer>

export const schema = Type.Object({
  data: staticData({
    ...mapData(),
    layer: Type.Array(Layer, { default: [], 'x-title': { zh: 'GIS 图层', en: 'GIS layers' } }),
  }),
  style: Type.Object({
    ...mapStyle(),
    type: titled(Choice(GIS_TYPES, 'vector'), { zh: 'GIS 地图类型', en: 'GIS map type' }),
  }),
})
