// Remote widget plugins in Chromium, without the rest of the platform: the example plugin is built as
// a separate ES module, loaded at runtime by the real loader into a page built with the host's shared
// React (import map), and rendered by the widget host with live values; broken plugins beside it are
// reported and skipped.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Browser, Page } from 'playwright-core'
import { build, type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { remotePluginConfig } from '../../host/sdk/plugin-build.ts'
import { shareReact } from '../../host/sdk/vite-share-react.ts'
import { hasChromium, workerChromium } from './browser.ts'

const EXAMPLE = new URL('../../plugins/examples/RemoteTank/', import.meta.url)
const HOST = new URL('./remote-host/', import.meta.url)

const plainWidget = (type: string) =>
  `export default { type: '${type}', version: '1.0.0', category: 'custom', title: { zh: 'x', en: 'x' },
  optionsSchema: { type: 'object' }, defaultOptions: () => ({ style: {} }), defaultSize: { width: 10, height: 10 },
  bindingKinds: [], component: () => null }\n`

describe.skipIf(!hasChromium)('remote widget plugins in Chromium', () => {
  let out: string
  let server: PreviewServer
  let browser: Browser
  let origin: string

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'lf-remote-host-'))
    await build({
      configFile: false,
      logLevel: 'warn',
      root: HOST.pathname,
      plugins: [react(), shareReact()],
      build: { outDir: out, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
    })
    await build({
      ...remotePluginConfig({ root: EXAMPLE, name: 'remote-tank', outDir: join(out, 'plugins/tank') }),
      configFile: false,
      logLevel: 'warn',
    })
    mkdirSync(join(out, 'plugins/broken'), { recursive: true })
    writeFileSync(join(out, 'plugins/broken/throws.js'), "throw new Error('broken at import')\n")
    writeFileSync(join(out, 'plugins/broken/text.js'), plainWidget('UsualText'))
    server = await preview({
      configFile: false,
      logLevel: 'warn',
      root: HOST.pathname,
      build: { outDir: out },
      preview: { port: 0, host: '127.0.0.1' },
    })
    origin = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '')
    browser = await workerChromium()
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    rmSync(out, { recursive: true, force: true })
  })

  async function open(catalogue: object[], widgets: string[]): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const query = new URLSearchParams({
      catalogue: JSON.stringify(catalogue),
      widgets: JSON.stringify(widgets),
    })
    await page.goto(`${origin}/?${query}`)
    await page.getByTestId('failures').waitFor()
    return { page, errors }
  }

  it('loads the example with the host’s React, its stylesheet, and shows live values', async () => {
    const { page, errors } = await open(
      [{ id: 'tank', url: '/plugins/tank/remote-tank.js', enabled: true }],
      ['RemoteTank', 'UsualText'],
    )
    expect(await page.getByTestId('failures').textContent()).toBe('[]')
    const tank = page.locator('[data-widget-type="RemoteTank"] .remote-tank')
    await tank.waitFor()
    // The plugin's stylesheet is linked and applies.
    expect(await page.locator('link[data-remote-plugin]').getAttribute('href')).toMatch(/remote-tank\.css$/)
    expect(await tank.evaluate((el) => getComputedStyle(el).position)).toBe('relative')
    // Hooks inside the plugin (useId) work only with the host's single React.
    await page.evaluate(() => window.lfTest.set('s1', 42.25))
    await page.locator('[data-widget-type="RemoteTank"] [data-level="42.25"]').waitFor()
    expect(await tank.locator('.remote-tank-value').textContent()).toBe('42.3 m³')
    await page.evaluate(() => window.lfTest.set('s1', 95))
    await page.locator('[data-widget-type="RemoteTank"] [data-alarm]').waitFor()
    expect(errors).toEqual([])
    await page.close()
  })

  it('reports plugins that fail and keeps the page and the good plugin working', async () => {
    const { page, errors } = await open(
      [
        { id: 'missing', url: '/plugins/none/nothing.js', enabled: true },
        { id: 'throws', url: '/plugins/broken/throws.js', enabled: true },
        { id: 'text', url: '/plugins/broken/text.js', enabled: true },
        { id: 'tank', url: '/plugins/tank/remote-tank.js', enabled: true },
      ],
      ['RemoteTank', 'UsualText', 'GoneWidget'],
    )
    const failures = JSON.parse((await page.getByTestId('failures').textContent()) ?? '[]')
    expect(failures.map((f: { id: string; stage: string }) => [f.id, f.stage])).toEqual([
      ['missing', 'import'],
      ['throws', 'import'],
      ['text', 'register'],
    ])
    expect(failures[1].message).toContain('broken at import')
    await page.locator('[data-widget-type="RemoteTank"] .remote-tank').waitFor()
    await page.locator('[data-missing-widget="GoneWidget"]').waitFor()
    expect(await page.locator('[data-widget-type="UsualText"] [data-missing-widget]').count()).toBe(0)
    expect(await page.evaluate(() => window.lfTest.types().includes('RemoteTank'))).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })
})
