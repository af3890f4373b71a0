// Weather (issue 17) in Chromium against the real server: the widget says "not configured" until the
// system parameters hold a key, then shows the values a local stand-in of the provider's API answers.
// Screenshots at 1440x900 in zh and en go to /tmp/shots-media/.
import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ComplexWeather from '../../../plugins/widgets/ComplexWeather/index.ts'
import { WEATHER_KEY_PARAM, WEATHER_URL_PARAM } from '../../../server/media/weather.ts'
import { setSystemParam } from '../../../server/params/system-params.ts'
import { hasChromium, launchChromium } from '../browser.ts'
import { demoPage } from '../designer-steps.ts'
import { type Platform, signedInPage, startPlatform } from '../platform.ts'
import { storeWidgets, widgetOf } from './fixtures.ts'

const SHOTS = '/tmp/shots-media'

describe.skipIf(!hasChromium)('weather widget', () => {
  let platform: Platform
  let browser: Browser
  let standIn: Server
  let demo: Awaited<ReturnType<typeof demoPage>>

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    standIn = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          status: '1',
          lives: [
            {
              city: '东城区',
              weather: '晴',
              temperature: '21',
              winddirection: '北',
              windpower: '≤3',
              humidity: '40',
              reporttime: '2026-11-24 16:00:00',
            },
          ],
        }),
      )
    })
    await new Promise<void>((done) => standIn.listen(0, '127.0.0.1', done))
    platform = await startPlatform()
    browser = await launchChromium()
    demo = await demoPage(platform)
    const themes = ['blue', 'white', 'orange'] as const
    await storeWidgets(
      platform,
      demo.pageId,
      themes.map((themeColor, i) =>
        widgetOf(ComplexWeather, `weather-${i}`, { x: 20, y: 20 + i * 110, width: 360, height: 90 }, (w) => {
          Object.assign(w.style as object, { themeColor })
          Object.assign(w.data as object, { countyId: '110101', title: '' })
        }),
      ),
    )
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
    await new Promise((done) => standIn?.close(done))
  })

  it('says it is not configured without a key', async () => {
    const page = await signedInPage(browser, platform, 'en')
    await page.goto(demo.runtimePath)
    const state = page.locator('[data-widget-id="weather-0"] [data-testid="weather-state"]')
    await expect.poll(() => state.textContent(), { timeout: 20_000 }).toMatch(/not configured/)
    await page.screenshot({ path: `${SHOTS}/weather-unconfigured-en.png` })
    await page.context().close()
  })

  it.each(['zh', 'en'] as const)('shows the provider’s values with a key (%s)', async (lang) => {
    const now = Date.now()
    await setSystemParam(platform.db, WEATHER_KEY_PARAM, 'key-1', now)
    const port = (standIn.address() as AddressInfo).port
    await setSystemParam(platform.db, WEATHER_URL_PARAM, `http://127.0.0.1:${port}`, now)
    const page = await signedInPage(browser, platform, lang)
    await page.goto(demo.runtimePath)
    const temperature = page.locator('[data-widget-id="weather-0"] [data-testid="weather-temperature"]')
    await expect.poll(() => temperature.textContent(), { timeout: 20_000 }).toBe('21°C')
    const detail = page.locator('[data-widget-id="weather-0"] [data-testid="weather-detail"]')
    expect(await detail.textContent()).toMatch(lang === 'zh' ? /湿度 40%/ : /Humidity 40%/)
    await page.screenshot({ path: `${SHOTS}/weather-${lang}.png` })
    await page.context().close()
  })
})
