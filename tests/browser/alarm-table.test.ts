// The alarm table widget (issue 15) in Chromium against the real server: a runtime page with a
// ComplexAlarm bound to the demo device; the demo rule (temperature > 35) raises an alarm that appears
// in the table without a reload, is acknowledged from the operation column (who and when shown), and
// shows as confirmed in the device's alarm tab; the table's Excel export holds the shown rows. At its
// default size every column is reachable, in the designer and at runtime: the headers whole on one line,
// the operation column in sight, the others a sideways scroll away.
// Screenshots at 1440x900 in zh and en go to /tmp/shots-alarmtable/.
import { mkdirSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWidget } from '../../core/kernel/index.ts'
import ComplexAlarm from '../../plugins/widgets/ComplexAlarm/index.ts'
import { birthMetrics, value } from '../integration/edgelink/sparkplug.ts'
import { hasChromium, workerChromium } from './browser.ts'
import { demoGateway, demoPage, type Publish, savedPage } from './designer-steps.ts'
import { callAs, logIn, openPage, type Platform, startPlatform } from './platform.ts'

const SHOTS = '/tmp/shots-alarmtable'

/** The table's column headers (not the fixed header's scrollbar cell). */
const headersOf = (widget: Locator) => widget.locator('.ant-table-thead th:not(.ant-table-cell-scrollbar)')

/** Whether `inner` lies within `outer` on screen, sideways. */
async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()]
  return !!a && !!b && a.width > 0 && a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1
}

/**
 * All eight default columns are in the table with their titles whole; the operation header is within
 * the widget's box; the table scrolls sideways (it is wider than the widget) and scrolled to its end the
 * message header is in sight too.
 */
async function expectColumnsReachable(widget: Locator, lang: 'zh' | 'en') {
  const headers = headersOf(widget)
  await expect.poll(() => headers.count()).toBe(8)
  const clipped = await headers.evaluateAll((ths) =>
    ths.filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.textContent),
  )
  expect(clipped).toEqual([])
  const operation = headers.last()
  expect(await operation.textContent()).toBe(lang === 'en' ? 'Operation' : '操作')
  expect(await inside(operation, widget)).toBe(true)
  const body = widget.locator('.ant-table-body')
  const wide = await body.evaluate((el) => el.scrollWidth > el.clientWidth)
  expect(wide).toBe(true)
  const message = headers.nth(6)
  expect(await message.textContent()).toBe(lang === 'en' ? 'Message' : '报警信息')
  await body.evaluate((el) => {
    el.scrollLeft = el.scrollWidth
    el.dispatchEvent(new Event('scroll'))
  })
  await expect.poll(() => inside(message, widget)).toBe(true)
  await body.evaluate((el) => {
    el.scrollLeft = 0
    el.dispatchEvent(new Event('scroll'))
  })
}

describe.skipIf(!hasChromium)('alarm table widget', () => {
  let platform: Platform
  let browser: Browser
  let publish: Publish
  let demo: Awaited<ReturnType<typeof demoPage>>
  let deviceId: string
  let temperature = 20

  async function openAs(lang: 'zh' | 'en'): Promise<Page> {
    const context = await browser.newContext({
      locale: lang === 'en' ? 'en-US' : 'zh-CN',
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    })
    await context.addInitScript((l) => localStorage.setItem('lfscada.lang', l), lang)
    const page = await context.newPage()
    await logIn(page, platform)
    return page
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    platform = await startPlatform()
    browser = await workerChromium()
    publish = demoGateway(platform)
    demo = await demoPage(platform)
    const device = await platform.db
      .selectFrom('variables')
      .innerJoin('devices', 'devices.id', 'variables.deviceId')
      .select(['devices.id', 'devices.name'])
      .where('variables.id', '=', 'temperature')
      .executeTakeFirstOrThrow()
    deviceId = device.id
    // the demo page shows one alarm table of the demo device at its default size and nothing else
    const table = createWidget(ComplexAlarm, { id: 'alarm-table', x: 20, y: 20 })
    Object.assign(table.data ?? {}, { equips: [{ equipmentId: deviceId, title: device.name }] })
    const document = await savedPage(platform, demo.pageId)
    await platform.db
      .updateTable('pages')
      .set({ document: JSON.stringify({ ...document, widgets: [table] }) })
      .where('id', '=', demo.pageId)
      .execute()
    await publish('NBIRTH', birthMetrics(1, 2))
    await publish('DBIRTH', [value('temperature', temperature)])
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  /** The demo rule fires: temperature over 35 (a value newer than the last). */
  async function raise() {
    temperature = 40
    await publish('DDATA', [value('temperature', temperature, Date.now())])
    await platform.services.realtime.alarms.idle()
  }
  async function clear() {
    temperature = 20
    await publish('DDATA', [value('temperature', temperature, Date.now())])
    await platform.services.realtime.alarms.idle()
  }

  it.each(['zh', 'en'] as const)(
    'in the designer every column is reachable at default size (%s)',
    async (lang) => {
      const page = await openAs(lang)
      await page.goto(demo.designerPath)
      const widget = page.locator('.lf-stage [data-widget-type="ComplexAlarm"] [data-testid="complex-alarm"]')
      await widget.waitFor({ timeout: 20_000 })
      await expectColumnsReachable(widget, lang)
      await page.screenshot({ path: `${SHOTS}/alarm-table-designer-${lang}.png` })
      await page.context().close()
    },
  )

  it.each(['zh', 'en'] as const)(
    'shows a new alarm without reload, acknowledges it, and the device tab shows it confirmed (%s)',
    async (lang) => {
      const page = await openAs(lang)
      await page.goto(demo.runtimePath)
      const widget = page.locator('[data-widget-type="ComplexAlarm"] [data-testid="complex-alarm"]')
      await widget.waitFor({ timeout: 20_000 })
      const header = widget.locator('.ant-table-thead')
      await expect.poll(() => header.textContent()).toContain(lang === 'en' ? 'Triggered' : '触发时间')
      // only active alarms: an empty table before the rule fires
      await widget.getByText(lang === 'en' ? 'Active' : '当前报警', { exact: true }).click()
      const rows = widget.locator('tbody tr.ant-table-row')
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(0)
      await raise()
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1)
      const row = rows.first()
      const text = (await row.textContent()) ?? ''
      expect(text).toContain('Temperature high')
      expect(text).toContain(lang === 'en' ? 'Important' : '重要')
      expect(text).toContain(lang === 'en' ? 'Alarming' : '报警中')
      await expectColumnsReachable(widget, lang)
      // a message the column cuts reads whole as the cell's tooltip
      expect(await row.locator('td').nth(6).getAttribute('title')).toContain('Temperature high')
      await page.screenshot({ path: `${SHOTS}/alarm-table-${lang}.png` })

      // acknowledged from the operation column: who and when instead of the button
      await row.getByTestId('alarm-acknowledge').click()
      await row.getByTestId('alarm-acknowledged').waitFor({ timeout: 10_000 })
      expect(await row.getByTestId('alarm-acknowledged').textContent()).toContain('admin')
      const record = await platform.db
        .selectFrom('alarmRecords')
        .select(['confirmedBy', 'confirmedAt'])
        .where('deviceId', '=', deviceId)
        .where('resolvedAt', 'is', null)
        .executeTakeFirstOrThrow()
      expect(record.confirmedBy).toBeTruthy()

      // the export holds the rows the table shows, headers in the page's language
      const download = page.waitForEvent('download')
      await widget.getByTestId('alarm-export').click()
      const file = await (await download).path()
      const book = new ExcelJS.Workbook()
      await book.xlsx.readFile(file)
      const sheet = book.worksheets[0]!
      expect(sheet.getRow(1).getCell(1).value).toBe(lang === 'en' ? 'Device' : '设备')
      expect(sheet.actualRowCount).toBe(2)
      expect(String(sheet.getRow(2).getCell(7).value)).toContain('Temperature high')
      await page.screenshot({ path: `${SHOTS}/alarm-table-acknowledged-${lang}.png` })

      // the clearing shows without reload too: the active list empties
      await clear()
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(0)

      await openPage(page, `${platform.url}/monitor/eg/detail/list/${deviceId}/0`)
      const tab = lang === 'en' ? 'Alarm info' : '报警信息'
      await page.getByRole('tab', { name: tab }).click()
      // the alarm tab's own table: while the tabs switch, the data tab's rows are still visible
      const first = page
        .getByRole('tabpanel', { name: tab })
        .locator('.ant-table-tbody tr.ant-table-row')
        .first()
      await first.waitFor({ timeout: 10_000 })
      expect(await first.textContent()).toContain(lang === 'en' ? 'Confirmed' : '已确认')
      await page.screenshot({ path: `${SHOTS}/device-alarm-tab-${lang}.png` })
      await page.context().close()
    },
  )

  it.each(['zh', 'en'] as const)(
    'shows the note an alarm was acknowledged with in the operation column (%s)',
    async (lang) => {
      await raise()
      const alarm = await platform.db
        .selectFrom('alarmRecords')
        .select('id')
        .where('deviceId', '=', deviceId)
        .where('resolvedAt', 'is', null)
        .executeTakeFirstOrThrow()
      const page = await openAs(lang)
      // acknowledged elsewhere (the device's alarm tab) with a note (issue 31)
      const note = `valve checked ${lang}`
      await callAs(page, platform, 'alarm/confirm', { id: alarm.id, note })
      await page.goto(demo.runtimePath)
      const widget = page.locator('[data-widget-type="ComplexAlarm"] [data-testid="complex-alarm"]')
      await widget.waitFor({ timeout: 20_000 })
      await widget.getByText(lang === 'en' ? 'Active' : '当前报警', { exact: true }).click()
      const acked = widget.locator('tbody tr.ant-table-row').first().getByTestId('alarm-acknowledged')
      await acked.waitFor({ timeout: 10_000 })
      expect(await acked.textContent()).toContain(note)
      expect(await acked.getAttribute('title')).toContain(note)
      await page.screenshot({ path: `${SHOTS}/alarm-table-note-${lang}.png` })
      await clear()
      await page.context().close()
    },
  )
})
