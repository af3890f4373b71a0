// Resizing and rotating several widgets as one in the designer, in Chromium against the real server:
// two drawn widgets selected together get the selection's handles; dragging its corner scales both
// (the opposite corner stays), dragging its rotation handle turns both about the selection's centre;
// each is stored as the save shows, and one undo puts both back; a drag moves both with the handles.
// With a locked widget among the selection the handles are gone and the panel says why.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  centreOf,
  type Placement,
  roundPlacement,
  scalePlacement,
  selectionBounds,
  unionOf,
} from '../../core/page/index.ts'
import { PATHS } from '../../host/widgets/paths.ts'
import { hasChromium } from './browser.ts'
import { demoPage, drawWidget, savedPage } from './designer-steps.ts'
import { logIn, platformWithBrowser } from './platform.ts'

/** The page fits at zoom 1 beside the palette and the property panel. */
const VIEWPORT = { width: 1800, height: 1100 }
/** Two rectangles in an empty part of the demo page (stage pixels at zoom 1 are page pixels). */
const A = { from: { x: 640, y: 120 }, to: { x: 740, y: 170 } }
const B = { from: { x: 800, y: 220 }, to: { x: 860, y: 280 } }
const GROW = { x: 110, y: 80 }
const MOVE = { x: 30, y: 20 }

const rects = (page: Page) => page.locator('.lf-stage > .lf-widget[data-widget-type="rect"]')
const handle = (page: Page, direction: string) =>
  page.locator(`.moveable-control.moveable-direction[data-direction="${direction}"]`)
const rotationHandle = (page: Page) => page.locator('.moveable-rotation-control')

const centre = async (selector: Locator) => {
  const box = await selector.boundingBox()
  if (!box) throw new Error('handle not shown')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** The selection's handles sit on the box around both widgets (on screen). */
async function expectFramed(page: Page) {
  const shown = await rects(page).evaluateAll((els) =>
    els.slice(0, 2).map((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }),
  )
  const around = unionOf(shown)
  const se = await centre(handle(page, 'se'))
  const nw = await centre(handle(page, 'nw'))
  if (!around) throw new Error('no widgets')
  for (const [got, want] of [
    [nw.x, around.x],
    [nw.y, around.y],
    [se.x, around.x + around.width],
    [se.y, around.y + around.height],
  ] as const) {
    expect(Math.abs(got - want)).toBeLessThanOrEqual(2)
  }
}

/** Drags from `from` to `to`, running `held` before the button is released. */
async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  held: () => Promise<void>,
) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 12 })
  await held()
  await page.mouse.up()
}

describe.skipIf(!hasChromium)('resizing and rotating a selection in Chromium', () => {
  const held = platformWithBrowser()

  it('scales and turns two widgets as one, stores both, and one undo restores both', async () => {
    const { platform, browser } = held
    const demo = await demoPage(platform)
    // a retry starts as the first try did: the demo page as seeded
    await demo.restore()
    const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORT })
    const page = await context.newPage()
    await logIn(page, platform)
    await page.goto(demo.designerPath)
    await page.getByTestId('designer').waitFor()
    expect(await page.getByTestId('zoom').textContent()).toBe('100%')

    await drawWidget(page, 'rect', A.from, A.to)
    await drawWidget(page, 'rect', B.from, B.to)
    await expect.poll(() => rects(page).count()).toBe(2)
    const ids = await rects(page).evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-widget-id') ?? ''),
    )

    /** Saves with the toolbar and reads both widgets' stored positions. */
    const saveAndRead = async (): Promise<Placement[]> => {
      const saved = page.waitForResponse((r) => r.url().endsWith(PATHS.pageSave))
      await page.getByRole('button', { name: '保存' }).click()
      await saved
      const { widgets } = await savedPage(platform, demo.pageId)
      return ids.map((id) => {
        const p = widgets.find((w) => w.id === id)?.position
        if (!p) throw new Error(`widget ${id} not saved`)
        return { x: p.x, y: p.y, width: p.width, height: p.height, rotate: p.rotate }
      })
    }
    const drawn = await saveAndRead()
    expect(drawn).toEqual([
      { x: A.from.x, y: A.from.y, width: A.to.x - A.from.x, height: A.to.y - A.from.y, rotate: 0 },
      { x: B.from.x, y: B.from.y, width: B.to.x - B.from.x, height: B.to.y - B.from.y, rotate: 0 },
    ])

    // Select both: the selection's handles appear around them.
    await rects(page).nth(0).click()
    await rects(page)
      .nth(1)
      .click({ modifiers: ['Shift'], position: { x: 5, y: 5 } })
    await page.getByText('已选择 2 个组件').waitFor()
    await handle(page, 'se').waitFor()
    await expectFramed(page)

    // Resize from the bottom-right corner: the top-left corner stays, both widgets scale with the box.
    const se = await centre(handle(page, 'se'))
    const shownBefore = await rects(page).nth(1).boundingBox()
    await drag(page, se, { x: se.x + GROW.x, y: se.y + GROW.y }, async () => {
      // Live preview: while the handle is held, the widgets already show scaled.
      const shown = await rects(page).nth(1).boundingBox()
      expect(shown?.width).toBeGreaterThan((shownBefore?.width ?? 0) * 1.3)
    })
    const resized = await saveAndRead()
    const from = selectionBounds(drawn)
    const to = selectionBounds(resized)
    if (!from || !to) throw new Error('no boxes')
    expect({ x: to.x, y: to.y }).toEqual({ x: from.x, y: from.y })
    expect(Math.abs(to.width - (from.width + GROW.x))).toBeLessThanOrEqual(2)
    expect(Math.abs(to.height - (from.height + GROW.y))).toBeLessThanOrEqual(2)
    for (const [i, before] of drawn.entries()) {
      const expected = roundPlacement(scalePlacement(before, from, to))
      const got = resized[i] as Placement
      for (const k of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(got[k] - expected[k]), `${ids[i]} ${k}`).toBeLessThanOrEqual(1)
      }
      expect(got.rotate).toBe(0)
    }

    await expectFramed(page)

    // Rotate a quarter turn clockwise: from the handle above the box to as far right of its centre.
    const box = await page.locator('.lf-selection-proxy').boundingBox()
    if (!box) throw new Error('no selection box')
    const pivot = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    const knob = await centre(rotationHandle(page))
    const reach = pivot.y - knob.y
    await page.mouse.move(knob.x, knob.y)
    await page.mouse.down()
    for (let step = 1; step <= 12; step++) {
      const angle = (step / 12) * (Math.PI / 2)
      await page.mouse.move(pivot.x + reach * Math.sin(angle), pivot.y - reach * Math.cos(angle))
    }
    await page.mouse.up()
    const turned = await saveAndRead()
    const [ra, rb] = turned.map((p) => p.rotate)
    expect(ra).toBe(rb)
    expect(Math.abs((ra ?? 0) - 90)).toBeLessThanOrEqual(2)
    // Sizes kept; the centres turned by that angle about the selection's centre.
    const around = centreOf(selectionBounds(resized) ?? to)
    for (const [i, before] of resized.entries()) {
      const after = turned[i] as Placement
      expect({ width: after.width, height: after.height }).toEqual({
        width: before.width,
        height: before.height,
      })
      const c0 = centreOf(before)
      const c1 = centreOf(after)
      const rad = ((ra ?? 0) * Math.PI) / 180
      const dx = c0.x - around.x
      const dy = c0.y - around.y
      expect(Math.abs(c1.x - (around.x + dx * Math.cos(rad) - dy * Math.sin(rad)))).toBeLessThanOrEqual(1)
      expect(Math.abs(c1.y - (around.y + dx * Math.sin(rad) + dy * Math.cos(rad)))).toBeLessThanOrEqual(1)
    }

    // One undo puts both widgets back where the resize left them; another, where they were drawn.
    await page.keyboard.press('Control+z')
    expect(await saveAndRead()).toEqual(resized)
    await page.keyboard.press('Control+z')
    expect(await saveAndRead()).toEqual(drawn)

    // Still selected, both move together, the handles travelling with them.
    const grip = await centre(rects(page).nth(1))
    await drag(page, grip, { x: grip.x + MOVE.x, y: grip.y + MOVE.y }, () => expectFramed(page))
    const moved = await saveAndRead()
    for (const [i, before] of drawn.entries()) {
      const after = moved[i] as Placement
      expect(Math.abs(after.x - before.x - MOVE.x)).toBeLessThanOrEqual(1)
      expect(Math.abs(after.y - before.y - MOVE.y)).toBeLessThanOrEqual(1)
      expect(after.x - before.x).toBe((moved[0]?.x ?? 0) - (drawn[0]?.x ?? 0))
    }
    await expectFramed(page)

    // With one of them locked, the selection loses its resize and rotation handles and says why.
    await page.keyboard.press('Escape')
    await rects(page).nth(0).click()
    await page.getByTestId('toolbar').getByRole('button', { name: '锁定' }).click()
    await drawWidget(page, 'rect', { x: 640, y: 300 }, { x: 700, y: 340 })
    await expect.poll(() => rects(page).count()).toBe(3)
    await rects(page)
      .nth(1)
      .click({ modifiers: ['Shift'], position: { x: 5, y: 5 } })
    await rects(page)
      .nth(0)
      .click({ modifiers: ['Shift'], position: { x: 5, y: 5 } })
    await page.getByText('已选择 3 个组件').waitFor()
    await page.getByTestId('selection-locked').waitFor()
    expect(await handle(page, 'se').count()).toBe(0)
    expect(await rotationHandle(page).count()).toBe(0)
    await context.close()
  })
})
