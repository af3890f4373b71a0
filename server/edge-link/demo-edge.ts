// `npm start`'s demo site: the PLC simulator and an edge agent for the seeded demo gateway, run as child
// processes (the server does not import edge/), so a fresh start shows live data. The agent starts from
// the platform's own configuration document of the demo device, so it runs synced. A disk that refuses
// that file (full, read-only) does not stop the server: the agent starts without it, waits for its own
// data dir to take writes, and gets the document from the platform's sync. Given the platform's firmware
// key it takes over-the-air upgrades, restarted by this supervisor when it exits asking for it.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildGatewayConfig } from '../devices/config-document.ts'
import { DEMO_GATEWAY } from '../devices/seed.ts'
import type { Db } from '../storage/db.ts'

export interface DemoEdgeOptions {
  db: Db
  plcPort: number
  mqttUrl: string
  /** where the agent keeps its configuration, bdSeq and outbox */
  dataDir: string
  /** the platform's Sparkplug host id: the agent's births wait for its STATE online (unset: at once) */
  primaryHostId?: string
  /** the platform's firmware public key (PEM): with it the agent takes over-the-air upgrades */
  firmwareKey?: string
  log: (line: string) => void
}

/** the demo agent's exit code asking to be started again (edge/main.ts RESTART_EXIT; the server does not
 * import edge/) */
const AGENT_RESTART_EXIT = 75

export interface DemoEdge {
  stop(): void
}

function child(name: string, args: string[], log: (line: string) => void): ChildProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[${name}] ${line}`)
  }
  proc.stdout?.on('data', forward)
  proc.stderr?.on('data', forward)
  return proc
}

/** Starts the simulator and the demo agent when the demo gateway is bound to a device; else nothing. */
export async function startDemoEdge(o: DemoEdgeOptions): Promise<DemoEdge | null> {
  const device = await o.db
    .selectFrom('devices')
    .innerJoin('gateways', 'gateways.id', 'devices.gatewayId')
    .select('devices.id')
    .where('gateways.sn', '=', DEMO_GATEWAY.sn)
    .executeTakeFirst()
  if (!device) return null
  const dir = join(o.dataDir, DEMO_GATEWAY.sn)
  const configFile = join(dir, 'platform-config.json')
  const document = JSON.stringify(await buildGatewayConfig(o.db, device.id))
  let withConfig = true
  try {
    mkdirSync(dir, { recursive: true })
    writeFileSync(configFile, document)
  } catch (error) {
    o.log(`demo agent starts without its configuration file: ${error}`)
    withConfig = false
  }
  const sim = child('plc', ['edge/plc-simulator/main.ts', '--port', String(o.plcPort)], o.log)
  let firmwareArgs: string[] = []
  if (o.firmwareKey) {
    const keyFile = join(dir, 'firmware-key.pem')
    writeFileSync(keyFile, o.firmwareKey)
    firmwareArgs = ['--firmware-dir', join(dir, 'firmware'), '--firmware-key', keyFile]
  }
  const args = [
    'edge/main.ts',
    '--sn',
    DEMO_GATEWAY.sn,
    '--code',
    DEMO_GATEWAY.code,
    '--server',
    o.mqttUrl,
    '--data-dir',
    dir,
    ...(withConfig ? ['--config', configFile] : []),
    ...(o.primaryHostId ? ['--primary-host', o.primaryHostId] : []),
    ...firmwareArgs,
  ]
  let stopped = false
  // the supervisor of the agent: an exit asking for a restart (an upgrade or its rollback) starts it again
  const supervise = (): ChildProcess => {
    const proc = child('edge', args, o.log)
    proc.once('exit', (code) => {
      if (code === AGENT_RESTART_EXIT && !stopped) agent = supervise()
    })
    return proc
  }
  let agent = supervise()
  return {
    stop() {
      stopped = true
      agent.kill('SIGTERM')
      sim.kill('SIGTERM')
    },
  }
}
