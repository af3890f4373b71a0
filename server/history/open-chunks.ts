// A slow signal's values come one or two per flush. Inserted as they came, each was a chunk of its own
// (200,000 rows for 30 days at one point every 13 s: a 30-day read of 0.9 s, and compaction that could
// not keep up with a fleet). Instead the writer keeps each signal's last chunk open while it holds fewer
// than FRAGMENT_POINTS points, and the flush appends the new values to it (the row rewritten in the
// flush's own transaction, so a crash keeps what it kept before). The writer remembers only the open chunk's bounds
// (start, end, count: it names the row), never its values. Values older than the open chunk's end, a
// full chunk or a wider span than CHUNK_MAX_SPAN_MS start a new chunk instead; out-of-order ones leave a
// fragment for compaction. When the row has changed under the writer (compaction merged it, another
// instance wrote), the append matches nothing and the values are inserted as a new chunk.
import { sql } from 'kysely'
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
 *
 * The grown chunk is inserted (joined from the old row) and the old row deleted, not updated in place:
 * SQLite plans an UPDATE ... FROM with the updated table as the outer loop, a scan of the whole chunk
 * table per statement (87 s for 40,000 signals against 0.5 s this way), and PostgreSQL's plan of a
 * join on the values may be a scan too while the table's statistics are young.
 */
export async function growChunks(trx: Db, appends: readonly Append[], slices: Slices): Promise<Append[]> {
  const pg = isPostgres(trx)
  const floats = pg ? sql`float8[]` : sql`blob`
  // SQLite's || on blobs answers text: cast back, bytes unchanged
  const joined = (column: 'times' | 'vals') =>
    pg
      ? sql`c.${sql.ref(column)} || v.${sql.ref(column)}`
      : sql`cast(c.${sql.ref(column)} || v.${sql.ref(column)} as blob)`
  // PostgreSQL: a compaction step merging the old row meanwhile is waited for (the row then gone)
  const lock = pg ? sql`for update of c` : sql``
  // the values the outer loop (a cross join keeps the written order on SQLite), each open chunk looked up
  // by the (signal, end time) index: no plan may scan the chunk table per statement
  const openChunks = sql`from v cross join history_chunks c
    where c.signal_id = v.signal_id and c.start_time = v.start_time and c.end_time = v.end_time
      and c.count = v.count`
  const rowIds = pg
    ? sql`ctid = any(array(select c.ctid ${openChunks}))`
    : sql`rowid in (select c.rowid ${openChunks})`
  const grown: Append[] = []
  for (let i = 0; i < appends.length; i += ROWS_PER_STATEMENT) {
    await slices.pause()
    const batch = appends.slice(i, i + ROWS_PER_STATEMENT)
    const values = batch.map(
      ({ open, row }) =>
        sql`(${row.signalId}, cast(${open.startTime} as bigint), cast(${open.endTime} as bigint),
          cast(${open.count} as integer), cast(${row.endTime} as bigint), cast(${open.count + row.count} as integer),
          cast(${row.times} as ${floats}), cast(${row.vals} as ${floats}))`,
    )
    const v = sql`v (signal_id, start_time, end_time, count, new_end, new_count, times, vals) as (values ${sql.join(values)})`
    const { rows } = await sql<{ signalId: string }>`
      with ${v}
      insert into history_chunks (signal_id, start_time, end_time, count, times, vals)
      select c.signal_id, c.start_time, v.new_end, v.new_count, ${joined('times')}, ${joined('vals')}
      ${openChunks} ${lock}
      returning signal_id as "signalId"`.execute(trx)
    const found = new Set(rows.map((r) => r.signalId))
    if (found.size !== rows.length)
      throw new Error('history: two open chunks of one signal share their bounds')
    // the old rows, by their physical ids (PostgreSQL: a TID scan; SQLite: rowid lookups); the grown
    // ones hold more points, so never match
    await sql`with ${v} delete from history_chunks where ${rowIds}`.execute(trx)
    grown.push(...batch.filter((a) => found.has(a.row.signalId)))
  }
  return grown
}
