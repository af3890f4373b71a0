// The loader checks a plugin's manifest before anything of it runs: a host API range this platform is
// outside of, or an entry whose sha384 is not the manifest's, is refused with the reason and nothing is
// imported; after the import, the module must provide the manifest's types at its version. A federated
// remote entry (init/get container) loads through the same loader, given the host's shared modules.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKernel, HOST_API_VERSION } from '../../../core/kernel/index.ts'
import { loadRemotePlugin, type RemoteIo } from '../../../host/remote/load.ts'
import { createRemotePlugins } from '../../../host/remote/remote-plugins.ts'
import type { PluginManifest } from '../../../schemas/plugin-manifest.ts'
import { type ModuleDir, widgetSource, writeModules } from './modules.ts'

let dir: ModuleDir
const imported: string[] = []

const FEDERATED = `
let shared
export const init = (scope) => { shared = scope }
export const get = async (name) => {
  if (name !== './widgets') throw new Error('Can not find remote module ' + name)
  const react = await (await shared.react['19.0.0'].get())()
  return () => ({ ...${widgetSource('AcmeFederated')}, title: { zh: react.marker, en: react.marker } })
}
`

beforeAll(() => {
  dir = writeModules()
  writeFileSync(fileURLToPath(new URL('federated.mjs', dir.base)), FEDERATED)
})
afterAll(() => dir.remove())

const sri = (name: string) =>
  `sha384-${createHash('sha384')
    .update(readFileSync(fileURLToPath(new URL(name, dir.base))))
    .digest('base64')}`

const manifestOf = (entry: string, over: Partial<PluginManifest> = {}): PluginManifest => ({
  id: 'acme-good',
  version: '1.0.0',
  widgets: [{ type: 'AcmeGood', title: { zh: '好', en: 'Good' }, category: 'custom' }],
  hostApi: '^1.0.0',
  integrity: sri(entry),
  ...over,
})

const io = (): RemoteIo => ({
  importModule: (url) => {
    imported.push(url)
    return import(/* @vite-ignore */ url)
  },
  fetchEntry: async (url) => new Uint8Array(readFileSync(fileURLToPath(url))).buffer,
  linkStylesheets: async () => () => {},
  baseUrl: dir.base,
  timeoutMs: 2_000,
  shared: { react: { version: '19.0.0', get: async () => ({ marker: 'host react' }) } },
})

describe('a manifest is checked before the import', () => {
  it('loads a plugin whose manifest holds', async () => {
    const kernel = createKernel()
    const outcome = await loadRemotePlugin(
      kernel,
      { id: 'p', url: 'good.mjs', manifest: manifestOf('good.mjs') },
      io(),
    )
    expect(outcome).toMatchObject({ ok: true, types: ['AcmeGood'] })
  })

  it('refuses a plugin needing another host API, importing nothing', async () => {
    imported.length = 0
    const manifest = manifestOf('good.mjs', { hostApi: '^2.0.0' })
    const outcome = await loadRemotePlugin(createKernel(), { id: 'p', url: 'good.mjs', manifest }, io())
    expect(outcome).toMatchObject({
      ok: false,
      stage: 'manifest',
      refusal: { reason: 'hostApi', needs: '^2.0.0', host: HOST_API_VERSION },
    })
    expect(imported).toEqual([])
  })

  it('refuses an entry whose hash is not the manifest integrity, importing nothing', async () => {
    imported.length = 0
    const manifest = manifestOf('good.mjs', { integrity: sri('plain.mjs') })
    const kernel = createKernel()
    const outcome = await loadRemotePlugin(kernel, { id: 'p', url: 'good.mjs', manifest }, io())
    expect(outcome).toMatchObject({ ok: false, stage: 'integrity', refusal: { reason: 'integrity' } })
    if (!outcome.ok)
      expect(outcome.error.message).toMatch(/integrity is sha384-.*, the manifest says sha384-/)
    expect(imported).toEqual([])
    expect(kernel.widgets.has('AcmeGood')).toBe(false)
  })

  it('refuses a module that provides other types than its manifest says', async () => {
    const manifest = manifestOf('pair.mjs')
    const outcome = await loadRemotePlugin(createKernel(), { id: 'p', url: 'pair.mjs', manifest }, io())
    expect(outcome).toMatchObject({
      ok: false,
      stage: 'manifest',
      refusal: { reason: 'types', expected: 'AcmeGood', actual: 'AcmeLeft, AcmeRight' },
    })
  })

  it('refuses a module whose widgets are another version than the manifest', async () => {
    const manifest = manifestOf('good.mjs', { version: '1.1.0' })
    const outcome = await loadRemotePlugin(createKernel(), { id: 'p', url: 'good.mjs', manifest }, io())
    expect(outcome).toMatchObject({ stage: 'manifest', refusal: { reason: 'version', actual: '1.0.0' } })
  })

  it('the catalogue sync reports the refusal with its reason, and loads the plugin once the manifest is fixed', async () => {
    const kernel = createKernel()
    const remote = createRemotePlugins(kernel, io())
    const bad = manifestOf('good.mjs', { integrity: sri('plain.mjs') })
    const failures = await remote.sync([{ id: 'p', url: 'good.mjs', enabled: true, manifest: bad }])
    expect(failures).toMatchObject([{ id: 'p', stage: 'integrity', refusal: { reason: 'integrity' } }])
    expect(
      await remote.sync([{ id: 'p', url: 'good.mjs', enabled: true, manifest: manifestOf('good.mjs') }]),
    ).toEqual([])
    expect(kernel.widgets.has('AcmeGood')).toBe(true)
  })
})

describe('a federated remote entry', () => {
  it('is initialised with the host shared modules and its exposed widgets registered', async () => {
    const kernel = createKernel()
    const manifest = manifestOf('federated.mjs', {
      format: 'federation',
      widgets: [{ type: 'AcmeFederated', title: { zh: 'F', en: 'F' }, category: 'custom' }],
    })
    const outcome = await loadRemotePlugin(kernel, { id: 'f', url: 'federated.mjs', manifest }, io())
    expect(outcome).toMatchObject({ ok: true, types: ['AcmeFederated'] })
    expect(kernel.widgets.get('AcmeFederated')?.title.en).toBe('host react')
  })
})
