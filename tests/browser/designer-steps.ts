// Steps shared by the browser tests of the designer and the runtime against the real server: the demo
// page, the demo gateway's reports fed to the server's ingest, the saved page JSON, drawing a widget from
// the palette and binding it to a signal, and waiting for a live value to show.
import type { Browser, Locator, Page } from 'playwright-core'
import { beforeAll, expect } from 'vitest'
import { createWidget } from '../../core/kernel/index.ts'
import { builtinWidgets } from '../../plugins/widgets/index.ts'
import type { Widget } from '../../schemas/page.ts'
import { DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { DEMO_PAGE_TITLE } from '../../server/projects/seed.ts'
import { deviceOf, nodeOf, payload, value } from '../integration/edgelink/sparkplug.ts'
import { type Platform, type PlatformOptions, platformWithBrowser, signedInPage } from './platform.ts'

/** The demo page's document as each platform's first look at it found it: as seeded. */
const seededDocuments = new WeakMap<Platform, string>()

/**
 * The demo project's page: the designer is at `designerPath`, the runtime viewer at `runtimePath`.
 * `restore()` puts back the document as seeded, so a retried test that draws on the page and saves it
 * starts from the page its first try did.
 */
export async function demoPage(platform: Platform) {
  const row = await platform.db
    .selectFrom('pages')
    .select(['id', 'projectId', 'document'])
    .where('title', '=', DEMO_PAGE_TITLE)
    .executeTakeFirstOrThrow()
  if (!seededDocuments.has(platform)) seededDocuments.set(platform, row.document)
  const seeded = seededDocuments.get(platform) ?? row.document
  const projectId = row.projectId ?? ''
  return {
    pageId: row.id,
    projectId,
    designerPath: `${platform.url}/manage/project/${projectId}/designer/${row.id}`,
    runtimePath: `${platform.url}/monitor/project/${projectId}/page/${row.id}`,
    restore: async () => {
      await platform.db.updateTable('pages').set({ document: seeded }).where('id', '=', row.id).execute()
    },
  }
}

/**
 * The designer of the demo page emptied first (every try starts from an empty page), signed in in `lang`
 * at 1440x900, with the demo gateway's reports for the runtime half of a test.
 */
export async function emptyDemoDesigner(platform: Platform, browser: Browser, lang: 'zh' | 'en') {
  const demo = await demoPage(platform)
  const publish = demoGateway(platform)
  await editSavedPage(platform, demo.pageId, (document) => {
    document.widgets = []
  })
  const page = await signedInPage(browser, platform, lang)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(demo.designerPath)
  await page.getByTestId('designer').waitFor()
  return { demo, publish, page }
}

/** A platform, Chromium and the demo page for the tests of the calling `describe`, as platformWithBrowser. */
export function demoPageWithBrowser(options: PlatformOptions = {}) {
  const held = platformWithBrowser(options) as ReturnType<typeof platformWithBrowser> & {
    demo: Awaited<ReturnType<typeof demoPage>>
  }
  beforeAll(async () => {
    held.demo = await demoPage(held.platform)
  })
  return held
}

/** A built-in widget of `type` with its defaults, drawn at (x, y), then changed by `patch`. */
export function widgetOf(
  type: string,
  id: string,
  x: number,
  y: number,
  patch: (w: Widget) => void = () => {},
) {
  const plugin = builtinWidgets.find((w) => w.type === type)
  if (!plugin) throw new Error(`no widget type ${type}`)
  const widget = createWidget(plugin, { id, x, y })
  patch(widget)
  return widget
}

/** A saved page's document as stored: the page's settings and its widgets. */
export type SavedDocument = { con: Record<string, unknown>; widgets: Widget[] }

/** Changes page `pageId` in the database, as a page saved by an older version or another tool. */
export async function editSavedPage(
  platform: Platform,
  pageId: string,
  change: (document: SavedDocument) => void,
) {
  const document = (await savedPage(platform, pageId)) as SavedDocument
  change(document)
  await platform.db
    .updateTable('pages')
    .set({ document: JSON.stringify(document) })
    .where('id', '=', pageId)
    .execute()
}

/** Narrows the demo page's curve to `width` page px, freeing the page's right side for a test's widgets. */
export function narrowDemoCurve(document: SavedDocument, width: number) {
  const curve = document.widgets.find((w) => w.id === 'demo-curve')
  if (curve) curve.position.width = width
}

export type GatewayReport = 'NBIRTH' | 'DBIRTH' | 'DDATA'
export type Publish = (type: GatewayReport, metrics: Parameters<typeof payload>[0]) => Promise<void>

/** What the demo gateway publishes, fed to the server's ingest as its MQTT link would. */
export function demoGateway(platform: Platform): Publish {
  let seq = 0
  return async (type, metrics) => {
    const topic = type === 'NBIRTH' ? nodeOf(type, DEMO_GATEWAY.sn) : deviceOf(type, DEMO_GATEWAY.sn)
    platform.services.realtime.ingest.handle(topic, payload(metrics, seq++ % 256))
    await platform.services.realtime.ingest.idle()
  }
}

/** The page JSON as the server stored it. */
export async function savedPage(platform: Platform, pageId: string): Promise<{ widgets: Widget[] }> {
  const row = await platform.db
    .selectFrom('pages')
    .select('document')
    .where('id', '=', pageId)
    .executeTakeFirstOrThrow()
  return JSON.parse(row.document) as { widgets: Widget[] }
}

/** The top-level widgets on the designer's canvas. */
export const stageWidgets = (page: Page) => page.locator('.lf-stage > .lf-widget')

/** The canvas's zoom: the stage's width on screen over its width in page pixels. */
export const canvasZoom = (page: Page): Promise<number> =>
  page
    .getByTestId('stage')
    .evaluate((el) => el.getBoundingClientRect().width / (el as HTMLElement).offsetWidth)

/**
 * Picks `type` (its palette variant `variant`, a symbol) in the palette and draws it by dragging from
 * `from` to `to` (page pixels, at any zoom). A tile in a folded category is found through the search.
 */
/**
 * Opens every section of a widget's property panel (only the section in use opens by itself), one at a
 * time: each click changes which headers the locator matches.
 */
export async function openAllSections(panel: Locator): Promise<void> {
  await panel.waitFor()
  const folded = panel.locator('.lf-section > .ant-collapse-header[aria-expanded="false"]')
  for (let left = await folded.count(); left > 0; left = await folded.count()) {
    await folded.first().click()
    await expect.poll(() => folded.count()).toBeLessThan(left)
  }
}

export async function drawWidget(
  page: Page,
  type: string,
  from: { x: number; y: number },
  to: { x: number; y: number },
  variant?: string,
): Promise<void> {
  const palette = page.getByTestId('palette')
  const tile = palette.locator(
    variant
      ? `[data-widget-type="${type}"][data-variant="${variant}"]`
      : `[data-widget-type="${type}"]:not([data-variant])`,
  )
  const search = palette.locator('input').first()
  const folded = !(await tile.isVisible())
  if (folded) await search.fill(variant ?? type)
  await tile.click()
  const stage = await page.getByTestId('stage').boundingBox()
  if (!stage) throw new Error('no stage')
  const zoom = await canvasZoom(page)
  await page.mouse.move(stage.x + from.x * zoom, stage.y + from.y * zoom)
  await page.mouse.down()
  await page.mouse.move(stage.x + to.x * zoom, stage.y + to.y * zoom, { steps: 5 })
  await page.mouse.up()
  if (folded) await search.fill('')
}

/** Binds the selected widget: the first device, then `signal`, in the signal picker of the data tab. */
export async function bindSignal(page: Page, signal: string, lang: 'zh' | 'en' = 'zh'): Promise<void> {
  const picker = page.getByTestId('signal-picker')
  await picker.getByRole('combobox', { name: lang === 'zh' ? '设备' : 'Device' }).click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
  await picker.getByRole('combobox', { name: lang === 'zh' ? '信号' : 'Signal' }).click()
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${signal}"]`).click()
  // the binding is in the widget once the picker shows it (a save before that would miss it)
  await expect.poll(() => picker.textContent()).toContain(signal)
}

/**
 * Reports `signal` as 41, 42, … until `shown` reads text matching `expected` (repeated until the
 * page's socket is up).
 */
export async function feedUntilShown(
  page: Page,
  publish: Publish,
  signal: string,
  shown: Locator,
  expected: RegExp,
): Promise<void> {
  let reported = 40
  await expect
    .poll(
      async () => {
        reported += 1
        await publish('DDATA', [value(signal, reported)])
        await page.waitForTimeout(100)
        return shown.textContent()
      },
      { timeout: 20_000, interval: 200 },
    )
    .toMatch(expected)
}
