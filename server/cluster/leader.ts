// Leadership among the server instances sharing one database (README "Running several servers"). The
// gateways are divided among the instances (partitions.ts): each gateway's history, alarms and Sparkplug
// session are its owner's. The leader does the cluster-wide jobs that belong to no gateway: the sweep of
// unanswered commands, notification retries and escalations, scheduled records, configuration syncs,
// seeding a fresh database (edge-link/realtime.ts and main.ts wire them to `isLeader()`). Without
// partitions leased (a lone instance), history and alarms follow leadership as before.
//
// PostgreSQL: the leader holds a session-level advisory lock (`pg_try_advisory_lock`) on a session of its
// own (lock-session.ts). A follower tries for the lock every `retryMs`. The lock lives as long as its
// session, so the leader checks that session every `retryMs` too (a query with a timeout): when the
// connection errs, ends or does not answer, the instance stops leading at once, drops the connection (which
// frees the lock if the server can still hear it) and waits two periods before trying again, so that a
// healthy follower takes over first.
//
// SQLite: one file on one host, opened in-process by better-sqlite3, with the embedded broker beside it:
// that setup is one server. Instances cannot share it across hosts, and two processes on one file would
// each run their own embedded broker, so there is no second instance to elect against and the one
// instance always leads (soleLeadership). Several servers need PostgreSQL and an external broker
// (shared/DESIGN.md, the scale path).
import type pg from 'pg'
import { endSession, openLockSession } from './lock-session.ts'

export type LeadershipMode = 'sole' | 'elected' | 'manual'

export interface Leadership {
  readonly mode: LeadershipMode
  isLeader(): boolean
  /** Calls `listener` with the new state at every change; answers the unsubscribe. */
  onChange(listener: (leader: boolean) => void): () => void
  /** Stops taking part (an elected leader releases its lock); no change event. */
  close(): Promise<void>
}

class Base {
  private leading: boolean
  private readonly listeners = new Set<(leader: boolean) => void>()

  constructor(initial: boolean) {
    this.leading = initial
  }

  isLeader(): boolean {
    return this.leading
  }

  onChange(listener: (leader: boolean) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  protected become(leader: boolean): boolean {
    if (leader === this.leading) return false
    this.leading = leader
    for (const listener of [...this.listeners]) listener(leader)
    return true
  }
}

/** The only instance (SQLite, or a single server): always the leader. */
export function soleLeadership(): Leadership {
  return new (class extends Base {
    readonly mode = 'sole' as const
    async close() {}
  })(true)
}

export interface ManualLeadership extends Leadership {
  set(leader: boolean): void
}

/** Leadership a test sets by hand. */
export function manualLeadership(initial = true): ManualLeadership {
  return new (class extends Base implements ManualLeadership {
    readonly mode = 'manual' as const
    set(leader: boolean) {
      this.become(leader)
    }
    async close() {}
  })(initial)
}

/** The advisory lock every instance of one database competes for ("lfscada" in ASCII). */
export const LEADER_LOCK_KEY = 0x6c66736361646100n

export interface ElectionOptions {
  /** the cluster's PostgreSQL (DATABASE_URL) */
  url: string
  /** the advisory lock's key; instances of one cluster must agree on it */
  key?: bigint
  /** how often a follower tries for the lock and a leader checks its session (3 s) */
  retryMs?: number
  /** this instance in pg_stat_activity (application_name) and in the log line */
  name?: string
  log?: (line: string) => void
}

export class ElectedLeadership extends Base implements Leadership {
  readonly mode = 'elected' as const
  private client: pg.Client | null = null
  private running: Promise<void> = Promise.resolve()
  private busy = false
  private closed = false
  private notBefore = 0
  private readonly timer: NodeJS.Timeout
  private readonly key: string
  private readonly retryMs: number
  private readonly name: string
  private readonly log: (line: string) => void

  constructor(private readonly o: ElectionOptions) {
    super(false)
    this.key = String(o.key ?? LEADER_LOCK_KEY)
    this.retryMs = o.retryMs ?? 3000
    this.name = o.name ?? `lfscada-${process.pid}`
    this.log = o.log ?? (() => {})
    this.timer = setInterval(() => void this.attempt(), this.retryMs)
    this.timer.unref()
  }

  /** One try for the lock (or check of the held one); the next runs after it, never two at once. */
  attempt(): Promise<void> {
    if (this.busy || this.closed) return this.running
    this.busy = true
    this.running = this.tryOnce().finally(() => {
      this.busy = false
    })
    return this.running
  }

  async close(): Promise<void> {
    this.closed = true
    clearInterval(this.timer)
    await this.running
    const client = this.client
    this.client = null
    // ending the session releases its advisory lock
    await endSession(client)
  }

  private async tryOnce(): Promise<void> {
    try {
      if (!this.client) {
        if (Date.now() < this.notBefore) return
        this.client = await this.connect()
      }
      const client = this.client
      if (this.isLeader()) {
        await client.query('select 1')
        return
      }
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [
        this.key,
      ])
      if (rows[0]?.ok && this.client === client && !this.closed && this.become(true))
        this.log(`cluster: ${this.name} is now the leader (PostgreSQL advisory lock ${this.key})`)
    } catch (e) {
      this.lost(this.client, e instanceof Error ? e.message : String(e))
    }
  }

  private async connect(): Promise<pg.Client> {
    try {
      return await openLockSession({
        url: this.o.url,
        name: this.name,
        timeoutMs: this.retryMs,
        onLost: (client, why) => this.lost(client, why),
      })
    } catch (e) {
      this.notBefore = Date.now() + this.retryMs - 50
      throw e
    }
  }

  /** The lock's session is gone or unsure: stop leading now, drop the connection, try again later. */
  private lost(client: pg.Client | null, why: string): void {
    if (client === null || client !== this.client) return
    this.client = null
    void endSession(client)
    const wasLeader = this.isLeader()
    // a former leader waits longer, so a healthy follower takes over first
    this.notBefore = Date.now() + (wasLeader ? 2 * this.retryMs : this.retryMs) - 50
    if (this.become(false)) this.log(`cluster: ${this.name} is no longer the leader (${why})`)
  }
}

/** Joins the election on PostgreSQL; resolves after the first try, so a lone instance leads at once. */
export async function electLeader(o: ElectionOptions): Promise<ElectedLeadership> {
  const elector = new ElectedLeadership(o)
  await elector.attempt()
  return elector
}
