// The designer and the runtime viewer in Chromium against the real server (seeded demo project and
// page): draw a gauge, bind it to a signal, undo and redo, group and ungroup, copy and paste, save,
// reload; open the runtime page and see the value change as the gateway reports it (through the
// server's real ingest); a button writes its value after the user confirms.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  stageWidgets as widgets,
} from './designer-steps.ts'
import { logIn, newPage, type Platform, startPlatform } from './platform.ts'

const SIGNAL = 'level'

describe.skipIf(!hasChromium)('designer and runtime in Chromium against the server', () => {
  let platform: Platform
  let browser: Browser
  let demo: Awaited<ReturnType<typeof demoPage>>
  let publish: Publish

  const gauges = (page: Page) => page.locator('.lf-stage > .lf-widget[data-widget-type="UsualDashboard"]')

  beforeAll(async () => {
    platform = await startPlatform()
    browser = await workerChromium()
    demo = await demoPage(platform)
    publish = demoGateway(platform)
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  it('draws a gauge, binds it, undoes and redoes, groups, copies, saves and reloads', async () => {
    // a retry starts as the first try did: the demo page as seeded
    await demo.restore()
    const page = await newPage(browser)
    await logIn(page, platform)
    await page.goto(demo.designerPath)
    await page.getByTestId('designer').waitFor()
    const before = await widgets(page).count()
    const gaugesBefore = await gauges(page).count()

    // Draw a gauge in an empty part of the page.
    await drawWidget(page, 'UsualDashboard', { x: 620, y: 40 }, { x: 820, y: 240 })
    await expect.poll(() => widgets(page).count()).toBe(before + 1)
    await page
      .getByTestId('property-panel')
      .and(page.locator('[data-widget-type="UsualDashboard"]'))
      .waitFor()

    // Undo removes it, redo brings it back.
    await page.getByRole('button', { name: '撤销' }).click()
    await expect.poll(() => widgets(page).count()).toBe(before)
    await page.getByRole('button', { name: '重做' }).click()
    await expect.poll(() => widgets(page).count()).toBe(before + 1)

    // Bind it: device, then signal, in the signal picker of the data tab.
    const drawn = gauges(page).last()
    await drawn.click()
    await bindSignal(page, SIGNAL)
    await expect.poll(() => drawn.textContent()).toContain(SIGNAL)

    // Group it with another widget, then ungroup.
    await widgets(page)
      .first()
      .click({ modifiers: ['Shift'], position: { x: 5, y: 5 } })
    await page.getByText('已选择 2 个组件').waitFor()
    await page.getByRole('button', { name: '组合', exact: true }).click()
    await expect
      .poll(() => page.locator('.lf-stage > .lf-widget[data-widget-type="WidgetGroup"]').count())
      .toBe(1)
    expect(await widgets(page).count()).toBe(before)
    await page.getByRole('button', { name: '取消组合' }).click()
    await expect.poll(() => widgets(page).count()).toBe(before + 1)

    // Copy and paste the gauge: a new one, 50 px further right and down; then delete the copy.
    await drawn.click()
    const original = await drawn.boundingBox()
    await page.keyboard.press('Control+c')
    await page.keyboard.press('Control+v')
    await expect.poll(() => gauges(page).count()).toBe(gaugesBefore + 2)
    const copy = await gauges(page).last().boundingBox()
    expect(Math.round((copy?.x ?? 0) - (original?.x ?? 0))).toBeGreaterThan(0)
    await page.keyboard.press('Delete')
    await expect.poll(() => gauges(page).count()).toBe(gaugesBefore + 1)

    // Save: the page JSON on the server holds the bound gauge.
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('保存成功').waitFor()
    const saved = await savedPage(platform, demo.pageId)
    expect(
      saved.widgets.filter((w) => w.widgetType === 'UsualDashboard').map((w) => w.data?.signalId),
    ).toContain(SIGNAL)

    // Reload: the gauge is there, still bound.
    await page.reload()
    await page.getByTestId('designer').waitFor()
    await expect.poll(() => gauges(page).count()).toBe(gaugesBefore + 1)
    expect(await gauges(page).last().textContent()).toContain(SIGNAL)
  })

  it('shows live values of the saved page at runtime and writes a button’s value after confirmation', async () => {
    // The gateway is online before the page opens (the page asks which gateways it can monitor).
    await publish('NBIRTH', birthMetrics(1, 2))
    await publish('DBIRTH', [value(SIGNAL, 10)])
    const page = await newPage(browser)
    await logIn(page, platform)
    await page.goto(demo.runtimePath)
    await page.getByTestId('runtime-page').waitFor()
    const gauge = page
      .locator('[data-testid="runtime-page"] .lf-widget[data-widget-type="UsualDashboard"]')
      .last()
    await gauge.waitFor()

    // Values as the gateway reports them reach the gauge (repeated until the page's socket is up).
    await feedUntilShown(page, publish, SIGNAL, gauge.locator('[data-role="value"]'), /^4\d\.000%$/)

    // The demo button writes 1 to its signal once the user confirms.
    const write = page.waitForRequest((r) => r.url().endsWith('/lfscada/signal/writeVal'))
    await page.locator('[data-testid="runtime-page"] .lf-widget[data-widget-type="UsualButton"]').click()
    await page.locator('.ant-modal-confirm .ant-btn-primary').click()
    const body = new URLSearchParams((await write).postData() ?? '')
    expect(body.get('projectId')).toBe(demo.projectId)
    expect(body.get('value')).toBe('1')
    expect(body.get('signalId')).toBeTruthy()
  })
})
