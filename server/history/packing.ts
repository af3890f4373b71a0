// The history write path appends, and packs later (issue 26). A flush inserts each signal's new values
// as a chunk row of their own (a fragment): no stored row is read or rewritten while values come in.
// Growing a signal's last chunk at every flush instead (decode, append, re-encode its whole chunk) took
// 16 % of the server's CPU under 500 gateways × 20 metrics every 2 s. Every PACK_MS the writer packs the
// fragments it wrote into each signal's open chunk (its last one, under FRAGMENT_POINTS points), many
// signals per transaction, in steps bounded in points that yield to the event loop between them
// (slices.ts): an open chunk is rewritten once a pack, not once a flush.
//
// A step reads its signals' fragments (locked on PostgreSQL), deletes exactly the rows read (else it
// throws and rolls back) and inserts the merged chunks, in one transaction: a crash, or a reader (each
// reads in one snapshot: reader.ts), finds either the fragments or the merged chunks, never both, never
// neither. Exact repeats are merged once, as reads show them once. Values older than a signal's open
// chunk (late ones, or the last run's open chunk after a restart) are compaction's (compaction.ts).
import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import { type ChunkRow, chunkFloats, chunkRows } from './chunks.ts'
import { pointsOf } from './compaction.ts'
import type { Slices } from './slices.ts'

/** How often the writer packs: a slow signal's open chunk is rewritten this often, not every flush. */
export const PACK_MS = 30_000
/** A step's signals and points: bounds its statements, its decoding and its sorting. */
const SIGNALS_PER_STEP = 200
const POINTS_PER_STEP = 4_000
const INSERT_ROWS_PER_STATEMENT = 200

/** A signal's fragments written since its last pack: the earliest start, and how many points. */
interface Unpacked {
  start: number
  points: number
}

/** A signal to pack: its fragments ending at or after `from`. */
interface Target {
  signalId: string
  from: number
}

type Stored = Pick<ChunkRow, 'signalId' | 'startTime' | 'endTime' | 'count'> & {
  times: Uint8Array
  vals: Uint8Array
}

export class Packing {
  private unpacked = new Map<string, Unpacked>()
  /** Where each signal's open chunk ends, as the last pack left it. */
  private readonly openEnd = new Map<string, number>()

  /**
   * @param small a chunk under this many points is a fragment (FRAGMENT_POINTS)
   * @param maxPoints the most points of a packed chunk
   */
  constructor(
    private readonly small: number,
    private readonly maxPoints: number,
  ) {}

  /** After a flush committed its rows; answers those older than their signal's open chunk (to compact). */
  wrote(rows: readonly ChunkRow[]): ChunkRow[] {
    const late: ChunkRow[] = []
    for (const row of rows) {
      const open = this.openEnd.get(row.signalId)
      if (open !== undefined && row.startTime < open) late.push(row)
      // a full chunk: the next fragments start a new open chunk after it
      if (row.count >= this.small) this.openEnd.delete(row.signalId)
      else this.add(row.signalId, row.startTime, row.count)
    }
    return late
  }

  /** Where the fragments this packer will pack begin (their end time), for a signal it tracks. */
  packsFrom(signalId: string): number | undefined {
    return this.openEnd.get(signalId) ?? this.unpacked.get(signalId)?.start
  }

  /** Fragments wait to be packed. */
  pending(): number {
    return this.unpacked.size
  }

  /** On standby: the leader packs what it writes. */
  forget(): void {
    this.unpacked.clear()
    this.openEnd.clear()
  }

  /** Packs every signal written since the last pass, a step at a time; answers the rows merged. */
  async pass(db: Db, slices: Slices): Promise<number> {
    const todo = [...this.unpacked]
    this.unpacked = new Map()
    let merged = 0
    let at = 0
    let stepStart = 0
    try {
      while (at < todo.length) {
        await slices.pause()
        stepStart = at
        const step: Target[] = []
        for (let points = 0; at < todo.length && step.length < SIGNALS_PER_STEP; at++) {
          const [signalId, u] = todo[at]!
          const open = this.openEnd.get(signalId)
          // the open chunk, if any, holds fewer than `small` points
          points += u.points + (open === undefined ? 0 : this.small)
          if (step.length > 0 && points > POINTS_PER_STEP) break
          step.push({ signalId, from: open ?? u.start })
        }
        const done = await db.transaction().execute((trx) => this.step(trx, step))
        merged += done.merged
        for (const { signalId } of step) {
          const end = done.open.get(signalId)
          if (end === undefined) this.openEnd.delete(signalId)
          else this.openEnd.set(signalId, end)
        }
      }
    } catch (e) {
      // the step that failed and those after it: packed next time
      for (const [signalId, u] of todo.slice(stepStart)) this.add(signalId, u.start, u.points)
      throw e
    }
    return merged
  }

  private add(signalId: string, start: number, points: number): void {
    const u = this.unpacked.get(signalId)
    if (u) {
      u.start = Math.min(u.start, start)
      u.points += points
    } else this.unpacked.set(signalId, { start, points })
  }

  /** One step's transaction: answers the rows merged and each signal's open chunk end (if small). */
  private async step(trx: Db, targets: readonly Target[]) {
    const floats = chunkFloats(trx)
    const read = await readFragments(trx, targets, this.small)
    const open = new Map<string, number>()
    const replaced: Stored[] = []
    const inserts: ChunkRow[] = []
    for (const rows of bySignal(read)) {
      const signalId = rows[0]!.signalId
      const merged =
        rows.length < 2 ? [] : chunkRows(signalId, pointsOf(rows, floats), this.maxPoints, floats.encode)
      const kept = merged.length > 0 && merged.length < rows.length ? merged : rows
      if (kept === merged) {
        replaced.push(...rows)
        inserts.push(...merged)
      }
      const last = kept.reduce((a, b) => (b.endTime >= a.endTime ? b : a))
      if (last.count < this.small) open.set(signalId, last.endTime)
    }
    if (replaced.length > 0) await replace(trx, replaced, inserts)
    return { merged: replaced.length, open }
  }
}

/** The targets' fragments, in signal then end time order. */
async function readFragments(trx: Db, targets: readonly Target[], small: number): Promise<Stored[]> {
  const [times, vals] = chunkFloats(trx).columns
  const v = sql.join(targets.map((t) => sql`(${t.signalId}, cast(${t.from} as bigint))`))
  // PostgreSQL: a compaction step of another instance waits for this one (SQLite runs one at a time)
  const lock = isPostgres(trx) ? sql` for update of c` : sql``
  const { rows } = await sql<Stored>`
    with v (signal_id, from_end) as (values ${v})
    select c.signal_id as "signalId", c.start_time as "startTime", c.end_time as "endTime",
      c.count as count, ${times}, ${vals}
    from v cross join history_chunks c
    where c.signal_id = v.signal_id and c.end_time >= v.from_end and c.count < ${small}
    order by c.signal_id, c.end_time${lock}`.execute(trx)
  return rows
}

function* bySignal(rows: readonly Stored[]): Generator<Stored[]> {
  for (let from = 0, to = 0; from < rows.length; from = to) {
    while (to < rows.length && rows[to]!.signalId === rows[from]!.signalId) to++
    yield rows.slice(from, to)
  }
}

/** Deletes exactly the rows read (else throws: the transaction rolls back) and inserts the merged ones. */
async function replace(trx: Db, read: readonly Stored[], merged: readonly ChunkRow[]): Promise<void> {
  const keys: RawBuilder<unknown>[] = read.map(
    (r) =>
      sql`(${r.signalId}, cast(${r.startTime} as bigint), cast(${r.endTime} as bigint), cast(${r.count} as integer))`,
  )
  const deleted = await sql`
    delete from history_chunks
    where (signal_id, start_time, end_time, count) in (values ${sql.join(keys)})`.execute(trx)
  if (Number(deleted.numAffectedRows) !== read.length)
    throw new Error(`history packing: ${deleted.numAffectedRows} chunks deleted, ${read.length} read`)
  for (let i = 0; i < merged.length; i += INSERT_ROWS_PER_STATEMENT)
    await trx
      .insertInto('historyChunks')
      .values(merged.slice(i, i + INSERT_ROWS_PER_STATEMENT))
      .execute()
}
