// A program the fleet bench starts and measures: forked with tsx and the probe (probe.ts) preloaded, its
// output kept (and shown when it fails), lines awaited, probe readings asked over IPC.
import { type ChildProcess, fork } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ProbeAnswer, ProbeAsk, ProbeReading } from './probe.ts'

const here = dirname(fileURLToPath(import.meta.url))
const PROBE = pathToFileURL(join(here, 'probe.ts')).href
/** BENCH_CPU_PROF=dir: each measured program writes a V8 CPU profile there when it ends (node refuses
 * --cpu-prof in NODE_OPTIONS) */
const PROFILE = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : []

/** Children still running: ended with the bench, even when it fails half-way (run.ts exits). */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL')
})

export class Child {
  readonly process: ChildProcess
  private output = ''
  private readonly listeners = new Set<(line: string) => void>()
  private asks = 0
  readonly exited: Promise<number | null>

  constructor(
    readonly name: string,
    script: string,
    args: string[],
    env: Record<string, string>,
  ) {
    this.process = fork(script, args, {
      execArgv: ['--expose-gc', '--import', 'tsx', '--import', PROBE, ...PROFILE],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    })
    let partial = ''
    const take = (chunk: Buffer) => {
      this.output += chunk.toString()
      partial += chunk.toString()
      const lines = partial.split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) for (const l of this.listeners) l(line)
    }
    this.process.stdout?.on('data', take)
    this.process.stderr?.on('data', take)
    running.add(this.process)
    this.exited = new Promise((resolve) =>
      this.process.once('exit', (code) => {
        running.delete(this.process)
        resolve(code)
      }),
    )
  }

  /** Calls `hear` with every line printed from now on. */
  onLine(hear: (line: string) => void): void {
    this.listeners.add(hear)
  }

  /** The first line from now on that `match` accepts; rejects if the program ends first. */
  line(match: RegExp, what: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const hear = (line: string) => {
        if (!match.test(line)) return
        this.listeners.delete(hear)
        resolve(line)
      }
      this.listeners.add(hear)
      void this.exited.then((code) =>
        reject(new Error(`${this.name} ended (exit ${code}) before ${what}:\n${this.tail()}`)),
      )
    })
  }

  /**
   * The probe's reading; `reset` starts its event-loop histogram and CPU count again, `heap` adds the
   * heap after full collections (probe.ts).
   */
  probe(ask: ProbeAsk['probe'] = 'read'): Promise<ProbeReading> {
    const id = ++this.asks
    if (!this.process.connected) return Promise.reject(new Error(`${this.name} has ended: no probe reading`))
    return new Promise((resolve) => {
      const hear = (m: ProbeAnswer) => {
        if (m?.probe !== id) return
        this.process.off('message', hear)
        resolve(m.reading)
      }
      this.process.on('message', hear)
      this.process.send({ probe: ask, id } satisfies ProbeAsk)
    })
  }

  /** Killed by the bench on purpose (`kill`): its end is not a failure. */
  killed = false

  /** When the program has ended unasked: how (exit code or signal), with its last lines. */
  endedNote(): string | undefined {
    const how = this.process.exitCode ?? this.process.signalCode
    return how === null || this.killed
      ? undefined
      : `${this.name} ended during the run (${how}):\n${this.tail(8)}`
  }

  /** kill -9: no clean-up, no last flush, as a crash or a pulled plug. */
  kill(): void {
    this.killed = true
    this.process.kill('SIGKILL')
  }

  tail(lines = 20): string {
    return this.output.trimEnd().split('\n').slice(-lines).join('\n')
  }

  /** SIGTERM, then the exit code. */
  async stop(): Promise<number | null> {
    if (this.process.exitCode === null && this.process.signalCode === null) this.process.kill('SIGTERM')
    return this.exited
  }
}
