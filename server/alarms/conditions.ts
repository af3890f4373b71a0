// Comparisons of alarm rules and report triggers: a value against a constant (or another signal's
// value). Conditions are stored by name (gt, ge, lt, le, eq, ne, as the gateway document has them);
// the symbols of the designer (> >= < <= == !=) are read too.
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
