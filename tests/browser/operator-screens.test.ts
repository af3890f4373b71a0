// Screens an operator lives in (issue 31), in Chromium against the real server at 1440x900, zh and en:
// a value in alarm shows its alarm's colour and level in the device's real-time tab; every back-office
// menu entry opens at its top; the message centre, the gateway list and the device groups lay out with
// no overlap (checked by element boxes); a bad id shows a message in the reader's language and a way
// back. Each run starts its own platform on a fresh database (retry-safe). Screenshots go to SHOTS.
import { mkdirSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { birthMetrics, value } from '../integration/edgelink/sparkplug.ts'
import { hasChromium } from './browser.ts'
import { demoGateway, demoPage } from './designer-steps.ts'
import { openPage, platformWithBrowser, signedInPage } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-operator'
const LANGS = ['zh', 'en'] as const
/** Above the demo rule's limit (35): the temperature alarm is raised (important). */
const HOT = 40.5
const SLOW = 240_000

type Box = { x: number; y: number; width: number; height: number }
const boxOf = async (l: Locator): Promise<Box> => {
  const box = await l.boundingBox()
  if (!box) throw new Error('element not shown')
  return box
}
/** Whether two boxes share any area (a pixel of rounding allowed). */
const overlap = (a: Box, b: Box) =>
  a.x + a.width > b.x + 1 && b.x + b.width > a.x + 1 && a.y + a.height > b.y + 1 && b.y + b.height > a.y + 1

/** A header cell's text on one line: its text is no taller than one line of it. */
const oneLine = (cell: Locator) =>
  cell.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return (
      range.getClientRects().length > 0 && new Set([...range.getClientRects()].map((r) => r.top)).size === 1
    )
  })

describe.skipIf(!hasChromium)('screens an operator lives in', () => {
  const env = platformWithBrowser()
  let deviceId = ''

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    const publish = demoGateway(env.platform)
    const device = await env.platform.db
      .selectFrom('variables')
      .select('deviceId')
      .where('id', '=', 'temperature')
      .executeTakeFirstOrThrow()
    deviceId = device.deviceId ?? ''
    await publish('NBIRTH', birthMetrics(1, 2))
    await publish('DBIRTH', [value('temperature', 22), value('level', 41), value('pulses', 7)])
    await publish('DDATA', [value('temperature', HOT)])
    await env.platform.services.realtime.alarms.idle()
  })

  const open = async (lang: 'zh' | 'en', path: string): Promise<Page> => {
    const page = await signedInPage(env.browser, env.platform, lang)
    await openPage(page, `${env.platform.url}${path}`)
    return page
  }

  it('shows a value in alarm in its alarm’s colour with its level', { timeout: SLOW }, async () => {
    for (const lang of LANGS) {
      const page = await open(lang, `/monitor/eg/detail/list/${deviceId}/0`)
      const cell = page.getByTestId('value-cell-temperature')
      await expect.poll(() => cell.getAttribute('data-level'), { timeout: 20_000 }).toBe('important')
      expect(await cell.textContent()).toContain(lang === 'zh' ? '重要' : 'Important')
      const colour = await page.getByTestId('value-temperature').evaluate((el) => getComputedStyle(el).color)
      expect(colour).toBe('rgb(250, 140, 22)')
      // a signal not in alarm keeps the table's colour
      expect(await page.getByTestId('value-cell-level').getAttribute('data-level')).toBeNull()
      await page.screenshot({ path: `${SHOTS}/${lang}-device-real.png` })
      await page.context().close()
    }
  })

  it('opens every back-office menu entry at its top', { timeout: SLOW }, async () => {
    for (const lang of LANGS) {
      const page = await open(lang, '/manage')
      const menu = page.getByTestId('side-menu')
      const links = menu.locator('a[href]')
      await links.first().waitFor()
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
      expect(hrefs.length).toBeGreaterThan(10)
      const content = page.getByTestId('layout-content')
      for (const [i, href] of hrefs.entries()) {
        // an entry leading into another area (the GM centre's group opens monitor screens) leaves this
        // menu behind: the back office is opened again before the next entry
        if (!page.url().includes('/manage')) await openPage(page, `${env.platform.url}/manage`)
        // the screen before is scrolled as far down as it goes, then the entry is picked low in the menu
        await content.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        // by position: two entries may lead to one screen (the GM centre's DTU modules, the hardware list)
        await links.nth(i).click()
        // an entry's query (a filter it opens with) is not part of the screen's path
        const path = href.split('?')[0] as string
        await page.waitForURL((u) => u.pathname.startsWith(path))
        await expect
          .poll(async () => ({
            content: await content.evaluate((el) => el.scrollTop),
            window: await page.evaluate(() => window.scrollY),
            // the content's top edge is right below the header, in sight
            top: Math.round((await boxOf(content)).y),
          }))
          .toEqual({ content: 0, window: 0, top: 64 })
      }
      await page.context().close()
    }
  })

  it('lays the message centre out with no overlap', { timeout: SLOW }, async () => {
    for (const lang of LANGS) {
      const page = await open(lang, '/msg/messageAll')
      const centre = page.getByTestId('message-centre')
      const title = centre.getByTestId('message-title').first()
      await title.waitFor()
      const row = centre.locator('tr.ant-table-row').first()
      const cells = row.locator('td')
      // the title's link stays inside its cell, left of the content's cell
      const titleCell = cells.filter({ has: page.getByTestId('message-title') })
      const contentCell = cells.filter({ has: page.getByTestId('message-content') })
      const link = await boxOf(title)
      const cellBox = await boxOf(titleCell)
      expect(link.x + link.width).toBeLessThanOrEqual(cellBox.x + cellBox.width + 0.5)
      expect(overlap(link, await boxOf(contentCell))).toBe(false)
      // every header on one line ("Acknowledg/e")
      for (const th of await centre.locator('thead th').all()) expect(await oneLine(th)).toBe(true)
      // the unread dot beside its text, on its line
      const state = centre.getByTestId('message-state').first()
      const dot = await boxOf(state.locator('.ant-badge-status-dot'))
      const text = await boxOf(state.locator('.ant-badge-status-text'))
      expect(dot.x + dot.width).toBeLessThanOrEqual(text.x)
      const middle = dot.y + dot.height / 2
      expect(middle).toBeGreaterThan(text.y)
      expect(middle).toBeLessThan(text.y + text.height)
      await page.screenshot({ path: `${SHOTS}/${lang}-message-centre.png` })
      await page.context().close()
    }
  })

  it('shows the gateway list whole at 1440 px', { timeout: SLOW }, async () => {
    for (const lang of LANGS) {
      const page = await open(lang, '/manage/eg/gateway')
      const table = page.getByTestId('gateway-table')
      await table.locator('tr.ant-table-row').first().waitFor()
      const headers = table.locator('thead th')
      const texts = await headers.allTextContents()
      const synced = headers.nth(texts.indexOf(lang === 'zh' ? '配置同步' : 'Configuration'))
      const actions = headers.nth(texts.indexOf(lang === 'zh' ? '操作' : 'Actions'))
      expect(overlap(await boxOf(synced), await boxOf(actions))).toBe(false)
      for (const th of await headers.all()) expect(await oneLine(th)).toBe(true)
      // no cell runs under the fixed action column
      const cells = await table.locator('tr.ant-table-row').first().locator('td').all()
      const fixed = await boxOf(cells[cells.length - 1] as Locator)
      for (const td of cells.slice(0, -1)) expect(overlap(await boxOf(td), fixed)).toBe(false)
      await page.screenshot({ path: `${SHOTS}/${lang}-gateways.png` })
      await page.context().close()
    }
  })

  it('lists every device under "all devices" of the groups', { timeout: SLOW }, async () => {
    for (const lang of LANGS) {
      const page = await open(lang, '/monitor/eg/group')
      await page.getByTestId('all-devices').click()
      const devices = page.getByTestId('monitor-devices')
      const row = devices.locator('tr.ant-table-row').first()
      await row.waitFor()
      // its state and last seen
      await devices.getByTestId(`device-state-${deviceId}`).waitFor()
      expect(await devices.getByTestId(`device-seen-${deviceId}`).textContent()).toMatch(/^\d{4}-\d\d-\d\d /)
      const tree = page
        .getByTestId('all-devices')
        .locator('xpath=ancestor::div[contains(@class,"ant-card")][1]')
      expect(overlap(await boxOf(tree), await boxOf(devices))).toBe(false)
      await page.context().close()
    }
  })

  it('shelves an alarm with a reason and unshelves it, in the alarm tab', { timeout: SLOW }, async () => {
    for (const lang of LANGS) {
      const page = await open(lang, `/monitor/eg/detail/list/${deviceId}/0?tab=alarm`)
      const row = page
        .locator('tr.ant-table-row')
        .filter({ has: page.getByTestId('alarm-shelve') })
        .first()
      await row.getByTestId('alarm-shelve').click({ timeout: 20_000 })
      const form = page.getByTestId('shelve-form')
      await form.locator('textarea').fill(`sensor swap ${lang}`)
      await page.screenshot({ path: `${SHOTS}/${lang}-shelve-dialog.png` })
      await page
        .locator('.ant-modal')
        .getByRole('button', { name: lang === 'zh' ? '确 定' : 'OK' })
        .click()
      const shelved = page.getByTestId('alarm-shelved').first()
      await shelved.waitFor({ timeout: 20_000 })
      expect(await shelved.textContent()).toContain(lang === 'zh' ? '搁置至' : 'Shelved until')
      // its history says who shelved it, until when and why
      await page.locator('tr.ant-table-row').first().locator('.ant-table-row-expand-icon').click()
      const history = page.getByTestId('alarm-history')
      await history
        .getByTestId('event-shelved')
        .filter({ hasText: `sensor swap ${lang}` })
        .waitFor()
      await page.screenshot({ path: `${SHOTS}/${lang}-alarm-tab.png` })
      await page.getByTestId('alarm-unshelve').first().click()
      await page
        .locator('.ant-popconfirm')
        .getByRole('button', { name: lang === 'zh' ? '确 定' : 'OK' })
        .click()
      await page.getByTestId('alarm-shelve').first().waitFor({ timeout: 20_000 })
      await page.context().close()
    }
  })

  it('shows the alarm overview: active by level, per hour, most frequent', { timeout: SLOW }, async () => {
    for (const lang of LANGS) {
      const page = await open(lang, '/monitor/alarm/overview')
      const overview = page.getByTestId('alarm-overview')
      await overview.waitFor({ timeout: 20_000 })
      await page.getByTestId('overview-hours-chart').locator('svg').waitFor({ timeout: 20_000 })
      const active = page.getByTestId('overview-level-important')
      expect(
        Number(await active.locator('.ant-statistic-content-value').first().textContent()),
      ).toBeGreaterThan(0)
      await page.getByTestId('overview-bad-actors').locator('tr.ant-table-row').first().waitFor()
      // the four level cards' numbers stay inside their cards; the two tables side by side
      for (const l of ['severe', 'important', 'normal']) {
        const card = await boxOf(page.getByTestId(`overview-level-${l}`))
        for (const v of await page.getByTestId(`overview-level-${l}`).locator('.ant-statistic').all()) {
          const b = await boxOf(v)
          expect(b.x + b.width).toBeLessThanOrEqual(card.x + card.width + 0.5)
        }
      }
      const oldest = await boxOf(page.getByTestId('overview-oldest'))
      const bad = await boxOf(page.getByTestId('overview-bad-actors'))
      expect(overlap(oldest, bad)).toBe(false)
      await page.screenshot({ path: `${SHOTS}/${lang}-alarm-overview.png`, fullPage: true })
      await page.context().close()
    }
  })

  it('says a bad id is not there, in the reader’s language, with a way back', { timeout: SLOW }, async () => {
    const demo = await demoPage(env.platform)
    const cases = [
      { path: '/manage/eg/template/edit/no-such-template', home: '/manage/eg/template/list' },
      { path: '/manage/eg/equipment/edit/no-such-device', home: '/manage/eg/equipment/list' },
      { path: `/manage/project/${demo.projectId}/designer/no-such-page`, home: '/manage' },
    ]
    for (const lang of LANGS) {
      const page = await signedInPage(env.browser, env.platform, lang)
      for (const c of cases) {
        await page.goto(`${env.platform.url}${c.path}`)
        const failed = page.getByTestId('load-failed')
        await failed.waitFor({ timeout: 20_000 })
        const text = (await failed.textContent()) ?? ''
        expect(text).toContain(lang === 'zh' ? '无法打开' : 'This cannot be opened')
        // one language only: no English sentence in zh, no Chinese in en
        if (lang === 'zh') expect(text).not.toMatch(/[A-Za-z]{3,}/)
        else expect(text).not.toMatch(/[\u4e00-\u9fff]/)
        await page.getByTestId('load-failed-back').click()
        await page.waitForURL((u) => u.pathname.startsWith(c.home))
      }
      await page.context().close()
    }
  })
})
