// What the agent runs from its configuration document (split from agent.ts, issue 37): one DriverRunner
// per driver polling its variables, the device scripts on one sandbox thread, and anti-tamper. A new
// document is checked whole, saved, and only then replaces the running one, so a document that does not
// compile or cannot be saved leaves the gateway as it was.
import { Code } from '../../core/i18n/codes.ts'
import { DataType, type Metric, Metrics } from '../../core/sparkplug/index.ts'
import { type AntiTamperStatus, type GatewayConfig, parseGatewayConfig } from '../../schemas/edge/index.ts'
import { ScriptRunner } from '../scripts/runner.ts'
import type { SandboxLimits } from '../scripts/sandbox.ts'
import { SandboxThread } from '../scripts/sandbox-thread.ts'
import { AntiTamper, type AntiTamperPlan, compileAntiTamper } from './anti-tamper.ts'
import { DriverRunner, type WriteOutcome } from './driver-runner.ts'
import { browseDriver } from './drivers.ts'
import type { EdgeStore } from './store.ts'
import type { VariableValue } from './variables.ts'
import { type CompiledVariable, compileVariable } from './variables.ts'

interface Runnable {
  byDriver: Map<string, CompiledVariable[]>
  antiTamper: AntiTamperPlan | undefined
}

type Compiled = ({ ok: true } & Runnable) | { ok: false; code: number; msg: string }

export function compileConfig(config: GatewayConfig): Compiled {
  const byDriver = new Map<string, CompiledVariable[]>(config.drivers.map((d) => [d.id, []]))
  for (const [i, v] of config.variables.entries()) {
    const r = compileVariable(v, `/variables/${i}`)
    if (!r.ok) return { ok: false, code: r.problems[0]!.code, msg: r.problems[0]!.message }
    byDriver.get(v.driverId)?.push(r.variable)
  }
  const antiTamper = compileAntiTamper(config)
  if (!antiTamper.ok) return antiTamper
  return { ok: true, byDriver, antiTamper: antiTamper.plan }
}

const ANTI_TAMPER_MEMO = 'antiTamper'

export const antiTamperMetric = (status: AntiTamperStatus): Metric => ({
  name: Metrics.antiTamperStatus,
  datatype: DataType.String,
  value: JSON.stringify(status),
})

export interface RuntimeOptions {
  store: EdgeStore
  now: () => number
  /** a driver's changed values (store-and-forward) */
  report: (device: string, metrics: Metric[]) => void
  /** node metrics of the scripts and anti-tamper, published while live */
  publishNode: (metrics: Metric[]) => void
  scriptLimits?: SandboxLimits
}

export interface Runtime {
  config(): GatewayConfig
  runners(): Iterable<DriverRunner>
  /** The scripts' and anti-tamper's metrics for the NBIRTH. */
  birthMetrics(): Metric[]
  antiTamper(): AntiTamperStatus | undefined
  linkChanged(live: boolean): void
  /** Checks, saves and runs a new document; the previous configuration is passed to `onApplied`. */
  apply(document: unknown, onApplied: (previous: GatewayConfig) => void): Promise<WriteOutcome>
  write(variableId: string, value: VariableValue, device?: string): Promise<WriteOutcome>
  browse(driverId: string, nodeId?: string): Promise<WriteOutcome>
  stop(): Promise<void>
}

/** Starts the runners of a configuration already compiled and saved (`compileConfig`). */
export function startRuntime(initial: GatewayConfig, compiled: Runnable, o: RuntimeOptions): Runtime {
  let config = initial
  let runners = new Map<string, DriverRunner>()
  let scripts: ScriptRunner | undefined
  let antiTamper: AntiTamper | undefined
  let live = false
  /** one thread for the device scripts of every configuration the agent runs (started with the first) */
  const scriptThread = new SandboxThread()

  const report = (device: string, metrics: Metric[]) => {
    o.report(device, metrics)
    scripts?.onDeviceValues(metrics)
  }

  const startAntiTamper = (plan: AntiTamperPlan) => {
    const runner = () => runners.get(plan.driverId)!
    antiTamper = new AntiTamper(plan, {
      now: o.now,
      io: { read: (id) => runner().read(id), write: (id, value) => runner().write(id, value) },
      recall: () => o.store.recall(ANTI_TAMPER_MEMO),
      remember: (json) => o.store.remember(ANTI_TAMPER_MEMO, json),
      publish: (status) => o.publishNode([antiTamperMetric(status)]),
    })
    antiTamper.linkChanged(live)
    antiTamper.start()
  }

  const start = ({ byDriver, antiTamper: plan }: Runnable) => {
    runners = new Map(
      config.drivers.map((d) => [
        d.id,
        new DriverRunner(d, byDriver.get(d.id) ?? [], { now: o.now, report }),
      ]),
    )
    for (const r of runners.values()) r.start()
    scripts = new ScriptRunner(config, {
      now: o.now,
      write: (variableId, value) => rt.write(variableId, value),
      publish: o.publishNode,
      thread: scriptThread,
      ...(o.scriptLimits && { limits: o.scriptLimits }),
    })
    scripts.start()
    if (plan) startAntiTamper(plan)
  }

  const stopRunners = async () => {
    await antiTamper?.stop()
    antiTamper = undefined
    await scripts?.stop()
    await Promise.all([...runners.values()].map((r) => r.stop()))
    runners = new Map()
  }

  const rt: Runtime = {
    config: () => config,
    runners: () => runners.values(),
    birthMetrics: () => [
      ...(scripts?.birthMetrics() ?? []),
      ...(antiTamper ? [antiTamperMetric(antiTamper.status())] : []),
    ],
    antiTamper: () => antiTamper?.status(),
    linkChanged(isLive) {
      live = isLive
      antiTamper?.linkChanged(isLive)
    },
    async apply(document, onApplied) {
      const parsed = parseGatewayConfig(document)
      if (!parsed.ok) {
        const p = parsed.problems[0]!
        return { status: 'failure', code: p.code, msg: `${p.path} ${p.message}` }
      }
      const next = compileConfig(parsed.config)
      if (!next.ok) return { status: 'failure', code: next.code, msg: next.msg }
      // saved first: a disk that refuses it fails the command and leaves the running configuration alone
      o.store.saveConfig(parsed.config)
      await stopRunners()
      const previous = config
      config = parsed.config
      onApplied(previous)
      start(next)
      return { status: 'success', code: 200, configVersion: config.version }
    },
    async write(variableId, value, device) {
      const runner =
        device === undefined ? [...runners.values()].find((r) => r.has(variableId)) : runners.get(device)
      if (!runner)
        return { status: 'failure', code: Code.variableMissing, msg: `no variable ${variableId}`, variableId }
      return runner.write(variableId, value)
    },
    browse: (driverId, nodeId) =>
      browseDriver(
        config.drivers.find((d) => d.id === driverId),
        nodeId,
      ),
    async stop() {
      await stopRunners()
      await scriptThread.close()
    },
  }
  start(compiled)
  return rt
}
