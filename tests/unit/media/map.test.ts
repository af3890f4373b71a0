// The maps' pure parts (issue 17): tile sources from settings, markers' states, the
// devices a map widget shows with their formatted values, and the migration of older equipment lists.
import { describe, expect, it } from 'vitest'
import { markerState } from '../../../plugins/maps/devices.ts'
import { tileSource } from '../../../plugins/maps/tiles.ts'
import { parsedLayers } from '../../../plugins/widgets/ComplexGisMap/view.tsx'
import ComplexMap from '../../../plugins/widgets/ComplexMap/index.ts'
import { flattenEquipmentSignals } from '../../../plugins/widgets/ComplexMap/migrations.ts'
import { markersOf, shownDevices } from '../../../plugins/widgets/ComplexMap/view.tsx'
import type { MonitoredDevice } from '../../../schemas/entities/equipment.ts'
import type { Widget } from '../../../schemas/page.ts'

const device = (id: string, extra: Partial<MonitoredDevice> = {}) =>
  ({
    id,
    name: `D<${id}>`,
    state: 'online',
    alarming: false,
    lng: 121.5,
    lat: 31.2,
    ...extra,
  }) as MonitoredDevice

describe('tile sources', () => {
  it('are offline by default and for anything but http(s) or platform paths', () => {
    expect(tileSource(undefined)).toBeUndefined()
    expect(tileSource({ preset: 'offline' })).toBeUndefined()
    expect(tileSource({ preset: 'custom', template: 'javascript:alert(1)/{z}/{x}/{y}' })).toBeUndefined()
    expect(tileSource({ preset: 'custom', template: '/tiles/{z}/{x}/{y}.png' })?.template).toBe(
      '/tiles/{z}/{x}/{y}.png',
    )
  })
  it('need their key where the provider asks for one, and put it in', () => {
    expect(tileSource({ preset: 'tianditu' })).toBeUndefined()
    expect(tileSource({ preset: 'tianditu', key: 'k 1' })?.template).toContain('tk=k%201')
    expect(tileSource({ preset: 'osm' })?.template).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
  })
})

describe('markers', () => {
  it('show alarm before online, and offline otherwise', () => {
    expect(markerState({ state: 'online', alarming: true })).toBe('alarm')
    expect(markerState({ state: 'online', alarming: false })).toBe('online')
    expect(markerState({ state: 'sleeping', alarming: false } as never)).toBe('offline')
  })
})

describe('map widget', () => {
  const all = [device('a'), device('b'), device('c', { lng: null, lat: null })]
  it('shows the devices of its signals, else every located one', () => {
    expect(shownDevices(all, {}).map((d) => d.id)).toEqual(['a', 'b'])
    const data = { signalArray: [{ signalId: 's', equipId: 'b', title: 'T' }] }
    expect(shownDevices(all, data as never).map((d) => d.id)).toEqual(['b'])
  })
  it('gives each device its signals formatted with unit and decimals', () => {
    const data = { signalArray: [{ signalId: 's', equipId: 'a', title: 'Flow' }] }
    const [m] = markersOf([device('a')], data as never, {
      values: { 'data.signalArray.0': { value: 12.3456, time: 1 } },
      meta: { 'data.signalArray.0': { decimals: 1, unit: 'm³/h' } },
      lang: 'en',
    })
    expect(m?.lines).toEqual([{ label: 'Flow', text: '12.3 m³/h' }])
  })
  it('moves older equipment entries’ signals to the one list, once', () => {
    const old = ComplexMap.legacyFixtures![0] as Widget
    const once = flattenEquipmentSignals(structuredClone(old))
    const data = once.data as unknown as { signalArray: { signalId: string; equipId: string }[] }
    expect(data.signalArray).toEqual([{ signalId: 's1', title: 'Flow', equipId: 'e1' }])
    expect(flattenEquipmentSignals(structuredClone(once))).toEqual(once)
  })
  it('GIS layers: parsed GeoJSON only, a broken one left out', () => {
    expect(
      parsedLayers([{ geojson: '{"type":"FeatureCollection","features":[]}' }, { geojson: '{' }]),
    ).toEqual([{ data: { type: 'FeatureCollection', features: [] }, color: '#1677ff' }])
  })
})
