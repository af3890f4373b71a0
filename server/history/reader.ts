// Reads history back: the chunks of a signal that overlap a time window, newest first until the
// requested number of latest points is certain, merged with the values the writer still holds.
// Chunks are paged by keyset on their end time (never OFFSET: a long read stays linear in what it
// reads). Points come back in time order; exact repeats (a QoS 1 replay delivered twice) appear once.
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import type { Series } from '../storage/history-format.ts'
import { chunkFloats } from './chunks.ts'
import { CHUNK_MAX_SPAN_MS } from './limits.ts'
import type { HistoryWriter } from './writer.ts'

/**
 * Pages start small and double: a read that needs only the newest chunks fetches few more than it uses.
 * Up to 1,024 a page: a slow signal's 30 days are ~1,800 open chunks of up to 112 points (writer.ts), read
 * in 8 round trips, not 12 (PostgreSQL at load 12: 95 ms against 158). Large chunks never reach such a
 * page: a curve's 200,000 points end the read after ~50 of them.
 */
const FIRST_PAGE_CHUNKS = 8
const MAX_PAGE_CHUNKS = 1024

export interface Window {
  start: number
  end: number
}

/** A run of points, in time order or not. */
interface Part {
  times: ArrayLike<number>
  values: ArrayLike<number>
}

interface ChunkBounds {
  endTime: number
  times: Uint8Array
  vals: Uint8Array
}

/**
 * A signal's chunks newest first (by end time), page by page. Keyset paging: the next page starts
 * below the last end time seen; chunks sharing the last end time of a full page are read again with
 * the next page (or all at once when a whole page shares it), so none is skipped or read twice.
 */
async function* chunksNewestFirst(
  db: Db,
  signalId: string,
  filter: { endFrom?: number; endTo: number; startTo?: number; startBefore?: number },
): AsyncGenerator<ChunkBounds> {
  const base = () => {
    let q = db
      .selectFrom('historyChunks')
      .select(['endTime', ...chunkFloats(db).columns])
      .where('signalId', '=', signalId)
    if (filter.endFrom !== undefined) q = q.where('endTime', '>=', filter.endFrom)
    if (filter.startTo !== undefined) q = q.where('startTime', '<=', filter.startTo)
    if (filter.startBefore !== undefined) q = q.where('startTime', '<', filter.startBefore)
    return q
  }
  let below = filter.endTo
  let inclusive = true
  for (let pageSize = FIRST_PAGE_CHUNKS; ; pageSize = Math.min(MAX_PAGE_CHUNKS, pageSize * 2)) {
    const rows = await base()
      .where('endTime', inclusive ? '<=' : '<', below)
      .orderBy('endTime', 'desc')
      .limit(pageSize)
      .execute()
    if (rows.length < pageSize) {
      yield* rows
      return
    }
    const last = rows[rows.length - 1]!.endTime
    const before = rows.filter((r) => r.endTime > last)
    if (before.length > 0) {
      yield* before
      below = last
      inclusive = true
      continue
    }
    // a whole page ends at the same time: read all of that time, then go below it
    yield* await base().where('endTime', '=', last).execute()
    below = last
    inclusive = false
  }
}

/**
 * Runs a read of several statements in one snapshot: packing or compaction moving a signal's fragments
 * into a merged chunk meanwhile (packing.ts) is then seen wholly or not at all, never a page of each.
 */
function inSnapshot<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return read(db)
  const t = db.transaction()
  return (isPostgres(db) ? t.setIsolationLevel('repeatable read') : t).execute(read)
}

/** A series in typed arrays (what reads build; `readSeries` answers plain arrays). */
export interface PackedSeries {
  times: Float64Array
  values: Float64Array
}

const isSorted = (times: ArrayLike<number>, from = 0, to = times.length): boolean => {
  for (let i = from + 1; i < to; i++) if (times[i]! < times[i - 1]!) return false
  return true
}

/** The first index whose time is >= t (or > t when `after`), times sorted. */
function bound(times: ArrayLike<number>, t: number, after = false): number {
  let lo = 0
  let hi = times.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (times[mid]! < t || (after && times[mid] === t)) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Points of the parts inside [start, end], in time order, exact repeats once. */
function mergeParts(parts: Part[], start: number, end: number): PackedSeries {
  // stored chunks are sorted and mostly disjoint: then copying them in order is the sort
  const ranges = parts
    .filter((p) => p.times.length > 0)
    .map((p) => ({ p, sorted: isSorted(p.times) }))
    .map(({ p, sorted }) =>
      sorted
        ? { p, from: bound(p.times, start), to: bound(p.times, end, true), sorted }
        : { p, from: 0, to: p.times.length, sorted },
    )
    .filter((r) => r.from < r.to)
    .sort((a, b) => a.p.times[a.from]! - b.p.times[b.from]!)
  const disjoint = ranges.every(
    (r, k) => r.sorted && (k === 0 || ranges[k - 1]!.p.times[ranges[k - 1]!.to - 1]! <= r.p.times[r.from]!),
  )
  if (!disjoint) return withoutRepeats(sortedInWindow(parts, start, end))
  const total = ranges.reduce((n, r) => n + r.to - r.from, 0)
  const out = { times: new Float64Array(total), values: new Float64Array(total) }
  let at = 0
  for (const { p, from, to } of ranges) {
    if (p.times instanceof Float64Array && p.values instanceof Float64Array) {
      // a stored chunk: copied as a block (a 200,000-point curve is 50 of them)
      out.times.set(p.times.subarray(from, to), at)
      out.values.set(p.values.subarray(from, to), at)
      at += to - from
      continue
    }
    for (let i = from; i < to; i++) {
      out.times[at] = p.times[i]!
      out.values[at++] = p.values[i]!
    }
  }
  return withoutRepeats(out)
}

function sortedInWindow(parts: Part[], start: number, end: number): PackedSeries {
  const times: number[] = []
  const values: number[] = []
  for (const p of parts)
    for (let i = 0; i < p.times.length; i++) {
      const t = p.times[i]!
      if (t >= start && t <= end) {
        times.push(t)
        values.push(p.values[i]!)
      }
    }
  const order = times.map((_, i) => i).sort((a, b) => times[a]! - times[b]! || a - b)
  return {
    times: Float64Array.from(order, (i) => times[i]!),
    values: Float64Array.from(order, (i) => values[i]!),
  }
}

/** Drops a point equal in time and value to one before it of the same time (the series is in time order). */
function withoutRepeats(s: PackedSeries): PackedSeries {
  const { times, values } = s
  let n = 0
  for (let i = 0; i < times.length; i++) {
    const t = times[i]!
    const v = values[i]!
    let repeat = false
    for (let j = n - 1; j >= 0 && times[j] === t; j--)
      if (Object.is(values[j], v)) {
        repeat = true
        break
      }
    if (repeat) continue
    times[n] = t
    values[n++] = v
  }
  return n === times.length ? s : { times: times.subarray(0, n), values: values.subarray(0, n) }
}

/** The k-th newest time of the parts inside [start, end] (1-based), or undefined with fewer than k. */
function kthNewest(parts: Part[], k: number, { start, end }: Window): number | undefined {
  const inWindow: number[] = []
  for (const p of parts)
    for (let i = 0; i < p.times.length; i++) {
      const t = p.times[i]!
      if (t >= start && t <= end) inWindow.push(t)
    }
  return inWindow.length < k ? undefined : Float64Array.from(inWindow).sort()[inWindow.length - k]
}

/** One signal's points in [start, end], at most the `limit` latest, in time order. */
export async function readSeries(
  db: Db,
  writer: HistoryWriter | null,
  signalId: string,
  window: Window,
  limit: number,
): Promise<Series> {
  const s = await readPacked(db, writer, signalId, window, limit)
  return { times: Array.from(s.times), values: Array.from(s.values) }
}

/** readSeries in typed arrays (curves: no copy into plain arrays). */
export async function readPacked(
  db: Db,
  writer: HistoryWriter | null,
  signalId: string,
  { start, end }: Window,
  limit: number,
): Promise<PackedSeries> {
  // what the writer holds first: a batch committing meanwhile is then found twice, never missed
  const parts: Part[] = [...(writer?.unwrittenOf(signalId) ?? [])]
  const floats = chunkFloats(db)
  let taken = parts.reduce((n, p) => n + p.times.length, 0)
  let nextCheck = limit
  let oldestNeeded: number | undefined
  await inSnapshot(db, async (snapshot) => {
    for await (const row of chunksNewestFirst(snapshot, signalId, {
      endFrom: start,
      endTo: end + CHUNK_MAX_SPAN_MS,
      startTo: end,
    })) {
      // once the limit-th newest point is known, chunks ending before it cannot change the answer (it
      // only grows as more chunks come, so an early value is a safe bound); checked again as they double
      if (taken >= nextCheck) {
        oldestNeeded = kthNewest(parts, limit, { start, end }) ?? oldestNeeded
        nextCheck = taken * 2
      }
      if (oldestNeeded !== undefined && row.endTime < oldestNeeded) break
      const part = { times: floats.decode(row.times), values: floats.decode(row.vals) }
      parts.push(part)
      taken += part.times.length
    }
  })
  const all = mergeParts(parts, start, end)
  const from = Math.max(0, all.times.length - limit)
  return from === 0 ? all : { times: all.times.subarray(from), values: all.values.subarray(from) }
}

export interface LatestPoint {
  time: number
  value: number
}

/** The newest stored point of a signal (for a signal with no live value since the server started). */
export async function latestPoint(
  db: Db,
  writer: HistoryWriter | null,
  signalId: string,
): Promise<LatestPoint | undefined> {
  let best: LatestPoint | undefined
  const consider = (s: Part) => {
    for (let i = 0; i < s.times.length; i++)
      if (!best || s.times[i]! >= best.time) best = { time: s.times[i]!, value: s.values[i]! }
  }
  for (const s of writer?.unwrittenOf(signalId) ?? []) consider(s)
  const floats = chunkFloats(db)
  const row = await db
    .selectFrom('historyChunks')
    .select(floats.columns)
    .where('signalId', '=', signalId)
    .orderBy('endTime', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (row) consider({ times: floats.decode(row.times), values: floats.decode(row.vals) })
  return best
}

/** The last point before time t (the value a report holds at the start of its window). */
export async function pointBefore(
  db: Db,
  writer: HistoryWriter | null,
  signalId: string,
  t: number,
): Promise<LatestPoint | undefined> {
  let best: LatestPoint | undefined
  const floats = chunkFloats(db)
  const consider = (times: ArrayLike<number>, values: ArrayLike<number>) => {
    for (let i = 0; i < times.length; i++)
      if (times[i]! < t && (!best || times[i]! >= best.time)) best = { time: times[i]!, value: values[i]! }
  }
  for (const s of writer?.unwrittenOf(signalId) ?? []) consider(s.times, s.values)
  await inSnapshot(db, async (snapshot) => {
    for await (const row of chunksNewestFirst(snapshot, signalId, {
      endTo: Number.MAX_SAFE_INTEGER,
      startBefore: t,
    })) {
      // chunks come by end time, newest first: one ending before the best point found cannot beat it
      if (best && row.endTime < best.time) break
      consider(floats.decode(row.times), floats.decode(row.vals))
    }
  })
  return best
}
