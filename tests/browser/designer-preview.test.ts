// The designer's live preview (issue 12), in Chromium against the real server: the toolbar's toggle
// subscribes the canvas to the page's bound signals, and the widgets show the live values formatted by
// the signals' meta, as the runtime does: the gauge with the level's 3 decimal places and its unit %,
// the data text with its own 2 places and the temperature's unit °C. Off again, the canvas shows the
// design placeholders. Screenshots (1440x900, zh and en) go to SHOTS_DIR when it is set.
import { join } from 'node:path'
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { birthMetrics, value } from '../integration/edgelink/sparkplug.ts'
import { hasChromium } from './browser.ts'
import { demoGateway, demoPage } from './designer-steps.ts'
import { platformWithBrowser, signedInPage } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR
const readings = [
  value('temperature', Math.fround(22.175)),
  value('level', Math.fround(41.126)),
  value('pulses', 7),
  value('pump_run', true),
]

describe.skipIf(!hasChromium)('designer live preview in Chromium', () => {
  const held = platformWithBrowser()

  it.each([
    ['en', 'Preview live values', 'Stop previewing live values'],
    ['zh', '实时数据预览', '关闭实时数据预览'],
  ] as const)(
    'shows live values with the signals’ unit and decimals (%s)',
    {
      timeout: 90_000,
    },
    async (lang, on, off) => {
      const { platform, browser } = held
      const publish = demoGateway(platform)
      await publish('NBIRTH', birthMetrics(1, 2))
      await publish('DBIRTH', readings)
      const demo = await demoPage(platform)
      const page = await signedInPage(browser, platform, lang)
      await page.goto(demo.designerPath)
      await page.getByTestId('designer').waitFor()
      const widget = (type: string) =>
        page.locator(`.lf-stage > .lf-widget[data-widget-type="${type}"]`).first()
      const gauge = widget('UsualDashboard').locator('[data-role="value"]')
      const text = widget('UsualDataText')
      const before = await text.textContent()

      await page.getByRole('button', { name: on, exact: true }).click()
      await publishUntil(() => publish('DDATA', readings), text, /22\.17°C/)
      await expect.poll(() => gauge.textContent()).toBe('41.126%')
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `designer-live-preview-${lang}.png`) })

      await page.getByRole('button', { name: off, exact: true }).click()
      await expect.poll(() => text.textContent()).toBe(before)
      await page.context().close()
    },
  )
})

/** Reports the readings until `shown` reads `expected` (the preview's socket comes up after the click). */
async function publishUntil(report: () => Promise<void>, shown: Locator, expected: RegExp) {
  await expect
    .poll(
      async () => {
        await report()
        // the reading on screen (one the page missed, its socket not up yet, is reported again)
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
