// Polls one driver (a Sparkplug device): reads its cyclic, readable variables in grouped blocks every
// collection interval and reports the values that moved beyond their dead zone; performs writes and reads
// them back (the only read an on-demand variable gets).
import { Code } from '../../core/i18n/codes.ts'
import type { Metric } from '../../core/sparkplug/index.ts'
import type { CommandResult, ModbusTcpDriver } from '../../schemas/edge/index.ts'
import { writeBit } from '../modbus/codec.ts'
import { ModbusConnection, ModbusFault } from '../modbus/connection.ts'
import { planReads, type ReadBlock } from '../modbus/plan.ts'
import {
  type CompiledVariable,
  DeadZoneFilter,
  planWrite,
  rawValue,
  readValue,
  type VariableValue,
} from './variables.ts'

export type WriteOutcome = Omit<CommandResult, 'uuid'>

export interface DriverRunnerDeps {
  now: () => number
  /** Values of this driver to publish as one DDATA (metric name = variable id). */
  report: (device: string, metrics: Metric[]) => void
}

export class DriverRunner {
  private readonly conn: ModbusConnection
  private readonly filter = new DeadZoneFilter()
  /** the last metric reported of each variable */
  private readonly reported = new Map<string, Metric>()
  private readonly blocks: ReadBlock[]
  private readonly byId: Map<string, CompiledVariable>
  private stopped = true
  private wake: (() => void) | undefined
  private timer: NodeJS.Timeout | undefined
  private loop: Promise<void> | undefined

  constructor(
    readonly driver: ModbusTcpDriver,
    readonly variables: readonly CompiledVariable[],
    private readonly deps: DriverRunnerDeps,
  ) {
    this.conn = new ModbusConnection(driver)
    this.byId = new Map(variables.map((cv) => [cv.def.id, cv]))
    const polled = variables.filter((cv) => cv.def.collectMode === 'cyclic' && cv.def.access !== 'writeOnly')
    this.blocks = planReads(polled.map((cv) => cv.def))
  }

  start(): void {
    this.stopped = false
    this.loop = this.run()
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    this.wake?.()
    await this.loop
    await this.conn.close()
  }

  private async run(): Promise<void> {
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
    for (const block of this.blocks) {
      let values: (number | boolean)[] | undefined
      try {
        values = await this.conn.read(block.registerType, block.start, block.length)
      } catch {
        values = undefined
      }
      for (const v of block.variables) {
        const cv = this.byId.get(v.id)!
        const value = values ? readValue(cv, rawValue(v, values, block.start)) : null
        if (value !== undefined) this.offer(cv, value, metrics)
      }
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
    const plan = planWrite(cv, value)
    if (!plan.ok) return { status: 'failure', code: plan.code, msg: plan.msg, variableId }
    const { address } = cv.def
    try {
      if (plan.kind === 'coil') await this.conn.writeCoil(address, plan.on)
      else if (plan.kind === 'registers') await this.conn.writeRegisters(address, plan.words)
      else {
        const [word] = (await this.conn.read('holdingRegister', address, 1)) as number[]
        await this.conn.writeRegisters(address, [writeBit(word ?? 0, plan.bit, plan.on)])
      }
    } catch (e) {
      const fault = e instanceof ModbusFault ? e : new ModbusFault(Code.slaveComm, String(e))
      return { status: 'failure', code: fault.code, msg: fault.message, variableId }
    }
    const readBack = await this.readOne(cv)
    return { status: 'success', code: 200, variableId, value: readBack ?? null }
  }

  private async readOne(cv: CompiledVariable): Promise<VariableValue | undefined> {
    const [block] = planReads([cv.def])
    if (!block) return undefined
    try {
      const values = await this.conn.read(block.registerType, block.start, block.length)
      const value = readValue(cv, rawValue(cv.def, values, block.start))
      if (value === undefined) return undefined
      const metrics: Metric[] = []
      this.offer(cv, value, metrics)
      if (metrics.length) this.deps.report(this.driver.id, metrics)
      return value
    } catch {
      return undefined
    }
  }
}
