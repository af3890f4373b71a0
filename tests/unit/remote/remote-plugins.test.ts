// The catalogue sync: enabled plugins load once, broken ones are reported while the rest load, disabled
// ones are unloaded, contested types go to the plugin listed first whatever the network timing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKernel, type Kernel } from '../../../core/kernel/index.ts'
import type { RemoteIo } from '../../../host/remote/load.ts'
import {
  type CatalogueEntry,
  createRemotePlugins,
  type RemoteFailure,
} from '../../../host/remote/remote-plugins.ts'
import { builtinWidgetPlugins } from '../../../plugins/widgets/index.ts'
import { type ModuleDir, type ModuleName, writeModules } from './modules.ts'

let dir: ModuleDir
beforeAll(() => {
  dir = writeModules()
})
afterAll(() => dir.remove())

const entry = (id: string, file: ModuleName, enabled = true): CatalogueEntry => ({ id, url: file, enabled })

function setup(delays: Partial<Record<ModuleName, number>> = {}) {
  const kernel: Kernel = createKernel()
  for (const plugin of builtinWidgetPlugins) kernel.use(plugin)
  const imported: string[] = []
  const io: RemoteIo = {
    importModule: async (url) => {
      imported.push(url.slice(dir.base.length))
      const delay = delays[url.slice(dir.base.length) as ModuleName] ?? 0
      if (delay) await new Promise((r) => setTimeout(r, delay))
      return import(/* @vite-ignore */ url)
    },
    linkStylesheets: async () => () => {},
    baseUrl: dir.base,
    // a first import is transformed on the fly, which under load took over 2 s in CI
    timeoutMs: 20_000,
  }
  const failures: RemoteFailure[] = []
  const remote = createRemotePlugins(kernel, io)
  const sync = async (entries: CatalogueEntry[]) => {
    failures.push(...(await remote.sync(entries)))
  }
  return { kernel, remote, sync, failures, imported }
}

describe('createRemotePlugins', () => {
  it('loads the good plugins and reports the broken ones', async () => {
    const { kernel, sync, failures } = setup()
    await sync([
      entry('good', 'good.mjs'),
      entry('throws', 'throws.mjs'),
      entry('dup', 'dup-builtin.mjs'),
      entry('pair', 'pair.mjs'),
      entry('off', 'plain.mjs', false),
    ])
    for (const id of ['good', 'pair']) expect(kernel.has(`remote:${id}`)).toBe(true)
    expect(failures.map((f) => [f.id, f.stage])).toEqual([
      ['throws', 'import'],
      ['dup', 'register'],
    ])
    for (const type of ['AcmeGood', 'AcmeLeft', 'AcmeRight', 'UsualText'])
      expect(kernel.widgets.has(type)).toBe(true)
    expect(kernel.widgets.has('AcmePlain')).toBe(false)
  })

  it('unloads a plugin once disabled and loads it again once enabled', async () => {
    const { kernel, remote } = setup()
    await remote.sync([entry('good', 'good.mjs')])
    expect(kernel.widgets.has('AcmeGood')).toBe(true)
    await remote.sync([entry('good', 'good.mjs', false)])
    expect(kernel.widgets.has('AcmeGood')).toBe(false)
    expect(kernel.has('remote:good')).toBe(false)
    await remote.sync([entry('good', 'good.mjs')])
    expect(kernel.widgets.has('AcmeGood')).toBe(true)
  })

  it('unloads a plugin that left the catalogue and reloads one whose URL changed', async () => {
    const { kernel, remote } = setup()
    await remote.sync([entry('a', 'good.mjs'), entry('b', 'plain.mjs')])
    await remote.sync([entry('a', 'pair.mjs')])
    expect([...kernel.widgets.keys()].filter((t) => t.startsWith('Acme'))).toEqual(['AcmeLeft', 'AcmeRight'])
  })

  it('neither reloads a loaded plugin nor retries a failed one at the same URL', async () => {
    const { remote, imported } = setup()
    const entries = [entry('good', 'good.mjs'), entry('throws', 'throws.mjs')]
    expect(await remote.sync(entries)).toMatchObject([{ id: 'throws', stage: 'import' }])
    expect(await remote.sync(entries)).toEqual([])
    expect(imported).toEqual(['good.mjs', 'throws.mjs'])
  })

  it('gives a contested type to the plugin listed first, even when it arrives last', async () => {
    const { kernel, sync, failures } = setup({ 'good.mjs': 50 })
    await sync([entry('first', 'good.mjs'), entry('second', 'dup-remote.mjs')])
    expect(kernel.has('remote:first')).toBe(true)
    expect(failures).toMatchObject([{ id: 'second', stage: 'register' }])
  })

  it('runs overlapping syncs in order', async () => {
    const { kernel, remote } = setup({ 'good.mjs': 20 })
    const first = remote.sync([entry('good', 'good.mjs')])
    const second = remote.sync([])
    await first
    expect(kernel.widgets.has('AcmeGood')).toBe(true)
    await second
    expect(kernel.widgets.has('AcmeGood')).toBe(false)
  })
})
