// The device scripts of a configuration, run on the gateway (platform spec §3 Script), by strategy:
//   onStart       once, when the configuration starts (agent start, a new document)
//   periodic      every intervalSec
//   onCondition   when its condition (an expression over the variables) turns true
//   onDataChange  when a device variable changes (a driver reported a new value)
// Runs are queued (a script at most once in the queue) and run one at a time in the agent's script
// thread (sandbox-thread.ts), off the event loop, each in a fresh sandbox with the time and memory limit
// (sandbox.ts): a script looping forever or stuck in one slow operation costs its thread at the limit,
// and collection never waits on it. A script reads the device and intermediate variables by name and
// sets them: an intermediate once the run is back (published as a node metric), a device variable
// through the same write as a platform command. Each run's outcome goes up as `Script/Status` when it
// differs from the last one sent, or that one is older than STATUS_EVERY_MS.
import { DataType, type Metric, Metrics } from '../../core/sparkplug/index.ts'
import type { GatewayConfig, GatewayScript, ScriptStatus } from '../../schemas/edge/index.ts'
import { DEFAULT_LIMITS, type SandboxLimits, type ScriptValue } from './sandbox.ts'
import type { SandboxThread } from './sandbox-thread.ts'

export interface ScriptRunnerDeps {
  now: () => number
  /** writes a device variable as a platform command would (write limits, formula, read back) */
  write: (variableId: string, value: ScriptValue) => Promise<{ status: string; msg?: string }>
  /** node metrics for one NDATA: intermediate values, script statuses */
  publish: (metrics: Metric[]) => void
  /** the agent's script thread, shared by its configurations one after another */
  thread: SandboxThread
  limits?: SandboxLimits
}

interface Named {
  id: string
  kind: 'device' | 'intermediate'
  /** intermediates: Boolean for a bit, else Double */
  bit: boolean
}

export const STATUS_EVERY_MS = 10_000

const asValue = (v: unknown): ScriptValue | null =>
  typeof v === 'number' || typeof v === 'boolean' ? v : null

export class ScriptRunner {
  private readonly byName = new Map<string, Named>()
  private readonly nameOf = new Map<string, string>()
  private readonly values = new Map<string, ScriptValue | null>()
  private readonly queue: GatewayScript[] = []
  private readonly conditionWas = new Map<string, boolean>()
  private readonly sent = new Map<string, ScriptStatus>()
  private readonly timers: NodeJS.Timeout[] = []
  private started = false
  private conditionsDirty = false
  /** the queue's drain while it runs */
  private draining: Promise<void> | undefined
  private stopped = false

  constructor(
    private readonly config: GatewayConfig,
    private readonly deps: ScriptRunnerDeps,
  ) {
    for (const v of config.variables)
      this.name(v.name, { id: v.id, kind: 'device', bit: v.dataType === 'bit' })
    for (const v of config.intermediates ?? [])
      this.name(v.name, { id: v.id, kind: 'intermediate', bit: v.dataType === 'bit' })
  }

  private name(name: string, named: Named) {
    this.byName.set(name, named)
    this.nameOf.set(named.id, name)
    this.values.set(name, null)
  }

  /** Starts the script thread, queues the onStart scripts and starts the periodic ones. */
  start(): void {
    if (this.config.scripts.length === 0 || this.stopped) return
    this.started = true
    this.deps.thread.warm()
    for (const s of this.config.scripts) {
      if (s.strategy === 'onStart') this.enqueue(s)
      if (s.strategy === 'periodic')
        this.timers.push(setInterval(() => this.enqueue(s), (s.intervalSec ?? 1) * 1000))
    }
    this.conditionsDirty = true
    this.schedule()
  }

  /** Stops the timers and the queue; resolves once the run under way (if any) is over. */
  async stop(): Promise<void> {
    this.stopped = true
    for (const t of this.timers) clearInterval(t)
    await this.idle()
  }

  /** Resolves once the queue is empty and no run or condition check is under way. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining
  }

  /** Values a driver reported (metric name = variable id). */
  onDeviceValues(metrics: readonly Metric[]): void {
    let changed = false
    for (const m of metrics) {
      const name = m.name === undefined ? undefined : this.nameOf.get(m.name)
      if (name === undefined || this.byName.get(name)?.kind !== 'device') continue
      const value = asValue(m.value)
      if (this.values.get(name) === value) continue
      this.values.set(name, value)
      changed = true
    }
    if (!changed) return
    for (const s of this.config.scripts) if (s.strategy === 'onDataChange') this.enqueue(s)
    this.conditionsDirty = true
    this.schedule()
  }

  /** NBIRTH: each intermediate with its value (statuses stay in NDATA: one metric name per birth). */
  birthMetrics(): Metric[] {
    return (this.config.intermediates ?? []).map((v) => this.intermediateMetric(v.name, null))
  }

  private enqueue(script: GatewayScript) {
    if (this.stopped || this.queue.some((s) => s.id === script.id)) return
    this.queue.push(script)
    this.schedule()
  }

  private schedule() {
    if (this.draining || this.stopped || !this.started) return
    this.draining = this.drain().finally(() => {
      this.draining = undefined
      // a value may have come between the drain's last look and now
      if (this.queue.length || this.conditionsDirty) this.schedule()
    })
  }

  private async drain() {
    while (!this.stopped && (this.conditionsDirty || this.queue.length)) {
      if (this.conditionsDirty) {
        this.conditionsDirty = false
        await this.checkConditions()
      }
      const next = this.queue.shift()
      if (next && !this.stopped) await this.run(next)
    }
  }

  private sandbox(source: string) {
    return this.deps.thread.run({
      source,
      values: this.values,
      limits: this.deps.limits ?? DEFAULT_LIMITS,
    })
  }

  /** Each onCondition script whose condition has just turned true is queued; an error is its status. */
  private async checkConditions() {
    for (const s of this.config.scripts) {
      if (s.strategy !== 'onCondition' || this.stopped) continue
      const at = this.deps.now()
      const r = await this.sandbox(`(${s.condition}\n)`)
      if (!r.ok) {
        this.status(s.id, at, `condition: ${r.error}`)
        continue
      }
      const now = Boolean(r.value)
      if (now && !this.conditionWas.get(s.id)) this.enqueue(s)
      this.conditionWas.set(s.id, now)
    }
  }

  private async run(script: GatewayScript) {
    const at = this.deps.now()
    const r = await this.sandbox(script.source)
    if (!r.ok) return this.status(script.id, at, r.error)
    const metrics: Metric[] = []
    for (const { name, value } of r.sets) {
      const named = this.byName.get(name) as Named
      if (named.kind === 'intermediate') {
        this.values.set(name, named.bit ? Boolean(value) : Number(value))
        metrics.push(this.intermediateMetric(name, this.values.get(name) ?? null))
        this.conditionsDirty = true
      } else this.writeDevice(script.id, at, named.id, name, value)
    }
    this.status(script.id, at, '', metrics)
  }

  private writeDevice(scriptId: string, at: number, id: string, name: string, value: ScriptValue) {
    this.deps.write(id, value).then(
      (outcome) => {
        if (outcome.status !== 'success') this.status(scriptId, at, `set(${name}): ${outcome.msg ?? ''}`)
      },
      (e) => this.status(scriptId, at, `set(${name}): ${e}`),
    )
  }

  private intermediateMetric(name: string, value: ScriptValue | null): Metric {
    const named = this.byName.get(name) as Named
    return {
      name: named.id,
      datatype: named.bit ? DataType.Boolean : DataType.Double,
      value: value ?? this.values.get(name) ?? null,
      timestamp: this.deps.now(),
    }
  }

  /** Publishes the metrics, with the run's status when it differs from the last sent or that is old. */
  private status(scriptId: string, at: number, error: string, metrics: Metric[] = []) {
    if (this.stopped) return
    const status: ScriptStatus = { scriptId, at, ok: error === '', error: error.slice(0, 500) }
    const last = this.sent.get(scriptId)
    if (!last || last.ok !== status.ok || last.error !== status.error || at - last.at >= STATUS_EVERY_MS) {
      this.sent.set(scriptId, status)
      metrics.push(statusMetric(status))
    }
    if (metrics.length) this.deps.publish(metrics)
  }
}

const statusMetric = (status: ScriptStatus): Metric => ({
  name: Metrics.scriptStatus,
  datatype: DataType.String,
  value: JSON.stringify(status),
  timestamp: status.at,
})
