// History is written in time-ordered batches. Values wait per signal in memory until the signal holds
// `chunkPoints` of them or its oldest one has waited `holdMs`; then the signal's values become one chunk
// row (chunks.ts), appended: a few values are a fragment, packed later into the signal's open chunk
// (packing.ts, every `packMs`). Every `flushMs` the due values of all signals are written in one
// transaction, sorted by time, yielding to the event loop between statements (slices.ts). Reads merge
// the values still waiting (see reader.ts), so nothing is invisible while held.
//
// When instances divide the gateways (cluster/partitions.ts) every writer is active and writes the values
// of the gateways its instance owns; what a new owner may be handed twice (the broker redelivering what the
// old owner took in its last moments) comes through `appendReplayed` and is written less the points stored.
// A lone instance that follows an elected leader (no partitions leased) keeps its writer on standby: it
// holds the values it takes for its own reads, then drops them once the leader has had the time to write
// them (`standbyKeepMs`: twice the leader's hold, and at least 30 s, longer than a moment without a leader
// lasts: cluster/leader.ts). Taking over (`setActive(true)`), it writes what it holds less the points the
// database has already (the old leader's last batches): none is lost, none stored twice.
//
// A write that fails (disk full, read-only database: storage/health.ts sees it) puts its values back to
// wait, up to `maxWaiting`, and they are written when the storage takes writes again. While the episode
// lasts the writer's timer writes nothing: the values wait for the storage's probes, which back off
// (health.ts), and the first that succeeds writes them all; a failing write is not retried every tick.
// A failing episode is logged once, and so is dropping beyond the bound; what was dropped is counted
// (`droppedCount`).

import { sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import { type StorageHealth, storageHealthOf } from '../storage/health.ts'
import { rollupsOf, type Series } from '../storage/history-format.ts'
import type { HistoryRollupTable } from '../storage/tables/edge-link.ts'
import { batchesOf } from './batches.ts'
import { insertChunks } from './chunk-insert.ts'
import { type ChunkRow, chunkFloats, chunkRows, storedNumber } from './chunks.ts'
import { compactSignal, fragmentedSignals } from './compaction.ts'
import { CHUNK_MAX_SPAN_MS, FRAGMENT_POINTS } from './limits.ts'
import { PACK_MS, Packing } from './packing.ts'
import { readSeries } from './reader.ts'
import { addRollups } from './rollups.ts'
import { Slices, type StepHook } from './slices.ts'
import { TextBuffer, type TextPoint, unstoredTexts, writeTexts } from './texts.ts'

export interface HistoryWriterOptions {
  /** How often due chunks are written. */
  flushMs?: number
  /** A signal's values are written once this many wait... */
  chunkPoints?: number
  /** ...or once the oldest has waited this long (the most history a crash can lose). */
  holdMs?: number
  /** Beyond this many waiting values, older ones are dropped (the database is not keeping up). */
  maxWaiting?: number
  /** Wall clock of the hold timing (not the values' own times). */
  clock?: () => number
  /** false: on standby, holding values for reads only (a follower); true unless said */
  active?: boolean
  /** How often the signals written since the last time have their small chunks merged (compaction.ts). */
  compactMs?: number
  /** How often the fragments written since the last time are packed into open chunks (packing.ts). */
  packMs?: number
  /** How long a writer on standby holds a value (2 × holdMs + flushMs, at least STANDBY_KEEP_MIN_MS). */
  standbyKeepMs?: number
  log?: (msg: string) => void
  /** told the time of each step of packing and compaction (tests, figures) */
  onStep?: StepHook
}

interface Pending extends Series {
  since: number
}

const ROWS_PER_STATEMENT = 200
/**
 * PostgreSQL plans history reads from the table's statistics; after compaction's bulk deletes, stale
 * ones made a 30-day read take 30 s until a manual ANALYZE (issue 26). A pass that merged this many
 * chunks refreshes them; autovacuum's own threshold (10 % of the table) comes too late on a large one.
 */
const ANALYZE_AFTER_MERGED = 10_000
/**
 * A value waits at most HOLD_MS + FLUSH_MS (and the commit) before it is stored: what a crash (kill -9)
 * of the server can lose of what it has shown live, under one second (README "Nothing lost").
 */
export const HOLD_MS = 500
/** Batches written at once, at most: while both are being written the next values wait (flush). */
const MAX_WRITES_IN_FLIGHT = 2
/** A value waiting longer than this means the database does not keep up: logged, and health degraded. */
export const HISTORY_LAG_MS = 10_000
export const FLUSH_MS = 250
/** A follower holds values at least this long: the values of a moment without a leader are in it. */
export const STANDBY_KEEP_MIN_MS = 30_000

export class HistoryWriter {
  private waiting = new Map<string, Pending>()
  /** Values that may be stored already (a partition's replay): written less the points stored. */
  private replayed = new Map<string, Pending>()
  /** Text values (texts.ts): held and written on the same timing, in their own table. */
  readonly texts = new TextBuffer()
  private waitingTotal = 0
  /** values committed, and values dropped over `maxWaiting`, since the start (metrics) */
  private stored = 0
  private dropped = 0
  /** a write failed (or values were dropped) since the last write that committed: logged once */
  private failing = false
  private dropping = false
  /** values have waited past HISTORY_LAG_MS since the episode began (noteLag) */
  private behind = false
  /** Batches being written: still visible to reads until their transaction has committed. */
  private inFlight = new Set<Map<string, Series>>()
  private writing: Promise<void> = Promise.resolve()
  /** On standby, earlier generations of `waiting` and when each was closed, oldest first. */
  private held: { closedAt: number; values: Map<string, Pending> }[] = []
  private openedAt: number
  /** Signals given a fragment since the last compaction, with the earliest time written. */
  private touched = new Map<string, number>()
  private readonly packing: Packing
  private packedAt: number
  private readonly packMs: number
  /** Compaction passes, one after the other, beside the writes (each step its own transaction). */
  private compacting: Promise<void> = Promise.resolve()
  /** Compaction of every fragmented signal still to do (once on becoming the writer: older databases). */
  private sweepDue = true
  private compactedAt: number
  private readonly compactMs: number
  private active: boolean
  private readonly timer: NodeJS.Timeout
  private readonly storage: StorageHealth
  private readonly unprobe: () => void
  private readonly chunkPoints: number
  private readonly holdMs: number
  private readonly standbyKeepMs: number
  private readonly maxWaiting: number
  private readonly clock: () => number
  private readonly log: (msg: string) => void
  private readonly onStep: StepHook | undefined

  constructor(
    private readonly db: Db,
    o: HistoryWriterOptions = {},
  ) {
    this.chunkPoints = o.chunkPoints ?? 4096
    this.packing = new Packing(Math.min(FRAGMENT_POINTS, this.chunkPoints), this.chunkPoints)
    this.holdMs = o.holdMs ?? HOLD_MS
    this.maxWaiting = o.maxWaiting ?? 5_000_000
    this.clock = o.clock ?? Date.now
    this.log = o.log ?? (() => {})
    this.onStep = o.onStep
    this.active = o.active ?? true
    this.standbyKeepMs =
      o.standbyKeepMs ?? Math.max(2 * this.holdMs + (o.flushMs ?? FLUSH_MS), STANDBY_KEEP_MIN_MS)
    this.openedAt = this.clock()
    this.compactMs = o.compactMs ?? 60_000
    this.compactedAt = this.clock()
    this.packMs = o.packMs ?? PACK_MS
    this.packedAt = this.clock()
    this.timer = setInterval(() => void this.flush(false), o.flushMs ?? FLUSH_MS)
    this.timer.unref()
    this.storage = storageHealthOf(db)
    this.unprobe = this.storage.probeWith(() => this.probe())
  }

  /** The storage's probe (health.ts): writes all that waits; false when nothing does. */
  private async probe(): Promise<boolean> {
    if (!this.active || this.waitingTotal + this.replayed.size + this.texts.count() === 0) return false
    await this.flush(true)
    return true
  }

  append(signalId: string, time: number, value: number | boolean | null): void {
    let p = this.waiting.get(signalId)
    if (!p) {
      p = { times: [], values: [], since: this.clock() }
      this.waiting.set(signalId, p)
    }
    p.times.push(time)
    p.values.push(storedNumber(value))
    if (++this.waitingTotal > this.maxWaiting) this.dropOldest()
  }

  /** A value the database may hold already (a replay after a partition changed owners). */
  appendReplayed(signalId: string, time: number, value: number | boolean | null): void {
    const p = this.replayed.get(signalId) ?? { times: [], values: [], since: this.clock() }
    this.replayed.set(signalId, p)
    p.times.push(time)
    p.values.push(storedNumber(value))
  }

  /** A text value (a String metric): kept as text, beside the float chunks; `replayed` as appendReplayed. */
  appendText(signalId: string, time: number, value: string, replayed = false): void {
    this.texts.append({ signalId, time, value, ...(replayed ? { replayed } : {}) }, this.clock())
  }

  /** Values of a signal not yet committed (a read may also find some of them stored: dedupe). */
  unwrittenOf(signalId: string): Series[] {
    const out: Series[] = []
    for (const batch of this.inFlight) {
      const s = batch.get(signalId)
      if (s) out.push(s)
    }
    for (const generation of this.held) {
      const s = generation.values.get(signalId)
      if (s) out.push(s)
    }
    for (const pending of [this.waiting, this.replayed]) {
      const w = pending.get(signalId)
      if (w) out.push(w)
    }
    return out
  }

  waitingCount(): number {
    return this.waitingTotal
  }

  /** How long the value waiting longest has waited (0 when none waits); hold and flush make up ~0.75 s. */
  lagMs(): number {
    const oldest = this.waiting.values().next().value
    return oldest ? Math.max(0, this.clock() - oldest.since) : 0
  }

  /** Whether values wait past HISTORY_LAG_MS: the database does not keep up (health's 'history lag'). */
  isBehind(): boolean {
    return this.behind
  }

  /** Logs the start and the end of an episode of lag, once each. */
  private noteLag(): void {
    const lag = this.lagMs()
    if (!this.behind && lag > HISTORY_LAG_MS) {
      this.behind = true
      this.log(
        `history writes are behind: a value has waited ${lag} ms (${this.waitingTotal} waiting, ` +
          `${this.inFlight.size} batches being written)`,
      )
    } else if (this.behind && lag < HISTORY_LAG_MS / 2) {
      this.behind = false
      this.log(`history writes caught up: lag ${lag} ms, ${this.waitingTotal} waiting`)
    }
  }

  /** Values written since the start. */
  storedCount(): number {
    return this.stored
  }

  /** Values dropped since the start because more than `maxWaiting` waited (the database not writing). */
  droppedCount(): number {
    return this.dropped
  }

  isActive(): boolean {
    return this.active
  }

  /**
   * Writes (the leader) or holds for reads only (a follower). Turning active, the values held are
   * written, less the points already stored; turning to standby, the values waiting stay readable until
   * the new leader has had the time to write them.
   */
  setActive(active: boolean): Promise<void> {
    if (active === this.active) return this.writing
    this.active = active
    this.openedAt = this.clock()
    if (!active) {
      this.packing.forget()
      return this.writing
    }
    const adopted = new Map<string, Pending>()
    for (const generation of [...this.held.map((g) => g.values), this.waiting])
      for (const [signalId, p] of generation) {
        const into = adopted.get(signalId)
        if (!into) adopted.set(signalId, { times: p.times, values: p.values, since: p.since })
        else
          adopted.set(signalId, {
            ...into,
            times: into.times.concat(p.times),
            values: into.values.concat(p.values),
          })
      }
    this.held = []
    this.waiting = new Map()
    this.waitingTotal = 0
    this.sweepDue = true
    this.enqueueTexts(this.texts.takeDue(this.clock(), 0, true), true)
    return this.enqueueWrite(adopted, (due) => this.writeNew(due))
  }

  /**
   * Writes the due chunks (all of them with `all`), after any write in progress; resolves when they
   * are stored. A failed write puts its values back to wait for the next attempt. On standby it writes
   * nothing and drops what the leader has had the time to write.
   */
  flush(all = true): Promise<void> {
    if (!this.active) {
      this.expireHeld(false)
      this.texts.expire(this.clock(), this.standbyKeepMs)
      return this.writing
    }
    // while writes fail, the values wait for the storage's next probe
    if (!all && this.storage.current()) return this.writing
    this.noteLag()
    // while the database is slower than the values come, they wait here, bounded by `maxWaiting`, rather
    // than in batches queued without end (2,000 gateways: 4 GB in 12 minutes, issue 26)
    if (all || this.inFlight.size < MAX_WRITES_IN_FLIGHT) {
      const due = this.takeDue(all)
      if (due.size > 0) this.enqueueWrite(due, (d) => this.write(d))
      if (this.replayed.size > 0) this.enqueueWrite(this.takeReplayed(), (d) => this.writeNew(d))
      this.enqueueTexts(this.texts.takeDue(this.clock(), this.holdMs, all), false)
    }
    if (!all && this.clock() - this.packedAt >= this.packMs) void this.pack()
    if (!all && this.clock() - this.compactedAt >= this.compactMs) void this.compact()
    return this.writing
  }

  /** Packs the fragments written since the last pass (packing.ts), beside the writes; resolves when done. */
  pack(): Promise<void> {
    this.packedAt = this.clock()
    this.compacting = this.compacting.then(() =>
      this.packing.pass(this.db, new Slices(undefined, this.onStep)).then(
        () => {},
        (e) => this.log(`history packing failed, retrying later: ${e}`),
      ),
    )
    return this.compacting
  }

  /**
   * Merges the fragments of the signals given one since the last pass (and, once after becoming the
   * writer, of every fragmented signal), beside the writes; resolves when done.
   */
  compact(): Promise<void> {
    this.compactedAt = this.clock()
    this.compacting = this.compacting.then(() => this.compactPass())
    return this.compacting
  }

  private async compactPass(): Promise<void> {
    const touched = this.touched
    this.touched = new Map()
    const sweep = this.sweepDue
    this.sweepDue = false
    const slices = new Slices(undefined, this.onStep)
    let merged = 0
    try {
      const swept = new Set<string>()
      // the fragments the packer tracks are its own: merging them here too rewrote every live signal's
      // open chunk one signal at a time, 60 s after start (issue 26: 23.5 % of a core against 18.8 %)
      const packsFrom = (signalId: string) => this.packing.packsFrom(signalId)
      if (sweep)
        for await (const signalId of fragmentedSignals(this.db, this.chunkPoints, slices, packsFrom)) {
          swept.add(signalId)
          merged += (await compactSignal(this.db, signalId, this.chunkPoints, undefined, slices)).merged
        }
      for (const [signalId, since] of touched)
        if (!swept.has(signalId))
          merged += (
            await compactSignal(this.db, signalId, this.chunkPoints, since - CHUNK_MAX_SPAN_MS, slices)
          ).merged
    } catch (e) {
      this.log(`history compaction failed, retrying later: ${e}`)
      this.sweepDue ||= sweep
      for (const [signalId, since] of touched) this.touch(signalId, since)
    }
    if (merged >= ANALYZE_AFTER_MERGED && isPostgres(this.db))
      await sql`analyze history_chunks`
        .execute(this.db)
        .catch((e) => this.log(`history analyze failed: ${e}`))
  }

  private touch(signalId: string, time: number): void {
    this.touched.set(signalId, Math.min(time, this.touched.get(signalId) ?? time))
  }

  private enqueueWrite(due: Map<string, Series>, write: (due: Map<string, Series>) => Promise<void>) {
    this.inFlight.add(due)
    this.writing = this.writing.then(() =>
      write(due)
        .catch((e) => {
          if (!this.failing) this.log(`history write failed, retrying until it succeeds: ${e}`)
          this.failing = true
          for (const [signalId, series] of due)
            for (let i = 0; i < series.times.length; i++)
              this.append(signalId, series.times[i]!, series.values[i]!)
        })
        .finally(() => this.inFlight.delete(due)),
    )
    return this.writing
  }

  /** Writes text values after the writes in progress (`onlyNew`: less those stored already). */
  private enqueueTexts(batch: TextPoint[], onlyNew: boolean): void {
    if (batch.length === 0) return
    this.writing = this.writing.then(async () => {
      try {
        const replayed = onlyNew ? batch : batch.filter((p) => p.replayed)
        const unstored = replayed.length > 0 ? await unstoredTexts(this.db, replayed) : []
        await writeTexts(this.db, onlyNew ? unstored : [...batch.filter((p) => !p.replayed), ...unstored])
        this.texts.done(batch, true, this.clock())
      } catch (e) {
        this.log(`history write of texts failed, retrying later: ${e}`)
        this.texts.done(batch, false, this.clock())
      }
    })
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    this.unprobe()
    // a follower writes nothing: what it holds is the leader's to write
    if (!this.active) {
      this.expireHeld(true)
      this.texts.expire(this.clock(), 0)
    }
    await this.flush(true)
    if (this.active && this.packing.pending() > 0) await this.pack()
    if (this.active && this.touched.size > 0) await this.compact()
    await this.compacting
  }

  /**
   * Standby: closes the current generation every holdMs / 2 and drops the generations closed more than
   * `standbyKeepMs` ago (all of them on `all`, at shutdown: a follower writes nothing).
   */
  private expireHeld(all: boolean): void {
    const now = this.clock()
    if (this.waiting.size > 0 && (all || now - this.openedAt >= this.holdMs / 2)) {
      this.held.push({ closedAt: now, values: this.waiting })
      this.waiting = new Map()
      this.openedAt = now
    }
    while (this.held.length > 0 && (all || now - this.held[0]!.closedAt >= this.standbyKeepMs)) {
      for (const p of this.held.shift()!.values.values()) this.waitingTotal -= p.times.length
    }
  }

  /** Writes the values not stored already (exact time and value, as reads dedupe them). */
  private async writeNew(due: Map<string, Series>): Promise<void> {
    const fresh = new Map<string, Series>()
    for (const [signalId, series] of due) {
      if (series.times.length === 0) continue
      let start = Number.POSITIVE_INFINITY
      let end = Number.NEGATIVE_INFINITY
      for (const t of series.times) {
        start = Math.min(start, t)
        end = Math.max(end, t)
      }
      const stored = await readSeries(this.db, null, signalId, { start, end }, Number.POSITIVE_INFINITY)
      const seen = new Set(stored.times.map((t, i) => `${t}:${stored.values[i]}`))
      const kept: Series = { times: [], values: [] }
      for (let i = 0; i < series.times.length; i++) {
        const key = `${series.times[i]}:${series.values[i]}`
        if (seen.has(key)) continue
        seen.add(key)
        kept.times.push(series.times[i]!)
        kept.values.push(series.values[i]!)
      }
      if (kept.times.length > 0) fresh.set(signalId, kept)
    }
    if (fresh.size > 0) await this.write(fresh)
  }

  private takeReplayed(): Map<string, Series> {
    const replayed = this.replayed
    this.replayed = new Map()
    return replayed
  }

  private takeDue(all: boolean): Map<string, Series> {
    const now = this.clock()
    const due = new Map<string, Series>()
    for (const [signalId, p] of this.waiting) {
      if (all || p.times.length >= this.chunkPoints || now - p.since >= this.holdMs) {
        due.set(signalId, p)
        this.waiting.delete(signalId)
        this.waitingTotal -= p.times.length
      }
    }
    return due
  }

  private async write(due: Map<string, Series>): Promise<void> {
    const slices = new Slices()
    const floats = chunkFloats(this.db)
    const rows: ChunkRow[] = []
    const rollups: HistoryRollupTable[] = []
    for (const [signalId, series] of due) {
      await slices.pause()
      rows.push(...chunkRows(signalId, series, this.chunkPoints, floats.encode))
      rollups.push(...rollupsOf(signalId, series))
    }
    rows.sort((a, b) => a.startTime - b.startTime)
    await this.db.transaction().execute(async (trx) => {
      for (const batch of batchesOf(rows, ROWS_PER_STATEMENT)) {
        await slices.pause()
        await insertChunks(trx, batch)
      }
      // the minutes' summaries in the same transaction: reports aggregate them in the database
      for (const batch of batchesOf(rollups, ROWS_PER_STATEMENT)) {
        await slices.pause()
        await addRollups(trx, batch)
      }
    })
    for (const row of this.packing.wrote(rows)) this.touch(row.signalId, row.startTime)
    for (const series of due.values()) this.stored += series.times.length
    this.failing = false
    this.dropping = false
  }

  private dropOldest(): void {
    // a signal's entry is made with its first value (`since` the clock then) and removed when taken, so
    // the map's first entry is the one waiting longest: found without a scan of every signal waiting
    const oldest = this.waiting.entries().next().value
    if (!oldest) return
    this.waiting.delete(oldest[0])
    this.waitingTotal -= oldest[1].times.length
    this.dropped += oldest[1].times.length
    if (!this.dropping)
      this.log(
        `history backlog over ${this.maxWaiting} values: dropping the oldest (first ${oldest[1].times.length} ` +
          `of ${oldest[0]}) until a write succeeds`,
      )
    this.dropping = true
  }
}
