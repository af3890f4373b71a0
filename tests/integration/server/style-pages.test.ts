// The login and main page editor's calls (issue 34): `style/updateWebLogin` (look, login path, background
// upload), `updateWebMain` with a look, `updateAgreementPolicy` (rich text cleaned at save), what
// `style/loadStyle` shows on the login path; push configurations (secret never answered) and grants of a
// style to external parties (the party may then view and use it; not after a cancel).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEFAULT_LOOK, type PageLook } from '../../../schemas/entities/style.ts'
import {
  createEnterprise,
  ok,
  type Session,
  serverWithTwoEnterprises,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'
import { png, uploadStyleFiles } from './style-fixtures.ts'

let server: TestServer
let platform: Session
let a: TestEnterprise
let b: TestEnterprise

beforeAll(async () => {
  ;({ server, platform, a, b } = await serverWithTwoEnterprises())
})
afterAll(() => server.close())

let seq = 0
const newStyle = () => ok(a.admin.call('style/add', { name: `Page ${++seq}`, title: `Page ${seq}` }))

const LOOK: PageLook = {
  primary: '#b22222',
  background: 'rgb(240, 240, 250)',
  zh: { title: '欢迎', subtitle: '远程监控', footer: '版权所有' },
  en: { title: 'Welcome', subtitle: 'Remote monitoring', footer: 'All rights reserved' },
}

describe('login and main page', () => {
  it('saves the login look and path, and the login path shows them without a session', async () => {
    const style = await newStyle()
    expect(style.login).toMatchObject({ ...DEFAULT_LOOK, backgroundImage: '' })
    const path = `page-${Date.now().toString(36)}`
    const saved = await ok(
      a.admin.call('style/updateWebLogin', {
        id: style.id,
        look: LOOK,
        webLoginPath: path,
        backgroundImage: 'https://cdn.test/bg.jpg',
      }),
    )
    expect(saved).toMatchObject({
      webLoginPath: path,
      login: { ...LOOK, backgroundImage: 'https://cdn.test/bg.jpg' },
    })
    const theme = await ok(server.call('style/loadStyle', { loginPath: path }))
    expect(theme?.login).toMatchObject(LOOK)
  })

  it('uploads a background under 100 KB and serves it; refuses another format (10007)', async () => {
    const style = await newStyle()
    const reply = await uploadStyleFiles(server, 'style/updateWebLogin', a.admin, style.id, {
      background: ['bg.png', png(2000)],
    })
    expect(reply.code).toBe(200)
    const address = (reply.data.login as { backgroundImage: string }).backgroundImage
    expect(address).toMatch(new RegExp(`/style/image/${style.id}/background\\?v=`))
    const served = await server.app.inject({ method: 'GET', url: address })
    expect(served.headers['content-type']).toBe('image/png')
    const bad = await uploadStyleFiles(server, 'style/updateWebLogin', a.admin, style.id, {
      background: ['bg.png', Buffer.from('not an image')],
    })
    expect(bad.code).toBe(Code.fileFormat)
  })

  it('refuses a colour that is not one (10001) and a login path of the app (10001)', async () => {
    const style = await newStyle()
    const look = { ...LOOK, primary: 'red;background:url(x)' }
    expect((await a.admin.call('style/updateWebLogin', { id: style.id, look })).code).toBe(Code.paramInvalid)
    expect((await a.admin.call('style/updateWebLogin', { id: style.id, webLoginPath: 'manage' })).code).toBe(
      Code.paramInvalid,
    )
  })

  it('saves the main look with updateWebMain, no file needed', async () => {
    const style = await newStyle()
    expect((await ok(a.admin.call('style/updateWebMain', { id: style.id, look: LOOK }))).main).toEqual(LOOK)
  })

  it('cleans a rich agreement at save and keeps a plain policy as typed', async () => {
    const style = await newStyle()
    const saved = await ok(
      a.admin.call('style/updateAgreementPolicy', {
        id: style.id,
        agreement: {
          format: 'rich',
          text: '<p>Terms<script>alert(1)</script><img src=x onerror=alert(1)></p>',
        },
        policy: { format: 'plain', text: 'We keep <b>nothing</b>.' },
      }),
    )
    expect(saved.login.agreement.text).toContain('Terms')
    expect(saved.login.agreement.text).not.toMatch(/script|onerror/)
    expect(saved.login.policy).toEqual({ format: 'plain', text: 'We keep <b>nothing</b>.' })
    const cleared = await ok(
      a.admin.call('style/updateAgreementPolicy', { id: style.id, agreement: { format: 'plain', text: '' } }),
    )
    expect(cleared.login.agreement.text).toBe('')
    expect(cleared.login.policy.text).toBe('We keep <b>nothing</b>.')
  })

  it("refuses another enterprise's style (90003)", async () => {
    const style = await newStyle()
    expect((await b.admin.call('style/updateWebLogin', { id: style.id, look: LOOK })).code).toBe(
      Code.noDataOrPermission,
    )
  })
})

describe('push configurations', () => {
  it('adds one per channel, never answers the secret, and keeps a secret left out', async () => {
    const style = await newStyle()
    const conf = await ok(
      a.admin.call('style/pushconf/add', {
        styleId: style.id,
        channel: 'wechat',
        appKey: 'wx1',
        appSecret: 's1',
      }),
    )
    expect(conf).toMatchObject({ channel: 'wechat', appKey: 'wx1', hasSecret: true, enabled: true })
    expect(JSON.stringify(conf)).not.toContain('s1')
    const again = a.admin.call('style/pushconf/add', {
      styleId: style.id,
      channel: 'wechat',
      appKey: 'wx2',
      appSecret: '',
    })
    expect((await again).code).toBe(Code.nameExists)
    const edited = await ok(
      a.admin.call('style/pushconf/edit', { id: conf.id, appKey: 'wx3', enabled: false }),
    )
    expect(edited).toMatchObject({ appKey: 'wx3', hasSecret: true, enabled: false })
    expect(await ok(a.admin.call('style/pushconf/query', { styleId: style.id }))).toEqual([edited])
  })
})

describe('grants to external parties', () => {
  it('lets the party view and use the style until the grant is cancelled', async () => {
    const style = await newStyle()
    expect((await b.admin.call('style/infoStyle', { id: style.id })).code).toBe(Code.noDataOrPermission)
    const party = await ok(a.admin.call('style/queryUnAuthExternal', { party: b.orgId }))
    expect(party.orgId).toBe(b.orgId)
    const grant = await ok(a.admin.call('style/auth', { styleId: style.id, party: b.orgId }))
    expect(await ok(a.admin.call('style/auth', { styleId: style.id, party: b.orgId }))).toEqual(grant)
    const page = await ok(a.admin.call('style/queryAuthExternal', { styleId: style.id }))
    expect(page.list).toEqual([grant])
    expect((await ok(b.admin.call('style/infoStyle', { id: style.id }))).id).toBe(style.id)
    // among the party's styles, named with the grantor; the grantor's own list names no grantor
    const grantorName = (
      await server.db
        .selectFrom('enterprises')
        .select('name')
        .where('id', '=', a.orgId)
        .executeTakeFirstOrThrow()
    ).name
    const listed = (await ok(b.admin.call('style/query', { pageSize: 100 }))).list
    expect(listed.find((v: { id: string }) => v.id === style.id)?.grantedBy).toBe(grantorName)
    const own = (await ok(a.admin.call('style/query', { pageSize: 100 }))).list
    expect(own.find((v: { id: string }) => v.id === style.id)).not.toHaveProperty('grantedBy')
    await ok(b.admin.call('style/use', { id: style.id }))
    await ok(b.admin.call('style/use', { id: '' }))

    await ok(a.admin.call('style/cancelAuth', { id: grant.id }))
    expect((await b.admin.call('style/use', { id: style.id })).code).toBe(Code.noDataOrPermission)
    const after = (await ok(b.admin.call('style/query', { pageSize: 100 }))).list
    expect(after.map((v: { id: string }) => v.id)).not.toContain(style.id)
    expect((await ok(a.admin.call('style/queryAuthExternal', { styleId: style.id }))).list).toEqual([])
  })

  // the routes scope a style id to the caller's own styles (tenancy `style`): one granted is `usableStyle`
  it('lets the party neither change, configure nor pass on the style (90003)', async () => {
    const style = await newStyle()
    const conf = await ok(
      a.admin.call('style/pushconf/add', { styleId: style.id, channel: 'sms', appKey: 'A', appSecret: 's' }),
    )
    await ok(a.admin.call('style/auth', { styleId: style.id, party: b.orgId }))
    const { orgId: c } = await createEnterprise(server, platform)
    const tries: [string, object][] = [
      ['style/edit', { id: style.id, title: 'taken over' }],
      ['style/updateAgreementPolicy', { id: style.id, agreement: 'mine now' }],
      ['style/pushconf/query', { styleId: style.id }],
      ['style/pushconf/add', { styleId: style.id, channel: 'app', appKey: 'B', appSecret: 's' }],
      ['style/pushconf/edit', { id: conf.id, appKey: 'B' }],
      ['style/queryAuthExternal', { styleId: style.id }],
      ['style/auth', { styleId: style.id, party: c }],
      ['style/delete', { id: style.id }],
    ]
    for (const [path, body] of tries)
      expect((await b.admin.call(path, body)).code, path).toBe(Code.noDataOrPermission)
    // nothing changed; the party still uses it
    const after = await ok(a.admin.call('style/infoStyle', { id: style.id }))
    expect([after.title, after.login.agreement]).toEqual([style.title, style.login.agreement])
    expect(await ok(a.admin.call('style/pushconf/query', { styleId: style.id }))).toEqual([conf])
    expect((await ok(a.admin.call('style/queryAuthExternal', { styleId: style.id }))).total).toBe(1)
    await ok(b.admin.call('style/use', { id: style.id }))
    await ok(b.admin.call('style/use', { id: '' }))
  })

  it("refuses the caller's own enterprise as the party (10001)", async () => {
    const style = await newStyle()
    expect((await a.admin.call('style/auth', { styleId: style.id, party: a.orgId })).code).toBe(
      Code.paramInvalid,
    )
  })
})
