// System notices (issue 34): a platform administrator's notice is cleaned at save (and again by
// notice/detail), published at once when due or later by the leader's sweep, as one `notice` message per
// enabled account of its audience (all enterprises or chosen ones); outside the audience notice/detail is
// 90003; a published notice no longer changes (2401); only platform administrators write them (90008).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { publishDueNotices } from '../../../server/notices/notices.ts'
import {
  createAccount,
  ok,
  type Session,
  serverWithTwoEnterprises,
  type TestEnterprise,
  type TestServer,
  uniqueName,
} from './helpers.ts'

let server: TestServer
let platform: Session
let a: TestEnterprise
let b: TestEnterprise
let aUser: Session
let bUser: Session

const HOSTILE = '<p>Plant <b>stop</b> at 22:00<script>alert(1)</script><img src="x" onerror="alert(2)"></p>'

beforeAll(async () => {
  ;({ server, platform, a, b } = await serverWithTwoEnterprises())
  aUser = await (await createAccount(server, a.admin)).session()
  bUser = await (await createAccount(server, b.admin)).session()
})
afterAll(() => server.close())

const noticesOf = async (who: Session) =>
  (await ok(who.call('msg/query', { type: 'notice', pageSize: 100 }))).list as {
    dataId: string
    title: string
    note: string
  }[]

describe('system notices', () => {
  it('cleans the text and sends one message to every account of every enterprise at once', async () => {
    const title = uniqueName('Notice')
    const notice = await ok(platform.call('notice/add', { title, content: HOSTILE, audience: 'all' }))
    expect(notice.publishedAt).toBe(server.clock.now())
    expect(notice.content).toContain('<b>stop</b>')
    expect(notice.content).not.toMatch(/script|onerror/)
    for (const who of [aUser, bUser, a.admin]) {
      const found = (await noticesOf(who)).find((m) => m.dataId === notice.id)
      expect(found).toMatchObject({ title, note: 'Plant stop at 22:00' })
    }
    const detail = await ok(aUser.call('notice/detail', { id: notice.id }))
    expect(detail).toMatchObject({ id: notice.id, title })
    expect(detail.content).not.toMatch(/script|onerror/)
  })

  it('cleans again on the way out what was stored before', async () => {
    const notice = await ok(
      platform.call('notice/add', { title: uniqueName('N'), content: '<p>x</p>', audience: 'all' }),
    )
    await server.db
      .updateTable('systemNotices')
      .set({ content: HOSTILE })
      .where('id', '=', notice.id)
      .execute()
    const detail = await ok(bUser.call('notice/detail', { id: notice.id }))
    expect(detail.content).not.toMatch(/script|onerror/)
  })

  it('reaches only the chosen enterprises; others get 90003 for its detail', async () => {
    const notice = await ok(
      platform.call('notice/add', {
        title: uniqueName('N'),
        content: '<p>A only</p>',
        audience: 'orgs',
        enterprises: [a.orgId],
      }),
    )
    expect((await noticesOf(aUser)).map((m) => m.dataId)).toContain(notice.id)
    expect((await noticesOf(bUser)).map((m) => m.dataId)).not.toContain(notice.id)
    expect((await bUser.call('notice/detail', { id: notice.id })).code).toBe(Code.noDataOrPermission)
    expect(
      (
        await platform.call('notice/add', {
          title: 'x',
          content: '',
          audience: 'orgs',
          enterprises: ['nothing'],
        })
      ).code,
    ).toBe(Code.noDataOrPermission)
    expect((await platform.call('notice/add', { title: 'x', content: '', audience: 'orgs' })).code).toBe(
      Code.paramMissing,
    )
  })

  it('waits for its publish time, then the sweep publishes it once; published it is 2401', async () => {
    const publishAt = server.clock.now() + 3_600_000
    const notice = await ok(
      platform.call('notice/add', {
        title: uniqueName('Later'),
        content: '<p>l</p>',
        audience: 'all',
        publishAt,
      }),
    )
    expect(notice.publishedAt).toBeNull()
    expect((await aUser.call('notice/detail', { id: notice.id })).code).toBe(Code.noDataOrPermission)
    const edited = await ok(
      platform.call('notice/edit', {
        id: notice.id,
        title: 'Renamed',
        content: '<p>l</p>',
        audience: 'all',
        publishAt,
      }),
    )
    expect(edited.title).toBe('Renamed')
    const hub = server.services.realtime.messages
    expect(await publishDueNotices(server.db, hub, publishAt - 1)).toBe(0)
    expect(await publishDueNotices(server.db, hub, publishAt)).toBe(1)
    expect(await publishDueNotices(server.db, hub, publishAt + 1)).toBe(0)
    expect((await noticesOf(aUser)).filter((m) => m.dataId === notice.id)).toHaveLength(1)
    const again = { id: notice.id, title: 'x', content: '', audience: 'all' }
    expect((await platform.call('notice/edit', again)).code).toBe(Code.noticePublished)
    expect((await platform.call('notice/delete', { id: notice.id })).code).toBe(Code.noticePublished)
  })

  it('is written by platform administrators only', async () => {
    expect((await a.admin.call('notice/add', { title: 'x', content: '', audience: 'all' })).code).toBe(
      Code.noAccess,
    )
    expect((await aUser.call('notice/query', {})).code).toBe(Code.noAccess)
  })
})
