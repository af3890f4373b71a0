// The history table, the xy line and the indicator diagram (issue 15) in Chromium against the real
// server: a runtime page bound to the demo device's temperature and level, with an hour of history
// stored before it opened. The table shows 5-minute averages aggregated by the database, newest first,
// and its Excel export reads the same values; the xy charts draw temperature against level from the
// same history. Screenshots at 1440x900 in zh and en go to /tmp/shots-charts/.
import { mkdirSync, readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWidget } from '../../core/kernel/index.ts'
import { builtinWidgets } from '../../plugins/widgets/index.ts'
import type { Widget } from '../../schemas/page.ts'
import { birthMetrics } from '../integration/edgelink/sparkplug.ts'
import { hasChromium, workerChromium } from './browser.ts'
import { demoGateway, demoPage, savedPage } from './designer-steps.ts'
import { logIn, type Platform, startPlatform } from './platform.ts'

const SHOTS = '/tmp/shots-charts'
const MINUTE = 60_000
const FIVE = 5 * MINUTE
/** the last whole five minutes before opening: history is stored in the twelve intervals before it */
const base = Math.floor(Date.now() / FIVE) * FIVE

function placed(type: string, x: number, y: number, size: [number, number], data: object): Widget {
  const plugin = builtinWidgets.find((w) => w.type === type)!
  const widget = createWidget(plugin, { id: `w-${type}`, x, y })
  Object.assign(widget.position, { width: size[0], height: size[1] })
  Object.assign(widget.data ?? {}, data)
  return widget
}

describe.skipIf(!hasChromium)('history table, xy line and indicator diagram', () => {
  let platform: Platform
  let browser: Browser
  let demo: Awaited<ReturnType<typeof demoPage>>

  async function openAs(lang: 'zh' | 'en'): Promise<Page> {
    const context = await browser.newContext({
      locale: lang === 'en' ? 'en-US' : 'zh-CN',
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    })
    await context.addInitScript((l) => localStorage.setItem('lfscada.lang', l), lang)
    const page = await context.newPage()
    await logIn(page, platform)
    await page.goto(demo.runtimePath)
    return page
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    platform = await startPlatform()
    browser = await workerChromium()
    demo = await demoPage(platform)
    const { deviceId } = await platform.db
      .selectFrom('variables')
      .select('deviceId')
      .where('id', '=', 'temperature')
      .executeTakeFirstOrThrow()
    const signals = (title: string, id: string) => [{ signalId: id, equipId: deviceId ?? '', title }]
    const pair = {
      timeRange: 90,
      signalArrayX: signals('Level', 'level'),
      signalArrayY: signals('Temperature', 'temperature'),
    }
    const widgets = [
      placed('ComplexHistory', 20, 20, [980, 400], {
        signalArray: [...signals('Temperature', 'temperature'), ...signals('Level', 'level')],
        aggregation: 'average',
        interval: 5,
        timeUnit: 'minute',
        timeRange: 60,
        pageSize: 5,
      }),
      placed('ComplexXyline', 20, 440, [480, 300], pair),
      placed('ComplexDiagram', 520, 440, [480, 300], pair),
    ]
    const document = await savedPage(platform, demo.pageId)
    await platform.db
      .updateTable('pages')
      .set({ document: JSON.stringify({ ...document, widgets }) })
      .where('id', '=', demo.pageId)
      .execute()
    // interval b (1..12) back from `base`: temperature 20 + b/2 throughout, level 10·b + i at minute i
    const history = platform.services.realtime.history
    for (let b = 1; b <= 12; b++)
      for (let i = 0; i < 5; i++) {
        const t = base - b * FIVE + i * MINUTE
        history.append('temperature', t, 20 + b / 2)
        history.append('level', t, 10 * b + i)
      }
    await history.flush()
    await demoGateway(platform)('NBIRTH', birthMetrics(1, 2))
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  const cells = (page: Page, row: number) =>
    page
      .locator('[data-widget-type="ComplexHistory"] .ant-table-tbody tr.ant-table-row')
      .nth(row)
      .locator('td')
      .allTextContents()

  it('shows 5-minute averages newest first, exports them as shown, and draws the xy charts (en)', async () => {
    const page = await openAs('en')
    // the newest full interval: temperature 20.5 throughout, level averaging 12 (10..14)
    const at = (t: number) => new Date(t).toLocaleString('sv-SE').slice(0, 19)
    await expect
      .poll(() => cells(page, 1), { timeout: 20_000 })
      .toEqual([at(base - FIVE), '20.500', '12.000'])
    expect(await cells(page, 2)).toEqual([at(base - 2 * FIVE), '21.000', '22.000'])
    const header = await page
      .locator('[data-widget-type="ComplexHistory"] .ant-table-thead th')
      .allTextContents()
    expect(header.slice(0, 3)).toEqual(['Time', 'Temperature (°C)', 'Level (%)'])
    expect(await page.locator('[data-widget-type="ComplexHistory"]').textContent()).toContain('12 records')

    // the export: the same columns and values, newest first
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid="history-export"]').click(),
    ])
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer)
    const rows = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1))
    expect(rows[0]).toEqual(['Time', 'Temperature (°C)', 'Level (%)'])
    expect(rows[2]).toEqual([at(base - FIVE), 20.5, 12])
    expect(rows[3]).toEqual([at(base - 2 * FIVE), 21, 22])
    expect(rows).toHaveLength(13)

    // both xy charts draw the hour: 60 temperature points against level
    for (const type of ['ComplexXyline', 'ComplexDiagram'])
      await expect
        .poll(
          () =>
            page.locator(`[data-widget-type="${type}"] [data-points]`).first().getAttribute('data-points'),
          {
            timeout: 20_000,
          },
        )
        .toBe('60')
    expect(await page.locator('[data-widget-type="ComplexXyline"] canvas').count()).toBe(1)
    await page.screenshot({ path: `${SHOTS}/history-xy-en.png` })
    // the clear button starts the xy line's trace again from now
    await page.locator('[data-testid="xyline-clear"]').click()
    await expect
      .poll(() =>
        page.locator('[data-widget-type="ComplexXyline"] [data-points]').first().getAttribute('data-points'),
      )
      .toBe('0')
    await page.context().close()
  })

  it('reads in Chinese (zh)', async () => {
    const page = await openAs('zh')
    await expect.poll(() => cells(page, 1), { timeout: 20_000 }).toHaveLength(3)
    const header = await page
      .locator('[data-widget-type="ComplexHistory"] .ant-table-thead th')
      .allTextContents()
    expect(header[0]).toBe('时间')
    expect(await page.locator('[data-widget-type="ComplexHistory"]').textContent()).toContain('共 12 条')
    expect(await page.locator('[data-testid="xyline-clear"]').textContent()).toMatch(/清\s?除/)
    for (const type of ['ComplexXyline', 'ComplexDiagram'])
      await expect
        .poll(
          () =>
            page.locator(`[data-widget-type="${type}"] [data-points]`).first().getAttribute('data-points'),
          {
            timeout: 20_000,
          },
        )
        .toBe('60')
    await page.screenshot({ path: `${SHOTS}/history-xy-zh.png` })
    await page.context().close()
  })
})
