// The property panel's visibility rule (issue 30, "conditional fields"), part of a widget's options
// schema: a field carries `x-ui: { 'ui:options': { showWhen } }` and the panel shows it only while every
// named sibling holds one of the listed values (a curve's min and max while its mode is `custom`, a unit
// while the unit is shown). Built-in and remote plugins write it the same way; the kit's `shownWhen`
// adds it, and the panel honours it whatever the plugin (host/designer/panel/templates.tsx).
import Type, { type Static } from 'typebox'

/** A value a rule compares with: what an option field can hold. */
const RuleValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])

/** `{ sibling: [values] }`: shown while each sibling's value is one of its list. */
export const ShowWhen = Type.Record(Type.String({ minLength: 1 }), Type.Array(RuleValue, { minItems: 1 }))
export type ShowWhen = Readonly<Record<string, readonly Static<typeof RuleValue>[]>>

/** The rule a field's `x-ui` carries, or undefined. */
export function showWhenOf(xui: unknown): unknown {
  if (typeof xui !== 'object' || xui === null) return undefined
  const options = (xui as Record<string, unknown>)['ui:options']
  return typeof options === 'object' && options !== null
    ? (options as Record<string, unknown>).showWhen
    : undefined
}

/** Whether a field under `rule` applies to the group's data `data` (no rule: always). */
export function applies(rule: ShowWhen | undefined, data: unknown): boolean {
  if (!rule) return true
  const group = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  return Object.entries(rule).every(([key, values]) => values.includes(group[key] as never))
}
