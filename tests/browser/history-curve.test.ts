// Curves backed by stored data (issue 12), in Chromium against the real server: an hour of a signal's
// history, stored before the page opens and never pushed live, shows in the runtime page's real-time
// curve on open (the crosshair's tooltip over the left of the chart reads a stored point, about 50
// minutes old); the device's history tab draws the curve above a table whose first row is the newest
// point. Screenshots at 1440x900 in zh and en go to /tmp/shots-history/.
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, workerChromium } from './browser.ts'
import { demoPage } from './designer-steps.ts'
import { logIn, openPage, type Platform, startPlatform } from './platform.ts'

const SHOTS = '/tmp/shots-history'
const MINUTE = 60_000
/** A stored value no live reading has: 60.5 + minute / 10, one a minute over the last hour. */
const storedValue = (minute: number) => 60.5 + minute / 10

describe.skipIf(!hasChromium)('curves from stored history', () => {
  let platform: Platform
  let browser: Browser
  let demo: Awaited<ReturnType<typeof demoPage>>
  let deviceId: string
  const openedAt = Date.now()

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
    demo = await demoPage(platform)
    const device = await platform.db
      .selectFrom('variables')
      .select('deviceId')
      .where('id', '=', 'temperature')
      .executeTakeFirstOrThrow()
    deviceId = device.deviceId ?? ''
    const history = platform.services.realtime.history
    for (let m = 0; m < 60; m++) {
      history.append('temperature', openedAt - (60 - m) * MINUTE, storedValue(m))
      history.append('level', openedAt - (60 - m) * MINUTE, 30 + (m % 10))
    }
    await history.flush()
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  it.each(['zh', 'en'] as const)('the runtime curve shows the stored hour on open (%s)', async (lang) => {
    const page = await openAs(lang)
    await page.goto(demo.runtimePath)
    const curve = page.locator('[data-widget-type="ComplexLine"] [data-testid="complex-line"]').first()
    const over = curve.locator('.u-over')
    await over.waitFor({ timeout: 20_000 })
    const box = await over.boundingBox()
    if (!box) throw new Error('no plot area')
    const tooltip = page.locator('[data-testid="chart-tooltip"]')
    // about 50 minutes before opening: a sixth of the way along the hour the curve spans
    await expect
      .poll(
        async () => {
          await page.mouse.move(box.x + box.width / 6, box.y + box.height / 2)
          // the tooltip the move shows (a move the chart missed is made again by the next poll)
          await tooltip.waitFor({ timeout: 300 }).catch(() => undefined)
          return (await tooltip.isVisible()) ? tooltip.textContent() : ''
        },
        { timeout: 15_000, interval: 300 },
      )
      .toMatch(/6\d\.\d/)
    const text = (await tooltip.textContent()) ?? ''
    const shownTime = new Date(text.slice(0, 19).replace(' ', 'T')).getTime()
    expect(openedAt - shownTime).toBeGreaterThan(40 * MINUTE)
    expect(openedAt - shownTime).toBeLessThan(60 * MINUTE)
    const minute = Math.round((shownTime - (openedAt - 60 * MINUTE)) / MINUTE)
    expect(text).toContain(storedValue(minute).toFixed(1))
    await page.screenshot({ path: `${SHOTS}/runtime-${lang}.png` })
    await page.context().close()
  })

  it.each(['zh', 'en'] as const)(
    'the history tab draws the curve above the newest rows (%s)',
    async (lang) => {
      const page = await openAs(lang)
      await openPage(page, `${platform.url}/monitor/eg/detail/list/${deviceId}/0`)
      await page.getByRole('tab', { name: lang === 'en' ? 'History data' : '历史数据' }).click()
      const chart = page.locator('[data-testid="history-chart"] .u-over')
      await chart.waitFor({ timeout: 20_000 })
      const rows = page.locator('[data-testid="history-table"] tbody tr.ant-table-row')
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(0)
      // newest first: the first row is the last stored minute
      const firstRow = (await rows.first().textContent()) ?? ''
      const newest = new Date(openedAt - MINUTE)
      const hhmm = `${String(newest.getHours()).padStart(2, '0')}:${String(newest.getMinutes()).padStart(2, '0')}`
      expect(firstRow).toContain(hhmm)
      await page.screenshot({ path: `${SHOTS}/history-tab-${lang}.png` })
      await page.context().close()
    },
  )

  it('asks for the curve once per Query, and for the table only after it (first paint)', async () => {
    const page = await openAs('en')
    await openPage(page, `${platform.url}/monitor/eg/detail/list/${deviceId}/0`)
    await page.getByRole('tab', { name: 'History data' }).click()
    await page.locator('[data-testid="history-table"] tbody tr.ant-table-row').first().waitFor()
    const calls: { path: string; event: 'sent' | 'answered'; body: string }[] = []
    page.on('request', (r) => {
      const path = /\/lfscada\/(history\/\w+)/.exec(r.url())?.[1]
      if (path) calls.push({ path, event: 'sent', body: r.postData() ?? '' })
    })
    page.on('requestfinished', (r) => {
      const path = /\/lfscada\/(history\/\w+)/.exec(r.url())?.[1]
      if (path) calls.push({ path, event: 'answered', body: '' })
    })
    await page.locator('[data-testid="history-range"]').first().click()
    await page.getByText('Last 7 days').click()
    const asked = Date.now()
    await page.getByRole('button', { name: 'Query', exact: true }).click()
    await expect.poll(() => calls.some((c) => c.path === 'history/page' && c.event === 'answered')).toBe(true)
    const curves = calls.filter((c) => c.path === 'history/query' && c.event === 'sent')
    // one request, for the range asked: none for the range shown before
    expect(curves).toHaveLength(1)
    const start = Number(new URLSearchParams(curves[0]!.body).get('startTime'))
    expect(Math.abs(asked - 7 * 24 * 60 * MINUTE - start)).toBeLessThan(5 * MINUTE)
    // the table's page is asked once the curve has answered
    const order = calls.map((c) => `${c.path} ${c.event}`)
    expect(order.indexOf('history/page sent')).toBeGreaterThan(order.indexOf('history/query answered'))
    await page.context().close()
  })
})
