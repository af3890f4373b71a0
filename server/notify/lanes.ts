// One lane per notification channel (issue 38): each runs at most `concurrency` deliveries at once and
// queues at most `queueMax` more, so a hanging provider holds its own channel only, never another one
// nor the alarm engine that wrote the rows. What a full lane refuses stays pending in the outbox, and the
// leader's sweep hands it in again (notifier.ts): memory is bounded, nothing is lost.
import type { NotifyChannel } from '../../schemas/entities/records.ts'

export interface LaneLimits {
  /** deliveries under way per channel */
  concurrency: number
  /** deliveries waiting per channel */
  queueMax: number
}

export const DEFAULT_LANE_LIMITS: LaneLimits = { concurrency: 4, queueMax: 1000 }

interface Job {
  id: string
  run: () => Promise<void>
  done: () => void
}

interface Lane {
  waiting: Job[]
  running: number
}

export class ChannelLanes {
  private readonly lanes = new Map<NotifyChannel, Lane>()
  /** ids waiting or under way: a row handed in twice (a sweep while queued) runs once */
  private readonly queued = new Set<string>()
  private readonly settled = new Set<() => void>()

  constructor(private readonly limits: LaneLimits = DEFAULT_LANE_LIMITS) {}

  /** Runs `run` in the channel's lane; resolves once it ran, or at once when refused (full or queued). */
  push(channel: NotifyChannel, id: string, run: () => Promise<void>): Promise<void> {
    let lane = this.lanes.get(channel)
    if (!lane) {
      lane = { waiting: [], running: 0 }
      this.lanes.set(channel, lane)
    }
    if (this.queued.has(id) || lane.waiting.length >= this.limits.queueMax) return Promise.resolve()
    this.queued.add(id)
    const target = lane
    return new Promise((done) => {
      target.waiting.push({ id, run, done })
      this.next(target)
    })
  }

  /** Resolves once no delivery waits or runs (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.queued.size > 0) await new Promise<void>((done) => this.settled.add(done))
  }

  private next(lane: Lane): void {
    while (lane.running < this.limits.concurrency) {
      const job = lane.waiting.shift()
      if (!job) return
      lane.running++
      // a failed attempt leaves its row pending past its lease, so the retry sweep takes it again
      // (notifier.ts): the lane only has to go on
      void job
        .run()
        .catch(() => {})
        .finally(() => {
          lane.running--
          this.queued.delete(job.id)
          job.done()
          if (this.queued.size === 0) this.wake()
          this.next(lane)
        })
    }
  }

  private wake(): void {
    const waiters = [...this.settled]
    this.settled.clear()
    for (const done of waiters) done()
  }
}
