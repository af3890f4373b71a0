// Remote plugin manifests in the real platform (server + built web app, Chromium): the example plugin is
// uploaded with a manifest that vouches for it, and registered twice more by URL with manifests that do
// not hold (an entry hashed otherwise, a host API this platform is outside of). The catalogue shows the
// manifest and the loader's verdict on each, with its reason; the designer loads the good one and
// refuses the others before importing them (the page and its palette keep working).
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { remotePluginConfig } from '../../host/sdk/plugin-build.ts'
import type { RemotePlugin } from '../../schemas/entities/remote-plugin.ts'
import type { PluginManifest } from '../../schemas/plugin-manifest.ts'
import { hasChromium, workerChromium } from './browser.ts'
import { demoPage } from './designer-steps.ts'
import { type Platform, signedInPage, startPlatform } from './platform.ts'

const EXAMPLE = new URL('../../plugins/examples/RemoteTank/', import.meta.url)
const SCREEN = '/manage/extend/widget-plugins'
const SHOTS = '/tmp/shots-contracts'

async function call<T>(page: Page, path: string, body: object = {}): Promise<T> {
  const answer = await page.evaluate(
    async ([p, b]) => {
      const r = await fetch(`/lfscada/${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      })
      return r.json()
    },
    [path, body] as const,
  )
  if (answer.code !== 200 && answer.code !== 201) throw new Error(`${path}: ${JSON.stringify(answer)}`)
  return answer.data as T
}

/** Uploads one file of a plugin (the module makes a new plugin; with `id`, another file of it). */
async function upload(page: Page, file: { name: string; text: string; type: string }, fields: object) {
  const answer = await page.evaluate(
    async ([f, extra]) => {
      const form = new FormData()
      for (const [k, v] of Object.entries(extra)) form.append(k, String(v))
      form.append('file', new File([f.text], f.name, { type: f.type }))
      return (await fetch('/lfscada/plugin/upload', { method: 'POST', body: form })).json()
    },
    [file, fields] as const,
  )
  return answer.data as RemotePlugin
}

describe.skipIf(!hasChromium)('remote plugin manifests', () => {
  let out: string
  let platform: Platform
  let browser: Browser
  let module: string
  const manifest = (over: Partial<PluginManifest> = {}): PluginManifest => ({
    id: 'acme-remote-tank',
    version: '1.0.0',
    entry: 'remote-tank.js',
    widgets: [{ type: 'RemoteTank', title: { zh: '液位罐', en: 'Level tank' }, category: 'custom' }],
    hostApi: '^1.0.0',
    integrity: `sha384-${createHash('sha384').update(module, 'utf8').digest('base64')}`,
    ...over,
  })

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    out = mkdtempSync(join(tmpdir(), 'lf-remote-manifest-'))
    await build({
      ...remotePluginConfig({ root: EXAMPLE, name: 'remote-tank', outDir: out }),
      configFile: false,
      logLevel: 'warn',
    })
    module = readFileSync(join(out, 'remote-tank.js'), 'utf8')
    platform = await startPlatform()
    browser = await workerChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
    rmSync(out, { recursive: true, force: true })
  })

  it('stores the manifests and shows each verdict with its reason', async () => {
    const page = await signedInPage(browser, platform, 'zh')
    const good = await upload(
      page,
      { name: 'remote-tank.js', text: module, type: 'text/javascript' },
      { name: 'Tank' },
    )
    const css = readFileSync(join(out, 'remote-tank.css'), 'utf8')
    await upload(page, { name: 'remote-tank.css', text: css, type: 'text/css' }, { id: good.id })
    await call(page, 'plugin/manifest', { id: good.id, manifest: JSON.stringify(manifest()) })
    const tampered = await call<RemotePlugin>(page, 'plugin/add', { name: 'Tampered', url: good.url })
    const other = `sha384-${createHash('sha384').update('another file').digest('base64')}`
    await call(page, 'plugin/manifest', {
      id: tampered.id,
      manifest: JSON.stringify(manifest({ integrity: other })),
    })
    const future = await call<RemotePlugin>(page, 'plugin/add', { name: 'Future', url: good.url })
    await call(page, 'plugin/manifest', {
      id: future.id,
      manifest: JSON.stringify(manifest({ hostApi: '^2.0.0' })),
    })
    for (const p of [good, tampered, future]) await call(page, 'plugin/enable', { id: p.id })

    for (const lang of ['zh', 'en'] as const) {
      const screen = lang === 'zh' ? page : await signedInPage(browser, platform, 'en')
      await screen.goto(`${platform.url}${SCREEN}`)
      const table = screen.getByTestId('widget-plugins')
      await table
        .getByTestId('plugin-manifest-Tank')
        .getByText(lang === 'zh' ? '已校验' : 'Verified')
        .waitFor()
      const integrity = table.getByTestId('plugin-refusal-Tampered')
      const hostApi = table.getByTestId('plugin-refusal-Future')
      await integrity.waitFor()
      expect(await integrity.textContent()).toContain(
        lang === 'zh' ? '入口文件的哈希与清单不符' : "the entry's hash",
      )
      expect(await hostApi.textContent()).toContain(
        lang === 'zh' ? '需要平台接口 ^2.0.0' : 'needs host API ^2.0.0',
      )
      expect(await table.getByTestId('plugin-manifest-Tank').textContent()).toContain(
        lang === 'zh' ? '液位罐 (自定义)' : 'Level tank (custom)',
      )
      await screen.screenshot({ path: `${SHOTS}/plugin-catalogue-${lang}.png` })
    }
  })

  it('the designer loads the plugin whose manifest holds and refuses the others before importing them', async () => {
    const page = await signedInPage(browser, platform, 'en')
    const demo = await demoPage(platform)
    const refused: string[] = []
    page.on('console', (m) => m.type() === 'error' && refused.push(m.text()))
    await page.goto(demo.designerPath)
    await page.getByTestId('designer').waitFor()
    await page
      .getByTestId('palette')
      .locator('[data-widget-type="RemoteTank"]')
      .waitFor({ state: 'attached' })
    await expect
      .poll(() => refused.join('\n'))
      .toMatch(/failed at integrity: the entry's integrity is sha384-/)
    expect(refused.join('\n')).toMatch(/failed at manifest: the plugin needs host API \^2\.0\.0/)
    await page.screenshot({ path: `${SHOTS}/designer-refused-en.png` })
  })
})
