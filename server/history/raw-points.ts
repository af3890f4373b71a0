// Statement parts that read the raw history in SQL (change-reports.ts, summary-reports.ts): the packed
// chunks of some signals as points, through `lf_points` (migration 0021_reports on PostgreSQL,
// points-function.ts on SQLite), and each signal's value held at given times.
import { type QueryResult, type RawBuilder, sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import type { ReportRow } from './reports.ts'

/**
 * `chunks`, `raw` and `pts` over the signals up to `end`, from each one's last point before `start`:
 * `raw(sid, t, v)` every distinct point (a failed read's v null), `pts(sid, t, v)` one point per time —
 * of several values at one time the largest, a failed read only when there is no other: the order
 * they came in is not kept (compaction merges chunks), so no other rule gives the same answer always.
 */
export function pointsCtes(ids: readonly string[], start: number, end: number): RawBuilder<unknown> {
  return sql`
    chunks as (
      select c.signal_id as sid, c.times as times, c.vals as vals
      from history_chunks c
      where c.signal_id in (${sql.join(ids)}) and c.start_time <= ${end}
        and c.end_time >= coalesce((select max(b.end_time) from history_chunks b
          where b.signal_id = c.signal_id and b.end_time < ${start}), ${start})
    ),
    raw as (
      select distinct chunks.sid as sid, p.t as t, p.v as v
      from chunks, lf_points(chunks.times, chunks.vals) p
      where p.t <= ${end}
    ),
    pts as (select sid, t, max(v) as v from raw group by sid, t)`
}

/**
 * `<name>(sid, t, v, g)`: at each time of `marks` (t), every signal of `points` (sid, t, v) with its last
 * point at or before it (none: null, and g 0). The points and the times in one time line per signal; a
 * running count of the points groups each time with the last point before it (a point first at an
 * equal time). `name` is one of this module's callers' own table names, never input.
 */
export function heldCtes(
  name: 'vals' | 'trig',
  points: RawBuilder<unknown>,
  marks: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const table = (suffix: string) => sql.raw(`${name}${suffix}`)
  return sql`
    ${table('_points')} as (${points}),
    ${table('_cells')} as (
      select sid, t, v, 1 as pt from ${table('_points')}
      union all
      select s.sid, m.t, null, 0 from (${marks}) m, (select distinct sid from ${table('_points')}) s
    ),
    ${table('_runs')} as (
      select sid, t, v, pt,
        sum(pt) over (partition by sid order by t, pt desc rows unbounded preceding) as g
      from ${table('_cells')}
    ),
    ${table('')} as (
      select sid, t, v, g from (
        select sid, t, pt, g, max(case when pt = 1 then v end) over (partition by sid, g) as v
        from ${table('_runs')}
      ) x where pt = 0
    )`
}

/** A long answer (time, signal, value) as rows oldest first: a time without a signal's value null there. */
export function rowsOf(
  columns: readonly string[],
  cells: readonly { t: number | null; sid: string | null; v: number | null }[],
): ReportRow[] {
  const byTime = new Map<number, Map<string, number | null>>()
  for (const c of cells) {
    if (c.t === null) continue
    const t = Number(c.t)
    const of = byTime.get(t) ?? new Map<string, number | null>()
    if (c.sid !== null) of.set(c.sid, c.v === null ? null : Number(c.v))
    byTime.set(t, of)
  }
  return [...byTime.keys()]
    .sort((a, b) => a - b)
    .map((time) => ({
      time,
      values: Object.fromEntries(columns.map((id) => [id, byTime.get(time)?.get(id) ?? null])),
    }))
}

/** Beyond this many stored points, PostgreSQL's plan of a report statement goes astray (runReport). */
const MANY_POINTS = 50_000

/**
 * Runs a report statement over the signals' chunks in [start, end]. PostgreSQL estimates the rows of
 * `lf_points` and of the CTEs poorly; over many points it then joins them by nested loops, rescanning a
 * window function's output per row (minutes for a day of three signals a second, 9 s without:
 * reports.bench.ts). Without nested loops a small report takes seconds instead of a tenth, so they are
 * turned off for this statement only when the chunks hold many points.
 */
export async function runReport<R>(
  db: Db,
  statement: RawBuilder<R>,
  over: { ids: readonly string[]; start: number; end: number },
): Promise<QueryResult<R>> {
  if (!isPostgres(db)) return statement.execute(db)
  const stored = await db
    .selectFrom('historyChunks')
    .select((eb) => eb.fn.sum<number>('count').as('points'))
    .where('signalId', 'in', over.ids)
    .where('endTime', '>=', over.start)
    .where('startTime', '<=', over.end)
    .executeTakeFirst()
  if (Number(stored?.points ?? 0) <= MANY_POINTS) return statement.execute(db)
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_nestloop = off`.execute(trx)
    return statement.execute(trx)
  })
}
