// Comparison of animation rules (designer spec §3): a bound live value against the rule's value.
import type { CompareSymbol } from '../../schemas/page.ts'
import { bigIntOf } from '../util/integers.ts'
import { numericValue } from './numeric.ts'

/**
 * Whether `liveValue <symbol> ruleValue` holds. A text variable's value (`dataType` 'text') compares as
 * text, whatever it looks like ("0042" is not 42); two integers compare exactly (a 64-bit value beyond
 * 2^53 comes as its decimal text: core/util/integers.ts); other numbers numerically when both sides are
 * numeric, otherwise both as strings. No live value (null or undefined) never satisfies a rule.
 */
export function compare(
  symbol: CompareSymbol,
  liveValue: unknown,
  ruleValue: unknown,
  dataType?: string,
): boolean {
  if (liveValue === null || liveValue === undefined) return false
  if (dataType === 'text') return holds(symbol, String(liveValue), String(ruleValue ?? ''))
  const [x, y] = [bigIntOf(liveValue), bigIntOf(ruleValue)]
  if (x !== undefined && y !== undefined) return holds(symbol, x, y)
  const a = numericValue(liveValue)
  const b = numericValue(ruleValue)
  if (a !== undefined && b !== undefined) return holds(symbol, a, b)
  return holds(symbol, String(liveValue), String(ruleValue ?? ''))
}

function holds<T extends number | bigint | string>(symbol: CompareSymbol, a: T, b: T): boolean {
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
