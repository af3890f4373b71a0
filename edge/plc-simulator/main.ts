// CLI: tsx edge/plc-simulator/main.ts --port 1502 [--host 127.0.0.1] [--unit-id 1]
import { parseArgs } from 'node:util'
import { SIM_SIGNALS } from './signals.ts'
import { startPlcSimulator } from './simulator.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '1502' },
    host: { type: 'string', default: '127.0.0.1' },
    'unit-id': { type: 'string' },
  },
})
const unitId = values['unit-id'] === undefined ? undefined : Number(values['unit-id'])
const sim = await startPlcSimulator({
  port: Number(values.port),
  host: values.host,
  ...(unitId === undefined ? {} : { unitId }),
})
console.log(`PLC simulator: Modbus TCP on ${values.host}:${sim.port}`)
for (const s of SIM_SIGNALS)
  console.log(
    `  ${s.registerType.padEnd(15)} ${String(s.address).padStart(4)} ${s.dataType.padEnd(7)} ${s.byteOrder} ${s.name}`,
  )
const stop = () => void sim.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
