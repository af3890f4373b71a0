// The ingest's waiting room (issue 26): one lane of messages per gateway, handled in arrival order within
// a lane, lanes served round-robin a few messages at a time, so one gateway's storm or huge birth waits
// behind nobody and holds nobody up. The work runs on the event loop that also serves the API, sockets
// and the embedded broker: a `Pacer` hands it back (setImmediate) every few milliseconds, between
// messages and inside a large one. The queue is bounded: past `capacity` the MQTT link stops taking
// messages (`whenRoom`), so QoS 1 messages stay at the broker instead of being shed. Its depth and lag
// (the age of the oldest waiting message) are measured; a lag past the threshold is logged once per
// episode and makes `GET health` degraded.

/** How much the ingest has not handled yet. */
export interface IngestBacklog {
  /** messages waiting or being handled */
  depth: number
  /** their size on the wire */
  bytes: number
  /** age of the oldest message not handled yet; 0 when none waits */
  lagMs: number
  /** gateways with messages waiting */
  gateways: number
  /** the lag passed the threshold and has not come back under half of it since */
  behind: boolean
}

export interface IngestQueueOptions {
  /** messages waiting at most; the link waits for room beyond it (20,000) */
  capacity?: number
  /** their bytes on the wire at most, likewise (64 MiB: a message may be up to 1 MiB) */
  capacityBytes?: number
  /** messages of one gateway handled before the next gateway's turn (16) */
  perTurn?: number
  /** lanes served at once, so one large message does not hold up the others (4) */
  workers?: number
  /** a lag past this is an episode of ingest falling behind (10 s) */
  lagThresholdMs?: number
  /** how often the lag is checked against the threshold (1 s) */
  checkEveryMs?: number
  log?: (msg: string) => void
}

/**
 * Hands the event loop back once work has held it for `sliceMs`. Shared by every worker: they resume
 * together after one setImmediate and the first to spend the new slice sends the others back to wait, so
 * I/O and timers are served at least every `sliceMs` plus one unit of work.
 */
export class Pacer {
  private since = performance.now()
  private turn: Promise<void> | null = null

  constructor(private readonly sliceMs = 10) {}

  /** Whether the current slice is spent. */
  spent(): boolean {
    return performance.now() - this.since >= this.sliceMs
  }

  /** Yields to I/O and timers (setImmediate) when the slice is spent; else resolves at once. */
  breathe(): Promise<void> {
    if (!this.spent()) return Promise.resolve()
    this.turn ??= new Promise((resolve) =>
      setImmediate(() => {
        this.turn = null
        this.since = performance.now()
        resolve()
      }),
    )
    return this.turn
  }
}

interface Waiting<T> {
  item: T
  bytes: number
  at: number
}

export class IngestQueue<T> {
  private readonly lanes = new Map<string, Waiting<T>[]>()
  /** lanes with messages waiting and no worker on them, in turn order */
  private readonly ready = new Set<string>()
  private depth = 0
  private bytes = 0
  private workers = 0
  private behind = false
  private readonly capacity: number
  private readonly capacityBytes: number
  private readonly perTurn: number
  private readonly maxWorkers: number
  private readonly threshold: number
  private readonly log: (msg: string) => void
  private roomWaiters: (() => void)[] = []
  private idleWaiters: (() => void)[] = []
  private readonly check: NodeJS.Timeout

  constructor(
    private readonly work: (key: string, item: T) => Promise<void>,
    readonly pacer: Pacer,
    o: IngestQueueOptions = {},
  ) {
    this.capacity = o.capacity ?? 20_000
    this.capacityBytes = o.capacityBytes ?? 64 * 1024 * 1024
    this.perTurn = o.perTurn ?? 16
    this.maxWorkers = o.workers ?? 4
    this.threshold = o.lagThresholdMs ?? 10_000
    this.log = o.log ?? (() => {})
    this.check = setInterval(() => this.checkLag(), o.checkEveryMs ?? 1000)
    this.check.unref()
  }

  /** Queues a message of `bytes` on the wire for the gateway `key`. */
  push(key: string, item: T, bytes: number): void {
    let lane = this.lanes.get(key)
    if (!lane) {
      lane = []
      this.lanes.set(key, lane)
      this.ready.add(key)
    }
    lane.push({ item, bytes, at: performance.now() })
    this.depth++
    this.bytes += bytes
    if (this.workers < this.maxWorkers) {
      this.workers++
      void this.serve()
    }
  }

  hasRoom(): boolean {
    return this.depth < this.capacity && this.bytes < this.capacityBytes
  }

  /** Resolves once there is room again (fewer messages and bytes than the capacities). */
  whenRoom(): Promise<void> {
    if (this.hasRoom()) return Promise.resolve()
    return new Promise((resolve) => this.roomWaiters.push(resolve))
  }

  /** Resolves once every message pushed so far has been handled. */
  idle(): Promise<void> {
    if (this.depth === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  backlog(): IngestBacklog {
    let oldest = Number.POSITIVE_INFINITY
    for (const lane of this.lanes.values()) if (lane[0] && lane[0].at < oldest) oldest = lane[0].at
    return {
      depth: this.depth,
      bytes: this.bytes,
      lagMs: oldest === Number.POSITIVE_INFINITY ? 0 : Math.round(performance.now() - oldest),
      gateways: this.lanes.size,
      behind: this.behind,
    }
  }

  stop(): void {
    clearInterval(this.check)
  }

  /** One worker: takes the next lane in turn, handles a few of its messages, puts it back at the end. */
  private async serve(): Promise<void> {
    for (let key = this.next(); key !== undefined; key = this.next()) {
      const lane = this.lanes.get(key)!
      for (let n = 0; n < this.perTurn && lane.length > 0; n++) {
        try {
          await this.work(key, lane[0]!.item)
        } catch (e) {
          this.log(`ingest ${key}: ${e instanceof Error ? e.stack : e}`)
        }
        this.handled(lane.shift()!.bytes)
        if (this.pacer.spent()) break
      }
      if (lane.length > 0) this.ready.add(key)
      else this.lanes.delete(key)
      await this.pacer.breathe()
    }
    this.workers--
  }

  private next(): string | undefined {
    const key = this.ready.values().next().value
    if (key !== undefined) this.ready.delete(key)
    return key
  }

  private handled(bytes: number): void {
    this.depth--
    this.bytes -= bytes
    if (this.hasRoom() && this.roomWaiters.length > 0) {
      const waiters = this.roomWaiters
      this.roomWaiters = []
      for (const wake of waiters) wake()
    }
    if (this.depth === 0) {
      const waiters = this.idleWaiters
      this.idleWaiters = []
      for (const wake of waiters) wake()
    }
  }

  /** Logs the start and the end of an episode of falling behind (hysteresis: back under half). */
  private checkLag(): void {
    const { lagMs, depth, gateways } = this.backlog()
    if (!this.behind && lagMs > this.threshold) {
      this.behind = true
      this.log(
        `ingest is behind: the oldest message has waited ${lagMs} ms (${depth} from ${gateways} gateways)`,
      )
    } else if (this.behind && lagMs < this.threshold / 2) {
      this.behind = false
      this.log(`ingest caught up: lag ${lagMs} ms, ${depth} waiting`)
    }
  }
}
