// The one reading of "numeric" shared by animation comparisons and calculated signals: a finite number,
// or a non-blank string that converts to one. Booleans, blanks and objects are not numeric.
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : undefined
}
