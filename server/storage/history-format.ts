// How numeric history is stored, below history/ because the database itself reads it: a signal's points
// as two float64 arrays packed little-endian (SQLite's `lf_points`, points-function.ts) and their
// per-minute rollups (history/rollups.ts), which migration 0015 computed for the history kept before.
import type { HistoryRollupTable } from './tables/edge-link.ts'

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

export const ROLLUP_MS = 60_000

/** The minutes of one signal's points (in any order), NaN left out. */
export function rollupsOf(signalId: string, series: Series): HistoryRollupTable[] {
  const minutes = new Map<number, HistoryRollupTable>()
  for (let i = 0; i < series.times.length; i++) {
    const t = series.times[i]!
    const v = series.values[i]!
    if (Number.isNaN(v)) continue
    const bucket = Math.floor(t / ROLLUP_MS) * ROLLUP_MS
    const m = minutes.get(bucket)
    if (!m) {
      minutes.set(bucket, {
        signalId,
        bucket,
        num: 1,
        sum: v,
        min: v,
        max: v,
        firstTime: t,
        first: v,
        lastTime: t,
        last: v,
      })
      continue
    }
    m.num++
    m.sum += v
    m.min = Math.min(m.min, v)
    m.max = Math.max(m.max, v)
    if (t < m.firstTime) [m.firstTime, m.first] = [t, v]
    if (t >= m.lastTime) [m.lastTime, m.last] = [t, v]
  }
  return [...minutes.values()]
}
