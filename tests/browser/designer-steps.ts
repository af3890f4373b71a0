// Steps shared by the browser tests of the designer and the runtime against the real server: the demo
// page, the demo gateway's reports fed to the server's ingest, the saved page JSON, drawing a widget from
// the palette and binding it to a signal, and waiting for a live value to show.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Widget } from '../../schemas/page.ts'
import { DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { DEMO_PAGE_TITLE } from '../../server/projects/seed.ts'
import { deviceOf, nodeOf, payload, value } from '../integration/edgelink/sparkplug.ts'
import type { Platform } from './platform.ts'

/** The demo project's page: the designer is at `designerPath`, the runtime viewer at `runtimePath`. */
export async function demoPage(platform: Platform) {
  const row = await platform.db
    .selectFrom('pages')
    .select(['id', 'projectId'])
    .where('title', '=', DEMO_PAGE_TITLE)
    .executeTakeFirstOrThrow()
  const projectId = row.projectId ?? ''
  return {
    pageId: row.id,
    projectId,
    designerPath: `${platform.url}/manage/project/${projectId}/designer/${row.id}`,
    runtimePath: `${platform.url}/monitor/project/${projectId}/page/${row.id}`,
  }
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

/** Picks `type` in the palette and draws it by dragging from `from` to `to` (page pixels, at any zoom). */
export async function drawWidget(
  page: Page,
  type: string,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  await page.getByTestId('palette').locator(`[data-widget-type="${type}"]`).click()
  const stage = await page.getByTestId('stage').boundingBox()
  if (!stage) throw new Error('no stage')
  const zoom = await canvasZoom(page)
  await page.mouse.move(stage.x + from.x * zoom, stage.y + from.y * zoom)
  await page.mouse.down()
  await page.mouse.move(stage.x + to.x * zoom, stage.y + to.y * zoom, { steps: 5 })
  await page.mouse.up()
}

/** Binds the selected widget: the first device, then `signal`, in the signal picker of the data tab. */
export async function bindSignal(page: Page, signal: string): Promise<void> {
  const picker = page.getByTestId('signal-picker')
  await picker.getByRole('combobox', { name: '设备' }).click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
  await picker.getByRole('combobox', { name: '信号' }).click()
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${signal}"]`).click()
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
