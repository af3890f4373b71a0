// An enterprise's own symbols on a public share link (issue 30): `symbol/get` needs a session of the
// enterprise, which a share visitor has not; `share/symbol` answers a symbol through the share session,
// only one that the shared page shows and only the page's enterprise's own (another enterprise's symbol
// named on the page is 90003, as one the page does not show); an ended share session is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import type { Widget } from '../../../schemas/page.ts'
import { showsSymbol } from '../../../server/routes/share.ts'
import {
  ok,
  type Session,
  serverWithTwoEnterprises,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'
import { uploadSymbol, VALVE_SVG } from './symbol-fixtures.ts'

let server: TestServer
let demo: Session
let other: TestEnterprise
let pageId: string
let projectId: string

beforeAll(async () => {
  ;({ server, platform: demo, b: other } = await serverWithTwoEnterprises())
  const page = await server.db
    .selectFrom('pages')
    .select(['id', 'projectId'])
    .where('projectId', 'is not', null)
    .executeTakeFirstOrThrow()
  pageId = page.id
  projectId = page.projectId as string
})
afterAll(() => server.close())

const symbolWidget = (id: string, symbol: string) =>
  ({ id, widgetType: 'Symbol', style: { symbol } }) as unknown as Widget

/** Puts widgets drawing `symbols` on the shared page, one inside a group. */
async function showOnPage(...symbols: string[]) {
  const row = await server.db
    .selectFrom('pages')
    .select('document')
    .where('id', '=', pageId)
    .executeTakeFirstOrThrow()
  const document = JSON.parse(row.document) as { widgets: Widget[] }
  const [first, ...rest] = symbols.map((s, i) => symbolWidget(`sym-${i}`, `user:${s}`))
  const group = { id: 'grp', widgetType: 'Group', children: rest } as unknown as Widget
  document.widgets = [
    ...document.widgets.filter((w) => !['sym-0', 'grp'].includes(w.id)),
    ...(first ? [first] : []),
    group,
  ]
  await server.db
    .updateTable('pages')
    .set({ document: JSON.stringify(document) })
    .where('id', '=', pageId)
    .execute()
}

describe('share/symbol', () => {
  it('answers the symbols the shared page shows, and no other', async () => {
    const shown = (await uploadSymbol(server, demo.cookie, VALVE_SVG, { name: 'Shown' })).data.id as string
    const grouped = (await uploadSymbol(server, demo.cookie, VALVE_SVG, { name: 'Grouped' })).data
      .id as string
    const unshown = (await uploadSymbol(server, demo.cookie, VALVE_SVG, { name: 'Not on the page' })).data
      .id as string
    const foreign = (await uploadSymbol(server, other.admin.cookie, VALVE_SVG, { name: 'Foreign' })).data
      .id as string
    await showOnPage(shown, grouped, foreign)

    await ok(demo.call('project/editSharePwd', { projectId, shared: true, password: 'plant2026' }))
    const link = await ok(demo.call('share/link/add', { projectId, days: 7 }))
    const { session } = await ok(server.call('share/open', { token: link.token, password: 'plant2026' }))
    const ask = (id: string, page = pageId) => server.call('share/symbol', { session, page, symbol: id })

    expect(await ok(ask(shown))).toMatchObject({ id: shown, name: 'Shown', ids: ['body', 'stem', 'label'] })
    expect(await ok(ask(grouped))).toMatchObject({ name: 'Grouped' })
    expect((await ask(unshown)).code).toBe(Code.noDataOrPermission)
    // named on the page, but another enterprise's
    expect((await ask(foreign)).code).toBe(Code.noDataOrPermission)
    // a visitor has no session of the enterprise: symbol/get stays closed to it
    expect((await server.call('symbol/get', { id: shown })).code).toBe(Code.sessionInvalid)

    // the share ended: its session is refused
    await ok(demo.call('project/editSharePwd', { projectId, shared: false }))
    expect((await ask(shown)).code).toBe(2501)
  })

  it('finds a symbol on the page, in a group too, and not a library symbol of the same name', () => {
    const group = {
      id: 'g',
      widgetType: 'Group',
      children: [symbolWidget('a', 'user:s1')],
    } as unknown as Widget
    expect(showsSymbol([group], 's1')).toBe(true)
    expect(showsSymbol([symbolWidget('b', 's1')], 's1')).toBe(false)
    expect(showsSymbol([], 's1')).toBe(false)
  })
})
