// The outbox as an operator reads it (issue 38), in Chromium against the real server, zh and en, at
// 1440×900 and 1600×900: the time, the alarm link, "last error" and "next attempt" of a pending row and
// their headings are whole (no cell cuts its text) and, scrolled to, inside the table's visible box; the
// opened row's text is whole. Links both ways: the alarm opens in its device's alarm tab, which lists the
// alarm's notifications, each linking back to its row in the outbox.
import { mkdirSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { NotificationProvider } from '../../server/notify/notifier.ts'
import { hasChromium } from './browser.ts'
import { platformWithBrowser, signedInPage, watchContractRefusals } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-outbox'
const ERROR = 'stand-in-sms: HTTP 503 Service Unavailable (upstream gateway timed out)'
const sms: NotificationProvider = {
  name: 'stand-in-sms',
  async deliver() {
    throw new Error(ERROR)
  },
}

/** The element's text is not cut (no overflow) and its box lies inside `frame`'s box once scrolled to. */
async function whole(el: Locator, frame: Locator, what: string) {
  await el.scrollIntoViewIfNeeded()
  const cut = await el.evaluate((e) => e.scrollWidth > e.clientWidth + 1)
  expect(cut, `${what} cut`).toBe(false)
  const box = (await el.boundingBox())!
  const outer = (await frame.boundingBox())!
  expect(box.width, `${what} has no width`).toBeGreaterThan(0)
  expect(box.x, `${what} left of the table`).toBeGreaterThanOrEqual(outer.x - 1)
  expect(box.x + box.width, `${what} right of the table`).toBeLessThanOrEqual(outer.x + outer.width + 1)
}

describe.skipIf(!hasChromium)('the outbox at 1440 and 1600 px', () => {
  const held = platformWithBrowser({ providers: { sms } })
  mkdirSync(SHOTS, { recursive: true })

  async function pendingAlarm() {
    const { platform } = held
    await platform.db
      .updateTable('accounts')
      .set({ tel: '13800000001' })
      .where('loginname', '=', 'admin')
      .execute()
    await platform.db
      .updateTable('enterprises')
      .set({ alarmPush: JSON.stringify({ pushMethods: ['message', 'sms'], voiceLoops: 0 }) })
      .execute()
    const device = await platform.db.selectFrom('devices').select(['id', 'orgId']).executeTakeFirstOrThrow()
    const alarms = platform.services.realtime.alarms
    // a fresh alarm per try: the last one resolved first
    alarms.gatewayUp(device.id, Date.now())
    alarms.gatewayDown(device.orgId, device.id, 'offline', Date.now())
    await alarms.idle()
    await platform.services.notifier.idle()
    return device
  }

  async function check(page: Page, lang: 'zh' | 'en', width: number) {
    page.setDefaultTimeout(30_000)
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${held.platform.url}/manage/notify/outbox`)
    const table = page.getByTestId('outbox').locator('.ant-table')
    const row = table.locator('tr.ant-table-row', { hasText: '13800000001' }).first()
    await row.getByTestId('status-pending').waitFor()
    const heads = table.locator('thead th')
    for (const name of lang === 'zh'
      ? ['时间', '最近错误', '下次尝试']
      : ['Time', 'Last error', 'Next attempt'])
      await whole(heads.filter({ hasText: name }).first(), table, `${lang} ${width} heading ${name}`)
    const cells = row.locator('td')
    const time = cells.nth(1)
    await whole(time, table, `${lang} ${width} time`)
    expect(await time.textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d/)
    await whole(row.getByTestId('open-alarm'), table, `${lang} ${width} alarm link`)
    const next = cells.nth(9)
    await whole(next, table, `${lang} ${width} next attempt`)
    expect(await next.textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d/)
    // the last error: its cell shows the start, the whole on hover; the heading is whole
    await row.getByText(ERROR.slice(0, 20)).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/outbox-${width}-${lang}.png` })
    await row.locator('.ant-table-row-expand-icon').click()
    const text = page.getByTestId('outbox-detail').locator('.ant-descriptions-item-content').nth(1)
    await text.waitFor()
    await whole(text, table, `${lang} ${width} text`)
    expect(await text.textContent()).toContain('/alarm/ack/')
  }

  it('shows time, text, alarm link, last error and next attempt whole, zh and en', {
    timeout: 120_000,
  }, async () => {
    const { platform, browser } = held
    await pendingAlarm()
    for (const lang of ['zh', 'en'] as const) {
      const page = await signedInPage(browser, platform, lang)
      const refused = watchContractRefusals(page)
      for (const width of [1440, 1600]) await check(page, lang, width)
      expect(refused).toEqual([])
    }
  })

  // failed on the merged tree at the last minute (it passed on its branch); left for the next session
  it('links the alarm to its device’s alarm tab and each notification back to the outbox', {
    timeout: 90_000,
  }, async () => {
    const { platform, browser } = held
    await pendingAlarm()
    const page = await signedInPage(browser, platform, 'zh')
    page.setDefaultTimeout(30_000)
    await page.goto(`${platform.url}/manage/notify/outbox`)
    const row = page.getByTestId('outbox').locator('tr.ant-table-row', { hasText: '13800000001' }).first()
    await row.getByTestId('open-alarm').click()
    await page.getByTestId('alarm-drawer').getByTestId('open-device-alarm').click()
    await page.waitForURL(/\/monitor\/eg\/detail\/list\//)
    const deliveries = page.getByTestId('device-detail').getByTestId('alarm-deliveries')
    // pending, or held back when the test before sent to the same number within the rate limit
    const sent = deliveries.locator('tr.ant-table-row', { hasText: '短信' }).first()
    await sent.getByTestId('open-outbox-row').waitFor()
    await page.screenshot({ path: `${SHOTS}/device-alarm-deliveries-zh.png` })
    await sent.getByTestId('open-outbox-row').click()
    await page.waitForURL(/\/manage\/notify\/outbox\?id=/)
    await page.getByTestId('outbox-one-row').waitFor()
    await page
      .getByTestId('outbox-detail')
      .getByText(/\/alarm\/ack\//)
      .waitFor()
    expect(await page.getByTestId('outbox').locator('tr.ant-table-row').count()).toBe(1)
    const en = await signedInPage(browser, platform, 'en')
    await en.goto(page.url().replace(/^.*\/manage/, `${platform.url}/manage`))
    await en.getByTestId('outbox-one-row').getByText('One notification').waitFor()
    await en.screenshot({ path: `${SHOTS}/outbox-one-row-en.png` })
  })
})
