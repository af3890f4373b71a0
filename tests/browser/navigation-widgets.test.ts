// Navigation widgets (issue 16), in Chromium against the real server: an iframe widget shows another
// configuration page of the project (the runtime's own page, framed without its header), the
// carousel turns to its second slide after 5 s, and the navigation bar and the side menu each open
// that page from their second level. Screenshots at 1440x900 in zh and en go to /tmp/shots-controls/.
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Widget } from '../../schemas/page.ts'
import { hasChromium } from './browser.ts'
import {
  demoPageWithBrowser,
  editSavedPage,
  narrowDemoCurve,
  type SavedDocument,
  widgetOf,
} from './designer-steps.ts'
import { signedInPage } from './platform.ts'

const SHOTS = '/tmp/shots-controls'
const MARK = 'SECOND PAGE 第二页'
/** The side menu's size on the page: its three items and the two children of the second, 40 px each. */
const MENU = { width: 200, height: 200 }

/** Makes the first child of a nav widget's second item open page `pageId`. */
function secondLevelOpens(w: Widget, pageId: string) {
  type Event = { enable: boolean; config: object }
  const items = (w.data as unknown as { dataArray: { children: { clickEvent: Event }[] }[] }).dataArray
  const child = items[1]?.children[0]
  if (child)
    child.clickEvent = { enable: true, config: { ...child.clickEvent.config, action: 'page', pageId } }
}

describe.skipIf(!hasChromium)('navigation widgets', () => {
  const env = demoPageWithBrowser()
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    const { platform, demo } = env
    const row = await platform.db
      .selectFrom('pages')
      .selectAll()
      .where('id', '=', demo.pageId)
      .executeTakeFirstOrThrow()
    const second = randomUUID()
    const secondDoc = JSON.parse(row.document) as SavedDocument
    secondDoc.widgets = [
      widgetOf('UsualText', 't', 20, 20, (w) => Object.assign(w.data ?? {}, { text: MARK })),
    ]
    await platform.db
      .insertInto('pages')
      .values({ ...row, id: second, title: 'Second', document: JSON.stringify(secondDoc) } as typeof row)
      .execute()
    await editSavedPage(platform, demo.pageId, (document) => {
      // room below the demo for the menu; the demo's curve narrowed to leave the iframe its own place
      Object.assign(document.con, { height: 1000 })
      narrowDemoCurve(document, 480)
      document.widgets.push(
        widgetOf('NavigateIframe', 'frame', 540, 420, (w) => {
          Object.assign((w.data as unknown as { iframe: object }).iframe, {
            type: 'equip',
            pageId: second,
            mainTitle: 'Second',
          })
          Object.assign(w.position, { width: 460, height: 300 })
        }),
        widgetOf('NavigateSlide', 'slides', 600, 40),
        // the nav's and the menu's second item open the second page from their second level
        widgetOf('NavigateNav', 'nav', 20, 700, (w) => {
          secondLevelOpens(w, second)
          Object.assign(w.position, { width: 500, height: 40 })
        }),
        widgetOf('NavigateMenu', 'menu', 300, 780, (w) => {
          secondLevelOpens(w, second)
          Object.assign(w.position, MENU)
        }),
      )
    })
  })

  it.each(['zh', 'en'] as const)(
    'the iframe shows the target page and the carousel turns after 5 s, the nav opens the second-level page (%s)',
    {
      timeout: 90_000,
    },
    async (lang) => {
      const { platform, browser, demo } = env
      const page = await signedInPage(browser, platform, lang)
      await page.goto(demo.runtimePath)
      const slides = page.locator('[data-widget-id="slides"] [data-active-slide]')
      await slides.waitFor()
      const shownAt = Date.now()
      expect(await slides.getAttribute('data-active-slide')).toBe('0')
      await expect
        .poll(() => slides.getAttribute('data-active-slide'), { timeout: 8000, interval: 200 })
        .toBe('1')
      const firstTurn = Date.now()
      await expect
        .poll(() => slides.getAttribute('data-active-slide'), { timeout: 8000, interval: 200 })
        .toBe('2')
      // one turn every 5 s (the polls add up to 0.2 s each way, the page's timers some more)
      const period = Date.now() - firstTurn
      expect(period).toBeGreaterThan(4500)
      expect(period).toBeLessThan(6500)
      expect(firstTurn - shownAt).toBeLessThan(6500)

      const frame = page.frameLocator('[data-widget-id="frame"] iframe')
      await frame.getByText(MARK).waitFor({ timeout: 30_000 })
      // framed without the runtime's header
      expect(await frame.getByTestId('runtime-page').count()).toBe(1)
      await page.screenshot({ path: `${SHOTS}/runtime-navigation-${lang}.png` })

      // The nav: the first item starts active; the second opens its level, whose first entry opens
      // the second page.
      const nav = page.locator('[data-widget-id="nav"]')
      expect(await nav.locator('[data-nav-item="1"]').getAttribute('aria-current')).toBe('page')
      await nav.locator('[data-nav-item="2"]').click()
      await page.screenshot({ path: `${SHOTS}/runtime-nav-open-${lang}.png` })
      // the drop-down is zoomed as the page is (fitted to the window): its rows as high as the bar's, right under it
      const bar = await nav.locator('[data-nav-item="2"]').boundingBox()
      const entry = await page.locator('[data-nav-item="2-1"]').boundingBox()
      expect(Math.abs((entry?.height ?? 0) - (bar?.height ?? 0))).toBeLessThan(1)
      expect(Math.abs((entry?.y ?? 0) - ((bar?.y ?? 0) + (bar?.height ?? 0)))).toBeLessThan(1)
      await page.locator('[data-nav-item="2-1"]').click()
      await page.locator('[data-testid="runtime-page"]').getByText(MARK).waitFor()
      expect(page.url()).not.toBe(demo.runtimePath)
      await page.context().close()
    },
  )

  it.each(['zh', 'en'] as const)(
    'the menu marks its default item, unfolds its second level and opens the second-level page (%s)',
    { timeout: 90_000 },
    async (lang) => {
      const { platform, browser, demo } = env
      const page = await signedInPage(browser, platform, lang)
      await page.goto(demo.runtimePath)
      const menu = page.locator('[data-widget-id="menu"]')
      const item = (id: string) => menu.locator(`[data-nav-item="${id}"]`)
      await item('2').waitFor({ timeout: 30_000 })
      expect(await item('1').getAttribute('aria-current')).toBe('page')
      expect(await item('2').getAttribute('aria-expanded')).toBe('false')
      expect(await item('2-1').count()).toBe(0)

      // the second item unfolds its level in place, rows 40 px high at the page's zoom
      await item('2').click()
      await item('2-2').waitFor()
      expect(await item('2').getAttribute('aria-expanded')).toBe('true')
      const zoom = ((await menu.boundingBox())?.width ?? 0) / MENU.width
      const parent = await item('2').boundingBox()
      const child = await item('2-1').boundingBox()
      const next = await item('3').boundingBox()
      expect(zoom).toBeGreaterThan(0.5)
      for (const row of [parent, child]) expect(Math.abs((row?.height ?? 0) - 40 * zoom)).toBeLessThan(1)
      expect(Math.abs((child?.y ?? 0) - ((parent?.y ?? 0) + (parent?.height ?? 0)))).toBeLessThan(1)
      // the third item moved down past both children
      expect(Math.abs((next?.y ?? 0) - ((parent?.y ?? 0) + 3 * 40 * zoom))).toBeLessThan(1)
      // the first item keeps its mark: unfolding is not choosing
      expect(await item('1').getAttribute('aria-current')).toBe('page')
      await page.screenshot({ path: `${SHOTS}/runtime-menu-open-${lang}.png` })

      await item('2-1').click()
      await page.locator('[data-testid="runtime-page"]').getByText(MARK).waitFor()
      expect(page.url()).not.toBe(demo.runtimePath)
      await page.context().close()
    },
  )
})
