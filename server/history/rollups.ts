// Per-minute summaries of the numeric history (count, sum, min, max, first and last with their times),
// kept beside the packed chunks as they are written, so that periodic reports aggregate in the database:
// one grouped query over the minutes of the window answers delta, first, last, max, min and average per
// interval for every signal at once, whatever the number of raw points. Failed reads (NaN) are left out.
import { CompiledQuery, type Kysely, sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import type { HistoryRollupTable } from '../storage/tables/edge-link.ts'
import type { Database } from '../storage/tables/index.ts'
import { batchesOf } from './batches.ts'
import type { Aggregation, ReportRow } from './reports.ts'

const ROWS_PER_STATEMENT = 200

/** The rollup table's columns, in the order of the statement's parameters. */
const ROLLUP_COLUMNS = [
  ['signal_id', 'signalId'],
  ['bucket', 'bucket'],
  ['num', 'num'],
  ['sum', 'sum'],
  ['min', 'min'],
  ['max', 'max'],
  ['first_time', 'firstTime'],
  ['first', 'first'],
  ['last_time', 'lastTime'],
  ['last', 'last'],
] as const satisfies readonly (readonly [string, keyof HistoryRollupTable])[]

const upserts = new Map<string, string>()

/**
 * The upsert of `n` minutes in the dialect's words, made once per size: kysely's builder took 3 % of
 * the server's CPU under a fleet building its 2,000 parameters each flush (issue 26).
 */
function upsertOf(pg: boolean, n: number): string {
  const key = `${pg}:${n}`
  const known = upserts.get(key)
  if (known) return known
  const [least, greatest] = pg ? ['least', 'greatest'] : ['min', 'max']
  const width = ROLLUP_COLUMNS.length
  const row = (r: number) =>
    `(${ROLLUP_COLUMNS.map((_, c) => (pg ? `$${r * width + c + 1}` : '?')).join(', ')})`
  const r = 'history_rollups'
  const text = `insert into ${r} (${ROLLUP_COLUMNS.map(([column]) => column).join(', ')})
    values ${Array.from({ length: n }, (_, i) => row(i)).join(', ')}
    on conflict (signal_id, bucket) do update set
      num = ${r}.num + excluded.num,
      sum = ${r}.sum + excluded.sum,
      min = ${least}(${r}.min, excluded.min),
      max = ${greatest}(${r}.max, excluded.max),
      first = case when excluded.first_time < ${r}.first_time then excluded.first else ${r}.first end,
      first_time = ${least}(${r}.first_time, excluded.first_time),
      last = case when excluded.last_time >= ${r}.last_time then excluded.last else ${r}.last end,
      last_time = ${greatest}(${r}.last_time, excluded.last_time)`
  upserts.set(key, text)
  return text
}

/** Adds minutes to the stored ones: a minute written in two flushes sums up in the database. */
export async function addRollups(db: Kysely<Database>, rows: readonly HistoryRollupTable[]): Promise<void> {
  const pg = isPostgres(db as Db)
  for (const batch of batchesOf(rows, ROWS_PER_STATEMENT)) {
    const parameters = batch.flatMap((row) => ROLLUP_COLUMNS.map(([, field]) => row[field]))
    await db.executeQuery(CompiledQuery.raw(upsertOf(pg, batch.length), parameters))
  }
}

export interface AggregateRequest {
  columns: readonly { signalId: string; aggregation: Aggregation }[]
  window: { start: number; end: number }
  /** a whole number of minutes */
  intervalMs: number
  /** at most this many rows, the latest */
  limit: number
}

/** One interval of one signal as the database sums it up. */
interface Slot {
  signalId: string
  slot: number
  n: number
  s: number
  lo: number
  hi: number
  first: number
  last: number
}

/** The ticks of the window (interval starts aligned to the interval), the latest `limit` of them. */
export function ticksOf(window: { start: number; end: number }, interval: number, limit: number) {
  const first = Math.ceil(window.start / interval) * interval
  const count = Math.max(0, Math.floor((window.end - first) / interval) + 1)
  const skip = Math.max(0, count - limit)
  return { from: first + skip * interval, count: count - skip }
}

/** Each signal's intervals over [from, from + count × interval), summed up by the database. */
async function slotsOf(db: Db, ids: readonly string[], from: number, interval: number, count: number) {
  const to = from + count * interval
  const { rows } = await sql<Slot>`
    with r as (
      -- a whole slot number on both dialects (SQLite binds numbers as reals)
      select signal_id, cast((bucket - ${from}) / ${interval} as integer) as slot,
        num, sum, min, max, first_time, first, last_time, last
      from history_rollups
      where signal_id in (${sql.join(ids)}) and bucket >= ${from} and bucket < ${to}
    ),
    g as (
      select signal_id, slot, sum(num) as n, sum(sum) as s, min(min) as lo, max(max) as hi,
        min(first_time) as ft, max(last_time) as lt
      from r group by signal_id, slot
    )
    select g.signal_id as "signalId", g.slot as "slot", g.n as "n", g.s as "s", g.lo as "lo",
      g.hi as "hi", f.first as "first", l.last as "last"
    from g
    join r f on f.signal_id = g.signal_id and f.slot = g.slot and f.first_time = g.ft
    join r l on l.signal_id = g.signal_id and l.slot = g.slot and l.last_time = g.lt
    order by g.signal_id, g.slot`.execute(db)
  return rows.map((r) => ({ ...r, slot: Number(r.slot), n: Number(r.n) }))
}

/**
 * Each signal's last value before `from` (what it held when a window began; whole minutes: the minutes
 * ending at or before it): one indexed probe each, all in one statement.
 */
export async function heldBefore(db: Db, ids: readonly string[], from: number): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const probes = ids.map(
    (id) => sql`select * from (select signal_id, last from history_rollups
      where signal_id = ${id} and bucket < ${from} order by bucket desc limit 1) p`,
  )
  const { rows } = await sql<{
    signalId: string
    last: number
  }>`${sql.join(probes, sql` union all `)}`.execute(db)
  return new Map(rows.map((r) => [r.signalId, Number(r.last)]))
}

/** What an aggregation is computed from: a span's count, sum, extremes, first and last. */
export type Summed = Pick<Slot, 'n' | 's' | 'lo' | 'hi' | 'first' | 'last'>

/** An aggregation of a summed span; an empty span holds the value from before it (delta 0). */
export function slotValue(how: Aggregation, s: Summed | undefined, held: number | undefined): number | null {
  if (!s) return held === undefined ? null : how === 'delta' ? 0 : held
  switch (how) {
    case 'delta':
      return s.last - (held ?? s.first)
    case 'first':
      return s.first
    case 'last':
      return s.last
    case 'max':
      return s.hi
    case 'min':
      return s.lo
    case 'average':
      return s.s / s.n
  }
}

/**
 * A periodic summary report's rows, oldest first, aggregated by the database: a row per interval start
 * in the window, each column's aggregation over [tick, tick + interval). An interval with no value
 * holds the value before it (delta 0), as the report's raw computation does.
 */
export async function aggregatedRows(db: Db, r: AggregateRequest): Promise<ReportRow[]> {
  const interval = r.intervalMs
  const { from, count } = ticksOf(r.window, interval, r.limit)
  const ids = [...new Set(r.columns.map((c) => c.signalId))]
  if (count === 0 || ids.length === 0) return []
  const [slots, before] = await Promise.all([
    slotsOf(db, ids, from, interval, count),
    heldBefore(db, ids, from),
  ])
  const bySignal = new Map<string, Map<number, Slot>>()
  for (const s of slots) {
    const of = bySignal.get(s.signalId) ?? new Map<number, Slot>()
    of.set(s.slot, s)
    bySignal.set(s.signalId, of)
  }
  const held = new Map(before)
  const rows: ReportRow[] = []
  for (let k = 0; k < count; k++) {
    const values: Record<string, number | null> = {}
    for (const c of r.columns)
      values[c.signalId] = slotValue(c.aggregation, bySignal.get(c.signalId)?.get(k), held.get(c.signalId))
    for (const id of ids) {
      const s = bySignal.get(id)?.get(k)
      if (s) held.set(id, s.last)
    }
    rows.push({ time: from + k * interval, values })
  }
  return rows
}
