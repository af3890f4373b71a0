// A record's bound values, read from the per-minute history summaries (history/rollups.ts) with the
// aggregates computed by the database: one grouped query per distinct period (every signal bound over
// it at once) and one query per distinct time for the values held then. An aggregate over a period with
// no stored value holds the value from before it (delta 0), as history reports do.
import { sql } from 'kysely'
import type { ExcelAggregate } from '../../schemas/api/excel-template.ts'
import { heldBefore, slotValue } from '../history/rollups.ts'
import type { Db } from '../storage/db.ts'
import type { Span } from './periods.ts'

/** One signal over one period, as the database sums it up. */
interface Summary {
  signalId: string
  n: number
  s: number
  lo: number
  hi: number
  first: number
  last: number
}

async function summaries(
  db: Db,
  ids: readonly string[],
  { start, end }: Span,
): Promise<Map<string, Summary>> {
  const { rows } = await sql<Summary>`
    with r as (
      select signal_id, num, sum, min, max, first_time, first, last_time, last
      from history_rollups
      where signal_id in (${sql.join(ids)}) and bucket >= ${start} and bucket < ${end}
    ),
    g as (
      select signal_id, sum(num) as n, sum(sum) as s, min(min) as lo, max(max) as hi,
        min(first_time) as ft, max(last_time) as lt
      from r group by signal_id
    )
    select g.signal_id as "signalId", g.n as "n", g.s as "s", g.lo as "lo", g.hi as "hi",
      f.first as "first", l.last as "last"
    from g
    join r f on f.signal_id = g.signal_id and f.first_time = g.ft
    join r l on l.signal_id = g.signal_id and l.last_time = g.lt`.execute(db)
  return new Map(
    rows.map((r) => [
      r.signalId,
      {
        ...r,
        n: Number(r.n),
        s: Number(r.s),
        lo: Number(r.lo),
        hi: Number(r.hi),
        first: Number(r.first),
        last: Number(r.last),
      },
    ]),
  )
}

export interface AggregateAsk {
  key: string
  signalId: string
  fn: ExcelAggregate
  span: Span
}

export interface ValueAsk {
  key: string
  signalId: string
  /** a whole minute */
  at: number
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = keyOf(item)
    const list = groups.get(k)
    if (list) list.push(item)
    else groups.set(k, [item])
  }
  return groups
}

const signalsOf = (asks: readonly { signalId: string }[]) => [...new Set(asks.map((a) => a.signalId))]

/** The values of the asked cells, by key (null: nothing stored). */
export async function readBoundValues(
  db: Db,
  aggregates: readonly AggregateAsk[],
  values: readonly ValueAsk[],
): Promise<Record<string, number | null>> {
  const out: Record<string, number | null> = {}
  for (const asks of groupBy(aggregates, (a) => `${a.span.start}-${a.span.end}`).values()) {
    const ids = signalsOf(asks)
    const span = asks[0]!.span
    const [sums, held] = await Promise.all([summaries(db, ids, span), heldBefore(db, ids, span.start)])
    for (const a of asks) out[a.key] = slotValue(a.fn, sums.get(a.signalId), held.get(a.signalId))
  }
  for (const asks of groupBy(values, (v) => String(v.at)).values()) {
    const held = await heldBefore(db, signalsOf(asks), asks[0]!.at)
    for (const v of asks) out[v.key] = held.get(v.signalId) ?? null
  }
  return out
}
