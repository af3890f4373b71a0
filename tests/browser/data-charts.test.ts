// The data charts (issue 15) in Chromium against the real server: a runtime page with a bar, pie,
// ring, rose and area chart bound to the demo device's temperature and level. Each opens with the
// values stored before the page opened (never pushed live), as the real-time curve does, and a
// live value then replaces its bar's or slice's value without reload. What they show is read from
// the charts' own labels (SVG text) and the area chart's tooltip. Screenshots at 1440x900 in zh and
// en go to /tmp/shots-charts/.
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWidget } from '../../core/kernel/index.ts'
import { builtinWidgets } from '../../plugins/widgets/index.ts'
import type { Widget } from '../../schemas/page.ts'
import { birthMetrics, value } from '../integration/edgelink/sparkplug.ts'
import { hasChromium, workerChromium } from './browser.ts'
import { demoGateway, demoPage, type Publish, savedPage } from './designer-steps.ts'
import { logIn, type Platform, startPlatform } from './platform.ts'

const SHOTS = '/tmp/shots-charts'
const MINUTE = 60_000
const CHARTS = [
  ['ComplexBar', 20, 20],
  ['ComplexPie', 520, 20],
  ['ComplexRing', 20, 300],
  ['ComplexRose', 520, 300],
  ['ComplexArea', 20, 560],
  ['ComplexSection', 20, 840],
] as const

function chart(type: string, x: number, y: number, deviceId: string): Widget {
  const plugin = builtinWidgets.find((w) => w.type === type)!
  const widget = createWidget(plugin, { id: `chart-${type}`, x, y })
  Object.assign(widget.position, { width: type === 'ComplexArea' ? 980 : 480, height: 260 })
  if (type === 'ComplexSection') {
    // the pump's state (the demo device's `current` stands in): running, idle, debugging
    Object.assign(widget.position, { width: 980, height: 100 })
    Object.assign(widget.data ?? {}, {
      signalId: 'current',
      equipId: deviceId,
      title: 'State',
      timeRange: 60,
    })
    return widget
  }
  Object.assign(widget.data ?? {}, {
    signalArray: [
      { signalId: 'temperature', equipId: deviceId, title: 'Temperature' },
      { signalId: 'level', equipId: deviceId, title: 'Level' },
    ],
  })
  return widget
}

describe.skipIf(!hasChromium)('bar, pie, ring, rose and area charts', () => {
  let platform: Platform
  let browser: Browser
  let publish: Publish
  let demo: Awaited<ReturnType<typeof demoPage>>
  const openedAt = Date.now()
  /** what the charts show for temperature on opening: the last stored value, then the last live one */
  let shown = '23.5'

  async function openAs(lang: 'zh' | 'en'): Promise<Page> {
    const context = await browser.newContext({
      locale: lang === 'en' ? 'en-US' : 'zh-CN',
      viewport: { width: 1440, height: 900 },
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
      .select('deviceId')
      .where('id', '=', 'temperature')
      .executeTakeFirstOrThrow()
    const widgets = CHARTS.map(([type, x, y]) => chart(type, x, y, device.deviceId ?? ''))
    const document = await savedPage(platform, demo.pageId)
    await platform.db
      .updateTable('pages')
      .set({
        document: JSON.stringify({
          ...document,
          con: { ...(document as { con?: object }).con, height: 960 },
          widgets,
        }),
      })
      .where('id', '=', demo.pageId)
      .execute()
    // stored before opening: temperature 21.5 then 23.5 (the last), level 61.25 then 64.75 (the last)
    const history = platform.services.realtime.history
    history.append('temperature', openedAt - 30 * MINUTE, 21.5)
    history.append('temperature', openedAt - 10 * MINUTE, 23.5)
    history.append('level', openedAt - 30 * MINUTE, 61.25)
    history.append('level', openedAt - 10 * MINUTE, 64.75)
    history.append('current', openedAt - 50 * MINUTE, 1)
    history.append('current', openedAt - 30 * MINUTE, 0)
    history.append('current', openedAt - 10 * MINUTE, 2)
    await history.flush()
    // the gateway online (its birth carries a temperature older than the stored ones), so the page's
    // monitor opens and live values flow
    await publish('NBIRTH', birthMetrics(1, 2))
    await publish('DBIRTH', [value('temperature', 19.25, openedAt - 50 * MINUTE)])
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  const labels = (page: Page, type: string) =>
    page.locator(`[data-widget-type="${type}"] svg text`).allTextContents()

  it.each(['zh', 'en'] as const)('open with stored values, then follow live ones (%s)', async (lang) => {
    const page = await openAs(lang)
    await page.goto(demo.runtimePath)
    for (const [type] of CHARTS.slice(0, 4)) {
      // the chart's labels read the last stored values, formatted by the signal (unit)
      await expect
        .poll(async () => (await labels(page, type)).join(' '), { timeout: 20_000 })
        .toMatch(new RegExp(`${shown.replace('.', '\\.')}\\d*\\s?°C`))
      expect((await labels(page, type)).join(' ')).toMatch(/64\.75\d*\s?%/)
    }
    // the bar chart names its bars after the signals
    expect(await labels(page, 'ComplexBar')).toEqual(expect.arrayContaining(['Temperature', 'Level']))

    await page.screenshot({ path: `${SHOTS}/data-charts-${lang}.png` })
    // the area chart draws the stored half hour: its tooltip near the middle (half an hour back) reads 21.5
    const over = page.locator('[data-widget-type="ComplexArea"] .u-over')
    await over.waitFor({ timeout: 20_000 })
    await over.scrollIntoViewIfNeeded()
    const box = (await over.boundingBox())!
    const tooltip = page.locator('[data-widget-type="ComplexArea"] [data-testid="chart-tooltip"]')
    await expect
      .poll(
        async () => {
          await page.mouse.move(box.x + box.width * 0.45, box.y + box.height / 2)
          // the tooltip the move shows (a move the chart missed is made again by the next poll)
          await tooltip.waitFor({ timeout: 300 }).catch(() => undefined)
          return (await tooltip.isVisible()) ? tooltip.textContent() : ''
        },
        { timeout: 15_000, interval: 300 },
      )
      .toMatch(/21\.5/)
    await page.mouse.move(0, 0)

    // the status slices: running from 50 minutes back, idle from 30, debugging from 10 until now
    const slices = page.locator('[data-widget-type="ComplexSection"] [data-testid="section-slice"]')
    await expect
      .poll(() => slices.evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))), {
        timeout: 15_000,
      })
      .toEqual(['运行 Running', '空闲 Idle', '调试 Debugging'])
    const lefts = await slices.evaluateAll((els) =>
      els.map((e) => Number.parseFloat((e as HTMLElement).style.left)),
    )
    // within 2 % of the width: the window moves on while the test runs
    expect(Math.abs(lefts[0]! - (10 / 60) * 100)).toBeLessThan(2)
    expect(Math.abs(lefts[1]! - (30 / 60) * 100)).toBeLessThan(2)
    await slices.first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/section-${lang}.png` })

    // a live value replaces the stored one without reload
    const live = lang === 'en' ? 41.25 : 38.75
    await publish('DDATA', [value('temperature', live, Date.now())])
    const pattern = new RegExp(`${String(live).replace('.', '\\.')}\\d*\\s?°C`)
    for (const [type] of CHARTS.slice(0, 4))
      await expect
        .poll(async () => (await labels(page, type)).join(' '), { timeout: 15_000 })
        .toMatch(pattern)
    shown = String(live)
    await page.screenshot({ path: `${SHOTS}/data-charts-live-${lang}.png` })
    await page.context().close()
  })
})
