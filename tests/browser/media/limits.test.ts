// Page limits of the weather and webgl widgets (designer spec §5, §9) in the real designer: with 3
// weather widgets and 1 webgl on the page, drawing a fourth weather, pasting a copied one and
// copy-dragging the webgl widget (ctrl+shift) are refused with the limit's message, and the page keeps
// its widgets.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ComplexWeather from '../../../plugins/widgets/ComplexWeather/index.ts'
import UsualWebgl from '../../../plugins/widgets/UsualWebgl/index.ts'
import { hasChromium, launchChromium } from '../browser.ts'
import { canvasZoom, demoPage, drawWidget, stageWidgets } from '../designer-steps.ts'
import { type Platform, signedInPage, startPlatform } from '../platform.ts'
import { storeWidgets, widgetOf } from './fixtures.ts'

describe.skipIf(!hasChromium)('weather and webgl page limits', () => {
  let platform: Platform
  let browser: Browser
  let page: Page
  let demo: Awaited<ReturnType<typeof demoPage>>

  beforeAll(async () => {
    platform = await startPlatform()
    browser = await launchChromium()
    demo = await demoPage(platform)
    await storeWidgets(platform, demo.pageId, [
      ...[0, 1, 2].map((i) =>
        widgetOf(ComplexWeather, `weather-${i}`, { x: 20, y: 20 + i * 100, width: 300, height: 90 }),
      ),
      widgetOf(UsualWebgl, 'webgl-1', { x: 400, y: 20, width: 300, height: 200 }),
    ])
    page = await signedInPage(browser, platform, 'zh')
    await page.goto(demo.designerPath)
    await stageWidgets(page).first().waitFor()
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  const refusedWith = (max: number) =>
    expect
      .poll(() => page.getByText(new RegExp(`最多 ${max} 个`)).count(), { timeout: 10_000 })
      .toBeGreaterThan(0)

  it('refuses drawing a fourth weather widget', async () => {
    await drawWidget(page, 'ComplexWeather', { x: 400, y: 400 }, { x: 600, y: 480 })
    await refusedWith(3)
    expect(await stageWidgets(page).count()).toBe(4)
  })

  it('refuses pasting a copied weather widget', async () => {
    await page.locator('[data-widget-id="weather-0"]').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('Control+c')
    await page.keyboard.press('Control+v')
    await refusedWith(3)
    expect(await stageWidgets(page).count()).toBe(4)
  })

  it('refuses copy-dragging the webgl widget', async () => {
    const box = await page.locator('[data-widget-id="webgl-1"]').boundingBox()
    if (!box) throw new Error('no webgl widget')
    const zoom = await canvasZoom(page)
    // selected first, then dragged with ctrl+shift held (the drag's end decides: a copy)
    await page.mouse.click(box.x + 10, box.y + 10)
    await page.keyboard.down('Control')
    await page.keyboard.down('Shift')
    await page.mouse.move(box.x + 10, box.y + 10)
    await page.mouse.down()
    await page.mouse.move(box.x + 10 + 150 * zoom, box.y + 10 + 250 * zoom, { steps: 6 })
    await page.mouse.up()
    await page.keyboard.up('Shift')
    await page.keyboard.up('Control')
    await refusedWith(1)
    expect(await stageWidgets(page).count()).toBe(4)
  })
})
