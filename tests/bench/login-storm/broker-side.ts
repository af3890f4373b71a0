// One side of the gateway login storm bench (gateway-login-storm.bench.ts), as a program of its own so its
// CPU is measured alone (fleet/probe.ts): `--side platform` is the embedded broker checking each gateway's
// login as the platform does (startBroker with verifyGatewayCredential on a fresh SQLite file, the
// gateways registered through registerGateways); `--side bare` is aedes whose authenticate says yes to
// everyone. Prints `storm broker ready <port>`; on the IPC message `restart` closes the broker (every
// client dropped) and listens again on the same port, then prints `storm broker restarted`.
import { createServer, type Server } from 'node:net'
import { parseArgs } from 'node:util'
import { Aedes } from 'aedes'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { registerGateways, verifyGatewayCredential } from '../../../server/devices/gateways.ts'
import { migrateToLatest } from '../../../server/storage/db.ts'
import { sqliteDatabase } from '../../integration/server/databases.ts'
import { stormSn } from './storm-sn.ts'

const { values: flags } = parseArgs({
  options: {
    side: { type: 'string', default: 'platform' },
    gateways: { type: 'string', default: '2000' },
    code: { type: 'string', default: '246810' },
  },
})

interface Listening {
  port: number
  close(): Promise<void>
}

async function bareBroker(port: number): Promise<Listening> {
  const aedes = await Aedes.createBroker({ authenticate: (_c, _u, _p, done) => done(null, true) })
  const server: Server = createServer(aedes.handle)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    close: () => new Promise((resolve) => aedes.close(() => server.close(() => resolve()))),
  }
}

async function platformSide(): Promise<(port: number) => Promise<Listening>> {
  const database = sqliteDatabase()
  await migrateToLatest(database.db)
  const count = Number(flags.gateways)
  const BATCH = 1000
  for (let i = 0; i < count; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - i) }, (_, k) => ({
      sn: stormSn(i + k),
      code: flags.code ?? '',
    }))
    await registerGateways(database.db, batch, Date.now())
  }
  return async (port) => {
    const broker: Broker = await startBroker({
      port,
      host: '127.0.0.1',
      verifyGateway: (sn, password) => verifyGatewayCredential(database.db, sn, password),
      log: (line) => console.log(line),
    })
    return broker
  }
}

const start = flags.side === 'bare' ? bareBroker : await platformSide()
let broker = await start(0)
console.log(`storm broker ready ${broker.port}`)
process.on('message', (message) => {
  if (message !== 'restart') return
  void (async () => {
    await broker.close()
    broker = await start(broker.port)
    console.log('storm broker restarted')
  })()
})
