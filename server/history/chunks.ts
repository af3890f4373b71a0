// A chunk holds one signal's values of one write batch as two arrays of float64: times (epoch ms,
// exact in a double) and values (booleans as 0/1, a failed read as NaN). Each dialect keeps them in a
// form its SQL can read (reports compute over raw points in the database: raw-points.ts): SQLite as
// byte strings of little-endian float64, read in SQL through `lf_points` (storage/points-function.ts);
// PostgreSQL as float8[] (migration 0023_float_chunks), read in SQL by `unnest`.
import { type AliasedRawBuilder, sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import { packFloats, type Series, unpackFloats } from '../storage/history-format.ts'
import { CHUNK_MAX_SPAN_MS } from './limits.ts'

/** The number a value is stored as; null (a failed read) is NaN, read back as null. */
export function storedNumber(value: number | boolean | null): number {
  if (value === null) return Number.NaN
  return typeof value === 'boolean' ? (value ? 1 : 0) : value
}

export const valueOfStored = (n: number): number | null => (Number.isNaN(n) ? null : n)

/** A chunk's floats as stored: a byte string (SQLite) or an array literal (PostgreSQL's float8[]). */
export type StoredFloats = Uint8Array | string

/** How a dialect stores a chunk's floats, and how they are selected and read back. */
export interface ChunkFloats {
  /** the `times` and `vals` columns for a select list */
  columns: readonly [AliasedRawBuilder<Uint8Array, 'times'>, AliasedRawBuilder<Uint8Array, 'vals'>]
  encode(numbers: readonly number[]): StoredFloats
  /** floats selected through `columns` */
  decode(selected: Uint8Array): Float64Array
}

const SQLITE_FLOATS: ChunkFloats = {
  columns: [sql<Uint8Array>`times`.as('times'), sql<Uint8Array>`vals`.as('vals')],
  encode: packFloats,
  decode: unpackFloats,
}

/**
 * PostgreSQL's binary form of a float8[] (array_send): a header (dimensions, null flag, element type,
 * then length and lower bound per dimension), then per element its byte length and big-endian float64.
 * node-pg parses the text form of a float8[] three times slower.
 */
function fromArraySend(bytes: Uint8Array): Float64Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.byteLength < 20 || view.getInt32(0) === 0) return new Float64Array(0)
  const count = view.getInt32(12)
  const out = new Float64Array(count)
  for (let i = 0, at = 24; i < count; i++, at += 12) out[i] = view.getFloat64(at)
  return out
}

const POSTGRES_FLOATS: ChunkFloats = {
  columns: [sql<Uint8Array>`array_send(times)`.as('times'), sql<Uint8Array>`array_send(vals)`.as('vals')],
  // float8[]'s text form, written here: node-pg's own writes -0 as 0 (String(-0)); String(n) is the
  // shortest text that reads back as the same double, NaN and infinities included
  encode: (numbers) => `{${numbers.map((n) => (Object.is(n, -0) ? '-0' : String(n))).join(',')}}`,
  decode: fromArraySend,
}

export const chunkFloats = (db: Db): ChunkFloats => (isPostgres(db) ? POSTGRES_FLOATS : SQLITE_FLOATS)

/** What names a chunk row beside its signal (there is no other key). */
export interface ChunkBounds {
  startTime: number
  endTime: number
  count: number
}

export interface ChunkRow extends ChunkBounds {
  signalId: string
  times: StoredFloats
  vals: StoredFloats
}

/** Splits one signal's values (sorted here by time) into chunk rows of bounded size and span. */
export function chunkRows(
  signalId: string,
  series: Series,
  maxPoints: number,
  encode: ChunkFloats['encode'],
): ChunkRow[] {
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
      times: encode(times),
      vals: encode(idx.map((i) => series.values[i]!)),
    })
    from = to
  }
  return rows
}
