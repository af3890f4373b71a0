// Long history work (compaction, a flush of many signals) runs on the server's event loop, which also
// serves the broker, the API and every socket: it must never hold the loop more than ~50 ms (issue 26).
// better-sqlite3 is synchronous and kysely's awaits between its statements only run microtasks, so the
// work yields a macrotask turn itself (setImmediate) once a slice has run its budget.
import { setImmediate } from 'node:timers/promises'

/** A slice's budget: well under the 50 ms bound, with room for the statement that overruns it. */
export const SLICE_MS = 15

export class Slices {
  private started = performance.now()

  constructor(private readonly budgetMs = SLICE_MS) {}

  /** Yields to the event loop when this slice has run its budget; call between bounded steps. */
  async pause(): Promise<void> {
    if (performance.now() - this.started < this.budgetMs) return
    await setImmediate()
    this.started = performance.now()
  }
}
