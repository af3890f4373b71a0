// A combo box bound to a signal whose states match none of its options (issue 30): in zh and en the
// panel warns that nothing would show as chosen, names the signal's states, and one click makes them the
// options, after which the warning goes. The demo's mode_word has three states (0 Off, 1 Auto, 2 Manual);
// the combo box's options write "a" and "b". Retry-safe: each try puts its own widget back first.
import { describe, expect, it } from 'vitest'
import { hasChromium, shotIfAsked } from './browser.ts'
import { demoPageWithBrowser, editSavedPage, widgetOf } from './designer-steps.ts'
import { signedInPage } from './platform.ts'

const TEXTS = {
  zh: { warning: '没有选项与信号的状态相符', use: '用这些状态作选项' },
  en: { warning: "No option matches the signal's states", use: 'Use these as options' },
}

describe.skipIf(!hasChromium)('a choice widget whose options match none of its signal’s states', () => {
  const held = demoPageWithBrowser()

  it.each(['zh', 'en'] as const)(
    'is flagged and takes the states in one click (%s)',
    { timeout: 120_000 },
    async (lang) => {
      const { platform, browser, demo } = held
      const id = `choice-hint-${lang}`
      await editSavedPage(platform, demo.pageId, (document) => {
        const combo = widgetOf('UsualComboBox', id, 40, 40, (w) => {
          const data = w.data as unknown as Record<string, unknown>
          w.data = {
            ...data,
            type: 'signal',
            signalId: 'mode_word',
            options: [
              { text: 'A', value: 'a' },
              { text: 'B', value: 'b' },
            ],
          } as typeof w.data
        })
        document.widgets = [...document.widgets.filter((w) => !w.id.startsWith('choice-hint-')), combo]
      })
      const page = await signedInPage(browser, platform, lang)
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(demo.designerPath)
      await page.locator(`.lf-stage > .lf-widget[data-widget-id="${id}"]`).click()
      const panel = page.getByTestId('property-panel').and(page.locator('[data-widget-type="UsualComboBox"]'))
      const hint = panel.getByTestId('choice-states-hint')
      await hint.waitFor()
      expect(await hint.textContent()).toContain(TEXTS[lang].warning)
      expect(await hint.textContent()).toContain('2 手动 Manual')
      await shotIfAsked(page, `choice-states-${lang}`)

      await hint.getByRole('button', { name: TEXTS[lang].use }).click()
      await hint.waitFor({ state: 'detached' })
      // the options are the states now: their texts in the data section's list
      const data = panel.locator('.lf-section-data')
      await expect
        .poll(
          async () =>
            await data.locator('input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
        )
        .toEqual(expect.arrayContaining(['停机 Off', '自动 Auto', '手动 Manual', '0', '1', '2']))
      await page.context().close()
    },
  )
})
