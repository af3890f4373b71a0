// A revoked API key's and a cancelled grant's live sockets close on every instance of a cluster (issue 32):
// two instances on one PostgreSQL database with the relay, as behind a load balancer; the socket is opened on
// one, the revocation taken by the other, and the socket closes at once with 4403. Skipped, saying so, when
// PostgreSQL does not answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildAppWithServices } from '../../../server/app.ts'
import { startPgRelay } from '../../../server/cluster/relay.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { CLOSE_ACCESS_REVOKED } from '../../../server/live/revocable-sockets.ts'
import { seedDemo } from '../../../server/seed.ts'
import { migrateToLatest } from '../../../server/storage/db.ts'
import { openSocket } from '../edgelink/sockets.ts'
import { pgUp, postgresDatabase, type TestDatabase } from '../server/databases.ts'
import {
  callApi,
  createEnterprise,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  wallClock,
} from '../server/helpers.ts'

if (!pgUp) console.warn('revocation across instances skipped: PostgreSQL does not answer on 127.0.0.1:5432')

describe.skipIf(!pgUp)('revocation across two instances', () => {
  let database: TestDatabase
  const apps: App[] = []
  let here: TestServer
  let there: TestServer
  let admin: Session
  let device: string

  async function start(): Promise<TestServer> {
    const app = await buildAppWithServices({
      db: database.db,
      relay: await startPgRelay({ url: database.url! }),
    })
    apps.push(app)
    return {
      app: app.fastify,
      db: database.db,
      clock: wallClock,
      services: app.services,
      call: (path, body, options) => callApi(app.fastify, path, body, options),
      close: () => app.fastify.close(),
    }
  }

  beforeAll(async () => {
    database = await postgresDatabase()
    await migrateToLatest(database.db)
    await seedDemo(database.db, Date.now())
    here = await start()
    there = await start()
    admin = await loginDemoAdmin(here)
    device = await deviceOfGateway(database.db, DEMO_GATEWAY.sn)
  })
  afterAll(async () => {
    for (const app of apps) await app.fastify.close()
    await database?.drop()
  })

  it('a key revoked on one instance closes its socket on the other', async () => {
    const { key, token } = await ok(admin.call('api/key/add', { name: 'erp', deviceIds: [device] }))
    const answer = await there.app.inject({
      method: 'POST',
      url: '/lfscada/websocket/monitor/new/token',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ equipmentId: device }),
    })
    const socket = await openSocket(there.app, 'ws/eg/signal/subscribe', answer.json().data)
    await ok(admin.call('api/key/revoke', { id: key.id }))
    expect(await socket.closed).toBe(CLOSE_ACCESS_REVOKED)
  })

  it('a grant cancelled on one instance closes the party’s socket on the other', async () => {
    const party = await createEnterprise(there, await loginDemoAdmin(there))
    const grant = await ok(admin.call('api/pmsn/auth', { party: party.orgId, deviceIds: [device] }))
    const socketToken = await ok(party.admin.call('websocket/monitor/new/token', { equipmentId: device }))
    const socket = await openSocket(there.app, 'ws/eg/signal/subscribe', socketToken)
    await ok(admin.call('api/pmsn/cancelAuth', { id: grant.id }))
    expect(await socket.closed).toBe(CLOSE_ACCESS_REVOKED)
  })
})
