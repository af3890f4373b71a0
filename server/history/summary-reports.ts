// Periodic summary reports by intervals that are not whole minutes (the others sum up the per-minute
// rollups: rollups.ts), computed by the database from the raw points (raw-points.ts): per interval and
// column the count, sum, extremes, first and last of its points (failed reads left out; of several
// values at the first or last time the largest), and the value held from before the interval, in one
// statement; the six aggregations are SQL expressions of them. An interval without points holds the
// value before it (delta 0), as the rollups' answer does.
import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { heldCtes, pointsCtes, rowsOf, runReport } from './raw-points.ts'
import type { Aggregation, ReportRow } from './reports.ts'

export interface SummaryRequest {
  columns: readonly { signalId: string; aggregation: Aggregation }[]
  /** the first interval's start, the interval's length and how many intervals */
  from: number
  interval: number
  count: number
}

/** An aggregation of an interval: `a` its points' summary, `h` the value held before it. */
const VALUE: Record<Aggregation, RawBuilder<unknown>> = {
  delta: sql`case when h.g > 0 then coalesce(a.l, h.v) - h.v else a.l - a.f end`,
  first: sql`case when a.n > 0 then a.f else h.v end`,
  last: sql`case when a.n > 0 then a.l else h.v end`,
  max: sql`case when a.n > 0 then a.hi else h.v end`,
  min: sql`case when a.n > 0 then a.lo else h.v end`,
  average: sql`case when a.n > 0 then a.s / a.n else h.v end`,
}

/** Each interval's row, oldest first: each column's aggregation over [start, start + interval). */
export async function summaryRows(db: Db, r: SummaryRequest): Promise<ReportRow[]> {
  const ids = [...new Set(r.columns.map((c) => c.signalId))]
  if (ids.length === 0 || r.count <= 0) return []
  const { from, interval, count } = r
  const to = from + count * interval
  // bigint: PostgreSQL would take a bare parameter beside an integer for an integer
  const start = sql`cast(${from} as bigint)`
  const step = sql`cast(${interval} as bigint)`
  const tick = sql`${start} + ticks.k * ${step}`
  const columns = sql.join(
    r.columns.map((c, i) => sql`select ${sql.lit(i)} as i, ${c.signalId} as sid`),
    sql` union all `,
  )
  const value = sql.join(
    r.columns.map((c, i) => sql`when ${sql.lit(i)} then ${VALUE[c.aggregation]}`),
    sql` `,
  )
  const { rows } = await runReport(
    db,
    sql<{ t: number; sid: string; v: number | null }>`
    with recursive
    ${pointsCtes(ids, from, to - 1)},
    ticks(k) as (select 0 union all select k + 1 from ticks where k + 1 < ${count}),
    -- the value held before an interval: at its start less a millisecond, as times are whole ms
    times(t) as (select ${tick} - 1 from ticks),
    ${heldCtes('vals', sql`select sid, t, v from pts`, sql`select t from times`)},
    held as (select vals.sid as sid, ticks.k as k, vals.v as v, vals.g as g
      from ticks join vals on vals.t = ${tick} - 1),
    -- each interval's points, ordered both ways for its first and last
    inside as (
      select sid, k, v,
        first_value(v) over (partition by sid, k order by t, v desc) as f,
        first_value(v) over (partition by sid, k order by t desc, v desc) as l
      from (
        select sid, cast((cast(t as bigint) - ${start}) / ${step} as integer) as k, t, v
        from raw where t >= ${from} and t < ${to} and v is not null
      ) x
    ),
    summed as (
      select sid, k, count(*) as n, sum(v) as s, min(v) as lo, max(v) as hi, max(f) as f, max(l) as l
      from inside group by sid, k
    ),
    cols as (${columns})
    select ${tick} as t, cols.sid as sid, case cols.i ${value} end as v
    from ticks cross join cols
    left join summed a on a.sid = cols.sid and a.k = ticks.k
    left join held h on h.sid = cols.sid and h.k = ticks.k`,
    { ids, start: from, end: to - 1 },
  )
  return rowsOf(
    r.columns.map((c) => c.signalId),
    rows,
  )
}
