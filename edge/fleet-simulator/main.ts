// `npm run simulate -- --gateways N --metrics M --period-ms P [...]`: N Sparkplug B edge nodes loading a
// platform (README "Load a platform"). With --url it first registers them there through the HTTP API
// (platform.ts); with --url '' it only publishes (a bare broker). Prints the values/s offered every 10 s
// and, on the way out (--duration-s reached, Ctrl-C or SIGTERM), a `fleet summary {json}` line.
import { randomInt } from 'node:crypto'
import { parseArgs } from 'node:util'
import { SPARKPLUG_GROUP } from '../../core/sparkplug/index.ts'
import { startFleet } from './fleet.ts'
import { type FleetGateway, registerFleet, signIn } from './platform.ts'

const { values: flags } = parseArgs({
  options: {
    gateways: { type: 'string', default: '100' },
    metrics: { type: 'string', default: '20' },
    'period-ms': { type: 'string', default: '2000' },
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    mqtt: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
    group: { type: 'string', default: SPARKPLUG_GROUP },
    'duration-s': { type: 'string', default: '0' },
    /** 5 digits that start every SN of this run (random by default: a fresh fleet each run) */
    run: { type: 'string', default: String(randomInt(10_000, 100_000)) },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'Admin@2026' },
    qos: { type: 'string', default: '0' },
  },
})

const count = (name: keyof typeof flags, min: number): number => {
  const n = Number(flags[name])
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer ≥ ${min}`)
    process.exit(2)
  }
  return n
}
const gateways = count('gateways', 1)
const metrics = count('metrics', 1)
const periodMs = count('period-ms', 10)
const durationS = count('duration-s', 0)
const run = flags.run ?? ''
if (!/^[0-9]{5}$/.test(run) || gateways > 9_999_999) {
  console.error('--run must be 5 digits, and --gateways at most 9,999,999 (12-digit SNs)')
  process.exit(2)
}
const qos = flags.qos === '1' ? 1 : 0
const group = flags.group ?? SPARKPLUG_GROUP
const code = String(randomInt(100_000, 1_000_000))
const fleet: FleetGateway[] = Array.from({ length: gateways }, (_, i) => ({
  sn: `${run}${String(i).padStart(7, '0')}`,
  code,
}))
const log = (line: string) => console.log(line)

if (flags.url) {
  const started = performance.now()
  console.log(`registering ${gateways} gateways (SNs ${run}…) with ${metrics} metrics each on ${flags.url}`)
  const api = await signIn(flags.url, { loginname: flags.user ?? '', password: flags.password ?? '' })
  await registerFleet(api, { run, gateways: fleet, metrics, group }, (done) => {
    if (done % 500 === 0) console.log(`  ${done} devices`)
  })
  console.log(`registered in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

const t0 = performance.now()
const nodes = await startFleet({
  mqttUrl: flags.mqtt ?? '',
  group,
  gateways: fleet,
  metrics,
  periodMs,
  qos,
  log,
})
const started = performance.now()
console.log(
  `fleet online: ${nodes.online()} nodes on ${flags.mqtt} in ${((started - t0) / 1000).toFixed(1)} s, ` +
    `offering ${Math.round((gateways * metrics * 1000) / periodMs).toLocaleString('en')} values/s`,
)

let last = { at: started, offered: nodes.offered() }
const report = setInterval(() => {
  const now = performance.now()
  const offered = nodes.offered()
  const rate = ((offered - last.offered) * 1000) / (now - last.at)
  console.log(`offered ${Math.round(rate).toLocaleString('en')} values/s (${nodes.online()} nodes online)`)
  last = { at: now, offered }
}, 10_000)

let stopping = false
async function stop(): Promise<void> {
  if (stopping) return
  stopping = true
  clearInterval(report)
  // from the first connection: nodes publish as soon as they are born, while others still connect
  const seconds = (performance.now() - t0) / 1000
  await nodes.stop()
  const summary = { run, gateways, metrics, periodMs, offered: nodes.offered(), seconds }
  console.log(`fleet summary ${JSON.stringify(summary)}`)
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
if (durationS > 0) setTimeout(stop, durationS * 1000)
