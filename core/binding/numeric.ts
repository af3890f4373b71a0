// The one rule that turns a live value into a number, used wherever a value is compared, computed, drawn
// or checked (animation rules, calculated signals, widgets, alarm rules, form checks): a finite number is
// itself, a boolean is 1 or 0, a string written in plain decimal notation (blanks around it allowed, an
// exponent allowed; no hex, no Infinity) is that number; anything else is not a number.

/** Plain decimal notation with an optional exponent. */
const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i

export function numericValue(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (!DECIMAL.test(text)) return undefined
  const n = Number(text)
  return Number.isFinite(n) ? n : undefined
}
