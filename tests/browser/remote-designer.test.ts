// The acceptance test, in Chromium against the real server: the example third-party widget
// (plugins/examples/RemoteTank), built by this test, is uploaded and enabled through the catalogue calls;
// in the designer it sits in the palette under its category like a built-in widget, is drawn, configured
// through the form generated from its schema, bound to a demo signal and saved; the runtime shows it with
// live values from the server's ingest. Disabled, its saved widget shows a placeholder and keeps its
// options: in `project/page/info`, and through a save in the designer. Enabled again, it comes back.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateWidget } from '../../core/page/index.ts'
import { remotePluginConfig } from '../../host/sdk/plugin-build.ts'
import type { RemotePlugin } from '../../schemas/entities/remote-plugin.ts'
import type { Widget } from '../../schemas/page.ts'
import { birthMetrics, value } from '../integration/edgelink/sparkplug.ts'
import { hasChromium, workerChromium } from './browser.ts'
import {
  bindSignal,
  demoGateway,
  demoPage,
  drawWidget,
  feedUntilShown,
  type Publish,
  savedPage,
  stageWidgets,
} from './designer-steps.ts'
import { logIn, newPage, type Platform, startPlatform } from './platform.ts'

const EXAMPLE = new URL('../../plugins/examples/RemoteTank/', import.meta.url)
const TYPE = 'RemoteTank'
const SIGNAL = 'level'
/** The option set through the generated form: the tank's unit (its default is m³). */
const UNIT = 'bar'

/** Calls the API from the signed-in page (its session cookie); the answer's data, or a thrown error. */
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
      const r = await fetch('/lfscada/plugin/upload', { method: 'POST', body: form })
      return r.json()
    },
    [file, fields] as const,
  )
  if (answer.code !== 200 && answer.code !== 201) throw new Error(`upload: ${JSON.stringify(answer)}`)
  return answer.data as RemotePlugin
}

describe.skipIf(!hasChromium)('a remote widget through designer and runtime', () => {
  let out: string
  let platform: Platform
  let browser: Browser
  let page: Page
  let demo: Awaited<ReturnType<typeof demoPage>>
  let publish: Publish
  let pluginId: string
  /** The tank as the designer saved it, options and all. */
  let tank: Widget

  const tanks = () => page.locator(`.lf-stage > .lf-widget[data-widget-type="${TYPE}"]`)
  const runtimeTank = () =>
    page.locator(`[data-testid="runtime-page"] .lf-widget[data-widget-type="${TYPE}"]`)
  const savedTanks = async () =>
    (await savedPage(platform, demo.pageId)).widgets.filter((w) => w.widgetType === TYPE)
  const save = async () => {
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('保存成功').waitFor()
  }

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'lf-remote-designer-'))
    await build({
      ...remotePluginConfig({ root: EXAMPLE, name: 'remote-tank', outDir: out }),
      configFile: false,
      logLevel: 'warn',
    })
    platform = await startPlatform()
    browser = await workerChromium()
    demo = await demoPage(platform)
    publish = demoGateway(platform)
    page = await newPage(browser)
    await logIn(page, platform)
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
    rmSync(out, { recursive: true, force: true })
  })

  it('uploads the built example with its stylesheet and enables it', async () => {
    // a retry starts as the first try did: without the plugin a failed try uploaded
    await platform.db.deleteFrom('remotePlugins').execute()
    const text = (name: string) => readFileSync(join(out, name), 'utf8')
    const added = await upload(
      page,
      { name: 'remote-tank.js', text: text('remote-tank.js'), type: 'text/javascript' },
      { name: 'Tank' },
    )
    pluginId = added.id
    await upload(
      page,
      { name: 'remote-tank.css', text: text('remote-tank.css'), type: 'text/css' },
      { id: pluginId },
    )
    await call(page, 'plugin/enable', { id: pluginId })
    expect(await call<RemotePlugin[]>(page, 'plugin/enabled')).toMatchObject([
      { id: pluginId, enabled: true, files: ['remote-tank.js', 'remote-tank.css'] },
    ])
  })

  it('draws the remote widget from its palette category, configures it through its form, binds and saves it', async () => {
    // a retry starts as the first try did: the demo page as seeded, no tank on it
    await demo.restore()
    await page.goto(demo.designerPath)
    await page.getByTestId('designer').waitFor()
    const before = await stageWidgets(page).count()

    // In the palette under its category ('custom', shown as 扩展), titled in the user's language.
    const custom = page
      .getByTestId('palette')
      .locator('.ant-collapse-item')
      .filter({ has: page.locator('.ant-collapse-header', { hasText: '扩展' }) })
    expect(await custom.locator(`[data-widget-type="${TYPE}"]`).textContent()).toBe('液位罐')

    await drawWidget(page, TYPE, { x: 620, y: 300 }, { x: 710, y: 450 })
    await expect.poll(() => stageWidgets(page).count()).toBe(before + 1)
    const panel = page.getByTestId('property-panel').and(page.locator(`[data-widget-type="${TYPE}"]`))
    await panel.waitFor()
    // The designer draws the plugin's own view (its preview shows the unit), not a placeholder.
    await tanks().locator('.remote-tank').waitFor()

    // One option through the generated form: the unit field of the data tab.
    const unit = panel.getByRole('textbox', { name: '单位' })
    await unit.fill(UNIT)
    await unit.press('Tab')
    await expect.poll(() => tanks().locator('.remote-tank-value').textContent()).toBe(UNIT)

    await bindSignal(page, SIGNAL)
    expect(await savedTanks()).toEqual([])
    await save()

    const saved = await savedTanks()
    expect(saved).toHaveLength(1)
    tank = saved[0] as Widget
    expect(tank.data).toMatchObject({ type: 'signal', signalId: SIGNAL, dataAddon: { unit: UNIT } })
    expect(tank.style).toMatchObject({ liquid: '#1677ff', showValue: true })
  })

  it('shows the saved widget live at runtime', async () => {
    await publish('NBIRTH', birthMetrics(1, 2))
    await publish('DBIRTH', [value(SIGNAL, 10)])
    await page.goto(demo.runtimePath)
    await page.getByTestId('runtime-page').waitFor()
    const shown = runtimeTank().locator('.remote-tank-value')
    await shown.waitFor()
    await feedUntilShown(page, publish, SIGNAL, shown, new RegExp(`^4\\d\\.0 ${UNIT}$`))
    expect(await runtimeTank().locator('[data-missing-widget]').count()).toBe(0)
  })

  it('disabled: the runtime shows a placeholder and the page keeps the widget’s options', async () => {
    await call(page, 'plugin/disable', { id: pluginId })
    await page.reload()
    await page.getByTestId('runtime-page').waitFor()
    await runtimeTank().locator(`[data-missing-widget="${TYPE}"]`).waitFor()
    expect(await runtimeTank().locator('.remote-tank').count()).toBe(0)

    const info = await call<{ json: { widgets: Widget[] } }>(page, 'project/page/info', { id: demo.pageId })
    expect(info.json.widgets.filter((w) => w.widgetType === TYPE)).toEqual([tank])
  })

  it('disabled: a save in the designer keeps the widget and its options', async () => {
    await page.goto(demo.designerPath)
    await page.getByTestId('designer').waitFor()
    await tanks().locator(`[data-missing-widget="${TYPE}"]`).waitFor()
    expect(await page.getByTestId('palette').locator(`[data-widget-type="${TYPE}"]`).count()).toBe(0)
    await save()
    // Unchanged but for what loading fills into every saved widget (designer spec §5: mvarArray).
    expect(await savedTanks()).toEqual([migrateWidget(tank)])
  })

  it('enabled again: the runtime shows the widget live with its saved options', async () => {
    await call(page, 'plugin/enable', { id: pluginId })
    await page.goto(demo.runtimePath)
    await page.getByTestId('runtime-page').waitFor()
    const shown = runtimeTank().locator('.remote-tank-value')
    await shown.waitFor()
    await feedUntilShown(page, publish, SIGNAL, shown, new RegExp(`^4\\d\\.0 ${UNIT}$`))
  })
})
