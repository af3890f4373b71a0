// The platform's located devices as map markers: state from the monitor list's row (alarm first).
import type { MonitoredDevice } from '../../schemas/entities/equipment.ts'
import type { MapMarker, MarkerState } from './markers.ts'

export const markerState = (d: Pick<MonitoredDevice, 'alarming'> & { state: string }): MarkerState =>
  d.alarming ? 'alarm' : d.state === 'online' ? 'online' : 'offline'

export const isLocated = (d: Pick<MonitoredDevice, 'lng' | 'lat'>): boolean =>
  typeof d.lng === 'number' && typeof d.lat === 'number' && Number.isFinite(d.lng) && Number.isFinite(d.lat)

export function deviceMarker(
  d: Pick<MonitoredDevice, 'id' | 'name' | 'lat' | 'lng' | 'alarming'> & { state: string },
  lines: MapMarker['lines'] = [],
  href = `/monitor/eg/detail/list/${d.id}/0`,
): MapMarker {
  return {
    id: d.id,
    name: d.name,
    lat: d.lat as number,
    lng: d.lng as number,
    state: markerState(d),
    lines,
    href,
  }
}
