// The image-text widget (issue 16), in Chromium against the real server: a rich text saved with an
// `<img onerror>` (as a page from elsewhere might carry) is shown cleaned, its text and picture without
// the handler, which never runs; in the designer the panel edits it with the rich-text editor.
// Screenshots at 1440x900 in zh and en go to /tmp/shots-controls/.
import { mkdirSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './browser.ts'
import { demoPageWithBrowser, editSavedPage, widgetOf } from './designer-steps.ts'
import { signedInPage } from './platform.ts'

const SHOTS = '/tmp/shots-controls'
const HOSTILE =
  '<p>Pump room 泵房</p><img src="/nothing.png" onerror="window.__ran = 1; document.title = \'owned\'"><script>window.__ran = 2</script>'

describe.skipIf(!hasChromium)('image and text', () => {
  const env = demoPageWithBrowser()
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    const rich = widgetOf('NavigateImageText', 'rich', 560, 40, (w) =>
      Object.assign(w.data ?? {}, { richText: HOSTILE }),
    )
    await editSavedPage(env.platform, env.demo.pageId, (document) => document.widgets.push(rich))
  })

  it.each(['zh', 'en'] as const)(
    'shows a rich text with <img onerror> without running it (%s)',
    {
      timeout: 90_000,
    },
    async (lang) => {
      const { platform, browser, demo } = env
      const page = await signedInPage(browser, platform, lang)
      await page.goto(demo.runtimePath)
      const rich = page.locator('[data-widget-id="rich"] [data-rich-text]')
      await rich.getByText('Pump room 泵房').waitFor()
      await expect.poll(() => rich.locator('img').count()).toBe(1)
      expect(await rich.locator('img').getAttribute('onerror')).toBeNull()
      expect(await rich.locator('script').count()).toBe(0)
      // the picture's load has ended (it fails: complete with no pixels), so an onerror would have run
      await expect
        .poll(() => rich.locator('img').evaluate((img: HTMLImageElement) => img.complete))
        .toBe(true)
      expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined()
      await page.screenshot({ path: `${SHOTS}/runtime-image-text-${lang}.png` })

      // The designer's panel edits it with the rich-text editor, showing the cleaned text.
      await page.goto(demo.designerPath)
      await page.getByTestId('designer').waitFor()
      await page.locator('.lf-stage .lf-widget[data-widget-id="rich"]').click()
      const editor = page.getByTestId('rich-text-editor')
      await editor.locator('.ql-editor').getByText('Pump room 泵房').waitFor({ timeout: 20_000 })
      expect(await editor.locator('.ql-editor').innerHTML()).not.toContain('onerror')
      expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined()
      await page.screenshot({ path: `${SHOTS}/designer-image-text-${lang}.png` })
      await page.context().close()
    },
  )
})
