// Navigation widgets (issue 16), in Chromium against the real server: an iframe widget shows another
// configuration page of the project (the runtime's own page, framed without its header), and the
// carousel turns to its second slide after 5 s. Screenshots at 1440x900 in zh and en go to
// /tmp/shots-controls/.
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './browser.ts'
import { demoPageWithBrowser, editSavedPage, type SavedDocument, widgetOf } from './designer-steps.ts'
import { signedInPage } from './platform.ts'

const SHOTS = '/tmp/shots-controls'
const MARK = 'SECOND PAGE 第二页'

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
    await editSavedPage(platform, demo.pageId, (document) =>
      document.widgets.push(
        widgetOf('NavigateIframe', 'frame', 540, 420, (w) => {
          Object.assign((w.data as unknown as { iframe: object }).iframe, {
            type: 'equip',
            pageId: second,
            mainTitle: 'Second',
          })
          Object.assign(w.position, { width: 460, height: 300 })
        }),
        widgetOf('NavigateSlide', 'slides', 560, 40),
        // the nav's second item opens the second page from its second level
        widgetOf('NavigateNav', 'nav', 20, 700, (w) => {
          const items = (w.data as unknown as { dataArray: { children: { clickEvent: object }[] }[] })
            .dataArray
          const child = items[1]?.children[0]
          if (child)
            child.clickEvent = {
              enable: true,
              config: { ...(child.clickEvent as { config: object }).config, action: 'page', pageId: second },
            }
          Object.assign(w.position, { width: 500, height: 40 })
        }),
      ),
    )
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
})
