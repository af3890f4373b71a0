// Whether this instance's database takes writes. A write that fails because the disk is full, the
// database is read-only or its I/O fails opens an episode (reason, since); the next write that commits
// closes it. Each episode is logged twice, when it starts and when it ends, whatever the number of failing
// writes in between. Every query passes here (observed-dialect.ts), so the history writer's flushes and
// the API's writes are seen alike; `GET health` reads the open episode.
// An episode does not wait for someone's next write to end: while it is open the storage is probed on a
// timer that backs off (1 s, doubling to 30 s). The probes are the writes that wait (the history writer
// registers its held values: they are written as soon as space returns), and when none waits a small write
// of the database's own (openDb's fallback probe), so `health` turns ok again on its own.
// Every query that answers is noted too: `GET health` takes a query answered within the last second as
// the database answering, rather than queueing its own behind a long transaction on SQLite's one
// connection (an ingest storm's history writes).
import type { Db } from './db.ts'
import { type StorageFailure, storageFailureOf } from './errors.ts'

export interface StorageEpisode extends StorageFailure {
  /** epoch ms of the first failing write */
  since: number
}

/** One log event: what happened, and its fields (pino's object-first order). */
export type StorageLog = (detail: Record<string, unknown>, msg: string) => void

const consoleLog: StorageLog = (detail, msg) => console.warn(`${msg} ${JSON.stringify(detail)}`)

/** A probe tries the writes it holds and answers whether it tried any (false: it had none). */
export type StorageProbe = () => Promise<boolean>

export interface ProbeTiming {
  /** the first probe this long after the episode starts (1 s)... */
  firstMs: number
  /** ...then twice as long each time, up to this (30 s) */
  maxMs: number
}

const PROBE_TIMING: ProbeTiming = { firstMs: 1000, maxMs: 30_000 }

export class StorageHealth {
  private episode: StorageEpisode | null = null
  private readonly probes = new Set<StorageProbe>()
  private fallback: StorageProbe | null = null
  private probeTimer: NodeJS.Timeout | null = null
  private probeDelay: number
  private probing = false
  /** performance.now() of the last query that answered (health: the database answers) */
  private answeredAt = Number.NEGATIVE_INFINITY

  constructor(
    private log: StorageLog = consoleLog,
    private readonly clock: () => number = Date.now,
    private readonly timing: ProbeTiming = PROBE_TIMING,
  ) {
    this.probeDelay = timing.firstMs
  }

  /** Registers the writes a probe tries while an episode is open; answers the unregister. */
  probeWith(probe: StorageProbe): () => void {
    this.probes.add(probe)
    return () => this.probes.delete(probe)
  }

  /** The probe of last resort, tried when no other had writes waiting: a write proving the storage. */
  fallbackProbe(probe: StorageProbe): void {
    this.fallback = probe
  }

  /** A query answered (read or write). */
  answered(): void {
    this.answeredAt = performance.now()
  }

  /** A query failed, or the database closed: the next health check asks for itself. */
  unanswered(): void {
    this.answeredAt = Number.NEGATIVE_INFINITY
  }

  /** Whether a query answered within `ms` (and none failed since). */
  answeredWithin(ms: number): boolean {
    return performance.now() - this.answeredAt <= ms
  }

  /** Stops probing (the database is closing). */
  stop(): void {
    if (this.probeTimer) clearTimeout(this.probeTimer)
    this.probeTimer = null
    this.probes.clear()
    this.fallback = null
  }

  private scheduleProbe(): void {
    if (this.probeTimer || this.probing || !this.episode) return
    this.probeTimer = setTimeout(() => void this.probe(), this.probeDelay)
    this.probeTimer.unref()
  }

  private async probe(): Promise<void> {
    this.probeTimer = null
    this.probing = true
    try {
      let tried = false
      for (const probe of [...this.probes]) {
        if (!this.episode) break
        tried = (await probe().catch(() => true)) || tried
      }
      if (this.episode && !tried) await this.fallback?.().catch(() => true)
    } finally {
      this.probing = false
    }
    this.probeDelay = Math.min(this.probeDelay * 2, this.timing.maxMs)
    this.scheduleProbe()
  }

  /** Where the episodes are logged from now on (the app's pino logger once it exists). */
  logTo(log: StorageLog): void {
    this.log = log
  }

  /** Logs a line of the storage's own (where episodes are logged). */
  warn(msg: string): void {
    this.log({}, msg)
  }

  /** The open episode; null while writes succeed. */
  current(): StorageEpisode | null {
    return this.episode
  }

  /** A query failed: an episode starts when it is a storage failure and none is open. */
  failed(error: unknown): void {
    if (this.episode) return
    const failure = storageFailureOf(error)
    if (!failure) return
    this.episode = { ...failure, since: this.clock() }
    this.log({ storage: this.episode }, `storage unavailable (${failure.reason}): writes are failing`)
    this.probeDelay = this.timing.firstMs
    this.scheduleProbe()
  }

  /** A write committed: the open episode, if any, ends. */
  wrote(): void {
    const episode = this.episode
    if (!episode) return
    this.episode = null
    if (this.probeTimer) clearTimeout(this.probeTimer)
    this.probeTimer = null
    const seconds = Math.round((this.clock() - episode.since) / 1000)
    this.log({ storage: { ...episode, seconds } }, `storage available again after ${seconds} s`)
  }
}

const byDb = new WeakMap<Db, StorageHealth>()

/** Ties a database to the state its queries report to (openDb does it). */
export function watchStorage(db: Db, health: StorageHealth): void {
  byDb.set(db, health)
}

/** The storage state of a database; one that was never watched never fails (a test's stand-in). */
export function storageHealthOf(db: Db): StorageHealth {
  let health = byDb.get(db)
  if (!health) {
    health = new StorageHealth()
    byDb.set(db, health)
  }
  return health
}
