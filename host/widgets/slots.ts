// Where a widget's values come from: its main binding, each entry of its binding lists, and the binding
// of each enabled animation rule. Paths are the keys of WidgetViewProps.values.
import type { AnimationKind, BindingKind, DataBinding, Widget } from '../../schemas/page.ts'

export interface ValueSlot {
  path: string
  binding: DataBinding
}

export interface RuleSlot {
  kind: AnimationKind
  config: Record<string, unknown>
  binding: DataBinding
}

/** The binding lists of a data block and the kind of their entries (scene lists are signals of a scene). */
const LISTS: readonly { list: keyof DataBinding; kind: (data: DataBinding) => BindingKind }[] = [
  { list: 'signalArray', kind: (d) => (d.type === 'scene' ? 'scene' : 'signal') },
  { list: 'signalArrayX', kind: () => 'signal' },
  { list: 'signalArrayY', kind: () => 'signal' },
  { list: 'reportSignalArray', kind: () => 'report' },
  { list: 'systemArray', kind: () => 'system' },
  { list: 'mvarArray', kind: () => 'mvar' },
]

const isBound = (d: DataBinding) => Boolean(d.signalId || d.systemKey || d.mvarId)

export function valueSlots(widget: Widget): ValueSlot[] {
  const data = widget.data
  if (!data) return []
  const slots: ValueSlot[] = isBound(data) ? [{ path: 'data', binding: data }] : []
  for (const { list, kind } of LISTS) {
    const entries = data[list]
    if (!Array.isArray(entries)) continue
    entries.forEach((entry, i) => {
      const binding = { ...(entry as object), type: kind(data) } as DataBinding
      if (isBound(binding)) slots.push({ path: `data.${list}.${i}`, binding })
    })
  }
  return slots
}

export function ruleSlots(widget: Widget): RuleSlot[] {
  const slots: RuleSlot[] = []
  for (const [kind, rule] of Object.entries(widget.animation ?? {})) {
    if (!rule?.enable || !rule.config) continue
    const config = rule.config as Record<string, unknown> & { data?: DataBinding }
    slots.push({ kind: kind as AnimationKind, config, binding: config.data ?? { type: 'signal' } })
  }
  return slots
}
