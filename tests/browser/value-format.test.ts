// Values a person can read (issue 12), in Chromium against the real server: a float32 signal as the
// gateway reports it (22.174999237060547) shows the signal's decimal places and unit in the runtime
// page's data text and gauge, in the alarm message and in the device's real-time tab; a
// bit shows its state-map text and is written with a switch. Screenshots at 1440x900 in zh and en go to
// /tmp/shots-values/.
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { birthMetrics, value } from '../integration/edgelink/sparkplug.ts'
import { hasChromium, workerChromium } from './browser.ts'
import { demoGateway, demoPage, type Publish } from './designer-steps.ts'
import { logIn, openPage, type Platform, startPlatform } from './platform.ts'

const SHOTS = '/tmp/shots-values'
/** Float32 readings: what a gateway reports for 22.175, 41.126 and 40.126. */
const TEMPERATURE = Math.fround(22.175)
const LEVEL = Math.fround(41.126)
const HOT = Math.fround(40.126)

describe.skipIf(!hasChromium)('values formatted for people', () => {
  let platform: Platform
  let browser: Browser
  let demo: Awaited<ReturnType<typeof demoPage>>
  let publish: Publish
  let deviceId: string

  const readings = (temperature: number) => [
    value('temperature', temperature),
    value('level', LEVEL),
    value('pulses', 7),
    value('pump_run', true),
  ]

  /** Publishes the readings until `shown` reads `expected` (the page's socket comes up after it opens). */
  async function publishUntil(temperature: number, shown: Locator, expected: string | RegExp) {
    await expect
      .poll(
        async () => {
          await publish('DDATA', readings(temperature))
          // the reading on screen (one the page missed, its socket not up yet, is published again)
          await shown
            .filter({ hasText: expected })
            .waitFor({ timeout: 300 })
            .catch(() => undefined)
          return shown.textContent()
        },
        { timeout: 20_000, interval: 250 },
      )
      .toMatch(expected)
  }

  async function openAs(lang: 'zh' | 'en'): Promise<Page> {
    const viewport = { width: 1440, height: 900 }
    const context = await browser.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-CN', viewport })
    await context.addInitScript((l) => localStorage.setItem('lfscada.lang', l), lang)
    const page = await context.newPage()
    await logIn(page, platform)
    return page
  }

  beforeAll(async () => {
    platform = await startPlatform()
    browser = await workerChromium()
    demo = await demoPage(platform)
    publish = demoGateway(platform)
    const device = await platform.db
      .selectFrom('variables')
      .select('deviceId')
      .where('id', '=', 'temperature')
      .executeTakeFirstOrThrow()
    deviceId = device.deviceId ?? ''
    await publish('NBIRTH', birthMetrics(1, 2))
    await publish('DBIRTH', readings(TEMPERATURE))
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  it('shows a float32 by its decimal places in the data text and gauge', async () => {
    const page = await openAs('zh')
    await page.goto(demo.runtimePath)
    const widget = (type: string) =>
      page.locator(`[data-testid="runtime-page"] .lf-widget[data-widget-type="${type}"]`).first()
    // the data text's own decimals (2) over the signal's (3), the signal's unit
    await publishUntil(TEMPERATURE, widget('UsualDataText'), '22.17°C')
    // the gauge follows the signal: 3 decimals, unit %
    await expect
      .poll(() => widget('UsualDashboard').locator('[data-role="value"]').textContent())
      .toBe('41.126%')

    await page.screenshot({ path: `${SHOTS}/zh-runtime.png` })
    await page.context().close()
  })

  it('names the formatted value and unit in the alarm message', async () => {
    await publish('DDATA', readings(HOT))
    await platform.services.realtime.alarms.idle()
    const page = await openAs('zh')
    await openPage(page, `${platform.url}/msg/messageAll`)
    const centre = page.getByTestId('message-centre')
    await expect.poll(() => centre.textContent(), { timeout: 15_000 }).toContain('temperature = 40.126°C')
    await page.context().close()
  })

  it('shows the device’s values by the signal and writes a bit with a switch', {
    timeout: 150_000,
  }, async () => {
    for (const lang of ['zh', 'en'] as const) {
      const page = await openAs(lang)
      await openPage(page, `${platform.url}/monitor/eg/detail/list/${deviceId}/0`)
      const temperature = page.getByTestId('value-temperature')
      await publishUntil(HOT, temperature, '40.126')
      await expect.poll(() => page.getByTestId('value-pump_run').textContent()).toBe('运行 Running')
      await page.screenshot({ path: `${SHOTS}/${lang}-device-real.png` })

      await page
        .getByTestId('device-detail')
        .getByRole('tab', { name: lang === 'en' ? 'Data read/write' : '数据读写' })
        .click()
      const pump = page.getByTestId('write-switch-pump_run')
      await expect.poll(() => pump.getAttribute('aria-checked')).toBe('true')
      expect(await pump.textContent()).toContain('运行 Running')
      await page.getByTestId('write-select-mode_word').waitFor()
      await page.screenshot({ path: `${SHOTS}/${lang}-device-write.png` })
      if (lang === 'en') {
        const write = page.waitForRequest((r) => r.url().endsWith('/lfscada/signal/writeVal'))
        await pump.click()
        const body = new URLSearchParams((await write).postData() ?? '')
        expect([body.get('signalId'), body.get('value')]).toEqual(['pump_run', '0'])
        await page.goto(demo.runtimePath)
        await publishUntil(
          HOT,
          page.locator('[data-testid="runtime-page"] .lf-widget[data-widget-type="UsualDataText"]').first(),
          '40.13°C',
        )
        await page.screenshot({ path: `${SHOTS}/en-runtime.png` })
      }
      await page.context().close()
    }
  })
})
