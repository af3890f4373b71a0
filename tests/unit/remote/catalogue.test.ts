// The widget plugin catalogue on the server, called through the platform's own client (core/api) as the
// management screen and the loader call it: register by URL, upload module and stylesheet, enable,
// disable, files served as themselves, every call scoped to the caller's enterprise.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createApiClient, isApiError } from '../../../core/api/index.ts'
import { Code } from '../../../core/i18n/codes.ts'
import { listEnabledPlugins } from '../../../host/remote/enabled.ts'
import type { RemotePlugin } from '../../../schemas/entities/remote-plugin.ts'
import { MAX_PLUGIN_FILES } from '../../../server/routes/plugins.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  loginDemoAdmin,
  type Session,
  type TestServer,
} from '../../integration/server/helpers.ts'

const ORIGIN = 'http://platform.test'

/** fetch over fastify's inject, carrying a session cookie: the real client, no network. */
const injectFetch =
  (app: FastifyInstance, cookie: string): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init)
    const response = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: request.url.slice(ORIGIN.length),
      headers: { ...Object.fromEntries(request.headers), cookie },
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    })
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    })
  }

const clientOf = (server: TestServer, session: Session): ApiClient =>
  createApiClient({ baseUrl: `${ORIGIN}/lfscada`, fetch: injectFetch(server.app, session.cookie) })

async function codeOf(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 200
  } catch (e) {
    if (isApiError(e)) return e.code
    throw e
  }
}

const MODULE = 'export default { type: "AcmeThing" }\nexport const css = ["./acme-thing.css"]\n'
const STYLES = '.acme-thing { color: red }\n'
const file = (text: string) => new Blob([text])

let server: TestServer
let a: ApiClient
let b: ApiClient
let aSession: Session
let plain: ApiClient

beforeAll(async () => {
  server = await createTestServer()
  const platform = await loginDemoAdmin(server)
  const orgA = await createEnterprise(server, platform)
  const orgB = await createEnterprise(server, platform)
  aSession = orgA.admin
  a = clientOf(server, orgA.admin)
  b = clientOf(server, orgB.admin)
  plain = clientOf(server, await (await createAccount(server, orgA.admin)).session())
})
afterAll(() => server.close())

describe('plugin catalogue', () => {
  it('registers a plugin by URL, disabled until enabled, and lists it for the loader once enabled', async () => {
    const added = await a.post<RemotePlugin>('plugin/add', { name: 'Gauges', url: 'https://cdn.test/g.js' })
    expect(added).toMatchObject({
      name: 'Gauges',
      url: 'https://cdn.test/g.js',
      source: 'url',
      enabled: false,
    })
    expect((await listEnabledPlugins(a)).map((p) => p.id)).not.toContain(added.id)
    await a.post('plugin/enable', { id: added.id })
    const enabled = await listEnabledPlugins(plain)
    expect(enabled).toContainEqual(
      expect.objectContaining({ id: added.id, enabled: true, url: 'https://cdn.test/g.js' }),
    )
    await a.post('plugin/disable', { id: added.id })
    expect((await listEnabledPlugins(a)).map((p) => p.id)).not.toContain(added.id)
    const log = await a.post<{ list: { objectType: string; action: string }[] }>('user/operationlog/query', {
      objectType: 'remotePlugin',
    })
    expect(log.list.map((e) => e.action)).toEqual(expect.arrayContaining(['add', 'enable', 'disable']))
  })

  it('uploads a module and its stylesheet and serves them as files beside each other', async () => {
    const created = await a.postFile<RemotePlugin>('plugin/upload', { name: 'Thing' }, file(MODULE), {
      fileName: 'acme-thing.js',
    })
    expect(created).toMatchObject({ source: 'upload', files: ['acme-thing.js'], enabled: false })
    expect(created.url).toMatch(new RegExp(`^/lfscada/plugin/file/${created.id}/acme-thing\\.js\\?v=\\d+$`))
    server.clock.advance(1000)
    const withCss = await a.postFile<RemotePlugin>('plugin/upload', { id: created.id }, file(STYLES), {
      fileName: 'acme-thing.css',
    })
    expect(withCss.files).toEqual(['acme-thing.js', 'acme-thing.css'])
    expect(withCss.url).not.toBe(created.url)

    const get = (url: string, cookie = aSession.cookie) =>
      server.app.inject({ method: 'GET', url, headers: { cookie } })
    const module = await get(withCss.url)
    expect(module.statusCode).toBe(200)
    expect(module.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(module.body).toBe(MODULE)
    // The module's `css` export resolves against its own URL to the uploaded stylesheet.
    const sheet = await get(new URL('./acme-thing.css', `${ORIGIN}${withCss.url}`).pathname)
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(sheet.body).toBe(STYLES)
    expect((await get(withCss.url, '')).json()).toMatchObject({ code: Code.sessionInvalid })
  })

  it.each([
    { what: 'a stylesheet as the module', fields: {}, name: 'look.css', code: Code.paramInvalid },
    { what: 'a file name with a space', fields: {}, name: 'my module.js', code: Code.paramInvalid },
    { what: 'a hidden file name', fields: {}, name: '.x.js', code: Code.paramInvalid },
    { what: 'an unknown file type', fields: {}, name: 'x.exe', code: Code.paramInvalid },
    { what: 'an empty module', fields: {}, name: 'empty.js', code: Code.paramInvalid, text: '' },
    { what: 'a name taken', fields: { name: 'Gauges' }, name: 'other.js', code: Code.nameExists },
  ])('refuses $what', async ({ fields, name, code, text }) => {
    expect(await codeOf(a.postFile('plugin/upload', fields, file(text ?? MODULE), { fileName: name }))).toBe(
      code,
    )
  })

  it.each([
    { what: 'a URL that is neither http(s) nor a path', url: 'javascript:alert(1)' },
    { what: 'a relative URL', url: 'plugins/x.js' },
    { what: 'a URL with spaces', url: 'https://cdn.test/a b.js' },
  ])('refuses $what', async ({ url }) => {
    expect(await codeOf(a.post('plugin/add', { name: `U${url.length}`, url }))).toBe(Code.paramInvalid)
  })

  it('keeps files to uploaded plugins and to a bounded number', async () => {
    const byUrl = await a.post<RemotePlugin>('plugin/add', { name: 'Linked', url: '/static/l.js' })
    expect(
      await codeOf(a.postFile('plugin/upload', { id: byUrl.id }, file(STYLES), { fileName: 'l.css' })),
    ).toBe(Code.paramInvalid)
    const up = await a.postFile<RemotePlugin>('plugin/upload', { name: 'Many' }, file(MODULE), {
      fileName: 'm.js',
    })
    for (let i = 1; i < MAX_PLUGIN_FILES; i++)
      await a.postFile('plugin/upload', { id: up.id }, file(STYLES), { fileName: `s${i}.css` })
    expect(
      await codeOf(a.postFile('plugin/upload', { id: up.id }, file(STYLES), { fileName: 'one-more.css' })),
    ).toBe(Code.overLimit)
    // Replacing a file is no new file.
    expect(
      await codeOf(a.postFile('plugin/upload', { id: up.id }, file(STYLES), { fileName: 's1.css' })),
    ).toBe(200)
  })

  it('renames, edits the URL of a registered plugin only, and deletes with its files', async () => {
    const linked = await a.post<RemotePlugin>('plugin/add', { name: 'Edit me', url: '/static/e.js' })
    const edited = await a.post<RemotePlugin>('plugin/edit', {
      id: linked.id,
      name: 'Edited',
      url: '/static/e2.js',
    })
    expect(edited).toMatchObject({ name: 'Edited', url: '/static/e2.js' })
    const up = await a.postFile<RemotePlugin>('plugin/upload', { name: 'Gone' }, file(MODULE), {
      fileName: 'g.js',
    })
    expect(await codeOf(a.post('plugin/edit', { id: up.id, url: '/static/x.js' }))).toBe(Code.paramInvalid)
    await a.post('plugin/delete', { id: up.id })
    const served = await server.app.inject({
      method: 'GET',
      url: up.url,
      headers: { cookie: aSession.cookie },
    })
    expect(served.json()).toMatchObject({ code: Code.noDataOrPermission })
    const page = await a.post<{ list: RemotePlugin[] }>('plugin/query', { pageSize: 100 })
    expect(page.list.map((p) => p.id)).not.toContain(up.id)
  })

  it("keeps each enterprise to its own plugins: another enterprise's id answers 90003", async () => {
    const mine = await a.postFile<RemotePlugin>('plugin/upload', { name: 'Private' }, file(MODULE), {
      fileName: 'private.js',
    })
    await a.post('plugin/enable', { id: mine.id })
    for (const path of ['plugin/enable', 'plugin/disable', 'plugin/delete']) {
      expect(await codeOf(b.post(path, { id: mine.id })), path).toBe(Code.noDataOrPermission)
    }
    expect(await codeOf(b.post('plugin/edit', { id: mine.id, name: 'Taken over' }))).toBe(
      Code.noDataOrPermission,
    )
    expect(
      await codeOf(b.postFile('plugin/upload', { id: mine.id }, file(STYLES), { fileName: 'x.css' })),
    ).toBe(Code.noDataOrPermission)
    expect(await listEnabledPlugins(b)).toEqual([])
    expect((await b.post<{ total: number }>('plugin/query', {})).total).toBe(0)
    expect(await codeOf(b.get(mine.url.replace('/lfscada/', '')))).toBe(Code.noDataOrPermission)
    // A's plugin is untouched.
    expect((await listEnabledPlugins(a)).map((p) => p.id)).toContain(mine.id)
  })

  it('leaves managing the catalogue to holders of the key; any user may list what to load', async () => {
    expect(await codeOf(plain.post('plugin/query', {}))).toBe(Code.noAccess)
    expect(await codeOf(plain.post('plugin/add', { name: 'Nope', url: '/x.js' }))).toBe(Code.noAccess)
    expect(await codeOf(listEnabledPlugins(plain))).toBe(200)
  })

  it('lists no plugin to a page opened without a session, instead of sending it to the login', async () => {
    const anonymous = createApiClient({ baseUrl: `${ORIGIN}/lfscada`, fetch: injectFetch(server.app, '') })
    expect(await listEnabledPlugins(anonymous)).toEqual([])
  })
})
