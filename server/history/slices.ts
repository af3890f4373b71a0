// Long history work (compaction, packing, a flush of many signals) runs on the server's event loop, which
// also serves the broker, the API and every socket: it must never hold the loop more than ~50 ms (issue
// 26). better-sqlite3 is synchronous and kysely's awaits between its statements only run microtasks, so
// the work yields a macrotask turn itself (setImmediate) once a slice has run its budget, or after each
// step that keeps a time budget of its own (packing.ts).
import { setImmediate } from 'node:timers/promises'

/** A slice's budget: well under the 50 ms bound, with room for the statement that overruns it. */
export const SLICE_MS = 15

/** One step of history work, as it held the event loop: wall time, and the process's CPU time in it. */
export interface StepTiming {
  work: 'pack' | 'compact'
  ms: number
  /** robust to a busy machine: a step descheduled by other processes takes wall time, not CPU time */
  cpuMs: number
}

export type StepHook = (step: StepTiming) => void

export class Slices {
  private started = performance.now()

  /** @param onStep told each step's time (tests, figures); steps are not timed without it */
  constructor(
    private readonly budgetMs = SLICE_MS,
    private readonly onStep?: StepHook,
  ) {}

  /** Yields to the event loop when this slice has run its budget; call between bounded steps. */
  async pause(): Promise<void> {
    if (performance.now() - this.started < this.budgetMs) return
    await this.yield()
  }

  /** Yields to the event loop now: after a step that ran a time budget of its own. */
  async yield(): Promise<void> {
    await setImmediate()
    this.started = performance.now()
  }

  /** Runs one step (a transaction, a page read), telling the hook its time. */
  async step<T>(work: StepTiming['work'], run: () => Promise<T>): Promise<T> {
    const { onStep } = this
    if (!onStep) return run()
    const ms = performance.now()
    const cpu = process.cpuUsage()
    try {
      return await run()
    } finally {
      const used = process.cpuUsage(cpu)
      onStep({ work, ms: performance.now() - ms, cpuMs: (used.user + used.system) / 1000 })
    }
  }
}
