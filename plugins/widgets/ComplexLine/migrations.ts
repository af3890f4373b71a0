// Curves saved before 1.1.0 kept their right-axis series as 1-based positions in the bound list, so
// removing or reordering a signal moved another onto the right axis. Step 1.1.0 turns each position into
// the id of the entry it pointed at (series-id.ts); a position past the list pointed at nothing and goes.
import { isPlainObject } from '../../../schemas/json.ts'
import type { BindingKind, Widget } from '../../../schemas/page.ts'
import { LIST_OF } from './schema.ts'
import { type SeriesEntry, seriesId } from './series-id.ts'

type Json = Record<string, unknown>

export function secondAxisByIds(widget: Widget): Widget {
  const style = widget.style as Json | undefined
  const data = (widget.data ?? {}) as Json
  if (!style || !Array.isArray(style.secondAxis)) return widget
  const list = data[LIST_OF[data.type as BindingKind] ?? 'signalArray']
  const entries = (Array.isArray(list) ? list : []).filter(isPlainObject) as SeriesEntry[]
  const ids = style.secondAxis.flatMap((at: unknown) => {
    if (typeof at === 'string') return [at]
    const entry = typeof at === 'number' ? entries[at - 1] : undefined
    return entry ? [seriesId(entry)] : []
  })
  return { ...widget, style: { ...style, secondAxis: [...new Set(ids)] } as Widget['style'] }
}

/** A curve as 1.0.0 saved it: two signals, the second on the right axis, and a position past the list. */
export const LEGACY_LINE = {
  id: 'legacy-line',
  widgetType: 'ComplexLine',
  widgetName: 'ComplexLine',
  pluginVersion: '1.0.0',
  posLock: false,
  authRegion: '',
  position: { x: 0, y: 0, width: 480, height: 280, rotate: 0 },
  data: {
    type: 'signal',
    signalArray: [
      { signalId: 's1', equipId: 'e1', title: 'Flow' },
      { signalId: 's2', equipId: 'e1', title: 'Pressure' },
    ],
  },
  style: { secondAxis: [2, 5] },
} as unknown as Widget
