// The palette at 1440x900 in Chromium (issue 30: "the palette fits a 900-px-high window without
// scrolling past the first categories"), in zh and en: on a fresh designer every fold's header and every
// tile of the folds open shows in the palette's box without scrolling, no tile's name is cut, and the
// symbols' folds are a click away. Screenshots to SHOTS_DIR when it is set.
import { join } from 'node:path'
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium } from './browser.ts'
import { demoPage } from './designer-steps.ts'
import { platformWithBrowser, signedInPage } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR

/** What of `palette` lies outside its scrolling box, or is cut: one line per finding. */
const overflow = (palette: Locator) =>
  palette.evaluate((root) => {
    const box = (root.parentElement as HTMLElement).getBoundingClientRect()
    const found: string[] = []
    const shown = (el: Element) => (el as HTMLElement).offsetParent !== null
    for (const el of root.querySelectorAll('.ant-collapse-header, button[data-widget-type]')) {
      if (!shown(el)) continue
      const r = el.getBoundingClientRect()
      if (r.bottom > box.bottom + 1 || r.top < box.top - 1) found.push(`below the fold: ${el.textContent}`)
    }
    for (const el of root.querySelectorAll('[data-role="tile-name"]')) {
      if (!shown(el)) continue
      const cut = el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1
      if (cut) found.push(`name cut: ${el.textContent}`)
    }
    return found
  })

/** Opens every folded category of the palette's tab in view, one click at a time. */
async function openAllFolds(palette: Locator) {
  const folded = palette.locator('.ant-collapse-header[aria-expanded="false"]:visible')
  for (let left = await folded.count(); left > 0; left = await folded.count()) {
    await folded.first().click()
    await expect.poll(() => folded.count()).toBeLessThan(left)
  }
}

describe.skipIf(!hasChromium)('the palette at 1440x900 in Chromium', () => {
  const held = platformWithBrowser()

  it.each(['zh', 'en'] as const)(
    'shows every fold and the first ones whole, without scrolling (%s)',
    { timeout: 120_000 },
    async (lang) => {
      const { platform, browser } = held
      const demo = await demoPage(platform)
      const page = await signedInPage(browser, platform, lang)
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(demo.designerPath)
      const palette = page.getByTestId('palette')
      await palette.locator('[data-widget-type="UsualText"]').waitFor()
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `palette-${lang}.png`) })
      expect(await overflow(palette)).toEqual([])

      // the symbols: their folds a click away, the first of them open and whole too
      await palette.getByRole('tab', { name: lang === 'zh' ? '工业符号' : 'Symbols' }).click()
      await palette.locator('[data-variant="pump-centrifugal"] img').waitFor()
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `palette-symbols-${lang}.png`) })
      expect(await overflow(palette)).toEqual([])

      // every fold of both tabs open (the checks above see the open ones only): no tile's name is cut
      for (const tab of lang === 'zh' ? ['工业符号', '组件'] : ['Symbols', 'Widgets']) {
        await palette.getByRole('tab', { name: tab }).click()
        await openAllFolds(palette)
        if (SHOTS) await page.screenshot({ path: join(SHOTS, `palette-open-${tab}-${lang}.png`) })
        const cut = (await overflow(palette)).filter((found) => found.startsWith('name cut'))
        expect(cut).toEqual([])
      }
      await page.context().close()
    },
  )
})
