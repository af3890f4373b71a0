// Maps (issue 17) in Chromium against the real server: a ComplexMap widget bound to the demo device's
// temperature shows the device's marker with its live value, formatted, on the offline base layer (no
// tiles, no internet) and then over a local tile server the test starts; the popup lists the signal. The
// monitor list's map view and the public /map page show the same map. Screenshots at 1440x900 in zh and
// en go to /tmp/shots-media/.
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ComplexMap from '../../../plugins/widgets/ComplexMap/index.ts'
import { birthMetrics, value } from '../../integration/edgelink/sparkplug.ts'
import { hasChromium, launchChromium, stillPage } from '../browser.ts'
import { demoGateway, demoPage, type Publish } from '../designer-steps.ts'
import { type Platform, signedInPage, startPlatform } from '../platform.ts'
import { demoDeviceId, startTileServer, storeWidgets, widgetOf } from './fixtures.ts'

const SHOTS = '/tmp/shots-media'
/** Where the demo device stands (Shanghai). */
const AT = { lng: 121.47, lat: 31.23 }

describe.skipIf(!hasChromium)('device maps', () => {
  let platform: Platform
  let browser: Browser
  let demo: Awaited<ReturnType<typeof demoPage>>
  let publish: Publish
  let deviceId: string
  let tiles: Awaited<ReturnType<typeof startTileServer>>

  const mapWidget = (template = '') =>
    widgetOf(ComplexMap, 'map-1', { x: 20, y: 20, width: 700, height: 460 }, (w) => {
      Object.assign(w.data as object, {
        signalArray: [{ signalId: 'temperature', equipId: deviceId, title: 'temperature' }],
      })
      if (template) Object.assign((w.style as { tiles: object }).tiles, { preset: 'custom', template })
    })

  /** Publishes temperatures until the marker's label reads one, formatted with the signal's unit. */
  async function liveMarker(page: Page) {
    const label = page.locator('[data-testid="map-ComplexMap"] [data-testid="map-marker-label"]').first()
    let t = 20
    await expect
      .poll(
        async () => {
          t += 1
          await publish('DDATA', [value('temperature', t + 0.25)])
          // the reading on the marker (one the page missed, its socket not up yet, is published again)
          await label
            .filter({ hasText: /°C/ })
            .waitFor({ timeout: 300 })
            .catch(() => undefined)
          return (await label.count()) ? label.textContent() : ''
        },
        { timeout: 30_000, interval: 300 },
      )
      .toMatch(/\d+(\.\d+)?\s?°C/)
    return label
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    platform = await startPlatform()
    browser = await launchChromium()
    demo = await demoPage(platform)
    publish = demoGateway(platform)
    deviceId = await demoDeviceId(platform)
    tiles = await startTileServer()
    await platform.db.updateTable('devices').set(AT).where('id', '=', deviceId).execute()
    await publish('NBIRTH', birthMetrics(1, 2))
    await publish('DBIRTH', [value('temperature', 21.5)])
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
    await tiles?.close()
  })

  it.each(['zh', 'en'] as const)(
    'shows the device with its live value on the offline base (%s)',
    async (lang) => {
      await storeWidgets(platform, demo.pageId, [mapWidget()])
      const page = await signedInPage(browser, platform, lang)
      const outside: string[] = []
      page.on('request', (r) => {
        if (!/^https?:\/\/127\.0\.0\.1[:/]/.test(r.url()) && !r.url().startsWith('data:'))
          outside.push(r.url())
      })
      await page.goto(demo.runtimePath)
      const label = await liveMarker(page)
      const marker = page.locator('[data-testid="map-ComplexMap"] [data-testid="map-marker"]').first()
      expect(await marker.getAttribute('data-state')).toBe('online')
      // the base layer drew (a canvas in its pane) and nothing was asked of the internet
      await page.locator('[data-testid="map-ComplexMap"] .leaflet-lf-base-pane canvas').first().waitFor()
      expect(await page.locator('[data-testid="map-ComplexMap"] img.leaflet-tile').count()).toBe(0)
      expect(outside).toEqual([])
      await expect.poll(() => page.getByTestId('map-summary').textContent()).toMatch(/1/)
      await marker.click()
      const popup = page.getByTestId('map-popup')
      await popup.waitFor()
      expect(await popup.textContent()).toMatch(/temperature.*°C/)
      expect(await label.textContent()).toMatch(/°C/)
      await stillPage(page)
      await page.screenshot({ path: `${SHOTS}/map-offline-${lang}.png` })
      await page.context().close()
    },
  )

  it('draws the tiles of a local tile server under the marker', async () => {
    await storeWidgets(platform, demo.pageId, [mapWidget(tiles.template)])
    const page = await signedInPage(browser, platform, 'zh')
    await page.goto(demo.runtimePath)
    await liveMarker(page)
    await page.locator('[data-testid="map-ComplexMap"] img.leaflet-tile-loaded').first().waitFor()
    expect(tiles.served()).toBeGreaterThan(0)
    // every tile in view loaded (Leaflet marks the loading ones), then a still frame
    await expect
      .poll(() => page.locator('[data-testid="map-ComplexMap"] img.leaflet-tile-loading').count())
      .toBe(0)
    await stillPage(page)
    await page.screenshot({ path: `${SHOTS}/map-tiles-zh.png` })
    await page.context().close()
  })

  it.each(['zh', 'en'] as const)(
    'the monitor list map view and the public /map show the device (%s)',
    async (lang) => {
      const page = await signedInPage(browser, platform, lang)
      await page.goto(`${platform.url}/monitor/eg/list`)
      await page.getByText(lang === 'zh' ? '地图' : 'Map', { exact: true }).click()
      const marker = page.locator('[data-testid="device-map"] [data-testid="map-marker"]').first()
      await marker.waitFor({ timeout: 20_000 })
      await stillPage(page)
      await page.screenshot({ path: `${SHOTS}/monitor-map-${lang}.png` })
      await page.goto(`${platform.url}/map`)
      await page
        .locator('[data-testid="public-map"] [data-testid="map-marker"]')
        .first()
        .waitFor({ timeout: 20_000 })
      await stillPage(page)
      await page.screenshot({ path: `${SHOTS}/public-map-${lang}.png` })
      await page.context().close()
    },
  )
})
