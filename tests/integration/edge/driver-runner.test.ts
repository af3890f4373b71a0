// DriverRunner against the PLC simulator: read faults reported as null, write faults mapped to the catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import type { Metric } from '../../../core/sparkplug/index.ts'
import { DriverRunner } from '../../../edge/agent/driver-runner.ts'
import { type CompiledVariable, compileVariable } from '../../../edge/agent/variables.ts'
import { type PlcSimulator, SIM_SIZE, startPlcSimulator } from '../../../edge/plc-simulator/index.ts'
import {
  type GatewayVariable,
  type ModbusTcpDriver,
  parseGatewayConfig,
} from '../../../schemas/edge/index.ts'

let sim: PlcSimulator
const runners: DriverRunner[] = []

beforeAll(async () => {
  sim = await startPlcSimulator({ port: 0, unitId: 1, now: () => 1_700_000_000_000 })
})
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()))
  await sim?.close()
})

function runner(driverOver: Partial<ModbusTcpDriver>, vars: Partial<GatewayVariable>[]) {
  const r = parseGatewayConfig({
    version: 1,
    drivers: [
      {
        id: 'plc',
        name: 'plc',
        ip: '127.0.0.1',
        port: sim.port,
        slaveAddress: 1,
        waitTimeMs: 200,
        ...driverOver,
      },
    ],
    variables: vars.map((v, i) => ({ id: `v${i}`, name: `v${i}`, driverId: 'plc', ...v })),
  })
  if (!r.ok) throw new Error(JSON.stringify(r.problems))
  const compiled = r.config.variables.map(
    (v) => (compileVariable(v, '') as { variable: CompiledVariable }).variable,
  )
  const reports: Metric[][] = []
  const dr = new DriverRunner(r.config.drivers[0]!, compiled, {
    now: () => 1,
    report: (_d, m) => reports.push(m),
  })
  runners.push(dr)
  return { dr, reports }
}

const setpoint = { registerType: 'holdingRegister', address: 0, dataType: 'int16' } as const

describe('driver runner faults', () => {
  it('a slave that does not answer (other unit id) times out: 99902, readings become null', async () => {
    const { dr, reports } = runner({ slaveAddress: 7 }, [setpoint])
    await dr.pollOnce()
    expect(reports).toEqual([[{ name: 'v0', datatype: 2, value: null, timestamp: 1 }]])
    expect(await dr.write('v0', 5)).toMatchObject({ status: 'failure', code: Code.rwTimeout })
  })

  it('a slave exception (illegal address) is a slave fault: 99901', async () => {
    const { dr } = runner({}, [{ ...setpoint, address: SIM_SIZE + 5 }])
    expect(await dr.write('v0', 5)).toMatchObject({ status: 'failure', code: Code.slaveComm })
  })

  it('no PLC listening is a slave fault: 99901', async () => {
    const { dr } = runner({ port: 1 }, [setpoint])
    expect(await dr.write('v0', 5)).toMatchObject({ status: 'failure', code: Code.slaveComm })
  })

  it('a failing block reads as null once, while the other blocks keep reading', async () => {
    const { dr, reports } = runner({}, [setpoint, { ...setpoint, address: SIM_SIZE + 5 }])
    const before = sim.value('setpoint')
    await dr.pollOnce()
    sim.holdingRegisters[0] = 42
    await dr.pollOnce()
    await dr.pollOnce()
    const values = (name: string) =>
      reports
        .flat()
        .filter((m) => m.name === name)
        .map((m) => m.value)
    expect(values('v0')).toEqual([before, 42])
    expect(values('v1')).toEqual([null])
  })

  it('writes one bit inside a holding register and keeps the others', async () => {
    sim.holdingRegisters[1] = 0b1000_0001
    const { dr } = runner({}, [
      { registerType: 'holdingRegister', address: 1, dataType: 'bit', bitAddress: 4 },
    ])
    expect(await dr.write('v0', 1)).toMatchObject({ status: 'success', value: true })
    expect(sim.holdingRegisters[1]).toBe(0b1001_0001)
    expect(await dr.write('v0', 0)).toMatchObject({ status: 'success', value: false })
    expect(sim.holdingRegisters[1]).toBe(0b1000_0001)
  })

  it('polls only cyclic, readable variables; an on-demand one is read back after a write', async () => {
    const { dr, reports } = runner({}, [
      setpoint,
      { ...setpoint, address: 2, dataType: 'float32', collectMode: 'onDemand' },
      { ...setpoint, address: 4, dataType: 'int32', access: 'writeOnly' },
    ])
    await dr.pollOnce()
    expect(reports.flat().map((m) => m.name)).toEqual(['v0'])
    expect(await dr.write('v1', 3.5)).toMatchObject({ status: 'success', value: 3.5 })
    expect(reports.flat().map((m) => [m.name, m.value])).toEqual([
      ['v0', sim.value('setpoint')],
      ['v1', 3.5],
    ])
  })
})
