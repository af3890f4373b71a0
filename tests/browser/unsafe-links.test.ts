// Links of a page saved before save checked them (issue 11), in Chromium against the real server: the
// page is written straight into the database, past `project/page/save`. Clicking a button whose click
// opens `javascript:document.title="x"` runs nothing (the title stays, the page stays) and the user sees
// the notice, in zh and en; so for a new tab and a window on such a link; an image with such an address
// shows nothing; a window on a link of the platform's own origin is framed without scripts.
// Screenshots at 1440x900 go to /tmp/shots-sec-links/.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { RUNTIME_TEXTS } from '../../host/runtime/texts.ts'
import type { ClickEventConfig, Widget } from '../../schemas/page.ts'
import { hasChromium } from './browser.ts'
import { demoPageWithBrowser, editSavedPage, widgetOf } from './designer-steps.ts'
import { signedInPage } from './platform.ts'

const SHOTS = '/tmp/shots-sec-links'
const EVIL = 'javascript:document.title="x"'
const NOTICE = RUNTIME_TEXTS['action.unsafeLink']

const CLICK = (widgetOf('UsualButton', 'x', 0, 0).clickEvent as { config: ClickEventConfig }).config

/** A button at row `row` whose click runs `config` (over the defaults). */
function button(id: string, row: number, text: string, config: Partial<ClickEventConfig>): Widget {
  const w = widgetOf('UsualButton', id, 40, 40 + row * 70)
  return {
    ...w,
    position: { ...w.position, width: 260, height: 50 },
    data: { ...w.data, type: 'signal', text } as Widget['data'],
    clickEvent: { enable: true, config: { ...CLICK, ...config } },
  }
}

function widgets(): Widget[] {
  const iframe = (link: string) => ({ ...CLICK.iframe, type: 'link', link })
  const image = widgetOf('UsualImage', 'img', 360, 40)
  return [
    button('self', 0, 'javascript: here', { action: 'link', link: EVIL, target: '_self' }),
    button('blank', 1, 'javascript: new tab', { action: 'link', link: EVIL, target: '_blank' }),
    button('window', 2, 'javascript: window', { action: 'window', iframe: iframe(EVIL) }),
    button('own', 3, 'own-origin window', { action: 'window', iframe: iframe('/lfscada/health') }),
    { ...image, style: { ...image.style, url: 'javascript:alert(1)' } },
  ]
}

describe.skipIf(!hasChromium)('links stored before the fix are not followed', () => {
  const env = demoPageWithBrowser()
  beforeAll(() =>
    editSavedPage(env.platform, env.demo.pageId, (document) => {
      document.widgets = widgets()
      document.con.bgImage = 'javascript:alert(2)'
    }),
  )

  async function openAs(lang: 'zh' | 'en'): Promise<Page> {
    const page = await signedInPage(env.browser, env.platform, lang)
    await page.goto(env.demo.runtimePath)
    await page.locator('[data-widget-id="self"]').waitFor()
    return page
  }
  const notice = (page: Page, lang: 'zh' | 'en') =>
    page.locator('.ant-message-notice').filter({ hasText: NOTICE[lang] })

  it.each(['zh', 'en'] as const)('%s: the click runs nothing, the user is told', async (lang) => {
    const page = await openAs(lang)
    const title = await page.title()
    const url = page.url()
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    const popups: Page[] = []
    page.context().on('page', (p) => popups.push(p))

    await page.locator('[data-widget-id="self"]').click()
    await notice(page, lang).first().waitFor()
    await page.screenshot({ path: `${SHOTS}/${lang}-refused.png` })
    expect(await page.title()).toBe(title)
    expect(page.url()).toBe(url)

    await page.locator('[data-widget-id="blank"]').click()
    await page.locator('[data-widget-id="window"]').click()
    await expect.poll(() => notice(page, lang).count()).toBeGreaterThanOrEqual(2)
    // no signal to wait for: the test asserts that no popup, window or dialog follows the refusals; the
    // pause lets a wrongly opened one be recorded
    await page.waitForTimeout(300)
    expect(popups).toEqual([])
    expect(await page.locator('iframe').count()).toBe(0)
    expect(await page.title()).toBe(title)
    expect(dialogs).toEqual([])

    // neither the image nor the page background takes the address
    expect(await page.locator('[data-widget-id="img"] img').count()).toBe(0)
    const background = await page
      .getByTestId('runtime-page')
      .evaluate((el) => getComputedStyle(el).backgroundImage)
    expect(background).toBe('none')
    await page.context().close()
  })

  it('frames a link of the platform itself without scripts', async () => {
    const page = await openAs('en')
    await page.locator('[data-widget-id="own"]').click()
    const frame = page.locator('iframe')
    await frame.waitFor()
    expect(await frame.getAttribute('src')).toBe('/lfscada/health')
    expect(await frame.getAttribute('sandbox')).toBe('allow-forms allow-popups')
    await page.screenshot({ path: `${SHOTS}/en-own-window.png` })
    await page.context().close()
  })
})
