// Device scripts run off the agent's event loop, in one long-lived worker thread (sandbox-worker.ts)
// that takes the runs one at a time. QuickJS's own deadline stops a plain loop, but it is polled between
// bytecode operations and one slow operation (a long string, a large collection) outlasts it by seconds:
// a run whose answer is KILL_GRACE_MS past its limit has its thread terminated, and the next thread is
// started at once, so its start-up is not on the next run's path. Collection, publishing and the outbox
// never wait on a script.
import { Worker } from 'node:worker_threads'
import type { RunInput, RunResult } from './sandbox.ts'

/** After the time limit, how long QuickJS's interrupt has to answer before the thread is terminated. */
export const KILL_GRACE_MS = 50
const ENTRY = new URL('./sandbox-worker.mjs', import.meta.url)

const failed = (error: string): RunResult => ({ ok: false, error, sets: [] })

export class SandboxThread {
  private worker: Promise<Worker> | undefined
  private tail: Promise<unknown> = Promise.resolve()
  private closed = false

  /** Starts the thread unless one runs, so that the first run finds it ready. */
  warm(): void {
    // a thread that fails to start fails the first run, which waits for it again and reports it
    this.ready().catch(() => {})
  }

  /** Runs a script (or a condition) after the runs asked before it; never rejects. */
  run(input: RunInput): Promise<RunResult> {
    const result = this.tail.then(() => this.runNow(input))
    this.tail = result
    return result
  }

  async close(): Promise<void> {
    this.closed = true
    const worker = this.worker
    this.worker = undefined
    await (await worker?.catch(() => undefined))?.terminate()
  }

  private ready(): Promise<Worker> {
    if (this.worker) return this.worker
    const starting = new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(ENTRY)
      // an idle thread does not keep the process alive; a run's kill timer does while it lasts
      worker.unref()
      worker.once('message', () => resolve(worker))
      worker.on('error', reject)
      worker.once('exit', (code) => {
        if (this.worker === starting) this.worker = undefined
        reject(new Error(`script thread exited (${code})`))
      })
    })
    this.worker = starting
    return starting
  }

  private async runNow(input: RunInput): Promise<RunResult> {
    if (this.closed) return failed('stopped')
    let worker: Worker
    try {
      worker = await this.ready()
    } catch (e) {
      return failed(`script thread did not start: ${e instanceof Error ? e.message : e}`)
    }
    // a thread that dies mid-run never answers either: the timer replaces it
    return new Promise<RunResult>((resolve) => {
      const done = (result: RunResult) => {
        clearTimeout(timer)
        worker.off('message', done)
        resolve(result)
      }
      const timer = setTimeout(() => {
        this.replace(worker)
        done(failed(`time limit ${input.limits.timeMs} ms: terminated`))
      }, input.limits.timeMs + KILL_GRACE_MS)
      worker.on('message', done)
      worker.postMessage(input)
    })
  }

  /** Terminates a thread that overstayed and starts the next one for the runs to come. */
  private replace(worker: Worker) {
    this.worker = undefined
    void worker.terminate()
    if (!this.closed) this.warm()
  }
}
