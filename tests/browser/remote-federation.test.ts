// The two ways to build a remote widget plugin, side by side in Chromium: the native ES module example
// (RemoteTank) and the @originjs/vite-plugin-federation example (RemoteLamp), each built here into a temp
// folder with its manifest, go through the same loader (host API, integrity, contract) into one page of
// the real kernel and widget host, and both show live values drawn with the host's single React. The
// federated remote takes React and the kit from the host: its build holds no copy of either.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Browser, Page } from 'playwright-core'
import { build, type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { federatedPluginConfig } from '../../host/sdk/federation-build.ts'
import { remotePluginConfig } from '../../host/sdk/plugin-build.ts'
import { shareReact } from '../../host/sdk/vite-share-react.ts'
import type { PluginManifest } from '../../schemas/plugin-manifest.ts'
import { hasChromium, workerChromium } from './browser.ts'

const EXAMPLES = new URL('../../plugins/examples/', import.meta.url)
const HOST = new URL('./remote-host/', import.meta.url)
const SHOTS = '/tmp/shots-federation'

const sri = (file: string) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`

const widgetsOf = {
  tank: [{ type: 'RemoteTank', title: { zh: '液位罐', en: 'Level tank' }, category: 'custom' as const }],
  lamp: [{ type: 'RemoteLamp', title: { zh: '信号灯', en: 'Signal lamp' }, category: 'custom' as const }],
}

describe.skipIf(!hasChromium)('native and federated remote plugins on one page', () => {
  let out: string
  let server: PreviewServer
  let browser: Browser
  let origin: string
  const manifests: Record<string, PluginManifest> = {}

  const manifest = (id: keyof typeof widgetsOf, entry: string, format: 'esm' | 'federation') => {
    manifests[id] = {
      id: `acme-${id}`,
      version: '1.0.0',
      format,
      entry,
      widgets: widgetsOf[id],
      hostApi: '^1.0.0',
      integrity: sri(join(out, 'plugins', id, entry)),
    }
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    out = mkdtempSync(join(tmpdir(), 'lf-remote-federation-'))
    const quiet = { configFile: false, logLevel: 'warn' } as const
    await build({
      ...quiet,
      root: HOST.pathname,
      plugins: [react(), shareReact()],
      build: { outDir: out, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
    })
    const tank = {
      root: new URL('RemoteTank/', EXAMPLES),
      name: 'remote-tank',
      outDir: join(out, 'plugins/tank'),
    }
    await build({ ...remotePluginConfig(tank), ...quiet })
    const lamp = {
      root: new URL('RemoteLamp/', EXAMPLES),
      name: 'remote-lamp',
      outDir: join(out, 'plugins/lamp'),
    }
    await build({ ...federatedPluginConfig(lamp), ...quiet })
    manifest('tank', 'remote-tank.js', 'esm')
    manifest('lamp', 'remote-lamp.js', 'federation')
    server = await preview({
      ...quiet,
      root: HOST.pathname,
      build: { outDir: out },
      preview: { port: 0, host: '127.0.0.1' },
    })
    origin = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '')
    browser = await workerChromium()
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    rmSync(out, { recursive: true, force: true })
  })

  async function open(
    catalogue: object[],
    widgets: string[],
    lang: 'zh' | 'en' = 'en',
  ): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const query = new URLSearchParams({
      catalogue: JSON.stringify(catalogue),
      widgets: JSON.stringify(widgets),
      lang,
    })
    await page.goto(`${origin}/?${query}`)
    await page.getByTestId('failures').waitFor()
    return { page, errors }
  }

  const entry = (id: keyof typeof widgetsOf, file: string, manifest: PluginManifest | undefined) => ({
    id,
    url: `/plugins/${id}/${file}`,
    enabled: true,
    manifest,
  })

  it('builds the federated remote without a copy of React or the kit', () => {
    const files = readdirSync(join(out, 'plugins/lamp'))
    const bytes = files.reduce((sum, f) => sum + statSync(join(out, 'plugins/lamp', f)).size, 0)
    // React alone is about 8 kB minified, the kit about 100 kB: the whole remote is a fraction of that.
    expect(bytes).toBeLessThan(30_000)
    const code = files
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(out, 'plugins/lamp', f), 'utf8'))
    // React's element symbol and TypeBox's `~kind` marker are in any bundled copy of them.
    expect(code.join('\n')).not.toMatch(/react\.transitional\.element|~kind/)
    expect(code.join('\n')).toMatch(/importShared\(["']#lfscada\/sdk["']\)/)
  })

  it('loads both through the manifest checks and shows their live values with one React', async () => {
    const { page, errors } = await open(
      [entry('tank', 'remote-tank.js', manifests.tank), entry('lamp', 'remote-lamp.js', manifests.lamp)],
      ['RemoteTank', 'RemoteLamp'],
    )
    expect(await page.getByTestId('failures').textContent()).toBe('[]')
    const tank = page.locator('[data-widget-type="RemoteTank"] .remote-tank')
    const lamp = page.locator('[data-widget-type="RemoteLamp"] .remote-lamp')
    await tank.waitFor()
    await lamp.waitFor()
    // Each plugin's stylesheet is linked by the loader and applies.
    const sheets = await page
      .locator('link[data-remote-plugin]')
      .evaluateAll((ls) => ls.map((l) => l.getAttribute('href')))
    expect(sheets).toEqual([
      expect.stringMatching(/tank\/remote-tank\.css$/),
      expect.stringMatching(/lamp\/.+\.css$/),
    ])
    expect(await lamp.evaluate((el) => getComputedStyle(el).display)).toBe('flex')
    expect(await lamp.locator('.remote-lamp-text').textContent()).toBe('Off')
    // Only the loader links them: the federation runtime's own linking is off.
    const pluginLinks = page.locator('link[rel=stylesheet][href*="/plugins/"]:not([data-remote-plugin])')
    expect(await pluginLinks.count()).toBe(0)

    // useId in both views works only with the host's single React.
    await page.evaluate(() => window.lfTest.set('s1', 42.25))
    await page.locator('[data-widget-type="RemoteTank"] [data-level="42.25"]').waitFor()
    await page.locator('[data-widget-type="RemoteLamp"] [data-lit]').waitFor()
    expect(await tank.locator('.remote-tank-value').textContent()).toBe('42.3 m³')
    expect(await lamp.locator('.remote-lamp-text').textContent()).toBe('On')
    expect(await lamp.locator('radialGradient').getAttribute('id')).toBeTruthy()
    await page.screenshot({ path: join(SHOTS, 'native-and-federated-en.png') })

    await page.evaluate(() => window.lfTest.set('s1', 0))
    await page.locator('[data-widget-type="RemoteLamp"] .remote-lamp:not([data-lit])').waitFor()
    // The remote fetched none of the shared modules of its own: only its container, module and sheet.
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((p) => p.startsWith('/plugins/lamp/')),
    )
    expect(fetched.every((p) => /remote-lamp\.js$|federation_|\.css$/.test(p))).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('speaks the page’s language in the federated view too', async () => {
    const { page, errors } = await open(
      [entry('tank', 'remote-tank.js', manifests.tank), entry('lamp', 'remote-lamp.js', manifests.lamp)],
      ['RemoteTank', 'RemoteLamp'],
      'zh',
    )
    const text = page.locator('[data-widget-type="RemoteLamp"] .remote-lamp-text')
    await text.waitFor()
    expect(await text.textContent()).toBe('关')
    await page.evaluate(() => window.lfTest.set('s1', 42.25))
    await page.locator('[data-widget-type="RemoteLamp"] [data-lit]').waitFor()
    expect(await text.textContent()).toBe('开')
    await page.screenshot({ path: join(SHOTS, 'native-and-federated-zh.png') })
    expect(errors).toEqual([])
    await page.close()
  })

  it('refuses a federated remote whose entry is not the one its manifest hashed', async () => {
    const tampered = { ...manifests.lamp, integrity: manifests.tank?.integrity } as PluginManifest
    const { page, errors } = await open(
      [entry('tank', 'remote-tank.js', manifests.tank), entry('lamp', 'remote-lamp.js', tampered)],
      ['RemoteTank', 'RemoteLamp'],
    )
    const failures = JSON.parse((await page.getByTestId('failures').textContent()) ?? '[]')
    expect(failures.map((f: { id: string; stage: string }) => [f.id, f.stage])).toEqual([
      ['lamp', 'integrity'],
    ])
    await page.locator('[data-widget-type="RemoteTank"] .remote-tank').waitFor()
    await page.locator('[data-missing-widget="RemoteLamp"]').waitFor()
    expect(errors).toEqual([])
    await page.close()
  })
})
