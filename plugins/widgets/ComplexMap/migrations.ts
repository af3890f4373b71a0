// Older maps kept each device's signals under `data.equipments[].config.signalArray`; the map now binds
// one list (`data.signalArray`, resolved by the host like every list), so those signals move there once.
import type { Widget } from '../../../schemas/page.ts'

type Entry = { equipmentId?: string; title?: string; config?: { signalArray?: Record<string, unknown>[] } }

export function flattenEquipmentSignals(widget: Widget): Widget {
  const data = widget.data as (Record<string, unknown> & { equipments?: Entry[] }) | undefined
  if (!data || !Array.isArray(data.equipments)) return widget
  const moved: Record<string, unknown>[] = data.equipments.flatMap((e) =>
    (e.config?.signalArray ?? []).map((s) => ({ ...s, equipId: s.equipId ?? e.equipmentId ?? '' })),
  )
  if (moved.length === 0) return widget
  const list = Array.isArray(data.signalArray) ? (data.signalArray as Record<string, unknown>[]) : []
  const have = new Set(list.map((s) => `${s.equipId}/${s.signalId}`))
  const added = moved.filter((s) => !have.has(`${s.equipId}/${s.signalId}`))
  const equipments = data.equipments.map((e) => ({ ...e, config: { ...e.config, signalArray: [] } }))
  return {
    ...widget,
    data: { ...data, equipments, signalArray: [...list, ...added] } as unknown as Widget['data'],
  }
}

/** A map of an older page (of either map type): one device with its signal under `equipments`. */
export const legacyMap = (widgetType: 'ComplexMap' | 'ComplexGisMap'): Widget =>
  ({
    id: `legacy-${widgetType}`,
    widgetType,
    widgetName: '地图',
    posLock: false,
    authRegion: '',
    position: { x: 0, y: 0, width: 480, height: 320, rotate: 0 },
    data: {
      type: 'signal',
      equipments: [
        { equipmentId: 'e1', title: 'Pump', config: { signalArray: [{ signalId: 's1', title: 'Flow' }] } },
      ],
      totalCount: true,
    },
    style: { theme: 'light', center: { enable: false, zoom: 12 } },
  }) as unknown as Widget
