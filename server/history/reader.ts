// Reads history back: the chunks of a signal that overlap a time window, newest first until the
// requested number of latest points is certain, merged with the values the writer still holds.
// Chunks are paged by keyset on their end time (never OFFSET: a long read stays linear in what it
// reads). Points come back in time order; exact repeats (a QoS 1 replay delivered twice) appear once.
import type { Db } from '../storage/db.ts'
import { type Series, unpackFloats } from './chunks.ts'
import { CHUNK_MAX_SPAN_MS } from './limits.ts'
import type { HistoryWriter } from './writer.ts'

const CHUNKS_PER_PAGE = 256

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
      .select(['endTime', 'times', 'vals'])
      .where('signalId', '=', signalId)
    if (filter.endFrom !== undefined) q = q.where('endTime', '>=', filter.endFrom)
    if (filter.startTo !== undefined) q = q.where('startTime', '<=', filter.startTo)
    if (filter.startBefore !== undefined) q = q.where('startTime', '<', filter.startBefore)
    return q
  }
  let below = filter.endTo
  let inclusive = true
  for (;;) {
    const rows = await base()
      .where('endTime', inclusive ? '<=' : '<', below)
      .orderBy('endTime', 'desc')
      .limit(CHUNKS_PER_PAGE)
      .execute()
    if (rows.length < CHUNKS_PER_PAGE) {
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

/** Points of the parts inside [start, end], in time order, exact repeats once. */
function mergeParts(parts: Part[], start: number, end: number): Series {
  const inWindow: { times: number[]; values: number[] }[] = []
  for (const p of parts) {
    const times: number[] = []
    const values: number[] = []
    for (let i = 0; i < p.times.length; i++) {
      const t = p.times[i]!
      if (t >= start && t <= end) {
        times.push(t)
        values.push(p.values[i]!)
      }
    }
    if (times.length > 0) inWindow.push({ times, values })
  }
  inWindow.sort((a, b) => a.times[0]! - b.times[0]!)
  // stored chunks are sorted and mostly disjoint: then concatenating is the sort
  const disjoint = inWindow.every(
    (p, k) =>
      isSorted(p.times) &&
      (k === 0 || inWindow[k - 1]!.times[inWindow[k - 1]!.times.length - 1]! <= p.times[0]!),
  )
  const times = inWindow.flatMap((p) => p.times)
  const values = inWindow.flatMap((p) => p.values)
  return withoutRepeats(disjoint ? { times, values } : sortedByTime(times, values))
}

function isSorted(times: readonly number[]): boolean {
  for (let i = 1; i < times.length; i++) if (times[i]! < times[i - 1]!) return false
  return true
}

function sortedByTime(times: number[], values: number[]): Series {
  const order = times.map((_, i) => i).sort((a, b) => times[a]! - times[b]! || a - b)
  return { times: order.map((i) => times[i]!), values: order.map((i) => values[i]!) }
}

/** Drops a point equal in time and value to the one before it (the series is in time order). */
function withoutRepeats(s: Series): Series {
  const out: Series = { times: [], values: [] }
  for (let i = 0; i < s.times.length; i++) {
    const n = out.times.length
    const t = s.times[i]!
    const v = s.values[i]!
    if (n > 0 && out.times[n - 1] === t && sameValueAt(out, t, v)) continue
    out.times.push(t)
    out.values.push(v)
  }
  return out
}

/** Whether a point of time t with value v is already among the last points (those of time t). */
function sameValueAt(out: Series, t: number, v: number): boolean {
  for (let j = out.times.length - 1; j >= 0 && out.times[j] === t; j--)
    if (Object.is(out.values[j], v)) return true
  return false
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
  { start, end }: Window,
  limit: number,
): Promise<Series> {
  // what the writer holds first: a batch committing meanwhile is then found twice, never missed
  const parts: Part[] = [...(writer?.unwrittenOf(signalId) ?? [])]
  let taken = 0
  let sinceCheck = 0
  for await (const row of chunksNewestFirst(db, signalId, {
    endFrom: start,
    endTo: end + CHUNK_MAX_SPAN_MS,
    startTo: end,
  })) {
    // with the limit reached, older chunks that end before the limit-th newest point cannot change the answer
    if (taken >= limit && sinceCheck >= CHUNKS_PER_PAGE) {
      sinceCheck = 0
      const kth = kthNewest(parts, limit, { start, end })
      if (kth !== undefined && row.endTime < kth) break
    }
    const part = { times: unpackFloats(row.times), values: unpackFloats(row.vals) }
    parts.push(part)
    taken += part.times.length
    sinceCheck++
  }
  const all = mergeParts(parts, start, end)
  const from = Math.max(0, all.times.length - limit)
  return from === 0 ? all : { times: all.times.slice(from), values: all.values.slice(from) }
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
  const row = await db
    .selectFrom('historyChunks')
    .select(['times', 'vals'])
    .where('signalId', '=', signalId)
    .orderBy('endTime', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (row) consider({ times: unpackFloats(row.times), values: unpackFloats(row.vals) })
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
  const consider = (times: ArrayLike<number>, values: ArrayLike<number>) => {
    for (let i = 0; i < times.length; i++)
      if (times[i]! < t && (!best || times[i]! >= best.time)) best = { time: times[i]!, value: values[i]! }
  }
  for (const s of writer?.unwrittenOf(signalId) ?? []) consider(s.times, s.values)
  for await (const row of chunksNewestFirst(db, signalId, {
    endTo: Number.MAX_SAFE_INTEGER,
    startBefore: t,
  })) {
    // chunks come by end time, newest first: one ending before the best point found cannot beat it
    if (best && row.endTime < best.time) break
    consider(unpackFloats(row.times), unpackFloats(row.vals))
  }
  return best
}
