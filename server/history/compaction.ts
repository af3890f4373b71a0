// Compaction keeps few, large chunks per signal whatever its reporting rate. The writer stores one chunk
// per signal per flush, so a signal reported less often than the writer's hold gets a chunk per point
// (200,000 rows for 30 days at one point every 13 s). Compaction merges a signal's small chunks into
// chunks of up to `maxPoints` points and CHUNK_MAX_SPAN_MS (the reader's bound).
//
// Each step reads, deletes and inserts in one transaction, and the delete must remove exactly the chunks
// read (else it throws and rolls back): a crash or a concurrent writer leaves either the small chunks or
// the merged ones, never both, never neither. Exact repeats (same time and value) are merged once, as
// reads already show them once.
import type { Db } from '../storage/db.ts'
import { type ChunkFloats, chunkFloats, chunkRows, type Series } from './chunks.ts'

/** Small chunks read per step (one transaction): bounds a step's memory and lock time. */
const ROWS_PER_STEP = 20_000
const INSERT_ROWS_PER_STATEMENT = 200

export interface CompactResult {
  /** small chunks replaced */
  merged: number
  /** chunks written in their place */
  written: number
}

/** Merges the signal's chunks under `maxPoints` points that end at or after `from`. */
export async function compactSignal(
  db: Db,
  signalId: string,
  maxPoints: number,
  from = Number.NEGATIVE_INFINITY,
): Promise<CompactResult> {
  const total: CompactResult = { merged: 0, written: 0 }
  let cursor = Number.NEGATIVE_INFINITY
  for (;;) {
    const step = await db.transaction().execute((trx) => compactStep(trx, signalId, maxPoints, from, cursor))
    total.merged += step.merged
    total.written += step.written
    if (step.next === undefined) return total
    cursor = step.next
  }
}

/** Signals whose history holds more than one small chunk (a database written before compaction). */
export async function fragmentedSignals(db: Db, maxPoints: number): Promise<string[]> {
  const rows = await db
    .selectFrom('historyChunks')
    .select('signalId')
    .where('count', '<', maxPoints)
    .groupBy('signalId')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute()
  return rows.map((r) => r.signalId)
}

interface Step extends CompactResult {
  /** where the next step starts (a start time), or undefined when done */
  next?: number
}

async function compactStep(
  trx: Db,
  signalId: string,
  maxPoints: number,
  from: number,
  cursor: number,
): Promise<Step> {
  const small = () => {
    let q = trx.selectFrom('historyChunks').where('signalId', '=', signalId).where('count', '<', maxPoints)
    if (Number.isFinite(cursor)) q = q.where('startTime', '>=', cursor)
    if (Number.isFinite(from)) q = q.where('endTime', '>=', from)
    return q
  }
  const floats = chunkFloats(trx)
  let rows = await small()
    .select(['startTime', 'endTime', 'count', ...floats.columns])
    .orderBy('startTime')
    .limit(ROWS_PER_STEP)
    .execute()
  const full = rows.length === ROWS_PER_STEP
  let next: number | undefined
  if (full) {
    // chunks sharing the last start time may lie beyond the limit: leave them all to the next step
    const lastStart = rows[rows.length - 1]!.startTime
    const before = rows.filter((r) => r.startTime < lastStart)
    rows = before.length > 0 ? before : rows
    next = before.length > 0 ? lastStart : lastStart + 1
    if (before.length === 0) return { merged: 0, written: 0, next }
  }
  if (rows.length < 2) return { merged: 0, written: 0, ...(next === undefined ? {} : { next }) }
  const merged = chunkRows(signalId, pointsOf(rows, floats), maxPoints, floats.encode)
  if (merged.length >= rows.length) return { merged: 0, written: 0, ...(next === undefined ? {} : { next }) }

  const first = rows[0]!.startTime
  const last = rows[rows.length - 1]!.startTime
  let del = trx
    .deleteFrom('historyChunks')
    .where('signalId', '=', signalId)
    .where('count', '<', maxPoints)
    .where('startTime', '>=', first)
    .where('startTime', '<=', last)
  if (Number.isFinite(from)) del = del.where('endTime', '>=', from)
  const deleted = Number((await del.executeTakeFirst()).numDeletedRows)
  if (deleted !== rows.length)
    throw new Error(`history compaction of ${signalId}: ${deleted} chunks deleted, ${rows.length} read`)
  for (let i = 0; i < merged.length; i += INSERT_ROWS_PER_STATEMENT)
    await trx
      .insertInto('historyChunks')
      .values(merged.slice(i, i + INSERT_ROWS_PER_STATEMENT))
      .execute()
  return { merged: rows.length, written: merged.length, ...(next === undefined ? {} : { next }) }
}

/** Every point of the chunks, exact repeats once (chunkRows sorts them by time). */
function pointsOf(rows: { times: Uint8Array; vals: Uint8Array }[], floats: ChunkFloats): Series {
  const out: Series = { times: [], values: [] }
  const seen = new Set<string>()
  for (const row of rows) {
    const times = floats.decode(row.times)
    const values = floats.decode(row.vals)
    for (let i = 0; i < times.length; i++) {
      const key = `${times[i]}:${values[i]}`
      if (seen.has(key)) continue
      seen.add(key)
      out.times.push(times[i]!)
      out.values.push(values[i]!)
    }
  }
  return out
}
