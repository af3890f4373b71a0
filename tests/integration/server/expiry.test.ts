// Expiry messages for projects (issue 34): a project given an expiry time within 30 days gets one
// notice and one `expire` message per account looking after it, once per expiry time (a new time is
// told again); msg/getExpireById answers the notice to those accounts only; msg/queryExpireNoticeMsg
// lists the caller's expiry messages; the daily job runs at most once a day. A grant of devices to an
// external party (issue 32) tells both sides' administrators, once per expiry time, never when cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import {
  dailyExpiryJob,
  notifyExpiringGrants,
  notifyExpiringProjects,
} from '../../../server/notices/expiry.ts'
import {
  createAccount,
  ok,
  type Session,
  serverWithTwoEnterprises,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'

const DAY = 86_400_000
let server: TestServer
let a: TestEnterprise
let b: TestEnterprise
let aUser: Session

beforeAll(async () => {
  ;({ server, a, b } = await serverWithTwoEnterprises())
  aUser = await (await createAccount(server, a.admin)).session()
})
afterAll(() => server.close())

describe('project expiry messages', () => {
  it('tells the administrators once per expiry time; getExpireById only to them', async () => {
    const hub = server.services.realtime.messages
    const project = await ok(a.admin.call('project/add', { name: 'Expiring plant' }))
    const now = server.clock.now()
    await ok(a.admin.call('project/setExpiry', { projectId: project.id, expiresAt: now + 40 * DAY }))
    expect(await notifyExpiringProjects(server.db, hub, now)).toBe(0)
    await ok(a.admin.call('project/setExpiry', { projectId: project.id, expiresAt: now + 10 * DAY }))
    expect(await notifyExpiringProjects(server.db, hub, now)).toBe(1)
    expect(await notifyExpiringProjects(server.db, hub, now)).toBe(0)

    const list = await ok(a.admin.call('msg/queryExpireNoticeMsg', {}))
    const message = list.list.find((m: { title: string }) => m.title.includes('Expiring plant'))
    expect(message).toMatchObject({ type: 'expire', equipType: 'project' })
    const notice = await ok(a.admin.call('msg/getExpireById', { id: message.dataId }))
    expect(notice).toMatchObject({ kind: 'project', objectId: project.id, expiresAt: now + 10 * DAY })
    expect(await ok(a.admin.call('msg/getExpireById', { id: message.id }))).toEqual(notice)
    // a plain account of the enterprise that does not look after the project, and another enterprise
    expect((await aUser.call('msg/getExpireById', { id: message.dataId })).code).toBe(Code.noDataOrPermission)
    expect((await b.admin.call('msg/getExpireById', { id: message.dataId })).code).toBe(
      Code.noDataOrPermission,
    )
    expect((await b.admin.call('project/setExpiry', { projectId: project.id, expiresAt: null })).code).toBe(
      Code.noDataOrPermission,
    )

    // a new expiry time is told again
    await ok(a.admin.call('project/setExpiry', { projectId: project.id, expiresAt: now + 5 * DAY }))
    expect(await notifyExpiringProjects(server.db, hub, now)).toBe(1)
  })

  it('the daily job runs at most once a day', async () => {
    const hub = server.services.realtime.messages
    const project = await ok(a.admin.call('project/add', { name: 'Daily plant' }))
    const now = server.clock.now()
    const job = dailyExpiryJob(server.db, hub)
    await job(now)
    await ok(a.admin.call('project/setExpiry', { projectId: project.id, expiresAt: now + DAY }))
    await job(now + 1000)
    const count = async () =>
      (await server.db.selectFrom('expiryNotices').select('id').where('objectId', '=', project.id).execute())
        .length
    expect(await count()).toBe(0)
    await job(now + DAY)
    expect(await count()).toBe(1)
  })

  it('a grant to an external party tells both sides once; a cancelled one nobody', async () => {
    const hub = server.services.realtime.messages
    const device = await ok(a.admin.call('equipment/multi/add', { name: 'Granted pump' }))
    const now = server.clock.now()
    const party = { party: b.orgId, deviceIds: [device.id] }
    const grant = await ok(a.admin.call('api/pmsn/auth', { ...party, expiresAt: now + 3 * DAY }))
    const cancelled = await ok(a.admin.call('api/pmsn/auth', { ...party, expiresAt: now + 2 * DAY }))
    await ok(a.admin.call('api/pmsn/cancelAuth', { id: cancelled.id }))
    expect(await notifyExpiringGrants(server.db, hub, now)).toBe(1)
    expect(await notifyExpiringGrants(server.db, hub, now)).toBe(0)
    for (const side of [a.admin, b.admin]) {
      const list = await ok(side.call('msg/queryExpireNoticeMsg', { pageSize: 100 }))
      const message = list.list.find((m: { equipType: string }) => m.equipType === 'api')
      expect(message).toMatchObject({ type: 'expire', dataStatus: 'expiring' })
      expect(await ok(side.call('msg/getExpireById', { id: message.dataId }))).toMatchObject({
        kind: 'api',
        objectId: grant.id,
        expiresAt: now + 3 * DAY,
      })
    }
    expect((await aUser.call('msg/queryExpireNoticeMsg', {})).data.list).toEqual([])
  })
})
