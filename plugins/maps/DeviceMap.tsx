// Devices on a map (ComplexMap, ComplexGisMap, the monitor list's map view and the public /map page):
// Leaflet, loaded only when a map is shown, over the offline base layer; an XYZ tile source from the
// settings draws above it when reachable, and the outlines show through wherever its tiles do not load.
import type * as Leaflet from 'leaflet'
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import type { Lang } from '../../core/kernel/index.ts'
import { BASE_ATTRIBUTION, loadBaseLayer } from './base-layer.ts'
import { type MapMarker, markerElement, popupElement } from './markers.ts'
import { mapText } from './texts.ts'
import { type TileSettings, tileSource } from './tiles.ts'

export type MapTheme = 'light' | 'dark'

export interface DeviceMapProps {
  markers: readonly MapMarker[]
  lang: Lang
  /** the view's centre; without one the map fits its markers (China when it has none) */
  center?: { lat: number; lng: number }
  zoom: number
  tiles?: Partial<TileSettings>
  theme?: MapTheme
  /** the device names and first values next to the markers */
  showTitle?: boolean
  showSignal?: boolean
  /** false in the designer: the widget is dragged, not the map */
  interactive?: boolean
  /** extra GeoJSON drawn above the base (GIS layers) */
  overlays?: readonly { data: unknown; color: string }[]
  /**
   * without a centre, the least extent in degrees (latitude and longitude) the fitted view spans, so one
   * device or a close cluster opens with its surroundings (the public /map, issue 31); none by default
   */
  minSpan?: number
  testId?: string
  style?: CSSProperties
}

/** The south-west and north-east corners around the markers, widened about their middle to `minSpan`. */
export function fitBounds(
  markers: readonly { lat: number; lng: number }[],
  minSpan = 0,
): [[number, number], [number, number]] {
  const lats = markers.map((m) => m.lat)
  const lngs = markers.map((m) => m.lng)
  const widen = (lo: number, hi: number): [number, number] => {
    const half = Math.max(hi - lo, minSpan) / 2
    const mid = (lo + hi) / 2
    return [mid - half, mid + half]
  }
  const [south, north] = widen(Math.min(...lats), Math.max(...lats))
  const [west, east] = widen(Math.min(...lngs), Math.max(...lngs))
  return [
    [Math.max(south, -85), west],
    [Math.min(north, 85), east],
  ]
}

const PALETTES: Record<MapTheme, { sea: string; land: string; border: string; province: string }> = {
  light: { sea: '#dbe7f1', land: '#f7f6f1', border: '#9aa5b1', province: '#c3c9cf' },
  dark: { sea: '#0b1a2b', land: '#17293b', border: '#4d6f91', province: '#2f4a66' },
}

/** China, when there is nothing to fit. */
const HOME = { lat: 35, lng: 105, zoom: 4 }

type L = typeof Leaflet
let leafletLoading: Promise<L> | undefined
/** Leaflet and its stylesheet, loaded once, on the first page that shows a map. */
function loadLeaflet(): Promise<L> {
  leafletLoading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(
    ([mod]) => ((mod as unknown as { default?: L }).default ?? mod) as L,
  )
  return leafletLoading
}

interface MapState {
  L: L
  map: Leaflet.Map
  markers: Leaflet.LayerGroup
  overlays: Leaflet.LayerGroup
  base: Leaflet.LayerGroup
  tiles?: Leaflet.TileLayer
}

export function DeviceMap(props: DeviceMapProps) {
  const { markers, lang, zoom, theme = 'light', interactive = true } = props
  const box = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<MapState>()
  const palette = PALETTES[theme]

  // The map itself, once per mount (interactivity fixed at creation, as Leaflet wants).
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later props go to the effects below
  useEffect(() => {
    let map: Leaflet.Map | undefined
    let gone = false
    void loadLeaflet().then((L) => {
      if (gone || !box.current) return
      map = L.map(box.current, {
        zoomControl: interactive,
        dragging: interactive,
        scrollWheelZoom: interactive,
        doubleClickZoom: interactive,
        boxZoom: interactive,
        keyboard: interactive,
        touchZoom: interactive,
        attributionControl: true,
        zoomSnap: 0.5,
      })
      map.attributionControl.setPrefix('Leaflet')
      // the outlines sit under the tiles: a tile that loads covers them, one that fails lets them show
      map.createPane('lf-base').style.zIndex = '150'
      map.setView([HOME.lat, HOME.lng], HOME.zoom)
      setState({
        L,
        map,
        markers: L.layerGroup().addTo(map),
        overlays: L.layerGroup().addTo(map),
        base: L.layerGroup().addTo(map),
      })
    })
    return () => {
      gone = true
      map?.remove()
    }
  }, [])

  // The offline base layer, in the theme's colours.
  useEffect(() => {
    if (!state) return
    let gone = false
    const { L, base } = state
    void loadBaseLayer().then(({ countries, provinces }) => {
      if (gone) return
      base.clearLayers()
      const renderer = L.canvas({ pane: 'lf-base' })
      const common = { pane: 'lf-base', renderer, interactive: false }
      L.geoJSON(countries, {
        ...common,
        style: { color: palette.border, weight: 1, fillColor: palette.land, fillOpacity: 1 },
      }).addTo(base)
      L.geoJSON(provinces, {
        ...common,
        style: { color: palette.province, weight: 0.8, fill: false },
      }).addTo(base)
      state.map.attributionControl.addAttribution(BASE_ATTRIBUTION)
    })
    return () => {
      gone = true
    }
  }, [state, palette])

  // The tile source of the settings, when there is one.
  const source = tileSource(props.tiles)
  const template = source?.template
  // biome-ignore lint/correctness/useExhaustiveDependencies: the template stands for the source
  useEffect(() => {
    if (!state || !source) return
    const layer = state.L.tileLayer(source.template, {
      subdomains: source.subdomains || 'abc',
      attribution: source.attribution,
      maxZoom: 18,
    }).addTo(state.map)
    return () => {
      layer.remove()
    }
  }, [state, template])

  // Markers with their state, label and popup, kept by device: a new value updates the icon and the
  // popup in place (an open popup stays open).
  const { showTitle = true, showSignal = true } = props
  const shown = useRef(new Map<string, Leaflet.Marker>())
  useEffect(() => {
    if (!state) return
    const { L, markers: group } = state
    const kept = shown.current
    const ids = new Set(markers.map((m) => m.id))
    for (const [id, marker] of kept) {
      if (ids.has(id)) continue
      group.removeLayer(marker)
      kept.delete(id)
    }
    for (const m of markers) {
      const icon = L.divIcon({
        className: 'lf-map-marker',
        html: markerElement(m, { title: showTitle, signal: showSignal, dark: theme === 'dark' }),
        iconSize: [0, 0],
      })
      const marker = kept.get(m.id)
      if (marker) {
        marker.setLatLng([m.lat, m.lng]).setIcon(icon).setPopupContent(popupElement(m, lang))
        continue
      }
      const created = L.marker([m.lat, m.lng], { icon, title: m.name }).bindPopup(popupElement(m, lang))
      kept.set(m.id, created.addTo(group))
    }
  }, [state, markers, showTitle, showSignal, theme, lang])

  // GIS layers drawn above the base.
  useEffect(() => {
    if (!state) return
    state.overlays.clearLayers()
    for (const o of props.overlays ?? [])
      state.L.geoJSON(o.data as never, { style: { color: o.color, weight: 2 } }).addTo(state.overlays)
  }, [state, props.overlays])

  // The view: the centre of the settings, else the markers fitted at most at the zoom of the settings.
  const { center, minSpan } = props
  const fitKey = center ? '' : markers.map((m) => `${m.lat},${m.lng}`).join(';')
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitKey stands for the markers' positions
  useEffect(() => {
    if (!state) return
    if (center) state.map.setView([center.lat, center.lng], zoom)
    else if (markers.length === 1 && !minSpan) state.map.setView([markers[0]!.lat, markers[0]!.lng], zoom)
    else if (markers.length > 0)
      state.map.fitBounds(state.L.latLngBounds(fitBounds(markers, minSpan)), {
        padding: [40, 40],
        maxZoom: zoom,
      })
  }, [state, center?.lat, center?.lng, zoom, fitKey, minSpan])

  // The box may change size (widget resized, full screen).
  useEffect(() => {
    if (!state || !box.current || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => state.map.invalidateSize())
    observer.observe(box.current)
    return () => observer.disconnect()
  }, [state])

  return (
    <div
      data-testid={props.testId ?? 'device-map'}
      data-ready={state ? 'true' : 'false'}
      style={{ position: 'relative', width: '100%', height: '100%', background: palette.sea, ...props.style }}
    >
      <div ref={box} style={{ position: 'absolute', inset: 0, background: palette.sea }} />
      {!state && (
        <div style={{ position: 'absolute', left: 8, top: 8, color: '#8c8c8c', fontSize: 12 }}>
          {mapText('loading', lang)}
        </div>
      )}
    </div>
  )
}
