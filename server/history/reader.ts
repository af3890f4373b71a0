// Reads history back: the chunks of a signal that overlap a time window, newest first until the
// requested number of latest points is certain, merged with the values the writer still holds.
// Points come back in time order; exact repeats (a QoS 1 replay delivered twice) appear once.
import type { Db } from '../storage/db.ts'
import { type Series, unpackFloats } from './chunks.ts'
import { CHUNK_MAX_SPAN_MS } from './limits.ts'
import type { HistoryWriter } from './writer.ts'

const CHUNKS_PER_PAGE = 500

export interface Window {
  start: number
  end: number
}

function sortedUnique(times: number[], values: number[]): Series {
  const order = times.map((_, i) => i).sort((a, b) => times[a]! - times[b]! || a - b)
  const out: Series = { times: [], values: [] }
  for (const i of order) {
    const t = times[i]!
    const v = values[i]!
    const n = out.times.length
    const same = n > 0 && out.times[n - 1] === t && Object.is(out.values[n - 1], v)
    if (!same) {
      out.times.push(t)
      out.values.push(v)
    }
  }
  return out
}

/** The k-th largest of the numbers (1-based; there are at least k). */
const kthNewest = (times: number[], k: number): number => [...times].sort((a, b) => b - a)[k - 1]!

/** One signal's points in [start, end], at most the `limit` latest, in time order. */
export async function readSeries(
  db: Db,
  writer: HistoryWriter | null,
  signalId: string,
  { start, end }: Window,
  limit: number,
): Promise<Series> {
  const times: number[] = []
  const values: number[] = []
  const take = (ts: ArrayLike<number>, vs: ArrayLike<number>) => {
    for (let i = 0; i < ts.length; i++) {
      const t = ts[i]!
      if (t >= start && t <= end) {
        times.push(t)
        values.push(vs[i]!)
      }
    }
  }
  // what the writer holds first: a batch committing meanwhile is then found twice, never missed
  for (const s of writer?.unwrittenOf(signalId) ?? []) take(s.times, s.values)
  for (let offset = 0; ; offset += CHUNKS_PER_PAGE) {
    const rows = await db
      .selectFrom('historyChunks')
      .select(['endTime', 'times', 'vals'])
      .where('signalId', '=', signalId)
      .where('endTime', '>=', start)
      .where('endTime', '<=', end + CHUNK_MAX_SPAN_MS)
      .where('startTime', '<=', end)
      .orderBy('endTime', 'desc')
      .limit(CHUNKS_PER_PAGE)
      .offset(offset)
      .execute()
    for (const row of rows) take(unpackFloats(row.times), unpackFloats(row.vals))
    if (rows.length < CHUNKS_PER_PAGE) break
    // with the limit reached, older chunks that end before the limit-th newest point cannot change the answer
    if (times.length >= limit && rows[rows.length - 1]!.endTime < kthNewest(times, limit)) break
  }
  const all = sortedUnique(times, values)
  const from = Math.max(0, all.times.length - limit)
  return { times: all.times.slice(from), values: all.values.slice(from) }
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
  const consider = (s: { times: ArrayLike<number>; values: ArrayLike<number> }) => {
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
  for (let offset = 0; ; offset += CHUNKS_PER_PAGE) {
    const rows = await db
      .selectFrom('historyChunks')
      .select(['endTime', 'times', 'vals'])
      .where('signalId', '=', signalId)
      .where('startTime', '<', t)
      .orderBy('endTime', 'desc')
      .limit(CHUNKS_PER_PAGE)
      .offset(offset)
      .execute()
    for (const row of rows) {
      // chunks come by end time, newest first: one ending before the best point found cannot beat it
      if (best && row.endTime < best.time) return best
      consider(unpackFloats(row.times), unpackFloats(row.vals))
    }
    if (rows.length < CHUNKS_PER_PAGE) return best
  }
}
