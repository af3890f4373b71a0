// A select, radio or combo box shows the option whose value the bound signal holds; with a signal whose
// states (its state map, platform spec §3 Variable) match none of the options' values it shows nothing
// chosen at runtime. The panel says so and offers the states as the options (issue 30); this is the rule
// and the options it makes, per widget type.
import { sameValue, writeEvent } from '../../../plugins/widgets/common/write.ts'
import type { ValueMeta } from '../../../schemas/entities/live.ts'
import type { Widget } from '../../../schemas/page.ts'

type Json = Record<string, unknown>
type State = NonNullable<ValueMeta['mappings']>[number]

interface Choice {
  /** the data key of the options list */
  list: string
  /** the value an option stands for, or none (a select's title entry) */
  valueOf: (option: Json) => string | undefined
  /** the options the states make; `old` is the list they replace */
  fromStates: (states: readonly State[], old: readonly Json[]) => Json[]
}

const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v))

const CHOICES: Record<string, Choice> = {
  UsualSelect: {
    list: 'selectDatas',
    valueOf: (o) => {
      const event = o.clickEvent as { enable?: boolean; config?: { writeValue?: unknown } } | undefined
      return event?.enable ? text(event.config?.writeValue) : undefined
    },
    // the title entry (shown while no option matches) stays first
    fromStates: (states, old) => {
      const title = old[0] && !(old[0].clickEvent as { enable?: boolean } | undefined)?.enable ? [old[0]] : []
      return [
        ...title,
        ...states.map((s, i) => ({
          indexId: title.length + i,
          text: s.text,
          pressDisabled: false,
          clickEvent: writeEvent(String(s.value)),
        })),
      ]
    },
  },
  UsualRadio: {
    list: 'options',
    valueOf: (o) => text(o.value),
    fromStates: (states) =>
      states.map((s, i) => ({
        id: String(i + 1),
        isChecked: i === 0,
        title: s.text,
        value: String(s.value),
      })),
  },
  UsualComboBox: {
    list: 'options',
    valueOf: (o) => text(o.value),
    fromStates: (states) => states.map((s) => ({ text: s.text, value: String(s.value) })),
  },
}

const dataOf = (widget: Widget) => (widget.data ?? {}) as Json
const listOf = (widget: Widget, choice: Choice) => {
  const list = dataOf(widget)[choice.list]
  return Array.isArray(list) ? (list as Json[]) : []
}

/** The signal a choice widget is bound to, or none (another type, another binding kind, unbound). */
export function boundChoiceSignal(widget: Widget): string | undefined {
  const data = dataOf(widget)
  const bound = CHOICES[widget.widgetType] && data.type === 'signal' && typeof data.signalId === 'string'
  return bound && data.signalId ? (data.signalId as string) : undefined
}

/** True when the signal has states and none of them is the value of one of the widget's options. */
export function statesMatchNoOption(widget: Widget, states: readonly State[] | undefined): boolean {
  const choice = CHOICES[widget.widgetType]
  if (!choice || !states?.length) return false
  const values = listOf(widget, choice).flatMap((o) => choice.valueOf(o) ?? [])
  return !states.some((s) => values.some((v) => sameValue(s.value, v)))
}

/** The widget's data with its options made from the signal's states, each writing its state's value. */
export function dataWithStates(widget: Widget, states: readonly State[]): Json {
  const choice = CHOICES[widget.widgetType]
  if (!choice) return dataOf(widget)
  return { ...dataOf(widget), [choice.list]: choice.fromStates(states, listOf(widget, choice)) }
}
