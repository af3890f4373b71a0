// Grants of projects to external parties (issue 32): the demo enterprise grants another enterprise a
// project holding its demo device. The grantee's administrator sees the project in its list marked with
// the grantor, opens its pages, watches its device and reads its history, writes setpoints only with a
// write grant, and never changes the project; a cancel refuses the next call and closes the project's
// page socket at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { CLOSE_ACCESS_REVOKED } from '../../../server/live/revocable-sockets.ts'
import { openSocket } from '../edgelink/sockets.ts'
import {
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
let project: string
let page: string
let device: string
let signal: string

const HOUR = 3600_000

const grant = (fields: Record<string, unknown> = {}) =>
  ok(grantor.call('api/pmsn/auth', { party: grantee.orgId, projectIds: [project], ...fields }))

async function cancelAll() {
  const given = await ok(grantor.call('api/pmsn/queryAuthExternal', { pageSize: 100 }))
  for (const g of given.list)
    if (g.state === 'active') await ok(grantor.call('api/pmsn/cancelAuth', { id: g.id }))
}

const projectsOf = async (session: Session) =>
  (await ok(session.call('project/queryAllByUser', {}))) as { id: string; grantedBy?: string }[]

beforeAll(async () => {
  server = await createTestServer()
  grantor = await loginDemoAdmin(server)
  grantee = await createEnterprise(server, grantor)
  device = await deviceOfGateway(server.db, DEMO_GATEWAY.sn)
  signal = (
    await server.db
      .selectFrom('variables')
      .select('id')
      .where('deviceId', '=', device)
      .executeTakeFirstOrThrow()
  ).id
  project = (await ok(grantor.call('project/add', { name: 'Granted plant' }))).id
  await ok(grantor.call('project/equip/add', { projectId: project, equipmentIds: [device] }))
  page = (await ok(grantor.call('project/page/add', { projectId: project, title: 'Overview' }))).id
})
afterAll(() => server.close())

describe('a grant names projects', () => {
  it('of the caller’s enterprise only, and at least one device or project', async () => {
    const theirs = await ok(grantee.admin.call('project/add', { name: 'Theirs' }))
    expect(
      (await grantor.call('api/pmsn/auth', { party: grantee.orgId, projectIds: [theirs.id] })).code,
    ).toBe(Code.noDataOrPermission)
    expect((await grantor.call('api/pmsn/auth', { party: grantee.orgId, projectIds: [] })).code).toBe(
      Code.paramInvalid,
    )
  })
})

describe('a read grant of a project', () => {
  beforeAll(cancelAll)

  it('lists the project for the grantee, marked with the grantor, and shows it in the grant', async () => {
    expect((await projectsOf(grantee.admin)).map((p) => p.id)).not.toContain(project)
    const made = await grant()
    expect(made.projects).toEqual([{ id: project, name: 'Granted plant' }])
    expect(made.devices).toEqual([])
    expect((await projectsOf(grantee.admin)).find((p) => p.id === project)?.grantedBy).toBeTruthy()
    expect((await projectsOf(grantor)).find((p) => p.id === project)?.grantedBy).toBeUndefined()
    const listed = await ok(grantee.admin.call('project/queryAll', { pageSize: 100 }))
    expect(listed.list.map((p: { id: string }) => p.id)).toContain(project)
  })

  it('opens its pages and watches its device, reading only', async () => {
    const admin = grantee.admin
    const info = await ok(admin.call('project/info', { id: project }))
    expect(info).toMatchObject({ actions: ['query'], manage: false })
    const pages = await ok(admin.call('project/page/query', { projectId: project }))
    expect(pages.map((p: { id: string }) => p.id)).toContain(page)
    expect((await admin.call('project/page/info', { id: page })).code).toBe(200)
    expect((await admin.call('project/equip/queryAll', { projectId: project })).code).toBe(200)
    expect((await admin.call('signal/query', { projectId: project })).code).toBe(200)
    expect((await admin.call('monitor/multi/signal/query', { equipmentId: device })).code).toBe(200)
    const now = server.clock.now()
    const range = { startTime: now - HOUR, endTime: now }
    expect((await admin.call('history/query', { signalIds: [signal], ...range })).code).toBe(200)
    expect(
      (await admin.call('websocket/monitor/project/token', { projectId: project, pageId: page })).code,
    ).toBe(200)
  })

  it('changes nothing of the project and writes no setpoint', async () => {
    const admin = grantee.admin
    const refused = [Code.noAccess, Code.noDataOrPermission]
    expect(refused).toContain((await admin.call('project/edit', { id: project, name: 'Mine' })).code)
    expect(refused).toContain((await admin.call('project/page/delete', { id: page })).code)
    expect(refused).toContain(
      (await admin.call('signal/writeVal', { projectId: project, signalId: signal, value: 1 })).code,
    )
    expect(refused).toContain((await admin.call('api/key/add', { name: 'K', projectIds: [project] })).code)
  })
})

describe('a write grant of a project', () => {
  beforeAll(cancelAll)

  it('writes setpoints through the project (the offline gateway is the platform’s own refusal)', async () => {
    await grant({ write: true })
    const answer = await grantee.admin.call('signal/writeVal', {
      projectId: project,
      signalId: signal,
      value: 1,
    })
    expect([Code.noAccess, Code.noDataOrPermission]).not.toContain(answer.code)
    expect((await grantee.admin.call('project/info', { id: project })).data.actions).toEqual(['query'])
  })
})

describe('cancelling a project grant', () => {
  beforeEach(cancelAll)

  it('refuses the next call and closes the page socket at once', async () => {
    const made = await grant()
    const token = await ok(
      grantee.admin.call('websocket/monitor/project/token', { projectId: project, pageId: page }),
    )
    const socket = await openSocket(server.app, 'ws/project/signal/subscribe', token)
    await ok(grantor.call('api/pmsn/cancelAuth', { id: made.id }))
    expect(await socket.closed).toBe(CLOSE_ACCESS_REVOKED)
    expect((await grantee.admin.call('project/info', { id: project })).code).toBe(Code.noDataOrPermission)
    expect((await grantee.admin.call('project/page/info', { id: page })).code).toBe(Code.noDataOrPermission)
    expect((await grantee.admin.call('monitor/multi/signal/query', { equipmentId: device })).code).toBe(
      Code.noDataOrPermission,
    )
    expect((await projectsOf(grantee.admin)).map((p) => p.id)).not.toContain(project)
  })
})
