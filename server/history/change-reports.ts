// Reports whose rows sample the raw history (platform spec §3 History report), computed by the database:
// change storage gives a row at each time any column has a point, conditional storage those rows at which
// the trigger's value holds (a SQL predicate), a normal periodic report a row per interval start. At each
// row every column holds its last point at or before the row's time (from before the window too; a
// failed read null; raw-points.ts), and the page (newest first) and the total are cut in the same
// statement.
import { type RawBuilder, sql } from 'kysely'
import type { ConditionName } from '../alarms/conditions.ts'
import type { Db } from '../storage/db.ts'
import { col, heldCte, numberOf, pointsCtes, runReport, wideCte } from './raw-points.ts'
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

/**
 * `line(t, o, r, p<i>, v<i>)`, the rows for `heldCte`: every time of the signals' points, and for a
 * sampled report its ticks (r 1, after the points at an equal time); at a change report's times (r 1)
 * one of the `columns` first signals has a point.
 */
function lineOf(r: SampleRequest, count: number, columns: number): RawBuilder<unknown> {
  const all = [...Array(count).keys()]
  const cells = sql.join(all.map((i) => sql`${col('p', i)}, ${col('v', i)}`))
  if (r.rows.kind === 'change') {
    // SQLite's coalesce takes two arguments or more
    const any =
      columns === 1 ? col('p', 0) : sql`coalesce(${sql.join(all.slice(0, columns).map((i) => col('p', i)))})`
    return sql`line as (select t, 0 as o, ${any} as r, ${cells} from wide)`
  }
  const { from, interval, count: ticks } = r.rows
  const none = sql.join(all.map(() => sql`null, null`))
  return sql`ticks(t) as (
      select cast(${from} as bigint) where ${ticks} > 0
      union all
      select t + ${interval} from ticks where t + ${interval} < ${from + ticks * interval}),
    line as (
      select t, 0 as o, null as r, ${cells} from wide
      union all
      select t, 1, 1, ${none} from ticks
    )`
}

/** Where the rows kept are: a change report's from the window's start on, and where the trigger holds. */
function keptWhere(r: SampleRequest, triggerAt: number): RawBuilder<unknown> {
  if (r.rows.kind === 'ticks') return sql`r = 1`
  const { trigger } = r.rows
  const since = sql`r = 1 and t >= ${r.window.start}`
  if (!trigger) return since
  return sql`${since} and ${col('v', triggerAt)} ${OPERATORS[trigger.condition]} ${trigger.value}`
}

/**
 * A page of a sampling report's rows, and how many there are, in one statement: the points grouped by
 * time (one column per signal), the rows kept (a trigger's value carried forward to every row), and the
 * columns' values carried forward from each one's last point before the page's first row only.
 */
export async function samplePage(db: Db, r: SampleRequest): Promise<SamplePage> {
  const trigger = r.rows.kind === 'change' ? r.rows.trigger : undefined
  const columns = [...new Set(r.columns)]
  if (columns.length === 0) return { total: 0, rows: [] }
  const ids = [...new Set([...columns, ...(trigger ? [trigger.signalId] : [])])]
  const { start, end } = r.window
  const at = columns.map((_, i) => i)
  const cells = (of: readonly number[]) => sql.join(of.map((i) => sql`${col('p', i)}, ${col('v', i)}`))
  const values = sql.join(at.map((i) => col('v', i)))
  const triggerAt = trigger ? ids.indexOf(trigger.signalId) : -1
  const kept = trigger
    ? sql`${heldCte('trig', sql`select t, o, r, ${cells([triggerAt])} from line`, [triggerAt])},
    kept as materialized (select t from trig where ${keptWhere(r, triggerAt)})`
    : sql`kept as materialized (select t from line where ${keptWhere(r, triggerAt)})`
  const { rows } = await runReport(
    db,
    sql<{ total: number; t: number | null } & Record<string, number | null>>`
    with recursive
    ${pointsCtes(ids, start, end)},
    ${wideCte(ids)},
    ${lineOf(r, ids.length, columns.length)},
    ${kept},
    page as materialized (select t from kept order by t desc limit ${r.limit} offset ${r.offset}),
    span as (select min(t) as first, max(t) as last from page),
    -- the earliest of the columns' last points at or before the page's first row
    since as (select coalesce(min(t), (select first from span)) as t from (
      ${sql.join(
        at.map(
          (i) => sql`select max(t) as t from line where ${col('p', i)} = 1 and t <= (select first from span)`,
        ),
        sql` union all `,
      )}
    ) x),
    ${heldCte(
      'held',
      sql`select t, o, r, ${cells(at)} from line
        where t >= (select t from since) and t <= (select last from span)`,
      at,
    )}
    select n.total as total, c.t as t, ${sql.join(at.map((i) => sql`c.${col('v', i)} as ${col('v', i)}`))}
    from (select count(*) as total from kept) n
    left join (select t, ${values} from held where r = 1 and t in (select t from page)) c on 1 = 1`,
    { ids, start, end },
  )
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows
      .filter((row) => row.t !== null)
      .map((row) => ({
        time: Number(row.t),
        values: Object.fromEntries(r.columns.map((id) => [id, numberOf(row[`v${columns.indexOf(id)}`])])),
      }))
      .sort((a, b) => a.time - b.time),
  }
}
