// Every widget of the palette (and a symbol of each kind), drawn and selected in the designer at 1440x900 in zh and en (issue 12's
// "screenshots of the designer with each widget selected"): the property panel names it, every label is
// whole (nothing cut off sideways), and no row shows a raw id field name. Screenshots of each go to
// SHOTS_DIR when it is set, to be looked at.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SYMBOL_KINDS, SYMBOLS } from '../../plugins/widgets/Symbol/catalogue.ts'
import { hasChromium } from './browser.ts'
import { demoPage, drawWidget, openAllSections } from './designer-steps.ts'
import { platformWithBrowser, signedInPage } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR
const RAW = /^(equipId|signalId|signalArrayX|signalArrayY|subTitle|equipKey|systemKey|mvarId|type|url)$/

describe.skipIf(!hasChromium)('the property panel of every widget in Chromium', () => {
  const held = platformWithBrowser()

  it.each(['en', 'zh'] as const)(
    'shows whole labels and no raw ids (%s)',
    { timeout: 400_000 },
    async (lang) => {
      const { platform, browser } = held
      const demo = await demoPage(platform)
      const page = await signedInPage(browser, platform, lang)
      await page.goto(demo.designerPath)
      await page.getByTestId('designer').waitFor()
      // every fold open, so every tile is listed
      const palette = page.getByTestId('palette')
      // (one at a time: each click changes which headers the locator matches)
      const folded = palette.locator('.ant-collapse-header[aria-expanded="false"]')
      for (let left = await folded.count(); left > 0; left = await folded.count()) {
        await folded.first().click()
        await expect.poll(() => folded.count()).toBeLessThan(left)
      }
      const types = await palette
        .locator('[data-widget-type]:not([data-variant])')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-widget-type') ?? ''))
      expect(types.length).toBeGreaterThan(10)
      // the symbols' panels differ by the symbol's kind: one library symbol of each (an enterprise's own
      // symbols, kind `custom`, have no library symbol: user-symbols.test.ts draws one)
      const symbols = SYMBOL_KINDS.flatMap((kind) => SYMBOLS.find((s) => s.kind === kind)?.id ?? [])
      const entries = [
        ...types.map((type) => [type] as const),
        ...symbols.map((id) => ['Symbol', id] as const),
      ]
      const problems: string[] = []
      for (const [type, variant] of entries) {
        // close what the widget before may have opened (a control's list), so the draw lands on the stage
        await page.keyboard.press('Escape')
        await drawWidget(page, type, { x: 800, y: 80 }, { x: 980, y: 300 }, variant)
        const panel = page.getByTestId('property-panel').and(page.locator(`[data-widget-type="${type}"]`))
        const shown = await panel.waitFor({ timeout: 10_000 }).then(
          () => true,
          () => false,
        )
        if (!shown) {
          problems.push(`${variant ?? type}: no panel`)
          continue
        }
        // only the section in use opens by itself: every label is checked with all of them open
        await openAllSections(panel)
        const labels = await panel
          .locator('.lf-row-label')
          .evaluateAll((els) =>
            els
              .filter((el) => (el as HTMLElement).offsetParent !== null)
              .map((el) => ({ text: el.textContent ?? '', cut: el.scrollWidth > el.clientWidth + 1 })),
          )
        for (const l of labels) {
          if (l.cut) problems.push(`${variant ?? type}: label cut "${l.text}"`)
          if (RAW.test(l.text.trim())) problems.push(`${variant ?? type}: raw field "${l.text}"`)
        }
        if (SHOTS) await page.screenshot({ path: join(SHOTS, `panel-${variant ?? type}-${lang}.png`) })
        await page.keyboard.press('Delete')
      }
      expect(problems).toEqual([])
      await page.context().close()
    },
  )
})
