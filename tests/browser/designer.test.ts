// The designer and the runtime viewer in Chromium against the real server (seeded demo project and
// page): draw a gauge, bind it to a signal, undo and redo, group and ungroup, copy and paste, save,
// reload; open the runtime page and see the value change as the gateway reports it (through the
// server's real ingest); a button writes its value after the user confirms.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { DEMO_PAGE_TITLE } from '../../server/projects/seed.ts'
import { birthMetrics, deviceOf, nodeOf, payload, value } from '../integration/edgelink/sparkplug.ts'
import { hasChromium, launchChromium } from './browser.ts'
import { logIn, newPage, type Platform, startPlatform } from './platform.ts'

const SIGNAL = 'level'

describe.skipIf(!hasChromium)('designer and runtime in Chromium against the server', () => {
  let platform: Platform
  let browser: Browser
  let projectId: string
  let pageId: string
  let seq = 0

  /** What the demo gateway publishes, fed to the server's ingest as its MQTT link would. */
  const publish = async (type: 'NBIRTH' | 'DBIRTH' | 'DDATA', metrics: Parameters<typeof payload>[0]) => {
    const topic = type === 'NBIRTH' ? nodeOf(type, DEMO_GATEWAY.sn) : deviceOf(type, DEMO_GATEWAY.sn)
    platform.services.realtime.ingest.handle(topic, payload(metrics, seq++ % 256))
    await platform.services.realtime.ingest.idle()
  }
  const savedPage = async () => {
    const row = await platform.db
      .selectFrom('pages')
      .select('document')
      .where('id', '=', pageId)
      .executeTakeFirstOrThrow()
    return JSON.parse(row.document) as { widgets: { widgetType: string; data?: { signalId?: string } }[] }
  }
  const widgets = (page: Page) => page.locator('.lf-stage > .lf-widget')
  const gauges = (page: Page) => page.locator('.lf-stage > .lf-widget[data-widget-type="UsualDashboard"]')

  beforeAll(async () => {
    platform = await startPlatform()
    browser = await launchChromium()
    const row = await platform.db
      .selectFrom('pages')
      .select(['id', 'projectId'])
      .where('title', '=', DEMO_PAGE_TITLE)
      .executeTakeFirstOrThrow()
    pageId = row.id
    projectId = row.projectId ?? ''
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  it('draws a gauge, binds it, undoes and redoes, groups, copies, saves and reloads', async () => {
    const page = await newPage(browser)
    await logIn(page, platform)
    await page.goto(`${platform.url}/manage/project/${projectId}/designer/${pageId}`)
    await page.getByTestId('designer').waitFor()
    const before = await widgets(page).count()
    const gaugesBefore = await gauges(page).count()

    // Draw a gauge in an empty part of the page.
    await page.getByTestId('palette').locator('[data-widget-type="UsualDashboard"]').click()
    const stage = await page.getByTestId('stage').boundingBox()
    if (!stage) throw new Error('no stage')
    await page.mouse.move(stage.x + 620, stage.y + 40)
    await page.mouse.down()
    await page.mouse.move(stage.x + 820, stage.y + 240, { steps: 5 })
    await page.mouse.up()
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
    const picker = page.getByTestId('signal-picker')
    await picker.getByRole('combobox', { name: '设备' }).click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
    await picker.getByRole('combobox', { name: '信号' }).click()
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${SIGNAL}"]`).click()
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
    const saved = await savedPage()
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
    await page.goto(`${platform.url}/monitor/project/${projectId}/page/${pageId}`)
    await page.getByTestId('runtime-page').waitFor()
    const gauge = page
      .locator('[data-testid="runtime-page"] .lf-widget[data-widget-type="UsualDashboard"]')
      .last()
    await gauge.waitFor()

    // Values as the gateway reports them reach the gauge (repeated until the page's socket is up).
    let reported = 40
    await expect
      .poll(
        async () => {
          reported += 1
          await publish('DDATA', [value(SIGNAL, reported)])
          await page.waitForTimeout(100)
          return gauge.locator('[data-role="value"]').textContent()
        },
        { timeout: 20_000, interval: 200 },
      )
      .toMatch(/^4\d$/)

    // The demo button writes 1 to its signal once the user confirms.
    const write = page.waitForRequest((r) => r.url().endsWith('/lfscada/signal/writeVal'))
    await page.locator('[data-testid="runtime-page"] .lf-widget[data-widget-type="UsualButton"]').click()
    await page.locator('.ant-modal-confirm .ant-btn-primary').click()
    const body = new URLSearchParams((await write).postData() ?? '')
    expect(body.get('projectId')).toBe(projectId)
    expect(body.get('value')).toBe('1')
    expect(body.get('signalId')).toBeTruthy()
  })
})
