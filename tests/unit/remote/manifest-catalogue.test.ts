// The catalogue stores a plugin's manifest apart from its code and lists it to the loader and the screen;
// a manifest that is not one, or that does not vouch for the uploaded module, is refused with 10001.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import type { RemotePlugin } from '../../../schemas/entities/remote-plugin.ts'
import type { PluginManifest } from '../../../schemas/plugin-manifest.ts'
import {
  createEnterprise,
  createTestServer,
  loginDemoAdmin,
  type TestServer,
} from '../../integration/server/helpers.ts'

let server: TestServer
let cookie: string

const MODULE = 'export default { type: "AcmeThing" }\n'
const sri = (text: string) => `sha384-${createHash('sha384').update(text, 'utf8').digest('base64')}`
const manifest = (over: Partial<PluginManifest> = {}): PluginManifest => ({
  id: 'acme-thing',
  version: '1.2.0',
  widgets: [{ type: 'AcmeThing', title: { zh: '东西', en: 'Thing' }, category: 'custom' }],
  hostApi: '^1.0.0',
  integrity: sri(MODULE),
  ...over,
})

async function call<T>(path: string, body: Record<string, unknown>): Promise<{ code: number; data: T }> {
  const res = await server.app.inject({
    method: 'POST',
    url: `/lfscada/${path}`,
    payload: body,
    headers: { cookie },
  })
  return res.json()
}

async function upload(name: string): Promise<RemotePlugin> {
  const boundary = 'b0undary'
  const payload = [
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="thing.js"\r\n`,
    'Content-Type: text/javascript\r\n\r\n',
    MODULE,
    `\r\n--${boundary}--\r\n`,
  ].join('')
  const res = await server.app.inject({
    method: 'POST',
    url: '/lfscada/plugin/upload',
    payload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  return res.json().data
}

beforeAll(async () => {
  server = await createTestServer()
  const org = await createEnterprise(server, await loginDemoAdmin(server))
  cookie = org.admin.cookie
})
afterAll(() => server.close())

describe('plugin manifests', () => {
  it('stores an uploaded plugin manifest that vouches for its module, and lists it', async () => {
    const plugin = await upload('first')
    const set = await call<RemotePlugin>('plugin/manifest', {
      id: plugin.id,
      manifest: JSON.stringify(manifest()),
    })
    expect(set.code).toBe(200)
    expect(set.data.manifest).toEqual(manifest())
    expect(set.data.files).toEqual(['thing.js'])
    await call('plugin/enable', { id: plugin.id })
    const enabled = await call<RemotePlugin[]>('plugin/enabled', {})
    expect(enabled.data.find((p) => p.id === plugin.id)?.manifest?.version).toBe('1.2.0')
  })

  it('refuses a manifest whose integrity is not the uploaded module', async () => {
    const plugin = await upload('second')
    const bad = manifest({ integrity: sri('something else') })
    const res = await call('plugin/manifest', { id: plugin.id, manifest: JSON.stringify(bad) })
    expect(res.code).toBe(Code.paramInvalid)
  })

  it.each([
    ['not JSON', '{'],
    ['no integrity', JSON.stringify({ ...manifest(), integrity: undefined })],
    ['a version that is not x.y.z', JSON.stringify(manifest({ version: 'one' }))],
    [
      'an unknown category',
      JSON.stringify({
        ...manifest(),
        widgets: [{ type: 'AcmeX', title: { zh: 'x', en: 'x' }, category: 'toy' }],
      }),
    ],
  ])('refuses %s with 10001', async (_name, text) => {
    const added = await call<RemotePlugin>('plugin/add', {
      name: `u${Math.random()}`,
      url: 'https://cdn.test/x.js',
    })
    expect((await call('plugin/manifest', { id: added.data.id, manifest: text })).code).toBe(
      Code.paramInvalid,
    )
  })

  it('keeps a registered URL plugin manifest (its entry is checked by the loader) and removes it when empty', async () => {
    const added = await call<RemotePlugin>('plugin/add', { name: 'Remote', url: 'https://cdn.test/r.js' })
    const set = await call<RemotePlugin>('plugin/manifest', {
      id: added.data.id,
      manifest: JSON.stringify(manifest({ integrity: sri('served elsewhere') })),
    })
    expect(set.data.manifest?.id).toBe('acme-thing')
    const cleared = await call<RemotePlugin>('plugin/manifest', { id: added.data.id, manifest: '' })
    expect(cleared.data.manifest).toBeUndefined()
  })
})
