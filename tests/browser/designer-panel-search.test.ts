// The property panel read as Grafana's panel editor (issue 30), in Chromium at 1440x900, zh and en: only
// the section in use is open; the search box finds a field in a closed section (the curve's legend
// position under "Legend") and hides the rest, or says nothing matches; a conditional field (the legend's
// position) shows while the legend does and hides when it is switched off; decimals carry a "follow the
// signal" check, not a "-1" in their label; the panel column is dragged wider and keeps its width after a
// reload; theme colours are chosen as a palette and the right axis' series by name. Screenshots go to SHOTS_DIR when set.
import { describe, expect, it } from 'vitest'
import { hasChromium, shotIfAsked } from './browser.ts'
import { demoPage } from './designer-steps.ts'
import { platformWithBrowser, signedInPage } from './platform.ts'

const TEXTS = {
  zh: {
    theme: '主题颜色',
    axis: '右侧 Y 轴的信号',
    legend: '图例',
    position: '位置',
    show: '显示',
    decimals: '小数位',
    follow: '随信号',
    nothing: '没有匹配的属性',
  },
  en: {
    theme: 'Theme colours',
    axis: 'Signals on the right Y axis',
    legend: 'Legend',
    position: 'Position',
    show: 'Show',
    decimals: 'Decimals',
    follow: 'Signal’s',
    nothing: 'No option matches',
  },
} as const

describe.skipIf(!hasChromium)('the property panel’s search and conditional fields in Chromium', () => {
  const held = platformWithBrowser()

  it.each(['zh', 'en'] as const)(
    'searches, hides what does not apply, resizes (%s)',
    { timeout: 120_000 },
    async (lang) => {
      const x = TEXTS[lang]
      const { platform, browser } = held
      const demo = await demoPage(platform)
      const page = await signedInPage(browser, platform, lang)
      await page.goto(demo.designerPath)
      await page.getByTestId('designer').waitFor()
      await page.locator('.lf-stage > .lf-widget[data-widget-type="ComplexLine"]').first().click()
      const panel = page.getByTestId('property-panel').and(page.locator('[data-widget-type="ComplexLine"]'))
      await panel.waitFor()

      // one section open: the data, the one in use
      const open = panel.locator('.lf-section.ant-collapse-item-active')
      await expect.poll(() => open.count()).toBe(1)
      expect(await open.getAttribute('class')).toContain('lf-section-data')
      await shotIfAsked(page, `panel-curve-closed-${lang}`)

      // the legend's rows are in the closed appearance section: the search finds them and hides the rest
      const search = panel.getByTestId('panel-search').locator('input')
      await search.fill(x.legend)
      const style = panel.locator('.lf-section-style')
      const shownLabels = () =>
        panel
          .locator('.lf-row-label')
          .evaluateAll((els) =>
            els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.textContent),
          )
      await expect.poll(shownLabels).toEqual([x.show, x.position])
      expect(await panel.locator('.lf-section-data').isVisible()).toBe(false)
      expect(await style.isVisible()).toBe(true)
      await shotIfAsked(page, `panel-curve-search-${lang}`)

      // the legend's position applies while the legend shows
      const position = style.locator('.lf-row').filter({ hasText: x.position })
      const legendShow = style.locator('.lf-row').filter({ hasText: x.show }).getByRole('switch')
      await legendShow.click()
      await expect.poll(() => position.isVisible()).toBe(false)
      await legendShow.click()
      await expect.poll(() => position.isVisible()).toBe(true)

      // a query nothing matches says so
      await search.fill('zzzz')
      await panel.getByTestId('panel-no-match').filter({ hasText: x.nothing }).waitFor()
      expect(await style.isVisible()).toBe(false)

      // decimals: a plain label and a follow-the-signal check, which off lets the input take places
      await search.fill(x.decimals)
      const decimals = style.locator('.lf-row').filter({ hasText: x.decimals })
      expect((await decimals.locator('.lf-row-label').textContent())?.trim()).toBe(x.decimals)
      const follow = decimals.getByRole('checkbox', { name: x.follow })
      expect(await follow.isChecked()).toBe(true)
      expect(await decimals.getByRole('spinbutton').isDisabled()).toBe(true)
      await follow.click()
      await expect.poll(() => decimals.getByRole('spinbutton').inputValue()).toBe('2')
      // theme colours as a palette, the right axis' series by name
      await search.fill(x.theme)
      await panel.getByTestId('palette-chooser').waitFor()
      await shotIfAsked(page, `panel-curve-palette-${lang}`)
      await search.fill(x.axis)
      const axis = style.locator('.lf-row').filter({ hasText: x.axis })
      await axis.locator('.ant-select').click()
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'level' }).click()
      await expect.poll(() => axis.locator('.ant-select-selection-item').allTextContents()).toEqual(['level'])
      await page.keyboard.press('Escape')
      await search.fill('')
      await expect.poll(() => open.count()).toBe(2)

      // the column is dragged 100 px wider and keeps its width after a reload
      const column = page.getByTestId('panel-column')
      const before = (await column.boundingBox())?.width ?? 0
      const edge = await page.getByTestId('panel-resizer').boundingBox()
      if (!edge) throw new Error('no resizer')
      await page.mouse.move(edge.x + edge.width / 2, edge.y + 200)
      await page.mouse.down()
      await page.mouse.move(edge.x + edge.width / 2 - 100, edge.y + 200, { steps: 5 })
      await page.mouse.up()
      await expect
        .poll(async () => Math.round((await column.boundingBox())?.width ?? 0))
        .toBe(Math.round(before + 100))
      await page.reload()
      await page.getByTestId('designer').waitFor()
      await expect
        .poll(async () => Math.round((await column.boundingBox())?.width ?? 0))
        .toBe(Math.round(before + 100))
      await page.context().close()
    },
  )
})
