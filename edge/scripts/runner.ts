// The device scripts of a configuration, run on the gateway (platform spec §3 Script), by strategy:
//   onStart       once, when the configuration starts (agent start, a new document)
//   periodic      every intervalSec
//   onCondition   when its condition (an expression over the variables) turns true
//   onDataChange  when a device variable changes (a driver reported a new value)
// Runs are queued (a script at most once in the queue) and run one per event-loop turn, off the
// collection path, each in a fresh sandbox with the time and memory limit (sandbox.ts): a script looping
// forever costs the limit per run and collection goes on. A script reads the device and intermediate
// variables by name and sets them: an intermediate at once (published as a node metric), a device
// variable through the same write as a platform command. Each run's outcome goes up as `Script/Status`
// when it differs from the last one sent, or that one is older than STATUS_EVERY_MS.
import type { QuickJSWASMModule } from 'quickjs-emscripten-core'
import { DataType, type Metric, Metrics } from '../../core/sparkplug/index.ts'
import type { GatewayConfig, GatewayScript, ScriptStatus } from '../../schemas/edge/index.ts'
import { DEFAULT_LIMITS, loadSandbox, runInSandbox, type SandboxLimits, type ScriptValue } from './sandbox.ts'

export interface ScriptRunnerDeps {
  now: () => number
  /** writes a device variable as a platform command would (write limits, formula, read back) */
  write: (variableId: string, value: ScriptValue) => Promise<{ status: string; msg?: string }>
  /** node metrics for one NDATA: intermediate values, script statuses */
  publish: (metrics: Metric[]) => void
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
  private module: QuickJSWASMModule | undefined
  private conditionsDirty = false
  private scheduled = false
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

  /** Loads the sandbox (once per process), then runs the onStart scripts and starts the periodic ones. */
  async start(): Promise<void> {
    if (this.config.scripts.length === 0) return
    this.module = await loadSandbox()
    if (this.stopped) return
    for (const s of this.config.scripts) {
      if (s.strategy === 'onStart') this.enqueue(s)
      if (s.strategy === 'periodic')
        this.timers.push(setInterval(() => this.enqueue(s), (s.intervalSec ?? 1) * 1000))
    }
    this.conditionsDirty = true
    this.schedule()
  }

  stop(): void {
    this.stopped = true
    for (const t of this.timers) clearInterval(t)
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
    if (this.scheduled || this.stopped || !this.module) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.drain()
    })
  }

  private drain() {
    if (this.stopped) return
    if (this.conditionsDirty) {
      this.conditionsDirty = false
      this.checkConditions()
    }
    const next = this.queue.shift()
    if (next) this.run(next)
    if (this.queue.length || this.conditionsDirty) this.schedule()
  }

  private sandbox(source: string) {
    return runInSandbox(this.module as QuickJSWASMModule, {
      source,
      values: this.values,
      limits: this.deps.limits ?? DEFAULT_LIMITS,
      now: this.deps.now,
    })
  }

  /** Each onCondition script whose condition has just turned true is queued; an error is its status. */
  private checkConditions() {
    for (const s of this.config.scripts) {
      if (s.strategy !== 'onCondition') continue
      const at = this.deps.now()
      const r = this.sandbox(`(${s.condition}\n)`)
      if (!r.ok) {
        this.status(s.id, at, `condition: ${r.error}`)
        continue
      }
      const now = Boolean(r.value)
      if (now && !this.conditionWas.get(s.id)) this.enqueue(s)
      this.conditionWas.set(s.id, now)
    }
  }

  private run(script: GatewayScript) {
    const at = this.deps.now()
    const r = this.sandbox(script.source)
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
