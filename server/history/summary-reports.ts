// Periodic summary reports by intervals that are not whole minutes (the others sum up the per-minute
// rollups: rollups.ts), computed by the database from the raw points (raw-points.ts): per interval and
// column the count, sum, extremes, first and last of its points (failed reads left out; of several
// values at the first or last time the largest), and the value held from before the interval, in one
// statement; the six aggregations are SQL expressions of them. An interval without points holds the
// value before it (delta 0), as the rollups' answer does.
import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { col, heldCte, numberOf, pointsCtes, runReport, wideCte } from './raw-points.ts'
import type { Aggregation, ReportRow } from './reports.ts'

export interface SummaryRequest {
  columns: readonly { signalId: string; aggregation: Aggregation }[]
  /** the first interval's start, the interval's length and how many intervals */
  from: number
  interval: number
  count: number
}

/** An aggregation of an interval: `a` its points' summary (a column of `summed`), `h` the value held before it. */
type Of = (field: 'n' | 's' | 'lo' | 'hi' | 'f' | 'l' | 'v' | 'g') => RawBuilder<unknown>
const VALUE: Record<Aggregation, (a: Of, h: Of) => RawBuilder<unknown>> = {
  delta: (a, h) =>
    sql`case when ${h('g')} > 0 then coalesce(${a('l')}, ${h('v')}) - ${h('v')} else ${a('l')} - ${a('f')} end`,
  first: (a, h) => sql`case when ${a('n')} > 0 then ${a('f')} else ${h('v')} end`,
  last: (a, h) => sql`case when ${a('n')} > 0 then ${a('l')} else ${h('v')} end`,
  max: (a, h) => sql`case when ${a('n')} > 0 then ${a('hi')} else ${h('v')} end`,
  min: (a, h) => sql`case when ${a('n')} > 0 then ${a('lo')} else ${h('v')} end`,
  average: (a, h) => sql`case when ${a('n')} > 0 then ${a('s')} / ${a('n')} else ${h('v')} end`,
}

/** Each interval's row, oldest first: each column's aggregation over [start, start + interval). */
export async function summaryRows(db: Db, r: SummaryRequest): Promise<ReportRow[]> {
  const ids = [...new Set(r.columns.map((c) => c.signalId))]
  if (ids.length === 0 || r.count <= 0) return []
  const { from, interval, count } = r
  const to = from + count * interval
  const all = ids.map((_, i) => i)
  const each = (f: (i: number) => RawBuilder<unknown>) => sql.join(all.map(f))
  // bigint: PostgreSQL would take a bare parameter beside an integer for an integer
  const start = sql`cast(${from} as bigint)`
  const step = sql`cast(${interval} as bigint)`
  const tick = sql`${start} + ticks.k * ${step}`
  const values = sql.join(
    r.columns.map((c, j) => {
      const i = ids.indexOf(c.signalId)
      return sql`${VALUE[c.aggregation](
        (field) => sql`a.${col(field, i)}`,
        (field) => sql`h.${col(field, i)}`,
      )} as ${col('c', j)}`
    }),
  )
  const { rows } = await runReport(
    db,
    sql<{ t: number } & Record<string, number | null>>`
    with recursive
    ${pointsCtes(ids, from, to - 1)},
    -- per time and signal also the count, sum and least of the distinct values (a point may be stored
    -- twice), failed reads left out
    ${wideCte(
      ids,
      (id, i) => sql`count(distinct case when sid = ${id} then v end) as ${col('n', i)},
        sum(distinct case when sid = ${id} then v end) as ${col('s', i)},
        min(case when sid = ${id} then v end) as ${col('lo', i)}`,
    )},
    ticks(k) as (select 0 union all select k + 1 from ticks where k + 1 < ${count}),
    -- the value held before an interval: at its start less a millisecond, as times are whole ms
    ${heldCte(
      'held',
      sql`select t, 0 as o, null as r, ${each((i) => sql`${col('p', i)}, ${col('v', i)}`)} from wide
      union all
      select ${tick} - 1, 1, 1, ${each(() => sql`null, null`)} from ticks`,
      all,
    )},
    -- each interval's times, with each signal's first and last time of a value (its largest there)
    inside as (
      select k, t, ${each(
        (i) => sql`${col('n', i)}, ${col('s', i)}, ${col('lo', i)}, ${col('v', i)},
        min(case when ${col('v', i)} is not null then t end) over w as ${col('tf', i)},
        max(case when ${col('v', i)} is not null then t end) over w as ${col('tl', i)}`,
      )}
      from (
        select cast((cast(t as bigint) - ${start}) / ${step} as integer) as k, wide.*
        from wide where t >= ${from} and t < ${to}
      ) x
      window w as (partition by k)
    ),
    summed as (
      select k, ${each(
        (i) => sql`sum(${col('n', i)}) as ${col('n', i)}, sum(${col('s', i)}) as ${col('s', i)},
        min(${col('lo', i)}) as ${col('lo', i)}, max(${col('v', i)}) as ${col('hi', i)},
        max(case when t = ${col('tf', i)} then ${col('v', i)} end) as ${col('f', i)},
        max(case when t = ${col('tl', i)} then ${col('v', i)} end) as ${col('l', i)}`,
      )}
      from inside group by k
    )
    select ${tick} as t, ${values}
    from ticks
    left join summed a on a.k = ticks.k
    left join held h on h.r = 1 and h.t = ${tick} - 1`,
    { ids, start: from, end: to - 1 },
  )
  return rows
    .map((row) => ({
      time: Number(row.t),
      values: Object.fromEntries(r.columns.map((c, j) => [c.signalId, numberOf(row[`c${j}`])])),
    }))
    .sort((a, b) => a.time - b.time)
}
