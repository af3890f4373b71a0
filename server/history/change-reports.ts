// Reports whose rows sample the raw history (platform spec §3 History report), computed by the database:
// change storage gives a row at each time any column has a point, conditional storage those rows at which
// the trigger's value holds (a SQL predicate), a normal periodic report a row per interval start. At each
// row every column holds its last point at or before the row's time (from before the window too; a
// failed read null; raw-points.ts), and the page (newest first) and the total are cut in the same
// statement.
import { type RawBuilder, sql } from 'kysely'
import type { ConditionName } from '../alarms/conditions.ts'
import type { Db } from '../storage/db.ts'
import { heldCtes, pointsCtes, rowsOf, runReport } from './raw-points.ts'
import type { Window } from './reader.ts'
import type { ReportRow, Trigger } from './reports.ts'

/** SQL operators of the conditions: the only text of a trigger that reaches a statement (its value is bound). */
const OPERATORS: Record<ConditionName, RawBuilder<unknown>> = {
  gt: sql.raw('>'),
  ge: sql.raw('>='),
  lt: sql.raw('<'),
  le: sql.raw('<='),
  eq: sql.raw('='),
  ne: sql.raw('<>'),
}

/** Where the rows are: at the columns' points (change), or at `count` ticks from `from` (sampled). */
export type RowTimes =
  | { kind: 'change'; trigger?: Trigger }
  | { kind: 'ticks'; from: number; interval: number; count: number }

export interface SampleRequest {
  columns: readonly string[]
  rows: RowTimes
  window: Window
  /** of the rows newest first, skip this many, then take at most `limit` */
  offset: number
  limit: number
}

export interface SamplePage {
  /** every row of the report (not only the page's) */
  total: number
  /** the page's rows, oldest first */
  rows: ReportRow[]
}

/** The rows' times, a statement part naming a table `times(t)` built from `pts`. */
function timesOf(r: SampleRequest, columns: RawBuilder<unknown>): RawBuilder<unknown> {
  if (r.rows.kind === 'ticks') {
    const { from, interval, count } = r.rows
    return sql`times(t) as (
      select cast(${from} as bigint) where ${count} > 0
      union all
      select t + ${interval} from times where t + ${interval} < ${from + count * interval})`
  }
  return sql`times as (select distinct t from pts where sid in (${columns}) and t >= ${r.window.start})`
}

/** The rows kept: all of them, or those at which the trigger's value holds (carried for it alone). */
function keptOf(r: SampleRequest): RawBuilder<unknown> {
  const trigger = r.rows.kind === 'change' ? r.rows.trigger : undefined
  if (!trigger) return sql`kept as (select t from times)`
  return sql`${heldCtes(
    'trig',
    sql`select sid, t, v from pts where sid = ${trigger.signalId}`,
    sql`select t from times`,
  )},
    kept as (select t from trig where v ${OPERATORS[trigger.condition]} ${trigger.value})`
}

/**
 * A page of a sampling report's rows, and how many there are, in one statement. Only the page's rows
 * take the columns' values: from each column's last point before the page's first row on.
 */
export async function samplePage(db: Db, r: SampleRequest): Promise<SamplePage> {
  const trigger = r.rows.kind === 'change' ? r.rows.trigger : undefined
  const ids = [...new Set([...r.columns, ...(trigger ? [trigger.signalId] : [])])]
  if (ids.length === 0 || r.columns.length === 0) return { total: 0, rows: [] }
  const { start, end } = r.window
  const columns = sql.join([...new Set(r.columns)])
  const { rows } = await runReport(
    db,
    sql<{ total: number; t: number | null; sid: string | null; v: number | null }>`
    with recursive
    ${pointsCtes(ids, start, end)},
    ${timesOf(r, columns)},
    ${keptOf(r)},
    page as (select t from kept order by t desc limit ${r.limit} offset ${r.offset}),
    lows as (
      select sid, max(t) as lo from pts
      where sid in (${columns}) and t <= (select min(t) from page) group by sid
    ),
    ${heldCtes(
      'vals',
      sql`select pts.sid as sid, pts.t as t, pts.v as v
        from pts left join lows on lows.sid = pts.sid
        where pts.sid in (${columns}) and pts.t <= (select max(t) from page)
          and (lows.lo is null or pts.t >= lows.lo)`,
      sql`select t from page`,
    )}
    select n.total as total, c.t as t, c.sid as sid, c.v as v
    from (select count(*) as total from kept) n
    left join (
      -- the page's times alone too: a row whose columns have no points yet; no join on times, which
      -- PostgreSQL may run as a nested loop over every pair
      select t, sid, v from vals
      union all
      select t, null, null from page
    ) c on 1 = 1`,
    { ids, start, end },
  )
  return { total: Number(rows[0]?.total ?? 0), rows: rowsOf(r.columns, rows) }
}
