// The loader isolates every way a remote plugin can fail (unreachable, throwing at import, no default
// export, contract problems, a type that exists) and registers the good ones. Modules are real files
// imported with the real `import()`; only the stylesheet links are recorded instead of added to a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKernel, type Kernel } from '../../../core/kernel/index.ts'
import {
  type LoadStage,
  loadRemotePlugin,
  type RemoteIo,
  remotePluginName,
} from '../../../host/remote/load.ts'
import { builtinWidgetPlugins } from '../../../plugins/widgets/index.ts'
import { type ModuleDir, writeModules } from './modules.ts'

let dir: ModuleDir
beforeAll(() => {
  dir = writeModules()
})
afterAll(() => dir.remove())

interface Links {
  linked: string[]
  unlinked: string[]
}

function ioFor(links: Links, overrides: Partial<RemoteIo> = {}): RemoteIo {
  return {
    importModule: (url) => import(/* @vite-ignore */ url),
    linkStylesheets: async (urls) => {
      links.linked.push(...urls)
      return () => links.unlinked.push(...urls)
    },
    baseUrl: dir.base,
    timeoutMs: 2_000,
    ...overrides,
  }
}

function kernelWithBuiltins(): Kernel {
  const kernel = createKernel()
  for (const plugin of builtinWidgetPlugins) kernel.use(plugin)
  return kernel
}

describe('loadRemotePlugin', () => {
  it('registers a good plugin as remote:<id>, links its stylesheet beside the module, and disposes', async () => {
    const kernel = kernelWithBuiltins()
    const links: Links = { linked: [], unlinked: [] }
    const outcome = await loadRemotePlugin(kernel, { id: 'p1', url: 'good.mjs' }, ioFor(links))
    expect(outcome).toMatchObject({ id: 'p1', ok: true, types: ['AcmeGood'] })
    expect(kernel.has(remotePluginName('p1'))).toBe(true)
    expect(kernel.widgets.get('AcmeGood')?.title.en).toBe('AcmeGood')
    expect(links.linked).toEqual([`${dir.base}good.css`])
    if (outcome.ok) outcome.dispose()
    expect(kernel.widgets.has('AcmeGood')).toBe(false)
    expect(kernel.has(remotePluginName('p1'))).toBe(false)
    expect(links.unlinked).toEqual(links.linked)
  })

  it('registers every widget of a default export that is a list', async () => {
    const kernel = createKernel()
    const outcome = await loadRemotePlugin(
      kernel,
      { id: 'p2', url: 'pair.mjs' },
      ioFor({ linked: [], unlinked: [] }),
    )
    expect(outcome).toMatchObject({ ok: true, types: ['AcmeLeft', 'AcmeRight'] })
    expect([...kernel.widgets.keys()]).toEqual(['AcmeLeft', 'AcmeRight'])
  })

  const failures: { url: string; stage: LoadStage; message: RegExp }[] = [
    { url: 'missing.mjs', stage: 'import', message: /missing\.mjs|Cannot find|ERR_MODULE_NOT_FOUND/ },
    { url: 'http://[bad', stage: 'import', message: /Invalid URL/ },
    { url: 'throws.mjs', stage: 'import', message: /boom at import/ },
    { url: 'syntax.mjs', stage: 'import', message: /syntax|parse|unexpected/i },
    { url: 'no-default.mjs', stage: 'export', message: /no default export/ },
    { url: 'not-a-widget.mjs', stage: 'export', message: /not a widget plugin/ },
    { url: 'empty-list.mjs', stage: 'export', message: /lists no widget plugin/ },
    { url: 'no-component.mjs', stage: 'export', message: /component is not a React component/ },
    { url: 'bad-css.mjs', stage: 'export', message: /css export must be a list/ },
    { url: 'bad-version.mjs', stage: 'contract', message: /version "one" is not x\.y\.z/ },
    { url: 'shared-defaults.mjs', stage: 'contract', message: /fresh objects/ },
    { url: 'dup-builtin.mjs', stage: 'register', message: /widget type "UsualText" is already registered/ },
    { url: 'dup-inside.mjs', stage: 'register', message: /widget type "AcmeTwin" is already registered/ },
  ]

  it.each(failures)('$url fails at $stage, leaves the kernel as it was', async ({ url, stage, message }) => {
    const kernel = kernelWithBuiltins()
    const before = [...kernel.widgets.keys()]
    const links: Links = { linked: [], unlinked: [] }
    const outcome = await loadRemotePlugin(kernel, { id: 'bad', url }, ioFor(links))
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.stage).toBe(stage)
    expect(outcome.error.message).toMatch(message)
    expect([...kernel.widgets.keys()]).toEqual(before)
    expect(kernel.has(remotePluginName('bad'))).toBe(false)
    expect(links.unlinked).toEqual(links.linked)
  })

  it('gives up on a module that never arrives', async () => {
    const io = ioFor(
      { linked: [], unlinked: [] },
      { importModule: () => new Promise(() => {}), timeoutMs: 20 },
    )
    const outcome = await loadRemotePlugin(createKernel(), { id: 'slow', url: 'good.mjs' }, io)
    expect(outcome).toMatchObject({ ok: false, stage: 'import' })
    if (!outcome.ok) expect(outcome.error.message).toMatch(/did not load within 20 ms/)
  })

  it('fails a plugin whose stylesheet does not load, registering nothing', async () => {
    const kernel = createKernel()
    const io = ioFor(
      { linked: [], unlinked: [] },
      { linkStylesheets: () => Promise.reject(new Error('stylesheet good.css did not load')) },
    )
    const outcome = await loadRemotePlugin(kernel, { id: 'css', url: 'good.mjs' }, io)
    expect(outcome).toMatchObject({ ok: false, stage: 'stylesheet' })
    expect(kernel.widgets.size).toBe(0)
  })

  it('refuses a second plugin with a type another remote plugin owns, keeping the first', async () => {
    const kernel = createKernel()
    const links: Links = { linked: [], unlinked: [] }
    const first = await loadRemotePlugin(kernel, { id: 'a', url: 'good.mjs' }, ioFor(links))
    const second = await loadRemotePlugin(kernel, { id: 'b', url: 'dup-remote.mjs' }, ioFor(links))
    expect(first.ok).toBe(true)
    expect(second).toMatchObject({ ok: false, stage: 'register' })
    expect(kernel.has(remotePluginName('a'))).toBe(true)
    expect(kernel.widgets.get('AcmeGood')).toBeDefined()
  })
})
