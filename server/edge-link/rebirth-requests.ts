// Asking a node for its births again (the ingest, ingest.ts), when its seq has a gap, data came before
// any birth, or an alias no birth defined: at most once per `everyMs` per node, and a request that
// interval holds back is sent when it ends, unless a birth came meanwhile, so no node is left out of
// sequence. A follower of an elected leader (no partitions of its own) waits `followerMs` first and does
// not ask if a birth came meanwhile: the leader's request may already have brought one.

export interface RebirthRequestOptions {
  /** sends the request (an NCMD with Node Control/Rebirth) */
  send: (sn: string) => void
  /** whether this instance leads the cluster (asks at once); always without one */
  isLeader?: () => boolean
  /** at most one request per node this often (5 s) */
  everyMs?: number
  /** a follower's request waits this long for a birth that makes it needless (3 s) */
  followerMs?: number
  /** wall clock for the interval */
  wall?: () => number
  log?: (msg: string) => void
}

export class RebirthRequests {
  /** requests sent */
  sent = 0
  private readonly last = new Map<string, number>()
  /**
   * Requests waiting, one per node: a follower's for a birth that makes it needless, or one the
   * interval held back for the interval to end; a birth drops it
   */
  private readonly waiting = new Map<string, NodeJS.Timeout>()

  constructor(private readonly o: RebirthRequestOptions) {}

  /** The node is out of sequence for `why`: ask now, later or not at all (see the file's comment). */
  ask(sn: string, why: string): void {
    if (this.o.isLeader?.() ?? true) this.askNow(sn, why)
    else this.askLater(sn, `${why}, and no birth since`, this.o.followerMs ?? 3000)
  }

  /** A birth answers the request waiting, and a dead node has none to answer. */
  answered(sn: string): void {
    clearTimeout(this.waiting.get(sn))
    this.waiting.delete(sn)
  }

  /** Drops every request still waiting (shutdown). */
  stop(): void {
    for (const timer of this.waiting.values()) clearTimeout(timer)
    this.waiting.clear()
  }

  /** Asks in `ms` unless a birth comes first (or a request already waits). */
  private askLater(sn: string, why: string, ms: number): void {
    if (this.waiting.has(sn)) return
    const timer = setTimeout(() => {
      this.waiting.delete(sn)
      this.askNow(sn, why)
    }, ms)
    timer.unref()
    this.waiting.set(sn, timer)
  }

  /** At most one request per node and interval; one held back is sent once the interval is over. */
  private askNow(sn: string, why: string): void {
    const now = (this.o.wall ?? Date.now)()
    const left = (this.last.get(sn) ?? Number.NEGATIVE_INFINITY) + (this.o.everyMs ?? 5000) - now
    if (left > 0) {
      this.askLater(sn, `${why}, still out of sequence`, left)
      return
    }
    this.last.set(sn, now)
    this.sent++
    this.o.log?.(`asking ${sn} for a rebirth: ${why}`)
    this.o.send(sn)
  }
}
