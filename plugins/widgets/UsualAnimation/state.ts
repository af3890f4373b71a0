// Which state the animation widget shows: pure, so the view and the tests share it.
import { compare } from '../../../core/binding/compare.ts'
import type { CompareSymbol } from '../../../schemas/page.ts'

export interface StateRule {
  symbol: CompareSymbol
  value: string
}

/** Index of the first state whose condition the value meets (a text variable's as text), or -1. */
export const matchingState = (states: readonly StateRule[], value: unknown, dataType?: string): number =>
  states.findIndex((s) => compare(s.symbol, value, s.value, dataType))
