// A chunk packs one signal's values of one write batch into two byte strings of little-endian float64:
// times (epoch ms, exact in a double) and values (booleans as 0/1, a failed read as NaN).
import { CHUNK_MAX_SPAN_MS } from './limits.ts'

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

/** Float64 is stored little-endian; on a little-endian machine the bytes are copied as they are. */
const LITTLE_ENDIAN = new Uint8Array(new Float64Array([1]).buffer)[7] === 0x3f

export function unpackFloats(bytes: Uint8Array): Float64Array {
  const count = Math.floor(bytes.byteLength / 8)
  if (LITTLE_ENDIAN) {
    // a copy: the driver's buffer may not be 8-byte aligned
    const copy = bytes.slice(0, count * 8)
    return new Float64Array(copy.buffer, copy.byteOffset, count)
  }
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

export interface ChunkRow {
  signalId: string
  startTime: number
  endTime: number
  count: number
  times: Uint8Array
  vals: Uint8Array
}

/** Splits one signal's values (sorted here by time) into chunk rows of bounded size and span. */
export function chunkRows(signalId: string, series: Series, maxPoints: number): ChunkRow[] {
  const order = series.times.map((_, i) => i).sort((a, b) => series.times[a]! - series.times[b]! || a - b)
  const rows: ChunkRow[] = []
  let from = 0
  while (from < order.length) {
    const startTime = series.times[order[from]!]!
    let to = from + 1
    while (
      to < order.length &&
      to - from < maxPoints &&
      series.times[order[to]!]! - startTime <= CHUNK_MAX_SPAN_MS
    )
      to++
    const idx = order.slice(from, to)
    const times = idx.map((i) => series.times[i]!)
    rows.push({
      signalId,
      startTime,
      endTime: times[times.length - 1]!,
      count: idx.length,
      times: packFloats(times),
      vals: packFloats(idx.map((i) => series.values[i]!)),
    })
    from = to
  }
  return rows
}
