// Authorisation to external parties (issue 32, `api/pmsn/*`): the demo enterprise grants another enterprise
// its demo device. The grantee's administrator then sees it in the monitor list marked with the grantor,
// watches it live, reads its history and alarms, writes only when the grant allows, and never changes its
// configuration; its plain accounts reach nothing. A cancel or an expiry closes access at once, open
// sockets included.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { CLOSE_ACCESS_REVOKED } from '../../../server/live/revocable-sockets.ts'
import { openSocket } from '../edgelink/sockets.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'

let server: TestServer
let grantor: Session
let grantee: TestEnterprise
let granteePlain: Session
let device: string
let signal: string

const HOUR = 3600_000

async function grant(fields: Record<string, unknown> = {}) {
  return ok(
    grantor.call('api/pmsn/auth', { party: grantee.admin.info.loginname, deviceIds: [device], ...fields }),
  )
}

async function cancelAll() {
  const given = await ok(grantor.call('api/pmsn/queryAuthExternal', { pageSize: 100 }))
  for (const g of given.list)
    if (g.state === 'active') await ok(grantor.call('api/pmsn/cancelAuth', { id: g.id }))
}

const listed = async (session: Session) =>
  (await ok(session.call('monitor/equipment/query', { pageSize: 100 }))).list as {
    id: string
    grantedBy?: string
  }[]

beforeAll(async () => {
  server = await createTestServer()
  grantor = await loginDemoAdmin(server)
  grantee = await createEnterprise(server, grantor)
  granteePlain = await (await createAccount(server, grantee.admin)).session()
  device = await deviceOfGateway(server.db, DEMO_GATEWAY.sn)
  signal = (
    await server.db
      .selectFrom('variables')
      .select('id')
      .where('deviceId', '=', device)
      .executeTakeFirstOrThrow()
  ).id
})
afterAll(() => server.close())

describe('finding a party', () => {
  it('by an account’s login name or the enterprise id; never one’s own, an unknown one is 90003', async () => {
    const byName = await ok(
      grantor.call('api/pmsn/queryUnAuthExternal', { party: grantee.admin.info.loginname }),
    )
    expect(byName.orgId).toBe(grantee.orgId)
    expect((await ok(grantor.call('api/pmsn/queryUnAuthExternal', { party: grantee.orgId }))).orgId).toBe(
      grantee.orgId,
    )
    expect((await grantor.call('api/pmsn/queryUnAuthExternal', { party: 'nobody-at-all' })).code).toBe(
      Code.noDataOrPermission,
    )
    expect((await grantor.call('api/pmsn/queryUnAuthExternal', { party: grantor.info.loginname })).code).toBe(
      Code.paramInvalid,
    )
  })

  it('a grant names devices of the caller’s enterprise only, and a future expiry', async () => {
    const foreign = await ok(grantee.admin.call('equipment/multi/add', { name: 'Theirs' }))
    expect(
      (await grantor.call('api/pmsn/auth', { party: grantee.orgId, deviceIds: [foreign.id] })).code,
    ).toBe(Code.noDataOrPermission)
    const past = server.clock.now() - 1
    expect(
      (await grantor.call('api/pmsn/auth', { party: grantee.orgId, deviceIds: [device], expiresAt: past }))
        .code,
    ).toBe(Code.paramInvalid)
  })
})

describe('a read grant', () => {
  beforeAll(cancelAll)

  it('shows the device in the grantee’s monitor list, marked with the grantor', async () => {
    expect((await listed(grantee.admin)).map((d) => d.id)).not.toContain(device)
    const made = await grant()
    expect(made).toMatchObject({ state: 'active', write: false, party: { orgId: grantee.orgId } })
    expect(made.devices.map((d: { id: string }) => d.id)).toEqual([device])
    const row = (await listed(grantee.admin)).find((d) => d.id === device)
    expect(row?.grantedBy).toBeTruthy()
    // the grantor's own list does not mark its own device
    expect((await listed(grantor)).find((d) => d.id === device)?.grantedBy).toBeUndefined()
    const received = await ok(grantee.admin.call('api/pmsn/queryAuthExternal', { direction: 'received' }))
    expect(received.list.map((g: { id: string }) => g.id)).toContain(made.id)
  })

  it('lets the grantee watch, read history and alarms, but not write or configure', async () => {
    const admin = grantee.admin
    expect((await admin.call('monitor/multi/signal/query', { equipmentId: device })).code).toBe(200)
    expect((await admin.call('websocket/monitor/new/token', { equipmentId: device })).code).toBe(200)
    const now = server.clock.now()
    expect(
      (await admin.call('history/query', { signalIds: [signal], startTime: now - HOUR, endTime: now })).code,
    ).toBe(200)
    expect((await admin.call('alarm/query', { equipmentId: device })).code).toBe(200)
    expect((await admin.call('signal/writeVal', { signalId: signal, value: 1 })).code).toBe(
      Code.noDataOrPermission,
    )
    expect((await admin.call('equipment/multi/edit', { id: device, name: 'Mine now' })).code).toBe(
      Code.noDataOrPermission,
    )
    expect((await admin.call('api/pmsn/cancelAuth', { id: (await grant()).id })).code).toBe(
      Code.noDataOrPermission,
    )
  })

  it('reaches none of the grantee’s plain accounts', async () => {
    expect((await granteePlain.call('monitor/multi/signal/query', { equipmentId: device })).code).toBe(
      Code.noDataOrPermission,
    )
    expect((await listed(granteePlain)).map((d) => d.id)).not.toContain(device)
  })
})

describe('a write grant', () => {
  beforeAll(cancelAll)

  it('lets the grantee write past the authorisation (the offline gateway is the platform’s own refusal)', async () => {
    await grant({ write: true })
    const answer = await grantee.admin.call('signal/writeVal', { signalId: signal, value: 1 })
    expect([Code.noAccess, Code.noDataOrPermission]).not.toContain(answer.code)
  })
})

describe('closing access', () => {
  beforeEach(cancelAll)

  it('a cancel refuses the next call and closes the open socket at once', async () => {
    const made = await grant()
    const token = await ok(grantee.admin.call('websocket/monitor/new/token', { equipmentId: device }))
    const socket = await openSocket(server.app, 'ws/eg/signal/subscribe', token)
    const cancelled = await ok(grantor.call('api/pmsn/cancelAuth', { id: made.id }))
    expect(cancelled.state).toBe('cancelled')
    expect(await socket.closed).toBe(CLOSE_ACCESS_REVOKED)
    expect((await grantee.admin.call('monitor/multi/signal/query', { equipmentId: device })).code).toBe(
      Code.noDataOrPermission,
    )
    expect((await listed(grantee.admin)).map((d) => d.id)).not.toContain(device)
  })

  it('an expiry does the same on the platform clock', async () => {
    const made = await grant({ expiresAt: server.clock.now() + 60_000 })
    const token = await ok(grantee.admin.call('websocket/monitor/new/token', { equipmentId: device }))
    const socket = await openSocket(server.app, 'ws/eg/signal/subscribe', token)
    server.clock.advance(60_000)
    expect(await socket.closed).toBe(CLOSE_ACCESS_REVOKED)
    expect((await grantee.admin.call('monitor/multi/signal/query', { equipmentId: device })).code).toBe(
      Code.noDataOrPermission,
    )
    const given = await ok(grantor.call('api/pmsn/queryAuthExternal', { pageSize: 100 }))
    expect(given.list.find((g: { id: string }) => g.id === made.id).state).toBe('expired')
  })
})
