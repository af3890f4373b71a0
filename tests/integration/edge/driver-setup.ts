// A DriverRunner for one driver of a configuration document (defaults filled, rules checked), with the
// metrics it reports collected: the protocol tests (Modbus RTU, OPC UA, S7) build theirs with it.
import type { Metric } from '../../../core/sparkplug/index.ts'
import { DriverRunner } from '../../../edge/agent/driver-runner.ts'
import { type CompiledVariable, compileVariable } from '../../../edge/agent/variables.ts'
import { parseGatewayConfig } from '../../../schemas/edge/index.ts'

export interface TestRunner {
  dr: DriverRunner
  reports: Metric[][]
  /** the last value reported of a variable */
  last(variableId: string): Metric['value'] | undefined
}

export function driverRunner(driver: Record<string, unknown>, vars: Record<string, unknown>[]): TestRunner {
  const r = parseGatewayConfig({
    version: 1,
    drivers: [{ id: 'dev', name: 'dev', waitTimeMs: 1000, ...driver }],
    variables: vars.map((v, i) => ({ id: `v${i}`, name: `v${i}`, driverId: 'dev', ...v })),
  })
  if (!r.ok) throw new Error(JSON.stringify(r.problems))
  const compiled = r.config.variables.map(
    (v) => (compileVariable(v, '') as { variable: CompiledVariable }).variable,
  )
  const reports: Metric[][] = []
  const dr = new DriverRunner(r.config.drivers[0]!, compiled, {
    now: Date.now,
    report: (_d, m) => reports.push(m),
  })
  const last = (id: string) => reports.flat().findLast((m) => m.name === id)?.value
  return { dr, reports, last }
}
