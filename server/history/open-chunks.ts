// A slow signal's values come one or two per flush. Inserted as they came, each was a chunk of its own
// (200,000 rows for 30 days at one point every 13 s: a 30-day read of 0.9 s, and compaction that could
// not keep up with a fleet). Instead the writer keeps each signal's last chunk open while it holds fewer
// than FRAGMENT_POINTS points, and the flush appends the new values to it (the row rewritten in the
// flush's own transaction, so a crash keeps what it kept before). The writer remembers only the open chunk's bounds
// (start, end, count: it names the row), never its values. Values older than the open chunk's end, a
// full chunk or a wider span than CHUNK_MAX_SPAN_MS start a new chunk instead; out-of-order ones leave a
// fragment for compaction. When the row has changed under the writer (compaction merged it, another
// instance wrote), the append matches nothing and the values are inserted as a new chunk.
import { CompiledQuery, sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import type { ChunkBounds, ChunkRow } from './chunks.ts'
import { CHUNK_MAX_SPAN_MS } from './limits.ts'
import type { Slices } from './slices.ts'

/** New values (one sorted chunk row) for a signal's open chunk. */
export interface Append {
  open: ChunkBounds
  row: ChunkRow
}

const ROWS_PER_STATEMENT = 200

export class OpenChunks {
  private readonly bounds = new Map<string, ChunkBounds>()

  /** @param maxPoints a chunk stays open while under this many points */
  constructor(private readonly maxPoints: number) {}

  /** The open chunk a signal's new chunk row can be appended to, if any. */
  appendable(row: ChunkRow): Append | undefined {
    const open = this.bounds.get(row.signalId)
    if (!open || row.startTime < open.endTime || open.count + row.count > this.maxPoints) return undefined
    return row.endTime - open.startTime <= CHUNK_MAX_SPAN_MS ? { open, row } : undefined
  }

  /** Whether the row holds values older than the signal's open chunk ends (a fragment compaction merges). */
  isLate(row: ChunkRow): boolean {
    const open = this.bounds.get(row.signalId)
    return open !== undefined && row.startTime < open.endTime
  }

  /** After the commit: the appended chunks grew, and a signal's newest inserted row is its open chunk. */
  committed(grown: readonly Append[], inserted: readonly ChunkRow[]): void {
    for (const { open, row } of grown)
      this.keep(row.signalId, {
        startTime: open.startTime,
        endTime: row.endTime,
        count: open.count + row.count,
      })
    for (const row of inserted) {
      const open = this.bounds.get(row.signalId)
      if (!open || row.startTime >= open.endTime) this.keep(row.signalId, row)
      // late values: the open chunk is no longer the signal's newest everywhere, start a new one
      else this.bounds.delete(row.signalId)
    }
  }

  /** A failed write: the rows may differ from what the writer remembers. */
  forget(signalIds: Iterable<string>): void {
    for (const id of signalIds) this.bounds.delete(id)
  }

  private keep(signalId: string, { startTime, endTime, count }: ChunkBounds): void {
    if (count < this.maxPoints) this.bounds.set(signalId, { startTime, endTime, count })
    else this.bounds.delete(signalId)
  }
}

/**
 * Appends each row's values to its signal's open chunk, named by its bounds; answers the appends that
 * found their chunk (the others are to be inserted). Two chunks of the same bounds would both grow: the
 * statement then throws and the flush's transaction rolls back.
 */
export async function growChunks(trx: Db, appends: readonly Append[], slices: Slices): Promise<Append[]> {
  const grow = isPostgres(trx) ? updatePostgres : rewriteSqlite
  const grown: Append[] = []
  for (let i = 0; i < appends.length; i += ROWS_PER_STATEMENT) {
    await slices.pause()
    const batch = appends.slice(i, i + ROWS_PER_STATEMENT)
    const found = new Set<string>()
    for (const signalId of await grow(trx, batch)) {
      if (found.has(signalId)) throw new Error(`history: two open chunks of ${signalId} share their bounds`)
      found.add(signalId)
    }
    grown.push(...batch.filter((a) => found.has(a.row.signalId)))
  }
  return grown
}

/** The `v` table's columns: each open chunk's bounds, its new end and count, the values added. */
const V_COLUMNS = 'v (signal_id, start_time, end_time, count, new_end, new_count, times, vals)'

/**
 * PostgreSQL grows the rows in place. A compaction step holding one of them (FOR UPDATE) is waited for;
 * the row then gone, it matches nothing. (1.4 s a flush of 40,000 signals, where SQLite's way below
 * took 2.2 s: two statements instead of one.)
 */
async function updatePostgres(trx: Db, batch: readonly Append[]): Promise<string[]> {
  const values = batch.map(
    ({ open, row }) =>
      sql`(${row.signalId}, cast(${open.startTime} as bigint), cast(${open.endTime} as bigint),
        cast(${open.count} as integer), cast(${row.endTime} as bigint), cast(${open.count + row.count} as integer),
        cast(${row.times} as float8[]), cast(${row.vals} as float8[]))`,
  )
  const { rows } = await sql<{ signalId: string }>`
    with ${sql.raw(V_COLUMNS)} as (values ${sql.join(values)})
    update history_chunks as c
    set end_time = v.new_end, count = v.new_count, times = c.times || v.times, vals = c.vals || v.vals
    from v
    where c.signal_id = v.signal_id and c.start_time = v.start_time and c.end_time = v.end_time
      and c.count = v.count
    returning c.signal_id as "signalId"`.execute(trx)
  return rows.map((r) => r.signalId)
}

/** SQLite's two statements of `rewriteSqlite` for a batch of `n` appends, made once per batch size. */
const sqliteRewrites = new Map<number, { insert: string; remove: string }>()

function sqliteRewrite(n: number): { insert: string; remove: string } {
  const known = sqliteRewrites.get(n)
  if (known) return known
  const row =
    '(?, cast(? as bigint), cast(? as bigint), cast(? as integer), cast(? as bigint), cast(? as integer), cast(? as blob), cast(? as blob))'
  const v = `with ${V_COLUMNS} as (values ${Array(n).fill(row).join(', ')})`
  const openChunks = `from v cross join history_chunks c
    where c.signal_id = v.signal_id and c.start_time = v.start_time and c.end_time = v.end_time
      and c.count = v.count`
  // || on blobs answers text: cast back, bytes unchanged
  const made = {
    insert: `${v} insert into history_chunks (signal_id, start_time, end_time, count, times, vals)
      select c.signal_id, c.start_time, v.new_end, v.new_count, cast(c.times || v.times as blob),
        cast(c.vals || v.vals as blob)
      ${openChunks}
      returning signal_id as "signalId"`,
    remove: `${v} delete from history_chunks where rowid in (select c.rowid ${openChunks})`,
  }
  sqliteRewrites.set(n, made)
  return made
}

/**
 * SQLite plans an UPDATE ... FROM with the updated table as the outer loop, a scan of the whole chunk
 * table per statement (87 s for 40,000 signals): the grown rows are inserted from a cross join (the
 * values the outer loop, each chunk found by the (signal, end time) index) and the old ones deleted by
 * rowid (0.5 s). The grown rows hold more points than the old bounds say, so never match them. The
 * statements' text is made here, not by kysely's builder: building their 1,600 parameters twice a batch
 * took 7 % of the server's CPU under a fleet (issue 26).
 */
async function rewriteSqlite(trx: Db, batch: readonly Append[]): Promise<string[]> {
  const { insert, remove } = sqliteRewrite(batch.length)
  const parameters = batch.flatMap(({ open, row }) => [
    row.signalId,
    open.startTime,
    open.endTime,
    open.count,
    row.endTime,
    open.count + row.count,
    row.times,
    row.vals,
  ])
  const { rows } = await trx.executeQuery(
    CompiledQuery.raw(insert, parameters) as CompiledQuery<{ signalId: string }>,
  )
  await trx.executeQuery(CompiledQuery.raw(remove, parameters))
  return rows.map((r) => r.signalId)
}
