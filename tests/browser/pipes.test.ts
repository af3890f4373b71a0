// Polyline pipes in Chromium (issue 30), in zh and en: a pipe drawn joint by joint from the palette
// (clicks, then Enter or a double-click; Escape gives up), bound to a signal, saved, and flowing at
// runtime when the demo gateway says the pump runs. Screenshots to SHOTS_DIR when it is set.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { birthMetrics, value } from '../integration/edgelink/sparkplug.ts'
import { hasChromium } from './browser.ts'
import { bindSignal, canvasZoom, emptyDemoDesigner, savedPage, stageWidgets } from './designer-steps.ts'
import { platformWithBrowser } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR

/** Picks the polyline pipe in the palette (through the search) and clicks `joints` (page pixels). */
async function drawPipe(page: Page, lang: 'zh' | 'en', joints: { x: number; y: number }[]) {
  const palette = page.getByTestId('palette')
  const search = palette.locator('input').first()
  await search.fill(lang === 'zh' ? '折线管道' : 'polyline pipe')
  await palette.locator('[data-variant="pipe-polyline"]').click()
  await search.fill('')
  const layer = page.getByTestId('polyline-layer')
  const box = await layer.boundingBox()
  const stage = await page.getByTestId('stage').boundingBox()
  if (!box || !stage) throw new Error('no stage')
  const zoom = await canvasZoom(page)
  for (const [i, p] of joints.entries()) {
    await page.mouse.click(stage.x + p.x * zoom, stage.y + p.y * zoom)
    await expect.poll(() => layer.getAttribute('data-points')).toBe(String(i + 1))
  }
  return {
    layer,
    at: (p: { x: number; y: number }) => ({ x: stage.x + p.x * zoom, y: stage.y + p.y * zoom }),
  }
}

describe.skipIf(!hasChromium)('polyline pipes in Chromium', () => {
  const held = platformWithBrowser()

  it.each(['zh', 'en'] as const)(
    'draws a pipe joint by joint, binds it and shows it flow at runtime (%s)',
    { timeout: 180_000 },
    async (lang) => {
      const { platform, browser } = held
      const { demo, publish, page } = await emptyDemoDesigner(platform, browser, lang)

      // Escape gives up: nothing drawn, the select tool back
      const given = await drawPipe(page, lang, [{ x: 100, y: 100 }])
      await page.keyboard.press('Escape')
      await given.layer.waitFor({ state: 'detached' })
      expect(await stageWidgets(page).count()).toBe(0)

      // three joints and Enter: an L-shaped pipe
      await drawPipe(page, lang, [
        { x: 100, y: 100 },
        { x: 300, y: 100 },
        { x: 300, y: 220 },
      ])
      await page.keyboard.press('Enter')
      await expect.poll(() => stageWidgets(page).count()).toBe(1)
      await bindSignal(page, 'pump_run', lang)
      // two joints, the second a double-click: a straight run
      const straight = await drawPipe(page, lang, [{ x: 320, y: 300 }])
      const end = straight.at({ x: 520, y: 300 })
      await page.mouse.dblclick(end.x, end.y)
      await expect.poll(() => stageWidgets(page).count()).toBe(2)
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `pipes-designer-${lang}.png`) })

      await page.getByRole('button', { name: lang === 'zh' ? '保存' : 'Save', exact: true }).click()
      await page
        .getByText(lang === 'zh' ? '保存成功' : 'Saved')
        .first()
        .waitFor()
      const saved = (await savedPage(platform, demo.pageId)).widgets
      expect(saved.map((w) => [w.style?.symbol, (w.style?.points as unknown[] | undefined)?.length])).toEqual(
        [
          ['pipe-polyline', 3],
          ['pipe-polyline', 2],
        ],
      )
      // the joints' bounds and a margin of 8 (a click lands within a pixel at the canvas's zoom)
      const { x, y, width, height } = saved[0]?.position ?? {}
      for (const [got, want] of [
        [x, 92],
        [y, 92],
        [width, 216],
        [height, 136],
      ])
        expect(Math.abs((got ?? 0) - (want ?? 0))).toBeLessThanOrEqual(2)

      await publish('NBIRTH', birthMetrics(1, 2))
      await publish('DBIRTH', [value('pump_run', false)])
      await page.goto(demo.runtimePath)
      const pipe = page.locator('[data-testid="runtime-page"] [data-symbol="pipe-polyline"]').first()
      await pipe.locator('svg').waitFor()
      await expect
        .poll(
          async () => {
            await publish('DDATA', [value('pump_run', true)])
            return pipe.getAttribute('data-state')
          },
          { timeout: 20_000, interval: 300 },
        )
        .toBe('flowing')
      expect(await pipe.locator('[data-part="flow"] animate').count()).toBe(1)
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `pipes-runtime-${lang}.png`) })
      await page.context().close()
    },
  )
})
