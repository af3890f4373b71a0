// Older saved charts lack option groups added since (designer spec §5): memory variables, custom items,
// the time filter, data select and the unit are filled with their defaults; nothing else changes.
import type { Widget } from '../../../schemas/page.ts'

type Group = Record<string, unknown>

export function fillChartGroups(widget: Widget): Widget {
  const data = { ...((widget.data ?? {}) as Group) }
  const style = { ...((widget.style ?? {}) as Group) }
  let changed = false
  const fill = (group: Group, key: string, value: unknown) => {
    if (group[key] !== undefined) return
    group[key] = value
    changed = true
  }
  fill(data, 'mvarArray', [])
  fill(data, 'customArray', [])
  fill(style, 'timeFilter', { show: false })
  fill(style, 'dataSelect', { show: false })
  fill(style, 'unit', '')
  return changed ? { ...widget, data: data as Widget['data'], style: style as Widget['style'] } : widget
}

/** A chart as older pages saved it: signals, colours and a legend, none of the later groups. */
export const legacyChart = (widgetType: string, style: Group = {}): Widget =>
  ({
    id: `legacy-${widgetType}`,
    widgetType,
    widgetName: widgetType,
    posLock: false,
    authRegion: '',
    position: { x: 0, y: 0, width: 400, height: 260, rotate: 0 },
    data: {
      type: 'signal',
      mode: 'adapt',
      minVal: 0,
      maxVal: 100,
      timeRange: 60,
      timeFormat: 'HH:mm',
      signalArray: [{ signalId: 's1', equipId: 'e1', title: 'Flow', color: '#5B8FF9' }],
    },
    style: { legend: { show: true, position: 'top' }, ...style },
  }) as unknown as Widget
