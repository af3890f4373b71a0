// A chunk packs one signal's values of one write batch into two byte strings of little-endian float64:
// times (epoch ms, exact in a double) and values (booleans as 0/1, a failed read as NaN).

export interface Series {
  times: number[]
  values: number[]
}

export function packFloats(numbers: readonly number[]): Uint8Array {
  const bytes = new Uint8Array(numbers.length * 8)
  const view = new DataView(bytes.buffer)
  for (let i = 0; i < numbers.length; i++) view.setFloat64(i * 8, numbers[i]!, true)
  return bytes
}

export function unpackFloats(bytes: Uint8Array): Float64Array {
  const count = Math.floor(bytes.byteLength / 8)
  const out = new Float64Array(count)
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * 8)
  for (let i = 0; i < count; i++) out[i] = view.getFloat64(i * 8, true)
  return out
}

/** The number a value is stored as; null (a failed read) is NaN, read back as null. */
export function storedNumber(value: number | boolean | null): number {
  if (value === null) return Number.NaN
  return typeof value === 'boolean' ? (value ? 1 : 0) : value
}

export const valueOfStored = (n: number): number | null => (Number.isNaN(n) ? null : n)
