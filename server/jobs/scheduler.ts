// The server's periodic jobs in one place (issue 37): each is registered with a name, a period and
// whether only the cluster's leader runs it (cluster/leader.ts: the jobs that belong to no gateway).
// A run is bounded: a job still running when its next turn comes skips that turn, so a slow database
// never piles runs up; a failed run is logged with the job's name and the job runs again next turn.
// `stop` ends every job's timer (the server's close).

export interface Job {
  name: string
  everyMs: number
  /** only the leader runs it; a follower's turns pass without a run */
  leaderOnly: boolean
  run: () => Promise<unknown> | unknown
}

/** The interval timers the scheduler uses; the real ones unless a test gives its own. */
export interface IntervalTimers {
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

const realTimers: IntervalTimers = {
  setInterval: (fn, ms) => {
    const handle = globalThis.setInterval(fn, ms)
    // a job never keeps the process alive on its own
    handle.unref?.()
    return handle
  },
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
}

export interface SchedulerOptions {
  isLeader: () => boolean
  log: (msg: string) => void
  timers?: IntervalTimers
}

export class Scheduler {
  private readonly timers: IntervalTimers
  private readonly handles: unknown[] = []
  private readonly names = new Set<string>()
  private readonly running = new Set<string>()

  constructor(private readonly o: SchedulerOptions) {
    this.timers = o.timers ?? realTimers
  }

  add(job: Job): void {
    // a name is the job's lock against overlapping runs, so it is one job's alone
    if (this.names.has(job.name)) throw new Error(`job ${job.name} is registered twice`)
    this.names.add(job.name)
    this.handles.push(this.timers.setInterval(() => void this.turn(job), job.everyMs))
  }

  /** One turn of a job: skipped on a follower for a leader's job, or while its last run goes on. */
  async turn(job: Job): Promise<void> {
    if (job.leaderOnly && !this.o.isLeader()) return
    if (this.running.has(job.name)) return
    this.running.add(job.name)
    try {
      await job.run()
    } catch (error) {
      this.o.log(`job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      this.running.delete(job.name)
    }
  }

  stop(): void {
    for (const handle of this.handles.splice(0)) this.timers.clearInterval(handle)
  }
}
