// The embedded broker as `npm start` runs it: a gateway logs in with its SN as client id and username and
// its credential as password, checked against the gateways table; unknown SNs and wrong credentials are
// refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { verifyGatewayCredential } from '../../../server/devices/gateways.ts'
import { DEMO_GATEWAY, SPARE_GATEWAY } from '../../../server/devices/seed.ts'
import { seedDemo } from '../../../server/seed.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'
import { connectClient } from '../edge/helpers.ts'

let db: Db
let broker: Broker

beforeAll(async () => {
  db = openDb({ sqliteFile: ':memory:' })
  await migrateToLatest(db)
  await seedDemo(db, Date.now())
  broker = await startBroker({
    port: 0,
    host: '127.0.0.1',
    verifyGateway: (sn, password) => verifyGatewayCredential(db, sn, password),
  })
})
afterAll(async () => {
  await broker.close()
  await db.destroy()
})

const login = (sn: string, password: string, clientId = sn) =>
  connectClient(broker.url, { clientId, username: sn, password }).then(
    async (c) => {
      await c.endAsync(true)
      return 'accepted'
    },
    () => 'refused',
  )

describe('gateway logins on the platform broker', () => {
  it.each([
    ['the demo gateway with its code', DEMO_GATEWAY.sn, DEMO_GATEWAY.code, 'accepted'],
    ['a registered, unbound gateway with its code', SPARE_GATEWAY.sn, SPARE_GATEWAY.code, 'accepted'],
    ['a wrong code', DEMO_GATEWAY.sn, '000000', 'refused'],
    ['another gateway’s code', DEMO_GATEWAY.sn, SPARE_GATEWAY.code, 'refused'],
    ['an unknown SN', '123123123123', DEMO_GATEWAY.code, 'refused'],
    ['no password', DEMO_GATEWAY.sn, '', 'refused'],
  ])('%s: %s', async (_name, sn, password, outcome) => {
    expect(await login(sn, password)).toBe(outcome)
  })

  it('refuses a client id other than the SN', async () => {
    expect(await login(DEMO_GATEWAY.sn, DEMO_GATEWAY.code, 'someone-else')).toBe('refused')
  })
})
