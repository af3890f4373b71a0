// Calculated signals (project memory variables, designer spec §3 and §5): sum, avg, min or max of their
// input signals, or a custom formula over placeholders {equipId.signalId}.
import { evaluate, MVAR_FORMULA, parseFormula, type SignalPlaceholder } from '../formula/index.ts'
import type { LiveValue } from '../kernel/types.ts'
import { numericValue } from './numeric.ts'

export const CALC_TYPES = ['sum', 'avg', 'min', 'max', 'custom'] as const
export type CalcType = (typeof CALC_TYPES)[number]

export interface CalcDefinition {
  calcType: CalcType
  /** Inputs of sum, avg, min and max. */
  signals?: readonly SignalPlaceholder[]
  /** The custom formula, e.g. `({12.345} + {12.346}) / 2`. */
  formula?: string
}

/** The current value of an input signal, or undefined when there is none. */
export type SignalValueOf = (ref: SignalPlaceholder) => LiveValue | undefined

/** Status code of a good signal value. */
export const GOOD_SIGNAL_CODE = 200

/** An input's number by the one rule (booleans 1 and 0): 0 when missing, not code 200 or not a number. */
export function inputNumber(value: LiveValue | undefined): number {
  if (!value || value.code !== GOOD_SIGNAL_CODE) return 0
  return numericValue(value.value) ?? 0
}

const AGGREGATES: Record<Exclude<CalcType, 'custom'>, (xs: number[]) => number> = {
  sum: (xs) => xs.reduce((a, b) => a + b, 0),
  avg: (xs) => xs.reduce((a, b) => a + b, 0) / xs.length,
  min: (xs) => Math.min(...xs),
  max: (xs) => Math.max(...xs),
}

type Compute = (readValue: SignalValueOf) => number

function computeOf(definition: CalcDefinition): Compute {
  const number = (readValue: SignalValueOf) => (ref: SignalPlaceholder) => inputNumber(readValue(ref))
  if (definition.calcType === 'custom') {
    const parsed = parseFormula(definition.formula ?? '', MVAR_FORMULA)
    return parsed.ok ? (readValue) => evaluate(parsed.ast, {}, number(readValue)) : () => 0
  }
  const aggregate = AGGREGATES[definition.calcType] as ((xs: number[]) => number) | undefined
  const signals = definition.signals ?? []
  return aggregate ? (readValue) => aggregate(signals.map(number(readValue))) : () => 0
}

/** A calculator for one definition (the formula is parsed once); see `calculate`. */
export function compileCalc(definition: CalcDefinition): Compute {
  const compute = computeOf(definition)
  return (readValue) => {
    try {
      const result = compute(readValue)
      return Number.isFinite(result) ? result : 0
    } catch {
      return 0
    }
  }
}

/**
 * The calculated value; never NaN or infinite. Empty, non-numeric or infinite inputs and inputs whose code
 * is not 200 count 0; an invalid or throwing formula, a failing read, an unknown calcType and a non-finite
 * result give 0.
 */
export const calculate = (definition: CalcDefinition, readValue: SignalValueOf): number =>
  compileCalc(definition)(readValue)
