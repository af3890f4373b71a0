// CLI: npm run edge -- --sn 123456789012 --code 123456 --server mqtt://127.0.0.1:1883 [--data-dir DIR]
//                      [--config FILE.json]   (a configuration document to start with, if none is stored)
//                      [--primary-host ID]    (births only while that host application's STATE is online)
//                      [--firmware-dir DIR --firmware-key PEM]  (over-the-air upgrades, agent/firmware.ts)
// An upgrade (or its rollback) ends the process with RESTART_EXIT (75) once the agent has stopped: its
// supervisor (systemd Restart=always, or the platform's demo site) starts it again on the version that
// `<firmware-dir>/current` names.
// SIGINT / SIGTERM stop the agent; SIGPWR stops it as a power loss (power-off alarm on the platform).
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import {
  GATEWAY_SN_PATTERN,
  type GatewayConfig,
  parseGatewayConfig,
  VERIFY_CODE_PATTERN,
} from '../schemas/edge/index.ts'
import { startEdgeAgent } from './agent/agent.ts'
import { AGENT_FIRMWARE } from './agent/details.ts'
import type { FirmwareOptions } from './agent/firmware.ts'

/** the exit code that asks the supervisor to start the agent again (EX_TEMPFAIL) */
export const RESTART_EXIT = 75

const { values } = parseArgs({
  options: {
    sn: { type: 'string' },
    code: { type: 'string' },
    server: { type: 'string', default: process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883' },
    'data-dir': { type: 'string' },
    config: { type: 'string' },
    'primary-host': { type: 'string', default: process.env.SPARKPLUG_PRIMARY_HOST },
    'firmware-dir': { type: 'string' },
    'firmware-key': { type: 'string' },
  },
})

const fail = (msg: string): never => {
  console.error(msg)
  process.exit(2)
}
const sn = values.sn ?? fail('--sn is required (12 digits)')
const code = values.code ?? fail('--code is required (6 digits)')
if (!new RegExp(GATEWAY_SN_PATTERN).test(sn)) fail('--sn must be 12 digits')
if (!new RegExp(VERIFY_CODE_PATTERN).test(code)) fail('--code must be 6 digits')

let initialConfig: GatewayConfig | undefined
if (values.config) {
  const parsed = parseGatewayConfig(JSON.parse(readFileSync(values.config, 'utf8')))
  if (!parsed.ok) fail(`--config: ${parsed.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`)
  else initialConfig = parsed.config
}

const firmwareDir = values['firmware-dir']
const firmwareKey = values['firmware-key']
if ((firmwareDir === undefined) !== (firmwareKey === undefined))
  fail('--firmware-dir and --firmware-key go together')
const firmware: FirmwareOptions | undefined =
  firmwareDir && firmwareKey
    ? {
        root: firmwareDir,
        publicKey: readFileSync(firmwareKey, 'utf8'),
        version: AGENT_FIRMWARE,
        restart: () => void agent.stop().then(() => process.exit(RESTART_EXIT)),
      }
    : undefined

const agent = await startEdgeAgent({
  sn,
  code,
  serverUrl: values.server,
  dataDir: values['data-dir'] ?? `data/edge/${sn}`,
  ...(initialConfig ? { initialConfig } : {}),
  ...(values['primary-host'] ? { primaryHostId: values['primary-host'] } : {}),
  ...(firmware ? { firmware } : {}),
  log: (msg) => console.log(`[edge ${sn}] ${msg}`),
})
console.log(`[edge ${sn}] connecting to ${values.server}, configuration version ${agent.config().version}`)
void agent.whenLive().then(() => console.log(`[edge ${sn}] online`))

const stop = () => void agent.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// a UPS or power monitor signals a failing supply (Linux SIGPWR): the death tells the platform why
process.on('SIGPWR', () => void agent.powerLost().then(() => process.exit(0)))
