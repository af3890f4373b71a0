// Enterprise styles (`style/*`, platform spec §3 Theme, §7 Style, §9 images under 100 KB): CRUD, the
// login path rules, the image upload limits by content, the enterprise's choice and `style/loadStyle`,
// system styles, and isolation between enterprises.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code, OK } from '../../../core/i18n/codes.ts'
import { STYLE_IMAGE_MAX_BYTES } from '../../../schemas/entities/style.ts'
import {
  createAccount,
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

const upload = (session: Session | null, id: string, files: Record<string, [string, Buffer]>) =>
  uploadStyleFiles(server, 'style/updateWebMain', session, id, files)

let seq = 0
const addStyle = (session: Session, fields: Record<string, unknown> = {}) =>
  ok(session.call('style/add', { name: `Style ${++seq}`, title: `Title ${seq}`, ...fields }))

describe('CRUD', () => {
  it('adds, lists, shows, edits and deletes a style of the enterprise', async () => {
    const style = await addStyle(a.admin, { title: 'Acme', logo: 'https://cdn.test/logo.png' })
    expect(style).toMatchObject({
      orgId: a.orgId,
      title: 'Acme',
      logo: 'https://cdn.test/logo.png',
      faviconIco: '',
      webLoginPath: '',
      system: false,
      inUse: false,
    })
    const page = await ok(a.admin.call('style/query', { keyword: style.name }))
    expect(page.list.map((s: { id: string }) => s.id)).toEqual([style.id])
    expect(await ok(a.admin.call('style/infoStyle', { id: style.id }))).toEqual(style)

    server.clock.advance(1000)
    const edited = await ok(
      a.admin.call('style/edit', { id: style.id, title: 'Acme 2', logo: '', webMainPath: '/monitor' }),
    )
    expect(edited).toMatchObject({ title: 'Acme 2', logo: '', webMainPath: '/monitor', name: style.name })

    await ok(a.admin.call('style/delete', { id: style.id }))
    expect((await a.admin.call('style/infoStyle', { id: style.id })).code).toBe(Code.noDataOrPermission)
  })

  it('refuses a name the enterprise already has (90007), not one of another enterprise', async () => {
    const style = await addStyle(a.admin)
    expect((await a.admin.call('style/add', { name: style.name, title: 'x' })).code).toBe(Code.nameExists)
    await ok(b.admin.call('style/add', { name: style.name, title: 'x' }))
  })

  it('refuses bad image URLs and main paths by schema (10001)', async () => {
    expect(
      (await a.admin.call('style/add', { name: 'u1', title: 't', logo: 'javascript:alert(1)' })).code,
    ).toBe(Code.paramInvalid)
    expect((await a.admin.call('style/add', { name: 'u2', title: 't', webMainPath: 'https://x' })).code).toBe(
      Code.paramInvalid,
    )
  })
})

describe('login path', () => {
  const validate = (session: Session, webLoginPath: string, id?: string) =>
    session.call('style/validateLoginUrl', { webLoginPath, ...(id && { id }) })

  it.each([
    ['spaces', 'a b'],
    ['a slash', 'a/b'],
    ['a dot', 'login.jsp'],
    ['51 characters', 'x'.repeat(51)],
  ])('refuses %s as format (10001)', async (_what, path) => {
    const reply = await validate(a.admin, path)
    expect(reply.code).toBe(Code.paramInvalid)
    expect(reply.data).toMatchObject({ field: 'webLoginPath', reason: 'format' })
  })

  it.each(['login', 'Manage', 'monitor', 'lfscada', '404', 'findpwd'])(
    'refuses the route %s as reserved (10001)',
    async (path) => {
      const reply = await validate(a.admin, path)
      expect(reply.code).toBe(Code.paramInvalid)
      expect(reply.data).toMatchObject({ reason: 'reserved' })
    },
  )

  it("is unique on the platform, whatever the case, except a style's own", async () => {
    const path = `acme-${Date.now().toString(36)}`
    expect(await ok(validate(a.admin, path.toUpperCase()))).toEqual({ webLoginPath: path })
    const style = await addStyle(a.admin, { webLoginPath: path.toUpperCase() })
    expect(style.webLoginPath).toBe(path)
    expect((await validate(b.admin, path)).code).toBe(Code.nameExists)
    expect((await b.admin.call('style/add', { name: 'other', title: 't', webLoginPath: path })).code).toBe(
      Code.nameExists,
    )
    await ok(validate(a.admin, path, style.id))
    await ok(a.admin.call('style/edit', { id: style.id, webLoginPath: path }))
    // '' frees it
    await ok(a.admin.call('style/edit', { id: style.id, webLoginPath: '' }))
    await ok(validate(b.admin, path))
  })
})

describe('images', () => {
  it(`takes a png under ${STYLE_IMAGE_MAX_BYTES} bytes and serves it back`, async () => {
    const style = await addStyle(a.admin, { logo: 'https://cdn.test/old.png' })
    const data = png(STYLE_IMAGE_MAX_BYTES - 1)
    const reply = await upload(a.admin, style.id, { logo: ['logo.bin', data] })
    expect(reply.code).toBe(OK)
    const logo = reply.data.logo as string
    expect(logo).toMatch(new RegExp(`^/lfscada/style/image/${style.id}/logo\\?v=\\d+$`))
    // served without a session: the login page shows it
    const served = await server.app.inject({ method: 'GET', url: logo })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(Buffer.compare(served.rawPayload, data)).toBe(0)
    // sending the served address back on edit keeps the upload
    const edited = await ok(a.admin.call('style/edit', { id: style.id, logo, title: 'kept' }))
    expect(edited.logo).toMatch(/\/style\/image\//)
  })

  it.each([
    ['exactly the limit', 'logo', () => png(STYLE_IMAGE_MAX_BYTES), Code.fileTooLarge],
    ['over the limit', 'favicon', () => png(STYLE_IMAGE_MAX_BYTES + 5000), Code.fileTooLarge],
    ['empty', 'logo', () => Buffer.alloc(0), Code.fileEmpty],
    ['an exe named .png', 'logo', () => Buffer.from('MZ\x90\x00rest of an executable'), Code.fileFormat],
    ['a gif', 'logo', () => Buffer.from('GIF89a\x01\x00\x01\x00'), Code.fileFormat],
    [
      'an svg with script',
      'logo',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Code.fileFormat,
    ],
    [
      'an svg with an event handler',
      'favicon',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
      Code.fileFormat,
    ],
  ])('refuses %s', async (_what, field, data, code) => {
    const style = await addStyle(a.admin)
    const reply = await upload(a.admin, style.id, { [field]: ['x.png', data()] })
    expect(reply.code).toBe(code)
    expect(
      (await ok(a.admin.call('style/infoStyle', { id: style.id })))[field === 'logo' ? 'logo' : 'faviconIco'],
    ).toBe('')
  })

  it.each([
    ['jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['ico', Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]), 'image/x-icon'],
    [
      'svg',
      Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'),
      'image/svg+xml',
    ],
  ])('takes a %s favicon by its content', async (_format, data, mime) => {
    const style = await addStyle(a.admin)
    const reply = await upload(a.admin, style.id, { favicon: ['favicon', data] })
    expect(reply.code).toBe(OK)
    const served = await server.app.inject({ method: 'GET', url: reply.data.faviconIco as string })
    expect(served.headers['content-type']).toBe(mime)
  })

  it('needs a file (10003) and a session', async () => {
    const style = await addStyle(a.admin)
    expect((await upload(a.admin, style.id, {})).code).toBe(Code.paramMissing)
    expect((await upload(null, style.id, { logo: ['l.png', png(100)] })).code).toBe(Code.sessionInvalid)
  })

  it("refuses another enterprise's style (90003), and an unknown image is 90003", async () => {
    const style = await addStyle(a.admin)
    expect((await upload(b.admin, style.id, { logo: ['l.png', png(100)] })).code).toBe(
      Code.noDataOrPermission,
    )
    const missing = await server.app.inject({ method: 'GET', url: `/lfscada/style/image/${style.id}/logo` })
    expect(missing.json().code).toBe(Code.noDataOrPermission)
  })
})

describe('the style in use and loadStyle', () => {
  it('answers null until the enterprise uses a style, then its theme; 10004 on deleting it', async () => {
    const org = await createEnterprise(server, platform)
    expect(await ok(org.admin.call('style/loadStyle'))).toBeNull()
    const path = `org-${Date.now().toString(36)}`
    const style = await addStyle(org.admin, { title: 'Org look', webLoginPath: path })
    await ok(org.admin.call('style/use', { id: style.id }))
    const theme = await ok(org.admin.call('style/loadStyle'))
    expect(theme).toEqual({
      isNew: true,
      styleId: style.id,
      title: 'Org look',
      faviconIco: '',
      logo: '',
      webLoginPath: path,
      webMainPath: '',
      login: style.login,
      main: style.main,
    })
    // a plain account of the enterprise sees it too
    const plain = await (await createAccount(server, org.admin)).session()
    expect((await ok(plain.call('style/loadStyle'))).styleId).toBe(style.id)
    // without a session: by the login path, case-insensitive; unknown path or none: null
    expect((await ok(server.call('style/loadStyle', { loginPath: path.toUpperCase() }))).title).toBe(
      'Org look',
    )
    expect(await ok(server.call('style/loadStyle', { loginPath: 'nobody-has-this' }))).toBeNull()
    expect(await ok(server.call('style/loadStyle'))).toBeNull()

    expect((await ok(org.admin.call('style/query'))).list[0].inUse).toBe(true)
    expect((await org.admin.call('style/delete', { id: style.id })).code).toBe(Code.inUse)
    await ok(org.admin.call('style/use', { id: '' }))
    expect(await ok(org.admin.call('style/loadStyle'))).toBeNull()
    await ok(org.admin.call('style/delete', { id: style.id }))
  })

  it("refuses another enterprise's style (90003)", async () => {
    const style = await addStyle(a.admin)
    expect((await b.admin.call('style/use', { id: style.id })).code).toBe(Code.noDataOrPermission)
    expect((await b.admin.call('style/infoStyle', { id: style.id })).code).toBe(Code.noDataOrPermission)
    expect((await b.admin.call('style/edit', { id: style.id, title: 'x' })).code).toBe(
      Code.noDataOrPermission,
    )
    expect((await b.admin.call('style/delete', { id: style.id })).code).toBe(Code.noDataOrPermission)
    const listed = await ok(b.admin.call('style/query', { pageSize: 100 }))
    expect(listed.list.some((s: { id: string }) => s.id === style.id)).toBe(false)
  })
})

describe('system styles', () => {
  it('are made by platform administrators and usable, not changeable, by every enterprise', async () => {
    expect((await a.admin.call('style/add', { name: 'sys', title: 't', system: true })).code).toBe(
      Code.noAccess,
    )
    const sys = await addStyle(platform, { system: true, title: 'Platform look' })
    expect(sys.system).toBe(true)
    const listed = await ok(a.admin.call('style/querySysStyle', { pageSize: 100 }))
    expect(listed.list.map((s: { id: string }) => s.id)).toContain(sys.id)
    expect(
      (await ok(platform.call('style/query', { pageSize: 100 }))).list.map((s: { id: string }) => s.id),
    ).not.toContain(sys.id)
    expect((await ok(a.admin.call('style/infoStyle', { id: sys.id }))).title).toBe('Platform look')
    await ok(a.admin.call('style/use', { id: sys.id }))
    expect((await ok(a.admin.call('style/loadStyle'))).title).toBe('Platform look')
    expect((await a.admin.call('style/edit', { id: sys.id, title: 'mine' })).code).toBe(
      Code.noDataOrPermission,
    )
    expect((await platform.call('style/delete', { id: sys.id })).code).toBe(Code.inUse)
    await ok(a.admin.call('style/use', { id: '' }))
    await ok(platform.call('style/delete', { id: sys.id }))
  })
})

describe('permissions', () => {
  it('needs manage_style for managing, none for loadStyle', async () => {
    const plain = await (await createAccount(server, a.admin)).session()
    expect((await plain.call('style/query')).code).toBe(Code.noAccess)
    expect((await plain.call('style/add', { name: 'x', title: 'x' })).code).toBe(Code.noAccess)
    expect((await plain.call('style/loadStyle')).code).toBe(OK)
  })
})
