// The rules as a table, and validateAll so a server applies the same rules to request bodies that
// the forms apply to fields. A field rule sees its value and the whole body (for linked fields).
import { readLimits, withinWriteBounds, writeLimits } from './bounds.ts'
import * as formats from './formats.ts'
import { formula } from './formula.ts'
import { deviceName, feedback, remark, reminder } from './free-text.ts'
import { commaList, integer, noConsecutiveRepeats, number, positiveInteger, required } from './generic.ts'
import { mappings } from './mappings.ts'
import { pagePassword, password, passwordConfirm, sharePassword } from './password.ts'
import type { Check, Reason } from './reason.ts'
import { type TimeRangeOptions, timeRange } from './time.ts'

export type Body = Readonly<Record<string, unknown>>
export type FieldRule = (value: unknown, body: Body) => Reason | null
/** Field path (dots reach into nested objects) to one rule or rules tried in order. */
export type RuleMap = Readonly<Record<string, FieldRule | readonly FieldRule[]>>

/** Every single-value rule, by name (every format check of formats.ts among them). */
export const rules = {
  ...formats,
  required,
  integer,
  positiveInteger,
  number,
  noConsecutiveRepeats,
  commaList: commaList(),
  idList: commaList(positiveInteger),
  password,
  pagePassword,
  sharePassword,
  deviceName,
  remark,
  reminder,
  feedback,
  formula: formula(),
  mappings,
} satisfies Record<string, Check>

/** The value at a dotted path of a nested body. */
export function valueAt(body: Body, path: string): unknown {
  let current: unknown = body
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Body)[part]
  }
  return current
}

/** On the confirmation field: it must equal the password field. */
export const confirms =
  (passwordField: string): FieldRule =>
  (value, body) =>
    passwordConfirm(valueAt(body, passwordField), value)

/** On the upper write limit field. */
export const writeUpperOf =
  (lowerField: string): FieldRule =>
  (value, body) =>
    writeLimits(valueAt(body, lowerField), value)

/** On the upper reading limit field. */
export const readUpperOf =
  (lowerField: string): FieldRule =>
  (value, body) =>
    readLimits(valueAt(body, lowerField), value)

/** On a value to write: within the limits held by the two fields. */
export const withinWriteLimits =
  (lowerField: string, upperField: string): FieldRule =>
  (value, body) =>
    withinWriteBounds(value, valueAt(body, lowerField), valueAt(body, upperField))

/** On the end time field: the whole range check (its reason may concern the start). */
export const endAfter =
  (startField: string, options?: TimeRangeOptions): FieldRule =>
  (value, body) =>
    timeRange(valueAt(body, startField), value, options)

/** The first reason of each failing field, or null when the whole body is valid. */
export function validateAll(body: Body, ruleMap: RuleMap): Record<string, Reason> | null {
  const failures: Record<string, Reason> = {}
  for (const [field, rule] of Object.entries(ruleMap)) {
    const value = valueAt(body, field)
    for (const check of typeof rule === 'function' ? [rule] : rule) {
      const reason = check(value, body)
      if (reason) {
        failures[field] = reason
        break
      }
    }
  }
  return Object.keys(failures).length > 0 ? failures : null
}
