// The one function that formats a value for people (platform spec §3 Variable: unit, decimal places,
// state mapping), used by every widget, device screen, curve, alarm message, history table and export:
// a value the state map names shows its text; a text variable's value shows as it is; a number shows the signal's decimal places (or a place's
// own override; a whole number of an integer signal none) and its unit; a float without decimals never shows float32 noise (22.174999237060547).
import type { ValueMeta } from '../../schemas/entities/live.ts'
import type { Lang } from '../kernel/types.ts'
import { numericValue } from './numeric.ts'

/** A place's own choice, over the signal's. */
export interface FormatOptions {
  /** Decimal places here; absent or negative follows the signal. */
  decimals?: number
  /** false hides the unit, a string shows that unit instead of the signal's. */
  unit?: boolean | string
  /** The reader's language: a bit without a state map reads On/Off in it (without one, 1/0). */
  lang?: Lang
  /** Text for no value; '--' unless given. */
  empty?: string
}

export const NO_VALUE = '--'

/** Significant digits a number without decimal places is shown with: float32's precision. */
const FLOAT_DIGITS = 7

const BOOLEAN_TEXT: Record<Lang, readonly [off: string, on: string]> = {
  zh: ['关', '开'],
  en: ['Off', 'On'],
}

/** Units written right after the number, without a space. */
const TIGHT_UNIT = /^[%‰°′″]/

/** The state map's text for a value: numbers match numerically (true matches 1), others as trimmed text. */
export function stateText(value: unknown, mappings: ValueMeta['mappings']): string | undefined {
  if (!mappings?.length || value === null || value === undefined) return undefined
  const n = numericValue(value)
  const text = String(value).trim()
  const found = mappings.find((m) => {
    const mn = numericValue(m.value)
    return n !== undefined && mn !== undefined ? n === mn : String(m.value).trim() === text
  })
  return found?.text
}

/** A number with `decimals` places, or when none are given with float noise trimmed; never "-0". */
export function formatNumber(n: number, decimals?: number): string {
  if (decimals !== undefined && decimals >= 0) {
    const text = n.toFixed(Math.min(decimals, 100))
    return Number(text) === 0 ? text.replace(/^-/, '') : text
  }
  if (Number.isInteger(n)) return String(n)
  return String(Number(n.toPrecision(FLOAT_DIGITS)))
}

/** The unit a place shows: its own, none, or the signal's. */
const unitOf = (meta: ValueMeta | undefined, unit: FormatOptions['unit']): string =>
  typeof unit === 'string' ? unit : unit === false ? '' : (meta?.unit ?? '')

export const withUnit = (text: string, unit: string): string =>
  !unit ? text : TIGHT_UNIT.test(unit) ? `${text}${unit}` : `${text} ${unit}`

const isBit = (meta: ValueMeta | undefined) => meta?.dataType === 'bit' || meta?.dataType === 'bool'

/** Register types that carry whole numbers (platform spec §3 variable data types). */
const INTEGER_TYPES = new Set(['int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64'])

/**
 * The decimal places a value shows: the place's own when set; else the signal's, except that a whole
 * number of an integer signal shows none (a counter reads 400, not 400.00, whatever places the variable
 * form defaulted to; a read formula's fraction, 40.5, still gets the signal's places).
 */
function decimalsFor(n: number, meta: ValueMeta | undefined, options: FormatOptions): number | undefined {
  if (options.decimals !== undefined && options.decimals >= 0) return options.decimals
  if (meta?.dataType && INTEGER_TYPES.has(meta.dataType) && Number.isInteger(n)) return 0
  return meta?.decimals
}

/** A value for people, by the signal's meta and the place's options. */
export function formatValue(value: unknown, meta?: ValueMeta, options: FormatOptions = {}): string {
  if (value === null || value === undefined || value === '') return options.empty ?? NO_VALUE
  const mapped = stateText(value, meta?.mappings)
  if (mapped !== undefined) return mapped
  // a text variable's value is shown as the device gave it: "0042" is no 42.00
  if (meta?.dataType === 'text') return String(value)
  const n = numericValue(value)
  if (options.lang && (typeof value === 'boolean' || (isBit(meta) && (n === 0 || n === 1))))
    return BOOLEAN_TEXT[options.lang][n as 0 | 1]
  if (n === undefined) return typeof value === 'object' ? JSON.stringify(value) : String(value)
  return withUnit(formatNumber(n, decimalsFor(n, meta, options)), unitOf(meta, options.unit))
}
