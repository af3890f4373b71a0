// Comparisons of alarm rules and report triggers: a value against a constant (or another signal's
// value). Conditions are stored by name (gt, ge, lt, le, eq, ne, as the gateway document has them);
// the symbols of the designer (> >= < <= == !=) are read too.
import { numericValue } from '../../core/binding/numeric.ts'

export const CONDITIONS = ['gt', 'ge', 'lt', 'le', 'eq', 'ne'] as const
export type ConditionName = (typeof CONDITIONS)[number]

const SYMBOLS: Record<string, ConditionName> = {
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  '==': 'eq',
  '=': 'eq',
  '!=': 'ne',
  '<>': 'ne',
}

/** How a condition reads in an alarm's default text. */
export const CONDITION_SYMBOL: Record<ConditionName, string> = {
  gt: '>',
  ge: '≥',
  lt: '<',
  le: '≤',
  eq: '=',
  ne: '≠',
}

export interface Condition {
  condition: ConditionName
  value: number
}

export function conditionName(text: string): ConditionName | undefined {
  const t = text.trim()
  return (CONDITIONS as readonly string[]).includes(t) ? (t as ConditionName) : SYMBOLS[t]
}

/** Whether `value` meets the condition; an unknown or missing value never does. */
export function holds(c: Condition, value: number | undefined | null): boolean {
  if (value === undefined || value === null || Number.isNaN(value)) return false
  switch (c.condition) {
    case 'gt':
      return value > c.value
    case 'ge':
      return value >= c.value
    case 'lt':
      return value < c.value
    case 'le':
      return value <= c.value
    case 'eq':
      return value === c.value
    case 'ne':
      return value !== c.value
  }
}

/**
 * Whether a value has gone back past the limit by the deadband (hysteresis): an alarm of a limit (gt, ge,
 * lt, le) clears only then; one of equality (eq, ne) clears as soon as its condition no longer holds.
 */
export function clears(c: Condition, value: number, deadband: number): boolean {
  switch (c.condition) {
    case 'gt':
    case 'ge':
      return !holds(c, value + deadband)
    case 'lt':
    case 'le':
      return !holds(c, value - deadband)
    default:
      return !holds(c, value)
  }
}

export interface RuleSides {
  condition: ConditionName
  variableId: string
  /** compared with this constant, or with another variable's value */
  value: number | null
  compareVariableId: string | null
}

/**
 * An alarm rule read against live values: both sides as numbers by the platform's one rule (true is 1,
 * numeric text is its number) and whether the condition holds; undefined when a side is not a number.
 */
export function ruleReading(
  rule: RuleSides,
  read: (variableId: string) => unknown,
  deadband = 0,
): { left: number; right: number; matched: boolean; cleared: boolean } | undefined {
  const left = numericValue(read(rule.variableId))
  const right = rule.compareVariableId
    ? numericValue(read(rule.compareVariableId))
    : (rule.value ?? undefined)
  if (left === undefined || right === undefined) return undefined
  const c = { condition: rule.condition, value: right }
  return { left, right, matched: holds(c, left), cleared: clears(c, left, deadband) }
}
