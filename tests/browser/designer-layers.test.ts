// The designer's layers panel and its opening zoom in Chromium against the real server: the demo page
// opens fitted and centred in a 1440x900 window, a zoom the user chose comes back on reload (the
// session) but not in a new session; in the layers panel a click selects (shift adds), the eye hides a
// widget from the canvas and the runtime, the lock locks, a double-click renames and a drag moves a
// widget to the top of the stacking order, each one undo step; what is saved is what the panel showed.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PATHS } from '../../host/widgets/paths.ts'
import { hasChromium } from './browser.ts'
import { canvasZoom, demoPage, savedPage, stageWidgets } from './designer-steps.ts'
import { logIn, platformWithBrowser } from './platform.ts'

const WINDOW = { width: 1440, height: 900 }

const layers = (page: Page) => page.getByTestId('layers').getByTestId('layer')
const layer = (page: Page, id: string) => page.locator(`[data-testid="layer"][data-layer-id="${id}"]`)
const stageIds = (page: Page) =>
  stageWidgets(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-widget-id') ?? ''))

describe.skipIf(!hasChromium)('designer layers panel and zoom in Chromium', () => {
  const held = platformWithBrowser()

  it('fits the page on open, centred, and keeps the chosen zoom for the session', async () => {
    const { platform, browser } = held
    const demo = await demoPage(platform)
    const context = await browser.newContext({ locale: 'zh-CN', viewport: WINDOW })
    const page = await context.newPage()
    await logIn(page, platform)
    await page.goto(demo.designerPath)
    await page.getByTestId('designer').waitFor()

    // The whole page is in view, with as much room left as right.
    const fitted = await canvasZoom(page)
    expect(fitted).toBeLessThan(1)
    const inView = async () => {
      const view = await page.getByTestId('canvas').boundingBox()
      const stage = await page.getByTestId('stage').boundingBox()
      if (!view || !stage) throw new Error('no canvas')
      return { view, stage }
    }
    await expect
      .poll(async () => {
        const { view, stage } = await inView()
        return Math.abs(stage.x - view.x - (view.x + view.width - stage.x - stage.width))
      })
      .toBeLessThanOrEqual(2)
    const { view, stage } = await inView()
    expect(stage.y).toBeGreaterThanOrEqual(view.y)
    expect(stage.y + stage.height).toBeLessThanOrEqual(view.y + view.height)
    expect(stage.x + stage.width).toBeLessThanOrEqual(view.x + view.width)

    // Zoomed in by the user: the same zoom after a reload, the fitted one in a new session.
    await page.getByRole('button', { name: '放大' }).click()
    const chosen = await page.getByTestId('zoom').textContent()
    expect(chosen).not.toBe(`${Math.round(fitted * 100)}%`)
    await page.reload()
    await page.getByTestId('designer').waitFor()
    expect(await page.getByTestId('zoom').textContent()).toBe(chosen)

    const fresh = await context.newPage()
    await fresh.goto(demo.designerPath)
    await fresh.getByTestId('designer').waitFor()
    expect(await fresh.getByTestId('zoom').textContent()).toBe(`${Math.round(fitted * 100)}%`)
    await context.close()
  })

  it('selects, hides, locks, renames and reorders widgets from the layers panel', async () => {
    const { platform, browser } = held
    const demo = await demoPage(platform)
    // a retry starts as the first try did: the demo page as seeded
    await demo.restore()
    const context = await browser.newContext({ locale: 'zh-CN', viewport: WINDOW })
    const page = await context.newPage()
    await logIn(page, platform)
    await page.goto(demo.designerPath)
    await page.getByTestId('designer').waitFor()

    // Topmost first: the panel lists the stage's widgets in reverse order.
    const order = await stageIds(page)
    expect(order.length).toBeGreaterThan(2)
    await expect
      .poll(() => layers(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-layer-id'))))
      .toEqual([...order].reverse())
    const [bottom, second] = order as [string, string]
    const top = order.at(-1) ?? ''

    // A click selects on the canvas too; shift adds a second.
    await layer(page, top).click()
    const topType = await page
      .locator(`.lf-stage > [data-widget-id="${top}"]`)
      .getAttribute('data-widget-type')
    await page
      .getByTestId('property-panel')
      .and(page.locator(`[data-widget-type="${topType}"]`))
      .waitFor()
    await layer(page, second).click({ modifiers: ['Shift'] })
    await page.getByText('已选择 2 个组件').waitFor()
    await expect.poll(() => page.locator('.ant-tree-treenode-selected').count()).toBe(2)

    // The eye hides the widget from the canvas; undo shows it again; hidden once more for the save.
    await layer(page, second).getByTestId('layer-eye').click()
    await expect.poll(() => stageIds(page)).not.toContain(second)
    await page.getByRole('button', { name: '撤销' }).click()
    await expect.poll(() => stageIds(page)).toContain(second)
    await layer(page, second).getByTestId('layer-eye').click()
    await expect.poll(() => stageIds(page)).not.toContain(second)
    expect(await layer(page, second).getAttribute('data-hidden')).toBe('true')

    // The lock.
    await layer(page, top).getByTestId('layer-lock').click()
    await expect
      .poll(() => layer(page, top).getByTestId('layer-lock').getAttribute('aria-pressed'))
      .toBe('true')

    // A double-click renames; Enter keeps the new name.
    await layer(page, top).locator('.lf-layer-name').dblclick()
    const input = page.getByTestId('layer-rename')
    await input.fill('进水泵')
    await input.press('Enter')
    await expect.poll(() => layer(page, top).textContent()).toContain('进水泵')

    // The bottom widget dragged above the topmost one becomes the topmost on the canvas.
    await layer(page, bottom).dragTo(layer(page, top), { targetPosition: { x: 20, y: 1 } })
    await expect.poll(async () => (await stageIds(page)).filter((id) => id !== second).at(-1)).toBe(bottom)
    await expect.poll(() => layers(page).first().getAttribute('data-layer-id')).toBe(bottom)

    // Saved as shown.
    const saved = page.waitForResponse((r) => r.url().endsWith(PATHS.pageSave))
    await page.getByRole('button', { name: '保存' }).click()
    await saved
    const { widgets } = await savedPage(platform, demo.pageId)
    expect(widgets.at(-1)?.id).toBe(bottom)
    const byId = new Map(widgets.map((w) => [w.id, w]))
    expect(byId.get(second)?.hidden).toBe(true)
    expect(byId.get(top)?.posLock).toBe(true)
    expect(byId.get(top)?.widgetName).toBe('进水泵')

    // The hidden widget is not drawn at runtime either.
    await page.goto(demo.runtimePath)
    await page.getByTestId('runtime-page').waitFor()
    await page.locator(`[data-testid="runtime-page"] [data-widget-id="${top}"]`).waitFor()
    expect(await page.locator(`[data-testid="runtime-page"] [data-widget-id="${second}"]`).count()).toBe(0)
    await context.close()
  })
})
