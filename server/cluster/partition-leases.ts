// Partitions leased through PostgreSQL advisory locks (partitions.ts says what a partition is). Each
// instance holds, on a session of its own (lock-session.ts), a shared "member" lock and one exclusive lock
// per partition it owns; pg_locks then tells every instance who is alive and who owns what, and a dead
// instance's locks go with its session (at once when its process dies, within 9 s when its host
// vanishes: lock-session.ts). Every `retryMs` an instance checks its session, counts the members and takes or
// gives partitions towards its fair share: 64 / members, the first members by backend pid taking one more
// of the remainder. Giving one back is clean: the handler stops its traffic and flushes its history first,
// then the lock is released and another member takes it at its next round. When the session errs, ends or
// does not answer, the instance stops owning everything at once (the server frees the locks if it can
// still hear it) and waits two rounds before joining again, so the others take over first.
import type pg from 'pg'
import { endSession, openLockSession } from './lock-session.ts'
import { type LeasedOwnership, PARTITION_COUNT, type PartitionHandler, partitionOf } from './partitions.ts'

/** The advisory locks' first key ("lfsp"); the second is the partition, or MEMBER. */
export const PARTITION_LOCK_CLASS = 0x6c667370
const MEMBER = 1000

export interface PartitionLeaseOptions {
  /** the cluster's PostgreSQL (DATABASE_URL) */
  url: string
  /** how often the share is checked and the session tested (3 s) */
  retryMs?: number
  /** this instance in pg_stat_activity (application_name) and in the log lines */
  name?: string
  log?: (line: string) => void
}

/** How many partitions the member at `rank` (0-based, of `members`) owns. */
export function fairShare(rank: number, members: number, count = PARTITION_COUNT): number {
  return Math.floor(count / members) + (rank < count % members ? 1 : 0)
}

interface Held {
  members: number[]
  /** partitions locked by any session */
  taken: Set<number>
}

export class PartitionLeases implements LeasedOwnership {
  /** partition → when this instance took it */
  private readonly owned = new Map<number, number>()
  private client: pg.Client | null = null
  /** the session's backend pid: its place among the members */
  private pid = 0
  private handler: PartitionHandler | null = null
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> = Promise.resolve()
  /** the handler's calls, one after the other: a loss waits for the gain it follows to be done */
  private handling: Promise<void> = Promise.resolve()
  private busy = false
  private closed = false
  private notBefore = 0
  private readonly retryMs: number
  private readonly name: string
  private readonly log: (line: string) => void

  constructor(private readonly o: PartitionLeaseOptions) {
    this.retryMs = o.retryMs ?? 3000
    this.name = o.name ?? `lfscada-${process.pid}`
    this.log = o.log ?? (() => {})
  }

  owns(sn: string): boolean {
    return this.owned.has(partitionOf(sn))
  }

  ownedPartitions(): readonly number[] {
    return [...this.owned.keys()].sort((a, b) => a - b)
  }

  takenAt(sn: string): number | undefined {
    return this.owned.get(partitionOf(sn))
  }

  async start(handler: PartitionHandler): Promise<void> {
    this.handler = handler
    this.timer = setInterval(() => void this.round(), this.retryMs)
    this.timer.unref()
    await this.round()
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.timer) clearInterval(this.timer)
    await this.running
    await this.give([...this.owned.keys()])
    const client = this.client
    this.client = null
    await endSession(client)
  }

  /** One round (the next runs after it, never two at once). */
  round(): Promise<void> {
    if (this.busy || this.closed) return this.running
    this.busy = true
    this.running = this.roundOnce().finally(() => {
      this.busy = false
    })
    return this.running
  }

  private async roundOnce(): Promise<void> {
    try {
      if (!this.client) {
        if (Date.now() < this.notBefore) return
        this.client = await this.join()
      }
      const held = await this.held(this.client)
      const rank = held.members.indexOf(this.pid)
      if (rank < 0) throw new Error('this instance holds no member lock')
      const share = fairShare(rank, held.members.length)
      if (this.owned.size > share) await this.give(this.ownedPartitions().slice(share))
      else if (this.owned.size < share) await this.take(held, share - this.owned.size, rank)
    } catch (e) {
      await this.lost(this.client, e instanceof Error ? e.message : String(e))
    }
  }

  private async join(): Promise<pg.Client> {
    let client: pg.Client | null = null
    try {
      client = await openLockSession({
        url: this.o.url,
        name: this.name,
        timeoutMs: this.retryMs,
        onLost: (c, why) => void this.lost(c, why),
      })
      const { rows } = await client.query<{ pid: number }>(
        'select pg_backend_pid() as pid, pg_advisory_lock_shared($1, $2)',
        [PARTITION_LOCK_CLASS, MEMBER],
      )
      this.pid = rows[0]!.pid
      return client
    } catch (e) {
      void endSession(client)
      this.notBefore = Date.now() + this.retryMs - 50
      throw e
    }
  }

  private async held(client: pg.Client): Promise<Held> {
    const { rows } = await client.query<{ pid: number; key: number }>(
      `select pid, objid::int8 as key from pg_locks
        where locktype = 'advisory' and granted and objsubid = 2 and classid = $1::int8::oid
          and database = (select oid from pg_database where datname = current_database())
        order by pid`,
      [PARTITION_LOCK_CLASS],
    )
    const members: number[] = []
    const taken = new Set<number>()
    for (const { pid, key } of rows) {
      const k = Number(key)
      if (k === MEMBER) members.push(pid)
      else if (k < PARTITION_COUNT) taken.add(k)
    }
    return { members, taken }
  }

  /** Locks up to `wanted` free partitions, starting at a place of its own so members seldom collide. */
  private async take(held: Held, wanted: number, rank: number): Promise<void> {
    const client = this.client!
    const start = Math.floor((rank * PARTITION_COUNT) / Math.max(held.members.length, 1))
    const got: number[] = []
    for (let i = 0; i < PARTITION_COUNT && got.length < wanted; i++) {
      const p = (start + i) % PARTITION_COUNT
      if (held.taken.has(p) || this.owned.has(p)) continue
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
        PARTITION_LOCK_CLASS,
        p,
      ])
      if (rows[0]?.ok) got.push(p)
    }
    if (got.length === 0) return
    const now = Date.now()
    for (const p of got) this.owned.set(p, now)
    this.log(`cluster: ${this.name} took partitions ${got.join(',')} (owns ${this.owned.size})`)
    await this.handle((h) => h.gained(got))
  }

  /** Stops the partitions' traffic and flushes (the handler), then releases their locks. */
  private async give(partitions: number[]): Promise<void> {
    if (partitions.length === 0) return
    // still owned while the handler finishes what it took of them
    await this.handle((h) => h.lost(partitions))
    for (const p of partitions) this.owned.delete(p)
    const client = this.client
    if (!client) return
    // a lock not released here is released with the session, which a failed query means is ending
    for (const p of partitions)
      await client.query('select pg_advisory_unlock($1, $2)', [PARTITION_LOCK_CLASS, p]).catch(() => {})
    this.log(`cluster: ${this.name} handed over partitions ${partitions.join(',')} (owns ${this.owned.size})`)
  }

  private handle(call: (handler: PartitionHandler) => Promise<void>): Promise<void> {
    const handler = this.handler
    if (!handler) return this.handling
    const next = this.handling.then(() => call(handler))
    // the caller gets the failure through `next`; the chain only keeps the handler's calls in order
    this.handling = next.catch(() => {})
    return next
  }

  /** The session is gone or unsure: own nothing now, drop the session, join again two rounds later. */
  private async lost(client: pg.Client | null, why: string): Promise<void> {
    if (client === null || client !== this.client) return
    this.client = null
    void endSession(client)
    this.notBefore = Date.now() + 2 * this.retryMs - 50
    const lost = this.ownedPartitions()
    if (lost.length === 0) return
    this.log(`cluster: ${this.name} lost its partitions (${why})`)
    await this.handle((h) => h.lost(lost))
    for (const p of lost) this.owned.delete(p)
  }
}

/** Joins the partition leases on PostgreSQL; owning starts with `start` (Realtime.connect). */
export function leasePartitions(o: PartitionLeaseOptions): PartitionLeases {
  return new PartitionLeases(o)
}
