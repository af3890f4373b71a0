import { useMemo } from 'react'
import type { Static } from 'typebox'
import { formatValue } from '../../../core/binding/format.ts'
import type { Lang, WidgetViewProps } from '../../../core/kernel/index.ts'
import type { MonitoredDevice } from '../../../schemas/entities/equipment.ts'
import { DeviceMap } from '../../maps/DeviceMap.tsx'
import { deviceMarker, isLocated } from '../../maps/devices.ts'
import type { MapMarker } from '../../maps/markers.ts'
import { mapText } from '../../maps/texts.ts'
import type { TileSettings } from '../../maps/tiles.ts'
import { usePolled, useWidgetServices } from '../common/services.tsx'
import { MAP_ZOOM, type schema } from './schema.ts'

type Options = Static<typeof schema>
type Data = Options['data']

/** Device states are asked again this often (the markers' live state). */
export const MAP_REFRESH_MS = 30_000

/** The devices a map shows: those of its bound signals and equipment entries, else every located one. */
export function shownDevices(all: readonly MonitoredDevice[], data: Partial<Data>): MonitoredDevice[] {
  const chosen = new Set<string>([
    // list entries of older pages may lack equipId: loading fills defaults into groups, not lists
    ...(data.signalArray ?? []).map((s) => s.equipId ?? ''),
    ...(data.equipments ?? []).map((e) => e.equipmentId),
  ])
  chosen.delete('')
  return all.filter((d) => isLocated(d) && (chosen.size === 0 || chosen.has(d.id)))
}

/** Each device's bound signals with their live values, formatted for people. */
export function markersOf(
  devices: readonly MonitoredDevice[],
  data: Partial<Data>,
  props: Pick<WidgetViewProps, 'values' | 'meta'> & { lang: Lang },
): MapMarker[] {
  const refs = data.signalArray ?? []
  return devices.map((d) =>
    deviceMarker(
      d,
      refs.flatMap((r, i) => {
        if (r.equipId !== d.id) return []
        const key = `data.signalArray.${i}`
        const text = formatValue(props.values[key]?.value, props.meta?.[key], { lang: props.lang })
        return [{ label: r.alias || r.title || '', text }]
      }),
    ),
  )
}

function Summary({
  markers,
  data,
  lang,
  dark,
}: {
  markers: MapMarker[]
  data: Partial<Data>
  lang: Lang
  dark: boolean
}) {
  if (!data.totalCount && !data.equipProportion) return null
  const online = markers.filter((m) => m.state !== 'offline').length
  const share = markers.length ? Math.round((online / markers.length) * 100) : 0
  return (
    <div
      data-testid="map-summary"
      style={{
        position: 'absolute',
        right: 8,
        top: 8,
        zIndex: 1000,
        padding: '4px 10px',
        borderRadius: 4,
        fontSize: 12,
        fontFamily: 'sans-serif',
        lineHeight: '20px',
        background: dark ? 'rgba(0,21,41,.85)' : 'rgba(255,255,255,.92)',
        color: dark ? '#e6f4ff' : '#262626',
        boxShadow: '0 1px 3px rgba(0,0,0,.3)',
      }}
    >
      {data.totalCount && (
        <div>
          {mapText('total', lang)}: {markers.length}
        </div>
      )}
      {data.equipProportion && (
        <div>
          {mapText('proportion', lang)}: {share}%
        </div>
      )}
    </div>
  )
}

export interface MapViewExtra {
  overlays?: readonly { data: unknown; color: string }[]
  satellite?: boolean
}

export function MapBody({
  widget,
  mode,
  values,
  meta,
  lang,
  overlays,
  satellite,
}: WidgetViewProps<Options> & MapViewExtra) {
  const { data, style } = widget
  const services = useWidgetServices()
  const runtime = mode === 'runtime'
  const { data: all } = usePolled(
    runtime ? services : undefined,
    'monitor/equipment/queryAllForMap',
    {},
    MAP_REFRESH_MS,
  )
  const devices = useMemo(() => shownDevices(all ?? [], data), [all, data])
  const markers = useMemo(
    () => markersOf(devices, data, { values, meta, lang }),
    [devices, data, values, meta, lang],
  )
  const center = style.center?.enable
    ? { lat: style.center.latitude, lng: style.center.longitude }
    : undefined
  const tiles: TileSettings = { ...style.tiles }
  if (satellite && tiles.preset === 'amap') tiles.preset = 'amapSatellite'
  const dark = style.theme === 'dark'
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}>
      <DeviceMap
        testId={`map-${widget.widgetType}`}
        markers={markers}
        lang={lang}
        zoom={style.center?.zoom ?? MAP_ZOOM}
        {...(center ? { center } : {})}
        tiles={tiles}
        theme={dark ? 'dark' : 'light'}
        showTitle={data.titleEnable !== false}
        showSignal={data.signalEnable !== false}
        interactive={runtime}
        {...(overlays ? { overlays } : {})}
      />
      <Summary markers={markers} data={data} lang={lang} dark={dark} />
    </div>
  )
}

export function MapView(props: WidgetViewProps<Options>) {
  return <MapBody {...props} />
}
