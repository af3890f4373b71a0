// A gateway configuration document that reads every signal of the simulated PLC: for demos (`npm start`
// runs the simulator and an agent beside the server) and for tests.
import type { GatewayConfig, GatewayVariable } from '../../schemas/edge/index.ts'
import { SIM_SIGNALS } from './signals.ts'

export interface DemoConfigOptions {
  plcPort: number
  plcHost?: string
  version?: number
  driverId?: string
  minCollectTimeMs?: number
}

export function demoGatewayConfig(o: DemoConfigOptions): GatewayConfig {
  const driverId = o.driverId ?? 'plc1'
  const variables = SIM_SIGNALS.map(
    (sig): GatewayVariable => ({
      id: sig.name,
      name: sig.name,
      key: sig.name,
      driverId,
      registerType: sig.registerType,
      address: sig.address,
      dataType: sig.dataType,
      byteOrder: sig.byteOrder,
      access:
        sig.value || sig.registerType === 'inputRegister' || sig.registerType === 'discreteInput'
          ? 'readOnly'
          : 'readWrite',
      unit: sig.unit,
      decimals: sig.dataType.startsWith('float') ? 3 : 0,
      deadZone: 0,
      readFormula: '',
      writeFormula: '',
      collectMode: 'cyclic',
    }),
  )
  return {
    version: o.version ?? 1,
    workMode: 'standard',
    drivers: [
      {
        id: driverId,
        name: 'Simulated PLC',
        protocol: 'modbusTcp',
        brand: 'lfscada',
        model: 'plc-simulator',
        slaveAddress: 1,
        ip: o.plcHost ?? '127.0.0.1',
        port: o.plcPort,
        minCollectTimeMs: o.minCollectTimeMs ?? 1000,
        waitTimeMs: 1000,
      },
    ],
    variables,
    alarms: [],
    reports: [],
    scripts: [],
  }
}
