// Issue 30: the designer's page switcher and page templates through HTTP — copy a page, move it in its
// owner's order, save a page as a template of the enterprise (another enterprise never sees it), add a
// page from it, and a platform administrator's configuration model offered to every enterprise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import type { Session } from './helpers.ts'
import { ok, serverWithTwoEnterprises, type TestEnterprise, type TestServer, uniqueName } from './helpers.ts'
import { savePage } from './project-fixtures.ts'

let server: TestServer
let platform: Session
let a: TestEnterprise
let b: TestEnterprise

beforeAll(async () => {
  ;({ server, platform, a, b } = await serverWithTwoEnterprises())
})
afterAll(() => server.close())

const widget = (id: string, x = 10) => ({
  id,
  widgetType: 'UsualText',
  widgetName: id,
  posLock: false,
  authRegion: '',
  position: { x, y: 20, width: 100, height: 40, rotate: 0 },
})

async function projectWithPage(admin: Session) {
  const projectId = (await ok(admin.call('project/add', { name: uniqueName('P') }))).id as string
  const page = await ok(admin.call('project/page/add', { projectId, title: 'Main' }))
  const json = {
    con: { title: 'Main', width: 800, height: 600, bgColor: '#112233' },
    widgets: [widget('w1')],
    bind: { equips: [], signals: [], keys: [], mvars: [] },
  }
  expect(
    (await savePage(server, admin, { id: page.id, checkpwd: true, password: 'p1' }, JSON.stringify(json)))
      .code,
  ).toBe(200)
  return { projectId, pageId: page.id as string }
}
const titles = async (admin: Session, projectId: string) =>
  (await ok(admin.call('project/page/query', { projectId }))).map((p: { title: string }) => p.title)

describe('the page switcher calls', () => {
  it('copies a page with its content and password, after the others, never as the start page', async () => {
    const { projectId, pageId } = await projectWithPage(a.admin)
    const copy = await ok(a.admin.call('project/page/copy', { id: pageId, title: 'Main copy' }))
    expect(copy).toMatchObject({
      title: 'Main copy',
      width: 800,
      height: 600,
      isStart: false,
      hasPassword: true,
    })
    const info = await ok(a.admin.call('project/page/info', { id: copy.id }))
    expect(info.json.widgets.map((w: { id: string }) => w.id)).toEqual(['w1'])
    expect(info.json.con).toMatchObject({ title: 'Main copy', bgColor: '#112233', projectId })
    expect((await a.admin.call('project/page/copy', { id: pageId, title: 'Main' })).code).toBe(
      Code.pageTitleExists,
    )
    expect(await titles(a.admin, projectId)).toEqual(['Main', 'Main copy'])
  })

  it('moves a page to a place in its owner’s order', async () => {
    const { projectId, pageId } = await projectWithPage(a.admin)
    await ok(a.admin.call('project/page/add', { projectId, title: 'Two' }))
    await ok(a.admin.call('project/page/add', { projectId, title: 'Three' }))
    const moved = await ok(a.admin.call('project/page/move', { id: pageId, to: 2 }))
    expect(moved.map((p: { title: string }) => p.title)).toEqual(['Two', 'Three', 'Main'])
    await ok(a.admin.call('project/page/move', { id: pageId, to: 0 }))
    expect(await titles(a.admin, projectId)).toEqual(['Main', 'Two', 'Three'])
    // another enterprise cannot move it
    expect((await b.admin.call('project/page/move', { id: pageId, to: 1 })).code).toBe(
      Code.noDataOrPermission,
    )
  })
})

describe('page templates', () => {
  it('saves a page as a template of the enterprise and adds a page from it, password left behind', async () => {
    const { projectId, pageId } = await projectWithPage(a.admin)
    const title = uniqueName('Tpl')
    const saved = await ok(a.admin.call('project/page/template/save', { pageId, title }))
    expect(saved).toMatchObject({ source: 'enterprise', title, width: 800, height: 600, widgets: 1 })
    expect((await a.admin.call('project/page/template/save', { pageId, title })).code).toBe(Code.nameExists)

    const listed = await ok(a.admin.call('project/page/template/query', {}))
    expect(listed.map((t: { id: string }) => t.id)).toContain(saved.id)
    // enterprise B neither lists nor uses it
    const other = await ok(b.admin.call('project/page/template/query', {}))
    expect(other.map((t: { id: string }) => t.id)).not.toContain(saved.id)
    const bProject = (await ok(b.admin.call('project/add', { name: uniqueName('P') }))).id
    const stolen = await b.admin.call('project/page/add', {
      projectId: bProject,
      title: 'X',
      pageTemplateId: saved.id,
    })
    expect(stolen.code).toBe(Code.noDataOrPermission)

    const added = await ok(
      a.admin.call('project/page/add', { projectId, title: 'From template', pageTemplateId: saved.id }),
    )
    expect(added).toMatchObject({ width: 800, height: 600, hasPassword: false })
    const info = await ok(a.admin.call('project/page/info', { id: added.id }))
    expect(info.json.widgets.map((w: { id: string }) => w.id)).toEqual(['w1'])
    expect(info.json.con).toMatchObject({
      title: 'From template',
      bgColor: '#112233',
      projectId,
      checkpwd: false,
    })

    await ok(a.admin.call('project/page/template/delete', { pageTemplateId: saved.id }))
    const after = await ok(a.admin.call('project/page/template/query', {}))
    expect(after.map((t: { id: string }) => t.id)).not.toContain(saved.id)
  })

  it('a platform administrator publishes a configuration model every enterprise may start from', async () => {
    const { pageId } = await projectWithPage(a.admin)
    const name = uniqueName('Model')
    expect(
      (await a.admin.call('project/page/template/save', { pageId, title: name, asModel: true })).code,
    ).toBe(Code.noAccess)
    const { pageId: platformPage } = await projectWithPage(platform)
    const model = await ok(
      platform.call('project/page/template/save', { pageId: platformPage, title: name, asModel: true }),
    )
    expect(model).toMatchObject({ source: 'model', id: name, widgets: 1 })
    const offered = await ok(b.admin.call('project/page/template/query', {}))
    expect(offered.find((t: { id: string }) => t.id === name)).toMatchObject({ source: 'model', width: 800 })
    const bProject = (await ok(b.admin.call('project/add', { name: uniqueName('P') }))).id
    const added = await ok(
      b.admin.call('project/page/add', { projectId: bProject, title: 'From model', model: name }),
    )
    const info = await ok(b.admin.call('project/page/info', { id: added.id }))
    expect(info.json.widgets).toHaveLength(1)
    // unpublished, it is offered no more
    await ok(
      platform.call('system/catalog/save', {
        kind: 'configModel',
        name,
        version: '',
        url: '',
        notes: '',
        published: false,
        previous: name,
      }),
    )
    const hidden = await b.admin.call('project/page/add', {
      projectId: bProject,
      title: 'Again',
      model: name,
    })
    expect(hidden.code).toBe(Code.noDataOrPermission)
  })
})
