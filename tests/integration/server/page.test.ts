// Pages through HTTP: the pages of a project, a device or a template (one table, the same calls), the
// limits (1901 title, 1902 100 pages), start page, page password (no commas or spaces, hashed, 2502),
// the page JSON, and the designer's multipart save checked against `Page` — a refused file stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { MAX_WEATHER, MAX_WIDGETS, WEATHER_TYPE } from '../../../core/page/constants.ts'
import { PageInfo } from '../../../schemas/entities/project.ts'
import { Page } from '../../../schemas/page.ts'
import { check } from '../../../schemas/validate.ts'
import { PAGE_UNLOCK_TTL_MS } from '../../../server/projects/page-unlock.ts'
import { MAX_PAGES_PER_OWNER, PAGE_MAX_DEPTH } from '../../../server/projects/pages.ts'
import {
  createAccount,
  createTestServer,
  type Json,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  uniqueName,
} from './helpers.ts'
import { insertDevice, insertTemplate, savePage } from './project-fixtures.ts'

let server: TestServer
let admin: Session

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
})
afterAll(() => server.close())

const MiB = 1024 * 1024
const newProject = async () => (await ok(admin.call('project/add', { name: uniqueName('P') }))).id as string
const addPage = (owner: Record<string, string>, title: string, kind = 'main') =>
  ok(admin.call('project/page/add', { ...owner, title, kind }))
const pagesOf = async (owner: Record<string, string>) => ok(admin.call('project/page/query', owner))
const rowOf = (id: string) =>
  server.db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst()

const widget = (id: string, widgetType = 'UsualText', extra: Json = {}) => ({
  id,
  widgetType,
  widgetName: widgetType,
  posLock: false,
  authRegion: '',
  position: { x: 10, y: 20, width: 100, height: 40, rotate: 0 },
  ...extra,
})
const pageJson = (widgets: Json[] = [widget('w1')], con: Json = {}) => ({
  con: { title: 'From file', width: 800, height: 600, bgColor: '#000000', ...con },
  widgets,
  bind: { equips: [], signals: [], keys: [], mvars: [] },
})

describe('pages of a project', () => {
  it('adds main and sub pages in order; the first main page is the start page', async () => {
    const projectId = await newProject()
    await addPage({ projectId }, 'Sub first', 'sub')
    const main = await addPage({ projectId }, 'Main')
    await addPage({ projectId }, 'Second')
    const pages = await pagesOf({ projectId })
    expect(pages.map((p: Json) => [p.title, p.kind, p.isStart])).toEqual([
      ['Sub first', 'sub', false],
      ['Main', 'main', true],
      ['Second', 'main', false],
    ])
    expect(main).toMatchObject({
      projectId,
      equipmentId: '',
      templateId: '',
      width: 1024,
      height: 768,
      hasPassword: false,
    })
    expect(await ok(admin.call('configuration/page/queryHome', { projectId }))).toMatchObject({ id: main.id })
  })

  it('keeps titles unique per owner (1901): add, save without id, rename by save', async () => {
    const projectId = await newProject()
    await addPage({ projectId }, 'Taken')
    const other = await addPage({ projectId }, 'Other')
    expect((await admin.call('project/page/add', { projectId, title: 'Taken' })).code).toBe(
      Code.pageTitleExists,
    )
    expect((await savePage(server, admin, { projectId, title: 'Taken' })).code).toBe(Code.pageTitleExists)
    expect((await savePage(server, admin, { id: other.id, title: 'Taken' })).code).toBe(Code.pageTitleExists)
    await addPage({ projectId: await newProject() }, 'Taken')
    expect(await pagesOf({ projectId })).toHaveLength(2)
  })

  it(`allows at most ${MAX_PAGES_PER_OWNER} pages per project (1902)`, async () => {
    const projectId = await newProject()
    for (let i = 0; i < MAX_PAGES_PER_OWNER; i++) await addPage({ projectId }, `Page ${i}`)
    expect(await admin.call('project/page/add', { projectId, title: 'One more' })).toMatchObject({
      code: Code.tooManyPages,
      data: { max: MAX_PAGES_PER_OWNER },
    })
    expect(
      (await savePage(server, admin, { projectId, title: 'One more' }, JSON.stringify(pageJson()))).code,
    ).toBe(Code.tooManyPages)
    expect(await pagesOf({ projectId })).toHaveLength(MAX_PAGES_PER_OWNER)
  })

  it('moves the start page to a main page only, and on deletion to the first main page left', async () => {
    const projectId = await newProject()
    const a = await addPage({ projectId }, 'A')
    const b = await addPage({ projectId }, 'B')
    const sub = await addPage({ projectId }, 'S', 'sub')
    await ok(admin.call('project/page/setStart', { id: b.id }))
    const starts = async () =>
      (await pagesOf({ projectId })).filter((p: Json) => p.isStart).map((p: Json) => p.id)
    expect(await starts()).toEqual([b.id])
    expect(await admin.call('project/page/setStart', { id: sub.id })).toMatchObject({
      code: Code.paramInvalid,
    })
    await ok(admin.call('project/page/delete', { id: b.id }))
    expect(await starts()).toEqual([a.id])
    expect(await rowOf(b.id)).toBeUndefined()
  })

  it('answers a project without pages with no home page', async () => {
    expect(await ok(admin.call('configuration/page/queryHome', { projectId: await newProject() }))).toBeNull()
  })
})

describe('page passwords', () => {
  it.each([
    ['a,b', undefined],
    ['a，b', 'validation.noComma'],
    ['a b', undefined],
    ['a\tb', undefined],
  ])('refuses %j (10001) by editPwd and by save', async (password, reason) => {
    const projectId = await newProject()
    const page = await addPage({ projectId }, 'P')
    const reply = await admin.call('project/page/editPwd', { id: page.id, password })
    expect(reply.code).toBe(Code.paramInvalid)
    if (reason) expect(reply.data.reason).toBe(reason)
    expect((await savePage(server, admin, { id: page.id, checkpwd: true, password })).code).toBe(
      Code.paramInvalid,
    )
    expect((await rowOf(page.id))?.passwordHash).toBeNull()
  })

  it('stores a hash, never the password, checks it (2502 when wrong) and removes it with ""', async () => {
    const projectId = await newProject()
    const page = await addPage({ projectId }, 'P')
    expect(await ok(admin.call('project/page/validPassword', { id: page.id, password: 'anything' }))).toBe(
      true,
    )
    expect(await ok(admin.call('project/page/editPwd', { id: page.id, password: 'Secret1' }))).toMatchObject({
      hasPassword: true,
    })
    const row = await rowOf(page.id)
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row?.document).not.toContain('Secret1')
    const info = await ok(admin.call('project/page/info', { id: page.id }))
    expect(info).toMatchObject({
      checkpwd: true,
      hasPassword: true,
      json: { con: { checkpwd: true, password: '' } },
    })
    expect(await ok(admin.call('project/page/validPassword', { id: page.id, password: 'Secret1' }))).toBe(
      true,
    )
    expect((await admin.call('project/page/validPassword', { id: page.id, password: 'secret1' })).code).toBe(
      Code.publicWrongPassword,
    )
    await ok(admin.call('project/page/editPwd', { id: page.id, password: '' }))
    expect(await ok(admin.call('project/page/info', { id: page.id }))).toMatchObject({ checkpwd: false })
  })

  it('sends a protected page’s widgets only once its password was given in the session; its designers always', async () => {
    const projectId = await newProject()
    const { id } = await addPage({ projectId }, 'P')
    await ok(savePage(server, admin, { id, checkpwd: true, password: 'Secret1' }, JSON.stringify(pageJson())))
    const viewer = await createAccount(server, admin)
    await ok(
      admin.call('project/pmsn/add', {
        projectId,
        title: 'Viewers',
        actions: ['query'],
        accountIds: viewer.id,
      }),
    )
    const session = await viewer.session()
    const info = () => ok(session.call('project/page/info', { id }))

    const locked = await info()
    expect(locked).toMatchObject({ checkpwd: true, locked: true, json: { con: { width: 800 }, widgets: [] } })
    expect(check(PageInfo, locked).ok).toBe(true)
    // a designer of the page needs no password to see what he edits
    expect(await ok(admin.call('project/page/info', { id }))).toMatchObject({
      locked: false,
      json: { widgets: [{ id: 'w1' }] },
    })
    expect((await session.call('project/page/validPassword', { id, password: 'wrong' })).code).toBe(
      Code.publicWrongPassword,
    )
    expect((await info()).locked).toBe(true)
    await ok(session.call('project/page/validPassword', { id, password: 'Secret1' }))
    expect(await info()).toMatchObject({ locked: false, json: { widgets: [{ id: 'w1' }] } })
    // another session of the same account has not given it
    expect((await ok((await viewer.session()).call('project/page/info', { id }))).locked).toBe(true)
    // it holds PAGE_UNLOCK_TTL_MS
    server.clock.advance(PAGE_UNLOCK_TTL_MS - 1)
    expect((await info()).locked).toBe(false)
    server.clock.advance(1)
    expect((await info()).locked).toBe(true)
  })

  it('sets the password by save; checkpwd with an empty password keeps it, without one needs one (10003)', async () => {
    const projectId = await newProject()
    const page = await addPage({ projectId }, 'P')
    expect((await savePage(server, admin, { id: page.id, checkpwd: true, password: '' })).code).toBe(
      Code.paramMissing,
    )
    await ok(savePage(server, admin, { id: page.id, checkpwd: true, password: 'pw' }))
    const hash = (await rowOf(page.id))?.passwordHash
    await ok(
      savePage(server, admin, { id: page.id, checkpwd: true, password: '' }, JSON.stringify(pageJson())),
    )
    expect((await rowOf(page.id))?.passwordHash).toBe(hash)
    await ok(savePage(server, admin, { id: page.id, checkpwd: false }))
    expect((await rowOf(page.id))?.passwordHash).toBeNull()
  })
})

describe('project/page/save', () => {
  it('stores the page JSON; the form’s container fields win over the file’s con', async () => {
    const projectId = await newProject()
    const page = await addPage({ projectId }, 'Before')
    const json = pageJson([widget('w1'), widget('g1', 'WidgetGroup', { children: [widget('w2')] })])
    const saved = await savePage(
      server,
      admin,
      {
        id: page.id,
        projectId,
        equipmentId: '',
        templateId: '',
        title: 'After',
        width: 1280.4,
        height: 720,
        fit: true,
        adaption: 'full',
        follow: false,
      },
      JSON.stringify(json),
    )
    expect(saved).toMatchObject({
      code: 200,
      data: { id: page.id, title: 'After', width: 1280, height: 720 },
    })
    const info = await ok(admin.call('project/page/info', { id: page.id }))
    expect(check(Page, info.json).errors).toEqual([])
    expect(info.json.widgets).toEqual(json.widgets)
    expect(info.json.con).toMatchObject({
      title: 'After',
      width: 1280,
      height: 720,
      fit: true,
      adaption: 'full',
      bgColor: '#000000',
      projectId,
    })
  })

  it('makes a new main page of the owner named when no id comes, taking the title from the file', async () => {
    const projectId = await newProject()
    const saved = await savePage(server, admin, { projectId }, JSON.stringify(pageJson()))
    expect(saved).toMatchObject({
      code: 200,
      data: { projectId, title: 'From file', kind: 'main', isStart: true },
    })
    // A file with only a title: the container's defaults (1024x768, white) fill the rest.
    const minimal = await savePage(
      server,
      admin,
      { projectId },
      JSON.stringify({ con: { title: 'Minimal' }, widgets: [], bind: {} }),
    )
    expect(minimal).toMatchObject({ code: 200, data: { title: 'Minimal', width: 1024, height: 768 } })
    expect((await ok(admin.call('project/page/info', { id: minimal.data.id }))).json.con).toMatchObject({
      bgColor: '#ffffff',
    })
    expect(
      await savePage(server, admin, { projectId }, JSON.stringify(pageJson([], { title: '' }))),
    ).toMatchObject({
      code: Code.paramMissing,
    })
  })

  const deepGroup = (depth: number): Json =>
    depth === 0 ? widget('leaf') : widget(`g${depth}`, 'WidgetGroup', { children: [deepGroup(depth - 1)] })
  const text = (s: string) => new TextEncoder().encode(s)

  it.each<[string, string | Uint8Array, number]>([
    ['text that is not JSON', text('{"con":'), Code.paramType],
    ['an empty file', text(''), Code.paramType],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), Code.paramType],
    ['an array', text('[]'), Code.paramType],
    [
      'a widget without id',
      text(JSON.stringify(pageJson([{ widgetType: 'UsualText', widgetName: 'x', position: {} }]))),
      Code.paramMissing,
    ],
    ['no widgets', text(JSON.stringify({ con: {}, bind: {} })), Code.paramMissing],
    [
      'a widget with a string for its position',
      text(JSON.stringify(pageJson([widget('w', 'UsualText', { position: 'x' })]))),
      Code.paramType,
    ],
    [
      'a page password with a comma',
      text(JSON.stringify(pageJson([], { password: 'a,b' }))),
      Code.paramInvalid,
    ],
    ['a width of 0', text(JSON.stringify(pageJson([], { width: 0 }))), Code.paramInvalid],
    [
      'groups nested too deep',
      text(JSON.stringify(pageJson([deepGroup(PAGE_MAX_DEPTH)]))),
      Code.paramInvalid,
    ],
    [
      `${MAX_WIDGETS + 1} widgets`,
      text(JSON.stringify(pageJson(Array.from({ length: MAX_WIDGETS + 1 }, (_, i) => widget(`w${i}`))))),
      Code.outOfRange,
    ],
    [
      `${MAX_WEATHER + 1} weather widgets`,
      text(
        JSON.stringify(
          pageJson(Array.from({ length: MAX_WEATHER + 1 }, (_, i) => widget(`w${i}`, WEATHER_TYPE))),
        ),
      ),
      Code.outOfRange,
    ],
    [
      'a file over 1 MiB',
      text(
        JSON.stringify(
          pageJson([widget('w', 'UsualText', { data: { type: 'signal', text: 'x'.repeat(MiB) } })]),
        ),
      ),
      Code.outOfRange,
    ],
  ])('refuses %s and stores nothing', async (_name, file, code) => {
    const projectId = await newProject()
    const page = await addPage({ projectId }, 'Kept')
    const before = await rowOf(page.id)
    const reply = await savePage(
      server,
      admin,
      { id: page.id, title: 'Changed', checkpwd: true, password: 'pw' },
      file,
    )
    expect(reply.code).toBe(code)
    expect(await rowOf(page.id)).toEqual(before)
    expect((await savePage(server, admin, { projectId, title: 'New' }, file)).code).toBe(code)
    expect(await pagesOf({ projectId })).toHaveLength(1)
  })

  it('accepts a page JSON just under 1 MiB', async () => {
    const projectId = await newProject()
    const json = JSON.stringify(
      pageJson([widget('big', 'UsualText', { data: { type: 'signal', text: 'x'.repeat(MiB - 2048) } })]),
    )
    expect(json.length).toBeGreaterThan(MiB - 2048)
    const saved = await savePage(server, admin, { projectId, title: 'Big' }, json)
    expect(saved.code).toBe(200)
    const info = await ok(admin.call('project/page/info', { id: saved.data.id }))
    expect(info.json.widgets[0].data.text).toHaveLength(MiB - 2048)
  })

  it('refuses a JSON body imitating a file (10002) and a page of another owner (10001)', async () => {
    const projectId = await newProject()
    const page = await addPage({ projectId }, 'P')
    const imitation = {
      id: page.id,
      json: { filename: 'a.json', mimetype: 'application/json', size: 2, data: '{}' },
    }
    expect((await admin.call('project/page/save', imitation)).code).toBe(Code.paramType)
    expect((await savePage(server, admin, { id: page.id, projectId: await newProject() })).code).toBe(
      Code.paramInvalid,
    )
    expect((await savePage(server, admin, { title: 'No owner' })).code).toBe(Code.paramMissing)
  })
})

describe('pages of a device or a template', () => {
  it('lists, adds, saves and answers the home page of a device’s and a template’s pages', async () => {
    const orgId = admin.info.orgId
    const equipmentId = await insertDevice(server, { orgId, accountId: admin.info.userId })
    const templateId = await insertTemplate(server, orgId, admin.info.userId)
    for (const owner of [{ equipmentId }, { templateId }] as Record<string, string>[]) {
      const first = await addPage(owner, 'Main')
      const saved = await savePage(server, admin, { ...owner, title: 'Saved' }, JSON.stringify(pageJson()))
      expect(saved).toMatchObject({ code: 200, data: { ...owner, title: 'Saved' } })
      expect((await pagesOf(owner)).map((p: Json) => p.title)).toEqual(['Main', 'Saved'])
      expect(await ok(admin.call('configuration/page/queryHome', owner))).toMatchObject({ id: first.id })
      expect((await ok(admin.call('project/page/info', { id: saved.data.id }))).json.con).toMatchObject(owner)
      expect((await admin.call('project/page/add', { ...owner, title: 'Main' })).code).toBe(
        Code.pageTitleExists,
      )
    }
    expect(
      (await admin.call('project/page/add', { equipmentId, templateId, title: 'Two owners' })).code,
    ).toBe(Code.paramInvalid)
    expect((await admin.call('project/page/add', { title: 'No owner' })).code).toBe(Code.paramMissing)
  })

  it('keeps a device’s pages to the accounts authorised for it, and a template’s changes to its owner', async () => {
    const orgId = admin.info.orgId
    const equipmentId = await insertDevice(server, { orgId, accountId: admin.info.userId })
    const templateId = await insertTemplate(server, orgId, admin.info.userId)
    const templatePage = await addPage({ templateId }, 'T')
    const user = await (await createAccount(server, admin)).session()
    expect((await user.call('project/page/query', { equipmentId })).code).toBe(Code.noDataOrPermission)
    expect((await user.call('project/page/add', { equipmentId, title: 'X' })).code).toBe(
      Code.noDataOrPermission,
    )
    expect(await ok(user.call('project/page/query', { templateId }))).toHaveLength(1)
    expect((await user.call('project/page/delete', { id: templatePage.id })).code).toBe(Code.noAccess)
    expect((await savePage(server, user, { id: templatePage.id, title: 'Mine' })).code).toBe(Code.noAccess)
  })
})
