// Whether this instance's database takes writes. A write that fails because the disk is full, the
// database is read-only or its I/O fails opens an episode (reason, since); the next write that commits
// closes it. Each episode is logged twice, when it starts and when it ends, whatever the number of failing
// writes in between. Every query passes here (observed-dialect.ts), so the history writer's flushes and
// the API's writes are seen alike; `GET health` reads the open episode.
import type { Db } from './db.ts'
import { type StorageFailure, storageFailureOf } from './errors.ts'

export interface StorageEpisode extends StorageFailure {
  /** epoch ms of the first failing write */
  since: number
}

/** One log event: what happened, and its fields (pino's object-first order). */
export type StorageLog = (detail: Record<string, unknown>, msg: string) => void

const consoleLog: StorageLog = (detail, msg) => console.warn(`${msg} ${JSON.stringify(detail)}`)

export class StorageHealth {
  private episode: StorageEpisode | null = null

  constructor(
    private log: StorageLog = consoleLog,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Where the episodes are logged from now on (the app's pino logger once it exists). */
  logTo(log: StorageLog): void {
    this.log = log
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
  }

  /** A write committed: the open episode, if any, ends. */
  wrote(): void {
    const episode = this.episode
    if (!episode) return
    this.episode = null
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
