// Collects one driver (a Sparkplug device): reads its cyclic, readable variables every collection interval
// (or takes them as the device pushes them: OPC UA subscriptions) and reports the values that moved beyond
// their dead zone; performs writes and reads them back (the only read an on-demand variable gets). The
// protocol side is a DriverIo (driver-io.ts, one per edge/<protocol> folder); each driver has its own loop,
// so a slow or dead device delays only its own driver.
import { Code } from '../../core/i18n/codes.ts'
import type { Metric } from '../../core/sparkplug/index.ts'
import type { CommandResult, ModbusTcpDriver } from '../../schemas/edge/index.ts'
import { asFault, DriverFault, type DriverIo } from './driver-io.ts'
import { createDriverIo } from './drivers.ts'
import { type CompiledVariable, DeadZoneFilter, readValue, type VariableValue } from './variables.ts'

export type WriteOutcome = Omit<CommandResult, 'uuid'>

export interface DriverRunnerDeps {
  now: () => number
  /** Values of this driver to publish as one DDATA (metric name = variable id). */
  report: (device: string, metrics: Metric[]) => void
}

export class DriverRunner {
  private readonly io: DriverIo
  private readonly filter = new DeadZoneFilter()
  /** the last metric reported of each variable */
  private readonly reported = new Map<string, Metric>()
  private readonly byId: Map<string, CompiledVariable>
  private stopped = true
  private wake: (() => void) | undefined
  private timer: NodeJS.Timeout | undefined
  private loop: Promise<void> | undefined

  constructor(
    readonly driver: ModbusTcpDriver,
    readonly variables: readonly CompiledVariable[],
    private readonly deps: DriverRunnerDeps,
    io?: DriverIo,
  ) {
    this.byId = new Map(variables.map((cv) => [cv.def.id, cv]))
    const polled = variables.filter((cv) => cv.def.collectMode === 'cyclic' && cv.def.access !== 'writeOnly')
    this.io = io ?? createDriverIo(driver, polled)
  }

  start(): void {
    this.stopped = false
    this.loop = this.run()
  }

  /** A value the device pushed (subscriptions): reported at once, through the dead zone. */
  private pushed(variableId: string, raw: VariableValue | null): void {
    const cv = this.byId.get(variableId)
    if (!cv || this.stopped) return
    const value = raw === null ? null : readValue(cv, raw)
    const metrics: Metric[] = []
    if (value !== undefined) this.offer(cv, value, metrics)
    if (metrics.length) this.deps.report(this.driver.id, metrics)
  }

  /** Polls until the device takes a subscription (then values come pushed and the loop ends). */
  private async subscribed(): Promise<boolean> {
    try {
      return (await this.io.subscribe?.((id, raw) => this.pushed(id, raw))) ?? false
    } catch {
      return false
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    this.wake?.()
    await this.loop
    await this.io.close()
  }

  private async run(): Promise<void> {
    if (await this.subscribed()) return
    while (!this.stopped) {
      const began = this.deps.now()
      await this.pollOnce()
      const wait = Math.max(0, this.driver.minCollectTimeMs - (this.deps.now() - began))
      if (this.stopped) break
      await new Promise<void>((resolve) => {
        this.wake = resolve
        this.timer = setTimeout(resolve, wait)
      })
    }
  }

  /** One collection round over every cyclic variable. */
  async pollOnce(): Promise<void> {
    const metrics: Metric[] = []
    for (const [id, raw] of await this.io.readAll()) {
      const cv = this.byId.get(id)!
      const value = raw === null ? null : readValue(cv, raw)
      if (value !== undefined) this.offer(cv, value, metrics)
    }
    if (metrics.length) this.deps.report(this.driver.id, metrics)
  }

  private metric(cv: CompiledVariable, value: VariableValue | null): Metric {
    return { name: cv.def.id, datatype: cv.datatype, value, timestamp: this.deps.now() }
  }

  private offer(cv: CompiledVariable, value: VariableValue | null, into: Metric[]): void {
    if (!this.filter.passes(cv.def, value)) return
    this.filter.record(cv.def, value)
    const metric = this.metric(cv, value)
    this.reported.set(cv.def.id, metric)
    into.push(metric)
  }

  /**
   * Every variable with its last reported value and the time it was read (null now when none yet), for
   * DBIRTH: a value the outbox also replays is then the same point, not a second one.
   */
  birthMetrics(): Metric[] {
    return this.variables.map((cv) => this.reported.get(cv.def.id) ?? this.metric(cv, null))
  }

  has(variableId: string): boolean {
    return this.byId.has(variableId)
  }

  /** Writes a value, then reads the variable back and reports it. */
  async write(variableId: string, value: VariableValue): Promise<WriteOutcome> {
    const cv = this.byId.get(variableId)
    if (!cv)
      return { status: 'failure', code: Code.variableMissing, msg: `no variable ${variableId}`, variableId }
    try {
      await this.io.write(cv, value)
    } catch (e) {
      const fault = asFault(e)
      return { status: 'failure', code: fault.code, msg: fault.message, variableId }
    }
    const readBack = await this.readOne(cv)
    return { status: 'success', code: 200, variableId, value: readBack ?? null }
  }

  /** Reads one variable now and reports it (through its dead zone); throws a DriverFault with its code. */
  async read(variableId: string): Promise<VariableValue> {
    const cv = this.byId.get(variableId)
    if (!cv) throw new DriverFault(Code.variableMissing, `no variable ${variableId}`)
    const raw = await this.io.readOne(cv)
    const value = raw === undefined ? undefined : readValue(cv, raw)
    if (value === undefined) throw new DriverFault(Code.incompleteData, `${cv.def.name}: no plausible value`)
    const metrics: Metric[] = []
    this.offer(cv, value, metrics)
    if (metrics.length) this.deps.report(this.driver.id, metrics)
    return value
  }

  private async readOne(cv: CompiledVariable): Promise<VariableValue | undefined> {
    try {
      return await this.read(cv.def.id)
    } catch {
      return undefined
    }
  }
}
