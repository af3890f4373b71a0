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
//
// A step holds the event loop (SQLite's driver is synchronous): with 200 signals of 15 fragments each
// it held it 107 ms under 200 gateways (issue 26: 6 of 9 holds over 50 ms). So a step is bounded in time
// as well as in counts: it takes as many fragment rows as the last steps packed in STEP_MS / 2, stops
// merging signals once STEP_MS have passed (the rest are packed by a later step of the pass), and the
// pass yields a turn after every step. Its delete names the rows read by their physical address (rowid,
// ctid: stable in the step's transaction), a third of the time of a lookup by the (signal, end) index.
import { sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import { batchesOf } from './batches.ts'
import { insertChunks } from './chunk-insert.ts'
import { type ChunkRow, chunkFloats, chunkRows } from './chunks.ts'
import { pointsOf } from './compaction.ts'
import type { Slices } from './slices.ts'

/** How often the writer packs: a slow signal's open chunk is rewritten this often, not every flush. */
export const PACK_MS = 30_000
/** A step's time budget: it stops merging signals once this has passed (well under the 50 ms bound). */
export const STEP_MS = 15
/** A step's signals and points: bounds its statements, its decoding and its sorting. */
const SIGNALS_PER_STEP = 200
const POINTS_PER_STEP = 4_000
/** A step's fragment rows, at most and at least: in between, sized from the last step's time per row. */
const MAX_ROWS_PER_STEP = 1_000
const MIN_ROWS_PER_STEP = 20
/** The first step's rows, before any step was timed: cheap on a slow machine, doubled while it fits. */
const FIRST_ROWS_PER_STEP = 200
const INSERT_ROWS_PER_STATEMENT = 200

/** A signal's fragments written since its last pack: the earliest start, how many points and rows. */
interface Unpacked {
  start: number
  points: number
  rows: number
}

/** A signal to pack: its fragments ending at or after `from`. */
interface Target {
  signalId: string
  from: number
}

type Stored = Pick<ChunkRow, 'signalId' | 'startTime' | 'endTime' | 'count'> & {
  /** the row's physical address: rowid (SQLite), ctid (PostgreSQL) */
  at: number | string
  times: Uint8Array
  vals: Uint8Array
}

/** What a step did: rows read, merged and replaced, the signals it had no time left to merge. */
interface StepDone {
  read: number
  merged: number
  /** how long it held the event loop (PostgreSQL's statements do not: its merging only) */
  heldMs: number
  /** each merged signal's open chunk end, if that chunk is small */
  open: Map<string, number>
  left: Set<string>
}

export class Packing {
  private unpacked = new Map<string, Unpacked>()
  /** Where each signal's open chunk ends, as the last pack left it. */
  private readonly openEnd = new Map<string, number>()
  /** The fragment rows the next step takes: what the last step packed in STEP_MS / 2. */
  private rowsPerStep = FIRST_ROWS_PER_STEP

  /**
   * @param small a chunk under this many points is a fragment (FRAGMENT_POINTS)
   * @param maxPoints the most points of a packed chunk
   * @param stepMs a step's time budget
   */
  constructor(
    private readonly small: number,
    private readonly maxPoints: number,
    private readonly stepMs = STEP_MS,
  ) {}

  /** After a flush committed its rows; answers those older than their signal's open chunk (to compact). */
  wrote(rows: readonly ChunkRow[]): ChunkRow[] {
    const late: ChunkRow[] = []
    for (const row of rows) {
      const open = this.openEnd.get(row.signalId)
      if (open !== undefined && row.startTime < open) late.push(row)
      // a full chunk: the next fragments start a new open chunk after it
      if (row.count >= this.small) this.openEnd.delete(row.signalId)
      else this.add(row.signalId, { start: row.startTime, points: row.count, rows: 1 })
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
        await slices.yield()
        stepStart = at
        const step = this.take(todo, at)
        at += step.length
        const done = await slices.step('pack', () => db.transaction().execute((trx) => this.step(trx, step)))
        this.resize(done)
        merged += done.merged
        for (const [signalId, u] of step) {
          // read, not merged: the step ran out of time; packed by a later step of this pass
          if (done.left.has(signalId)) todo.push([signalId, u])
          else {
            const end = done.open.get(signalId)
            if (end === undefined) this.openEnd.delete(signalId)
            else this.openEnd.set(signalId, end)
          }
        }
      }
    } catch (e) {
      // the step that failed and those after it: packed next time
      for (const [signalId, u] of todo.slice(stepStart)) this.add(signalId, u)
      throw e
    }
    return merged
  }

  /** The signals of the next step, from `at`: one at least, within the step's counts. */
  private take(todo: readonly [string, Unpacked][], at: number): [string, Unpacked][] {
    let points = 0
    let rows = 0
    let to = at
    for (; to < todo.length && to - at < SIGNALS_PER_STEP; to++) {
      const u = todo[to]![1]
      const open = this.openEnd.has(todo[to]![0])
      // the open chunk, if any, is one row of fewer than `small` points
      points += u.points + (open ? this.small : 0)
      rows += u.rows + (open ? 1 : 0)
      if (to > at && (points > POINTS_PER_STEP || rows > this.rowsPerStep)) break
    }
    return todo.slice(at, to)
  }

  /** The next step takes the rows this one would have read in STEP_MS / 2, growing at most twofold. */
  private resize(done: StepDone): void {
    const fit = Math.floor((done.read * this.stepMs) / 2 / Math.max(done.heldMs, 0.1))
    this.rowsPerStep = Math.max(MIN_ROWS_PER_STEP, Math.min(MAX_ROWS_PER_STEP, 2 * this.rowsPerStep, fit))
  }

  private add(signalId: string, add: Unpacked): void {
    const u = this.unpacked.get(signalId)
    if (u) {
      u.start = Math.min(u.start, add.start)
      u.points += add.points
      u.rows += add.rows
    } else this.unpacked.set(signalId, { ...add })
  }

  /**
   * One step's transaction: merges the signals' fragments until it has held the event loop STEP_MS (one
   * signal at least), and replaces those it merged. SQLite's driver holds the loop for the whole step;
   * PostgreSQL's statements let it turn while they run, so only the merging counts there.
   */
  private async step(trx: Db, step: readonly [string, Unpacked][]): Promise<StepDone> {
    const synchronous = !isPostgres(trx)
    let started = performance.now()
    const floats = chunkFloats(trx)
    const targets = step.map(([signalId, u]) => ({ signalId, from: this.openEnd.get(signalId) ?? u.start }))
    const read = await readFragments(trx, targets, this.small)
    if (!synchronous) started = performance.now()
    const done: StepDone = { read: read.length, merged: 0, heldMs: 0, open: new Map(), left: new Set() }
    const replaced: Stored[] = []
    const inserts: ChunkRow[] = []
    let taken = 0
    for (const rows of bySignal(read)) {
      const signalId = rows[0]!.signalId
      if (taken++ > 0 && performance.now() - started > this.stepMs) {
        done.left.add(signalId)
        continue
      }
      const merged =
        rows.length < 2 ? [] : chunkRows(signalId, pointsOf(rows, floats), this.maxPoints, floats.encode)
      const kept = merged.length > 0 && merged.length < rows.length ? merged : rows
      if (kept === merged) {
        replaced.push(...rows)
        inserts.push(...merged)
      }
      const last = kept.reduce((a, b) => (b.endTime >= a.endTime ? b : a))
      if (last.count < this.small) done.open.set(signalId, last.endTime)
    }
    if (!synchronous) done.heldMs = performance.now() - started
    if (replaced.length > 0) await replace(trx, replaced, inserts)
    if (synchronous) done.heldMs = performance.now() - started
    done.merged = replaced.length
    return done
  }
}

/**
 * The targets' fragments, in signal then end time order. The targets are one parameter (a JSON array on
 * SQLite, two arrays on PostgreSQL), so the statement's text is the same whatever their number: SQLite
 * prepares it once (storage/statement-cache.ts).
 */
async function readFragments(trx: Db, targets: readonly Target[], small: number): Promise<Stored[]> {
  const [times, vals] = chunkFloats(trx).columns
  const pg = isPostgres(trx)
  const v = pg
    ? sql`unnest(cast(${targets.map((t) => t.signalId)} as text[]), cast(${targets.map((t) => t.from)} as bigint[]))
        as v (signal_id, from_end)`
    : sql`(select json_extract(value, '$[0]') as signal_id, json_extract(value, '$[1]') as from_end
        from json_each(${JSON.stringify(targets.map((t) => [t.signalId, t.from]))})) as v`
  // PostgreSQL: a compaction step of another instance waits for this one (SQLite runs one at a time);
  // the rows locked keep their ctid until the transaction ends
  const at = pg ? sql`c.ctid::text` : sql`c.rowid`
  const lock = pg ? sql` for update of c` : sql``
  const { rows } = await sql<Stored>`
    select c.signal_id as "signalId", c.start_time as "startTime", c.end_time as "endTime",
      c.count as count, ${at} as "at", ${times}, ${vals}
    from ${v} cross join history_chunks c
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
  const at = read.map((r) => r.at)
  // one statement of one text; PostgreSQL finds the rows by a TID scan, SQLite by its table's b-tree
  const deleted = await (isPostgres(trx)
    ? sql`delete from history_chunks where ctid = any(cast(${at} as tid[]))`
    : sql`delete from history_chunks where rowid in (select value from json_each(${JSON.stringify(at)}))`
  ).execute(trx)
  if (Number(deleted.numAffectedRows) !== read.length)
    throw new Error(`history packing: ${deleted.numAffectedRows} chunks deleted, ${read.length} read`)
  for (const batch of batchesOf(merged, INSERT_ROWS_PER_STATEMENT)) await insertChunks(trx, batch)
}
