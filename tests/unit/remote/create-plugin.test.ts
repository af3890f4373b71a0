// `npm run plugin:new` creates a project outside the platform that needs nothing of the checkout: the
// kit is packed into it and installed from the tarball (vite and TypeScript from the npm cache), and it
// builds and type-checks on its own into an ES module with React left external, and its stylesheet,
// which the platform's loader then takes with a manifest vouching for it.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKernel, createWidget, HOST_API_VERSION } from '../../../core/kernel/index.ts'
import type { WidgetViewProps } from '../../../core/kernel/types.ts'
import { loadRemotePlugin, type RemoteIo } from '../../../host/remote/load.ts'
import { createPlugin, kebab, PLATFORM_ROOT } from '../../../host/sdk/create-plugin.ts'
import { KIT_PACKAGE, packKit } from '../../../host/sdk/pack-kit.ts'
import { SHARED_SPECIFIERS } from '../../../host/sdk/shared-modules.ts'

const run = promisify(execFile)
const require = createRequire(import.meta.url)
let temp: string
let kit: string
beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'lf-plugin-new-'))
  kit = await packKit(temp)
}, 120_000)
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** What the host's import map does in the browser: `react/jsx-runtime` is the platform's own. */
function importMapped(url: string): Promise<Record<string, unknown>> {
  const file = new URL(url)
  const runtime = pathToFileURL(require.resolve('react/jsx-runtime')).href
  const mapped = new URL('./mapped.mjs', file)
  writeFileSync(
    mapped,
    readFileSync(file, 'utf8').replaceAll('from "react/jsx-runtime"', `from "${runtime}"`),
  )
  return import(/* @vite-ignore */ mapped.href)
}

const filesUnder = (dir: string, prefix = ''): string[] =>
  readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(dir, join(prefix, e.name)) : [join(prefix, e.name)],
  )

describe('createPlugin', () => {
  it.each([
    ['AcmeGauge', 'acme-gauge'],
    ['PLCStatus2', 'plcstatus2'],
    ['Tank3D', 'tank3-d'],
  ])('names the folder of %s %s', (name, file) => {
    expect(kebab(name)).toBe(file)
  })

  it.each([
    { name: 'acmeGauge', error: /not a widget name/ },
    { name: 'Acme-Gauge', error: /not a widget name/ },
    { name: 'A', error: /not a widget name/ },
    { name: 'AcmeGauge', dir: join(PLATFORM_ROOT, 'plugins', 'acme'), error: /inside the platform/ },
    { name: 'AcmeGauge', dir: PLATFORM_ROOT, error: /inside the platform/ },
    { name: 'AcmeGauge', dir: 'full', error: /not empty/ },
  ])('refuses $name in $dir', ({ name, dir, error }) => {
    const full = join(temp, 'full')
    mkdirSync(full, { recursive: true })
    writeFileSync(join(full, 'keep.txt'), 'x')
    expect(() => createPlugin({ name, dir: dir === 'full' ? full : dir, kit })).toThrow(error)
  })

  it('packs the kit with its module, its build and their types, and no platform source', async () => {
    const { stdout } = await run('tar', ['tzf', kit])
    const files = stdout.trim().split('\n')
    expect(files).toEqual(
      expect.arrayContaining(['package/index.js', 'package/build.js', 'package/package.json']),
    )
    expect(files).toContain('package/types/host/sdk/index.d.ts')
    expect(files.filter((f) => !f.endsWith('.d.ts') && !f.endsWith('.js') && !f.endsWith('.json'))).toEqual(
      [],
    )
  })

  it('creates a project that installs, builds and type-checks away from the platform', async () => {
    const dir = createPlugin({ name: 'AcmeGauge', dir: join(temp, 'acme-gauge'), kit })
    expect(dir.startsWith(PLATFORM_ROOT)).toBe(false)
    expect(filesUnder(dir).sort()).toEqual(
      [
        '.gitignore',
        'README.md',
        'package.json',
        'tsconfig.json',
        'vite.config.ts',
        `vendor/lfscada-sdk-${HOST_API_VERSION}.tgz`,
        'src/index.ts',
        'src/schema.ts',
        'src/style.css',
        'src/view.tsx',
      ].sort(),
    )
    for (const file of filesUnder(dir).filter((f) => !f.endsWith('.tgz'))) {
      const text = readFileSync(join(dir, file), 'utf8')
      expect(text, file).not.toMatch(/TemplateWidget|template-widget|\.\.\/|\/work\//)
    }
    expect(readFileSync(join(dir, 'src/index.ts'), 'utf8')).toContain("type: 'AcmeGauge'")

    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir })
    const installed = JSON.parse(readFileSync(join(dir, 'node_modules', KIT_PACKAGE, 'package.json'), 'utf8'))
    expect(installed.version).toBe(HOST_API_VERSION)
    await run('npm', ['run', 'build'], { cwd: dir })
    const built = readdirSync(join(dir, 'dist')).sort()
    expect(built).toEqual(['acme-gauge.css', 'acme-gauge.js', 'acme-gauge.js.map'])
    const code = readFileSync(join(dir, 'dist/acme-gauge.js'), 'utf8')
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1])
    expect(imports.every((s) => (SHARED_SPECIFIERS as string[]).includes(s ?? ''))).toBe(true)
    expect(imports).toContain('react/jsx-runtime')
    expect(code).not.toMatch(/__CLIENT_INTERNALS_DO_NOT_USE/)
    expect(code).toMatch(/export const css = \["\.\/acme-gauge\.css"\];/)
    expect(readFileSync(join(dir, 'dist/acme-gauge.css'), 'utf8')).toMatch(/\.acme-gauge\b/)

    await run('npm', ['run', 'typecheck'], { cwd: dir })
    writeFileSync(
      join(dir, 'src/broken.ts'),
      "import { Num } from '#lfscada/sdk'\nexport const n = Num('text')\n",
    )
    await expect(run('npm', ['run', 'typecheck'], { cwd: dir })).rejects.toMatchObject({
      stdout: expect.stringMatching(/TS2345/),
    })
  }, 240_000)

  it('builds a module the platform loads with a manifest vouching for it, and draws', async () => {
    const entry = pathToFileURL(join(temp, 'acme-gauge/dist/acme-gauge.js')).href
    const bytes = readFileSync(new URL(entry))
    const manifest = {
      id: 'acme-gauge',
      version: '1.0.0',
      entry: 'acme-gauge.js',
      widgets: [
        { type: 'AcmeGauge', title: { zh: 'AcmeGauge', en: 'AcmeGauge' }, category: 'custom' as const },
      ],
      hostApi: `^${HOST_API_VERSION}`,
      integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
    }
    const sheets: string[] = []
    const io: RemoteIo = {
      importModule: importMapped,
      fetchEntry: async (url) => new Uint8Array(readFileSync(new URL(url))).buffer,
      linkStylesheets: async (urls) => {
        sheets.push(...urls)
        return () => {}
      },
      baseUrl: entry,
      timeoutMs: 10_000,
    }
    const kernel = createKernel()
    const outcome = await loadRemotePlugin(kernel, { id: 'acme-gauge', url: entry, manifest }, io)
    expect(outcome).toMatchObject({ ok: true, types: ['AcmeGauge'] })
    expect(sheets).toEqual([new URL('acme-gauge.css', entry).href])
    const plugin = kernel.widgets.get('AcmeGauge')
    if (!plugin) throw new Error('AcmeGauge is not registered')
    const widget = createWidget(plugin, { id: 'w1', x: 0, y: 0, lang: 'en' })
    const props = {
      widget,
      mode: 'runtime',
      values: { data: { value: 42.25, time: 1 } },
      effects: {},
      lang: 'en',
    }
    const html = renderToStaticMarkup(
      createElement(plugin.component as never, props as unknown as WidgetViewProps),
    )
    expect(html).toContain('class="acme-gauge"')
    expect(html).toContain('42.3')
  })
})
