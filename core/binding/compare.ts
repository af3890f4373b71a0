// Comparison of animation rules (designer spec §3): a bound live value against the rule's value.
import type { CompareSymbol } from '../../schemas/page.ts'
import { numericValue } from './numeric.ts'

/**
 * Whether `liveValue <symbol> ruleValue` holds. Numbers compare numerically when both sides are numeric,
 * otherwise both compare as strings. No live value (null or undefined) never satisfies a rule.
 */
export function compare(symbol: CompareSymbol, liveValue: unknown, ruleValue: unknown): boolean {
  if (liveValue === null || liveValue === undefined) return false
  const a = numericValue(liveValue)
  const b = numericValue(ruleValue)
  if (a !== undefined && b !== undefined) return holds(symbol, a, b)
  return holds(symbol, String(liveValue), String(ruleValue ?? ''))
}

function holds<T extends number | string>(symbol: CompareSymbol, a: T, b: T): boolean {
  switch (symbol) {
    case '==':
      return a === b
    case '!=':
      return a !== b
    case '>':
      return a > b
    case '>=':
      return a >= b
    case '<':
      return a < b
    case '<=':
      return a <= b
    default:
      return false
  }
}
