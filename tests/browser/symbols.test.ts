// Industrial symbols in Chromium against the real server (issue 30), in zh and en: draw a tank, a pump
// and a pipe from the palette's symbol library, bind the pump's state and the tank's level, save, and see
// them change at runtime as the demo gateway reports (the pump runs, the pipe flows, the tank fills and
// passes its high limit). Screenshots of the palette, a symbol's panel and the process page go to
// SHOTS_DIR when it is set.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { birthMetrics, value } from '../integration/edgelink/sparkplug.ts'
import { hasChromium } from './browser.ts'
import { bindSignal, drawWidget, emptyDemoDesigner, savedPage, stageWidgets } from './designer-steps.ts'
import { platformWithBrowser } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR

const symbolAt = (page: Page, symbol: string) =>
  page.locator(`[data-testid="runtime-page"] [data-symbol="${symbol}"]`)

describe.skipIf(!hasChromium)('industrial symbols in Chromium', () => {
  const held = platformWithBrowser()

  it.each(['zh', 'en'] as const)(
    'draws a tank, a pump and a pipe, binds them and shows them change at runtime (%s)',
    { timeout: 180_000 },
    async (lang) => {
      const { platform, browser } = held
      const { demo, publish, page } = await emptyDemoDesigner(platform, browser, lang)

      // the symbols' folds are closed on a fresh designer; the search finds a tank by either name
      const palette = page.getByTestId('palette')
      await palette
        .locator('input')
        .first()
        .fill(lang === 'zh' ? '储罐' : 'tank')
      await palette.locator('[data-variant="tank-vertical"] img').waitFor()
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `palette-search-${lang}.png`) })
      await palette.locator('input').first().fill('')

      await drawWidget(page, 'Symbol', { x: 60, y: 60 }, { x: 160, y: 235 }, 'tank-vertical')
      await bindSignal(page, 'level', lang)
      await drawWidget(page, 'Symbol', { x: 180, y: 200 }, { x: 290, y: 220 }, 'pipe')
      await bindSignal(page, 'pump_run', lang)
      await drawWidget(page, 'Symbol', { x: 310, y: 150 }, { x: 410, y: 250 }, 'pump-centrifugal')
      await bindSignal(page, 'pump_run', lang)
      await expect.poll(() => stageWidgets(page).count()).toBe(3)
      // the pump's panel: the fields of a running machine, not those of a level
      const panel = page.getByTestId('property-panel').and(page.locator('[data-widget-type="Symbol"]'))
      await panel.getByText(lang === 'zh' ? '运行/打开的值' : 'Value when on').waitFor()
      expect(await panel.getByText(lang === 'zh' ? '高限' : 'High limit').isVisible()).toBe(false)
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `symbol-panel-${lang}.png`) })

      await page.getByRole('button', { name: lang === 'zh' ? '保存' : 'Save', exact: true }).click()
      await page
        .getByText(lang === 'zh' ? '保存成功' : 'Saved')
        .first()
        .waitFor()
      const saved = await savedPage(platform, demo.pageId)
      expect(saved.widgets.map((w) => [w.style?.symbol, w.data?.signalId])).toEqual([
        ['tank-vertical', 'level'],
        ['pipe', 'pump_run'],
        ['pump-centrifugal', 'pump_run'],
      ])

      await publish('NBIRTH', birthMetrics(1, 2))
      await publish('DBIRTH', [value('pump_run', false), value('level', 20)])
      await page.goto(demo.runtimePath)
      await page.getByTestId('runtime-page').waitFor()
      const pump = symbolAt(page, 'pump-centrifugal')
      const pipe = symbolAt(page, 'pipe')
      const tank = symbolAt(page, 'tank-vertical')
      await pump.locator('svg').waitFor()
      // reported until the page's socket is up and the symbols show it
      const feedUntil = async (metrics: Parameters<typeof publish>[1], done: () => Promise<boolean>) =>
        expect
          .poll(
            async () => {
              await publish('DDATA', metrics)
              return done()
            },
            { timeout: 20_000, interval: 300 },
          )
          .toBe(true)
      await feedUntil([value('pump_run', true), value('level', 50)], async () => {
        const states = [await pump.getAttribute('data-state'), await pipe.getAttribute('data-state')]
        return (
          states.join() === 'running,flowing' &&
          /^50\s?%$/.test((await tank.locator('[data-part="value"]').textContent()) ?? '')
        )
      })
      expect(await pump.locator('[data-part="rotor"] animateTransform').count()).toBe(1)
      expect(Number(await tank.locator('[data-part="level"]').getAttribute('height'))).toBeCloseTo(56, 0)
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `process-page-${lang}.png`) })
      await feedUntil([value('pump_run', false), value('level', 95)], async () => {
        const states = [await pump.getAttribute('data-state'), await tank.getAttribute('data-state')]
        return states.join() === 'stopped,high'
      })
      expect(await pipe.getAttribute('data-state')).toBe('idle')
      await page.context().close()
    },
  )
})
