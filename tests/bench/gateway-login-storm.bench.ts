// `npm run bench -- gateway-login-storm [--gateways 2000]`: N gateways (mqtt.js clients, client id =
// username = SN, password = the code) connect at once to a broker, then the broker restarts and all of
// them reconnect at once: first the bare side (aedes saying yes to everyone), then the platform's side
// (the embedded broker checking each login with verifyGatewayCredential under the login limits), each a
// measured child process (login-storm/broker-side.ts). All clients come from one address, as gateways
// behind one NAT do.
//   all connected   time from the clients' start (cold) or from the broker listening again (restart) to
//                   the last CONNACK
//   refused         CONNACKs refusing a login (clients retry every 0.5 s)
//   CPU             the broker side's user + system CPU over that time, s and % of one core
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import mqtt, { type ErrorWithReasonCode, type MqttClient } from 'mqtt'
import type { Measured } from './fixtures/measured.ts'
import { Child } from './fleet/child.ts'
import { stormSn } from './login-storm/storm-sn.ts'

const CODE = '246810'
/** CONNACK codes of a refused login: bad username or password, not authorised */
const REFUSALS = [4, 5]

interface Storm {
  seconds: number
  refused: number
  cpuS: number
}

interface Clients {
  /** connections made so far (every reconnect counts) and logins refused */
  connects: number
  refused: number
  close(): Promise<void>
}

function connectAll(port: number, count: number): Clients {
  const clients: MqttClient[] = []
  const tally: Clients = {
    connects: 0,
    refused: 0,
    close: () => Promise.all(clients.map((c) => c.endAsync(true))).then(() => {}),
  }
  for (let i = 0; i < count; i++) {
    const sn = stormSn(i)
    const client = mqtt.connect(`mqtt://127.0.0.1:${port}`, {
      clientId: sn,
      username: sn,
      password: CODE,
      reconnectPeriod: 500,
      // a slow CONNACK is waited for, not dropped and tried again
      connectTimeout: 600_000,
      keepalive: 600,
    })
    client.on('connect', () => tally.connects++)
    client.on('error', (e) => {
      if (REFUSALS.includes((e as ErrorWithReasonCode).code ?? 0)) tally.refused++
    })
    clients.push(client)
  }
  return tally
}

async function allConnected(tally: Clients, target: number, side: Child): Promise<void> {
  while (tally.connects < target) {
    const ended = side.endedNote()
    if (ended) throw new Error(ended)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

async function storm(side: Child, tally: Clients, target: number, began: number): Promise<Storm> {
  const refusedBefore = tally.refused
  await allConnected(tally, target, side)
  const seconds = (performance.now() - began) / 1000
  const reading = await side.probe()
  return { seconds, refused: tally.refused - refusedBefore, cpuS: reading.cpuMs / 1000 }
}

async function runSide(
  name: 'bare' | 'platform',
  gateways: number,
): Promise<{ cold: Storm; restart: Storm }> {
  const side = new Child(
    name,
    'tests/bench/login-storm/broker-side.ts',
    [...['--side', name, '--gateways', String(gateways), '--code', CODE]],
    {},
  )
  try {
    const port = Number((await side.line(/^storm broker ready /, 'ready')).split(' ').at(-1))
    await side.probe('reset')
    const cold = performance.now()
    const tally = connectAll(port, gateways)
    const first = await storm(side, tally, gateways, cold)
    const restarted = side.line(/^storm broker restarted/, 'the restart')
    side.process.send('restart')
    await restarted
    await side.probe('reset')
    const again = await storm(side, tally, 2 * gateways, performance.now())
    await tally.close()
    return { cold: first, restart: again }
  } finally {
    await side.stop()
  }
}

const row = (name: string, s: Storm) =>
  `  ${name.padEnd(24)} all connected ${s.seconds.toFixed(2).padStart(7)} s   refused ${String(s.refused).padStart(5)}   CPU ${s.cpuS.toFixed(2).padStart(6)} s (${((100 * s.cpuS) / s.seconds).toFixed(0)}% of a core)`

export default async function gatewayLoginStorm(): Promise<Measured> {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: { gateways: { type: 'string', default: '2000' } },
  })
  const gateways = Number(values.gateways)
  if (!Number.isInteger(gateways) || gateways < 1) throw new Error('--gateways must be a positive integer')
  console.log(
    `${gateways} gateways from one address; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  for (const name of ['bare', 'platform'] as const) {
    const { cold, restart } = await runSide(name, gateways)
    console.log(row(`${name}, cold start`, cold))
    console.log(row(`${name}, broker restart`, restart))
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  return { values: 4 * gateways }
}
