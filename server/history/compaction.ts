// Compaction merges a signal's fragments: chunks under FRAGMENT_POINTS points, which the writer leaves
// only for values that came out of order, at a restart (the last run's open chunk) or in a database
// written before the writer packed each signal's fragments into its last chunk (packing.ts: then a slow
// signal had a chunk per point, 200,000 rows for 30 days at one point every 13 s). They become chunks of up to `maxPoints`
// points and CHUNK_MAX_SPAN_MS (the reader's bound). Chunks of FRAGMENT_POINTS or more are left as they
// are: they read fast, and re-merging them would rewrite a signal's history over and over.
//
// The work runs on the event loop in bounded steps (a few hundred chunks, some thousands of points) and
// yields between them (slices.ts): it never holds the loop, whatever the number of signals.
//
// Each step reads, deletes and inserts in one transaction, and the delete must remove exactly the chunks
// read (else it throws and rolls back): a crash or a concurrent writer leaves either the small chunks or
// the merged ones, never both, never neither. Exact repeats (same time and value) are merged once, as
// reads already show them once.
import { type ExpressionBuilder, sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import type { Series } from '../storage/history-format.ts'
import type { Database } from '../storage/tables/index.ts'
import { batchesOf } from './batches.ts'
import { type ChunkBounds, type ChunkFloats, chunkFloats, chunkRows } from './chunks.ts'
import { FRAGMENT_POINTS } from './limits.ts'
import { Slices } from './slices.ts'

/** Chunks looked at per step (their bounds only): bounds a step's statements. */
const ROWS_PER_STEP = 500
/** Points merged per step: bounds a step's decoding and sorting. */
const POINTS_PER_STEP = 10_000
/** Chunks of the index read per page by the sweep for fragmented signals. */
const ROWS_PER_SCAN = 2_000
const INSERT_ROWS_PER_STATEMENT = 200

export interface CompactResult {
  /** small chunks replaced */
  merged: number
  /** chunks written in their place */
  written: number
}

/** Where a step starts: at or after an end time. */
interface Cursor {
  end: number
  inclusive: boolean
  /** the last step's last chunk, not full: merged again with the next fragments (no partial chunk per step) */
  carry?: ChunkBounds
}

/** Merges the signal's fragments that end at or after `from`, yielding between steps. */
export async function compactSignal(
  db: Db,
  signalId: string,
  maxPoints: number,
  from = Number.NEGATIVE_INFINITY,
  slices = new Slices(),
): Promise<CompactResult> {
  const total: CompactResult = { merged: 0, written: 0 }
  let cursor: Cursor | undefined = { end: from, inclusive: true }
  while (cursor) {
    await slices.pause()
    const at: Cursor = cursor
    const step = await slices.step('compact', () =>
      db.transaction().execute((trx) => compactStep(trx, signalId, maxPoints, at)),
    )
    total.merged += step.merged
    total.written += step.written
    cursor = step.next
  }
  return total
}

/**
 * Signals with more than one fragment, found by walking the (signal, end time) index a page at a time
 * (one GROUP BY over the whole table would hold the loop for seconds on a large database). A chunk at a
 * page's edge may be counted twice: a signal then found needlessly merges nothing.
 *
 * Fragments ending at or after `packedFrom(signal)` are the packer's (packing.ts), merged by it: a
 * signal it tracks is found only for a fragment older than those (the last run's open chunk, say).
 */
export async function* fragmentedSignals(
  db: Db,
  maxPoints: number,
  slices = new Slices(),
  packedFrom: (signalId: string) => number | undefined = () => undefined,
): AsyncGenerator<string> {
  const small = Math.min(FRAGMENT_POINTS, maxPoints)
  let after: { signalId: string; endTime: number } | undefined
  let inclusive = true
  let current = { signalId: '', fragments: 0, until: 0, found: 2 }
  for (;;) {
    await slices.pause()
    let q = db.selectFrom('historyChunks').select(['signalId', 'endTime', 'count'])
    if (after)
      q = q.where(
        sql<boolean>`(signal_id, end_time) ${sql.raw(inclusive ? '>=' : '>')} (${after.signalId}, ${after.endTime})`,
      )
    const rows = await slices.step('compact', () =>
      q.orderBy('signalId').orderBy('endTime').limit(ROWS_PER_SCAN).execute(),
    )
    for (const row of rows) {
      if (row.signalId !== current.signalId) current = signalScan(row.signalId, packedFrom(row.signalId))
      if (row.count < small && row.endTime < current.until && ++current.fragments === current.found)
        yield row.signalId
    }
    if (rows.length < ROWS_PER_SCAN) return
    const first = rows[0]!
    const last = rows[rows.length - 1]!
    // a whole page on one key: step over it, else the next page starts on the last key (ties included)
    inclusive = first.signalId !== last.signalId || first.endTime !== last.endTime
    after = last
  }
}

/** A signal the sweep looks at: the fragments it counts end before `until`; `found` of them will do. */
function signalScan(signalId: string, packedFrom: number | undefined) {
  // a tracked signal has one fragment at least of the packer's to merge an older one with
  return packedFrom === undefined
    ? { signalId, fragments: 0, until: Number.POSITIVE_INFINITY, found: 2 }
    : { signalId, fragments: 0, until: packedFrom, found: 1 }
}

interface Step extends CompactResult {
  /** where the next step starts, or undefined when done */
  next?: Cursor
}

/** The chunks one step takes, from a page of chunk bounds in end time order. */
function stepRange(page: { endTime: number; count: number }[], small: number): { to: Cursor; next?: Cursor } {
  let points = 0
  let cut = page.length === ROWS_PER_STEP ? page.length - 1 : page.length
  for (let i = 0; i < cut; i++) {
    if (page[i]!.count < small) points += page[i]!.count
    if (points > POINTS_PER_STEP) cut = i
  }
  if (cut === page.length) return { to: { end: page[page.length - 1]!.endTime, inclusive: true } }
  // cut before the first chunk ending at the cut's end time: ties never straddle two steps
  const edge = page[cut]!.endTime
  // a whole page ending at one time: all of it in this step (pathological: a replay stored many times)
  if (page[0]!.endTime === edge)
    return { to: { end: edge, inclusive: true }, next: { end: edge, inclusive: false } }
  return { to: { end: edge, inclusive: false }, next: { end: edge, inclusive: true } }
}

/** A step's fragments: the signal's small chunks ending after the cursor and up to `to`. */
const fragmentsOf =
  (signalId: string, small: number, cursor: Cursor, to: Cursor) =>
  (eb: ExpressionBuilder<Database, 'historyChunks'>) => {
    const where = [eb('count', '<', small), eb('endTime', to.inclusive ? '<=' : '<', to.end)]
    if (Number.isFinite(cursor.end)) where.push(eb('endTime', cursor.inclusive ? '>=' : '>', cursor.end))
    const { carry } = cursor
    const chunks = carry
      ? eb.or([
          eb.and(where),
          eb.and([
            eb('startTime', '=', carry.startTime),
            eb('endTime', '=', carry.endTime),
            eb('count', '=', carry.count),
          ]),
        ])
      : eb.and(where)
    return eb.and([eb('signalId', '=', signalId), chunks])
  }

async function compactStep(trx: Db, signalId: string, maxPoints: number, cursor: Cursor): Promise<Step> {
  const small = Math.min(FRAGMENT_POINTS, maxPoints)
  let bounds = trx.selectFrom('historyChunks').select(['endTime', 'count']).where('signalId', '=', signalId)
  if (Number.isFinite(cursor.end)) bounds = bounds.where('endTime', cursor.inclusive ? '>=' : '>', cursor.end)
  const page = await bounds.orderBy('endTime').limit(ROWS_PER_STEP).execute()
  if (page.length === 0) return { merged: 0, written: 0 }
  const { to, next } = stepRange(page, small)
  const done = { merged: 0, written: 0, ...(next && { next }) }
  const fragments = fragmentsOf(signalId, small, cursor, to)
  const floats = chunkFloats(trx)
  const read = trx
    .selectFrom('historyChunks')
    .select(['startTime', 'endTime', 'count', ...floats.columns])
    .where(fragments)
    .orderBy('endTime')
  // PostgreSQL: a flush growing one of these chunks meanwhile waits for this step (else its delete would
  // remove the grown row, values the merge never read); SQLite runs one transaction at a time
  const rows = await (isPostgres(trx) ? read.forUpdate() : read).execute()
  if (rows.length < 2) return done
  const merged = chunkRows(signalId, pointsOf(rows, floats), maxPoints, floats.encode)
  if (merged.length >= rows.length) return done

  const deleted = Number(
    (await trx.deleteFrom('historyChunks').where(fragments).executeTakeFirst()).numDeletedRows,
  )
  if (deleted !== rows.length)
    throw new Error(`history compaction of ${signalId}: ${deleted} chunks deleted, ${rows.length} read`)
  for (const batch of batchesOf(merged, INSERT_ROWS_PER_STATEMENT))
    await trx.insertInto('historyChunks').values(batch).execute()
  const { startTime, endTime, count } = merged[merged.length - 1]!
  const carry = next && count < maxPoints ? { carry: { startTime, endTime, count } } : {}
  return { merged: rows.length, written: merged.length, ...(next && { next: { ...next, ...carry } }) }
}

/**
 * Every point of the chunks, exact repeats once (chunkRows sorts them by time). Repeats are found by
 * time, then value (equal as numbers, NaN as NaN), not by a "time:value" string made per point: those
 * strings were a fifth of a packing step's time (issue 26).
 */
export function pointsOf(rows: { times: Uint8Array; vals: Uint8Array }[], floats: ChunkFloats): Series {
  const out: Series = { times: [], values: [] }
  /** the values seen at each time: one number, or several when a time has more than one */
  const seen = new Map<number, number | number[]>()
  for (const row of rows) {
    const times = floats.decode(row.times)
    const values = floats.decode(row.vals)
    for (let i = 0; i < times.length; i++) {
      const t = times[i]!
      const v = values[i]!
      const held = seen.get(t)
      if (held === undefined) seen.set(t, v)
      else if (typeof held === 'number') {
        if (sameValue(held, v)) continue
        seen.set(t, [held, v])
      } else {
        if (held.some((h) => sameValue(h, v))) continue
        held.push(v)
      }
      out.times.push(t)
      out.values.push(v)
    }
  }
  return out
}

/** Equal as stored values: as numbers (0 and -0 alike), a failed read (NaN) as another. */
const sameValue = (a: number, b: number): boolean => a === b || (Number.isNaN(a) && Number.isNaN(b))
