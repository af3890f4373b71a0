// Statement parts that read the raw history in SQL (change-reports.ts, summary-reports.ts): the packed
// chunks of some signals as points, through `lf_points` (migration 0023_float_chunks on PostgreSQL,
// points-function.ts on SQLite), and each signal's value held at given times.
import { type QueryResult, type RawBuilder, sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'

/**
 * `chunks` and `raw` over the signals up to `end`, from each one's last point before `start`:
 * `raw(sid, t, v)` every stored point (a failed read's v null), repeats included (compaction merges
 * chunks, so a point may be stored twice); `wideCte` groups them by time, its only reader.
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
      select chunks.sid as sid, p.t as t, p.v as v
      from chunks, lf_points(chunks.times, chunks.vals) p
      where p.t <= ${end}
    )`
}

/** `<prefix><i>`: the name of signal i's column in a wide table (never input). */
export const col = (prefix: string, i: number): RawBuilder<unknown> => sql.raw(`${prefix}${i}`)

/**
 * `wide(t, p0, v0, p1, v1, …)`: one row per time of `raw` with, per signal of `ids`, whether it has a
 * point then (p 1, else null) and its value: of several values at one time the largest, a failed read
 * (null) only when there is no other — the order they came in is not kept (compaction merges chunks),
 * so no other rule gives the same answer always; `more` adds a signal's other columns. One grouping by
 * time instead of one table per signal: carrying the values forward (`heldCte`) then needs no join.
 */
export function wideCte(
  ids: readonly string[],
  more?: (id: string, i: number) => RawBuilder<unknown>,
): RawBuilder<unknown> {
  const cells = ids.map(
    (id, i) =>
      sql`max(case when sid = ${id} then 1 end) as ${col('p', i)}, max(case when sid = ${id} then v end) as ${col('v', i)}${more ? sql`, ${more(id, i)}` : sql``}`,
  )
  return sql`wide as materialized (select t, ${sql.join(cells)} from raw group by t)`
}

/**
 * `<name>(t, r, g<i>, v<i>)`: each row of `rows(t, o, r, p<i>, v<i>)` with signal i's last point at or
 * before it (none: null, and g 0), for each i of `at`, in the order of t then o (a point first at an equal
 * time). A running count of a signal's points numbers its runs (g); in a run only the first row has a
 * value. `name` is one of this module's callers' own table names, never input.
 */
export function heldCte(
  name: 'held' | 'trig',
  rows: RawBuilder<unknown>,
  at: readonly number[],
): RawBuilder<unknown> {
  const table = (suffix: string) => sql.raw(`${name}${suffix}`)
  return sql`
    ${table('_runs')} as (
      select t, r, ${sql.join(at.map((i) => sql`${col('v', i)}, count(${col('p', i)}) over w as ${col('g', i)}`))}
      from (${rows}) x window w as (order by t, o rows unbounded preceding)
    ),
    ${table('')} as (
      select t, r, ${sql.join(at.map((i) => sql`${col('g', i)}, max(${col('v', i)}) over (partition by ${col('g', i)}) as ${col('v', i)}`))}
      from ${table('_runs')}
    )`
}

/** A value of a report's answer: numeric text from PostgreSQL, none as null. */
export const numberOf = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

/** Beyond this many stored points, PostgreSQL's plan of a report statement goes astray (runReport). */
const MANY_POINTS = 50_000

/**
 * Runs a report statement over the signals' chunks in [start, end]. PostgreSQL estimates the rows of
 * `lf_points` and of the CTEs poorly; over many points it then joins them by nested loops, rescanning a
 * window function's output per row (minutes for a day of three signals a second, 9 s without:
 * reports.bench.ts). Without nested loops a small report takes seconds instead of a tenth, so they are
 * turned off for this statement only when the chunks hold many points. So is JIT compilation, which the
 * planner's cost then asks for: compiling the statement's many expressions took longer (1.3 s) than
 * running it.
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
    await sql`set local jit = off`.execute(trx)
    return statement.execute(trx)
  })
}
