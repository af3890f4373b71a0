// Text values in history (String, Text and UUID metrics of Sparkplug nodes): one row each in
// history_texts (signal, time, value), beside the float chunks. Text signals are few and slow (states,
// batch ids, messages), so a row per value is cheap, and the float path (chunks, curves) does not
// change: only the point and page reads of a signal look here too. The writer holds text values as it
// holds numbers (hold, flush, standby on a follower) through a TextBuffer.
import type { Db } from '../storage/db.ts'
import { batchesOf } from './batches.ts'
import type { Window } from './reader.ts'

export interface TextPoint {
  signalId: string
  time: number
  value: string
  /** may be stored already (a partition's replay, writer.ts): written only if it is not */
  replayed?: true
}

interface Waiting extends TextPoint {
  since: number
}

export class TextBuffer {
  private waiting: Waiting[] = []
  private readonly inFlight = new Set<TextPoint[]>()

  append(p: TextPoint, now: number): void {
    this.waiting.push({ ...p, since: now })
  }

  /** The values waiting `holdMs` or more (all with `all`); they count as in flight until `done`. */
  takeDue(now: number, holdMs: number, all: boolean): TextPoint[] {
    const due = all ? this.waiting : this.waiting.filter((p) => now - p.since >= holdMs)
    if (due.length === 0) return due
    this.waiting = all ? [] : this.waiting.filter((p) => now - p.since < holdMs)
    this.inFlight.add(due)
    return due
  }

  /** A batch is stored (or failed: then it waits again). */
  done(batch: TextPoint[], stored: boolean, now: number): void {
    this.inFlight.delete(batch)
    if (!stored) for (const p of batch) this.append(p, now)
  }

  /** Standby: drops what waited longer than `keepMs` (the leader has written it). */
  expire(now: number, keepMs: number): void {
    this.waiting = this.waiting.filter((p) => now - p.since < keepMs)
  }

  unwrittenOf(signalId: string): TextPoint[] {
    const out: TextPoint[] = []
    for (const batch of this.inFlight) for (const p of batch) if (p.signalId === signalId) out.push(p)
    for (const p of this.waiting) if (p.signalId === signalId) out.push(p)
    return out
  }

  count(): number {
    return this.waiting.length
  }
}

const ROWS_PER_STATEMENT = 300

export async function writeTexts(db: Db, points: readonly TextPoint[]): Promise<void> {
  for (const batch of batchesOf(points, ROWS_PER_STATEMENT))
    await db
      .insertInto('historyTexts')
      .values(batch.map(({ signalId, time, value }) => ({ signalId, time, value })))
      .execute()
}

/** The points not stored already (a new leader writing what it held as a follower). */
export async function unstoredTexts(db: Db, points: readonly TextPoint[]): Promise<TextPoint[]> {
  const out: TextPoint[] = []
  const seen = new Set<string>()
  for (const p of points) {
    const key = `${p.signalId}\u0000${p.time}\u0000${p.value}`
    if (seen.has(key)) continue
    seen.add(key)
    const stored = await db
      .selectFrom('historyTexts')
      .select('time')
      .where('signalId', '=', p.signalId)
      .where('time', '=', p.time)
      .where('value', '=', p.value)
      .executeTakeFirst()
    if (!stored) out.push(p)
  }
  return out
}

export interface TextSeries {
  times: number[]
  values: string[]
}

/** One signal's text points in [start, end], at most the `limit` latest, in time order, repeats once. */
export async function readTexts(
  db: Db,
  buffer: TextBuffer | null,
  signalId: string,
  { start, end }: Window,
  limit: number,
): Promise<TextSeries> {
  const rows = await db
    .selectFrom('historyTexts')
    .select(['time', 'value'])
    .where('signalId', '=', signalId)
    .where('time', '>=', start)
    .where('time', '<=', end)
    .orderBy('time', 'desc')
    .limit(limit)
    .execute()
  const all = [
    ...rows.map((r) => ({ time: Number(r.time), value: r.value })),
    ...(buffer?.unwrittenOf(signalId) ?? []).filter((p) => p.time >= start && p.time <= end),
  ].sort((a, b) => a.time - b.time)
  const seen = new Set<string>()
  const kept = all.filter((p) => {
    const key = `${p.time}\u0000${p.value}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const latest = kept.slice(-limit)
  return { times: latest.map((p) => p.time), values: latest.map((p) => p.value) }
}
