// Issue 30 in Chromium against the real server, in zh and en: the page's bounds on the canvas, a widget
// past them warned in the layers panel and "fit page to content"; the right-click menu on the canvas
// and in the layers panel (and by the keyboard); the page switcher — switching pages without leaving
// the designer (asked first with unsaved changes), duplicate, reorder, start page, rename — and a page
// saved as a template that a new page starts from.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium, shotIfAsked } from './browser.ts'
import { savedPage, widgetOf } from './designer-steps.ts'
import { callAs, type Platform, platformWithBrowser, signedInPage } from './platform.ts'

type Lang = 'zh' | 'en'
const T = {
  zh: { lock: '锁定', hide: '隐藏', fit: '页面适应内容', copy: '复制', paste: '粘贴', save: /保\s?存并切换/ },
  en: {
    lock: 'Lock',
    hide: 'Hide',
    fit: 'Fit page to content',
    copy: 'Copy',
    paste: 'Paste',
    save: 'Save and switch',
  },
} as const

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`

/** A fresh project with pages One and Two; One holds `near` inside the page and `far` past its right edge. */
async function projectWithPages(page: Page, platform: Platform) {
  const project = await callAs(page, platform, 'project/add', { name: unique('Pages') })
  const one = await callAs(page, platform, 'project/page/add', { projectId: project.id, title: 'One' })
  const two = await callAs(page, platform, 'project/page/add', { projectId: project.id, title: 'Two' })
  const row = await platform.db
    .selectFrom('pages')
    .select('document')
    .where('id', '=', one.id)
    .executeTakeFirstOrThrow()
  const document = JSON.parse(row.document)
  document.con = { ...document.con, width: 800, height: 600 }
  document.widgets = [
    widgetOf('UsualText', 'near', 100, 100, (w) => Object.assign(w, { widgetName: 'near' })),
    widgetOf('UsualText', 'far', 760, 200, (w) => Object.assign(w, { widgetName: 'far' })),
  ]
  await platform.db
    .updateTable('pages')
    .set({ document: JSON.stringify(document), width: 800, height: 600 })
    .where('id', '=', one.id)
    .execute()
  const path = (id: string) => `${platform.url}/manage/project/${project.id}/designer/${id}`
  return { projectId: project.id as string, one: one.id as string, two: two.id as string, path }
}

const layer = (page: Page, id: string) => page.locator(`[data-testid="layer"][data-layer-id="${id}"]`)
const menu = (page: Page) => page.getByRole('menu').filter({ visible: true })
const menuItem = (page: Page, name: string) =>
  menu(page).getByRole('menuitem', { name: new RegExp(`^${name}`) })
const titles = async (page: Page, platform: Platform, projectId: string) =>
  ((await callAs(page, platform, 'project/page/query', { projectId })) as { title: string }[]).map(
    (p) => p.title,
  )

describe.skipIf(!hasChromium)('designer pages, bounds and right-click menu in Chromium', () => {
  const held = platformWithBrowser()

  it.each(['zh', 'en'] as const)(
    'warns for a widget past the page and fits the page; the right-click menu (%s)',
    async (lang: Lang) => {
      const { platform, browser } = held
      const page = await signedInPage(browser, platform, lang)
      const { one, path } = await projectWithPages(page, platform)
      await page.goto(path(one))
      await page.getByTestId('designer').waitFor()

      // the page's bounds with its size; `far` (760 + its width > 800) is warned, `near` is not
      await expect.poll(() => page.getByTestId('page-bounds').textContent()).toBe('800 × 600')
      await layer(page, 'far').getByTestId('layer-outside').waitFor()
      expect(await layer(page, 'near').getByTestId('layer-outside').count()).toBe(0)
      await page.getByTestId('layers-outside').waitFor()
      await shotIfAsked(page, `pages-bounds-${lang}`)

      // right click on a widget of the canvas: it is selected and the menu offers the toolbar's actions
      await page.locator('.lf-stage > .lf-widget[data-widget-id="near"]').click({ button: 'right' })
      await menu(page).waitFor()
      await shotIfAsked(page, `pages-menu-${lang}`)
      await menuItem(page, T[lang].lock).click()
      await expect
        .poll(() => layer(page, 'near').getByTestId('layer-lock').getAttribute('aria-pressed'))
        .toBe('true')

      // right click in the layers panel: hide `far`
      await layer(page, 'far').click({ button: 'right' })
      await menuItem(page, T[lang].hide).click()
      await expect.poll(() => layer(page, 'far').getAttribute('data-hidden')).toBe('true')

      // by the keyboard: shift + F10 opens it on the selection; arrows and enter run "copy"
      await layer(page, 'near').click()
      await page.keyboard.press('Shift+F10')
      await menu(page).waitFor()
      await expect.poll(() => menuItem(page, T[lang].paste).getAttribute('aria-disabled')).toBe('true')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect.poll(() => menu(page).count()).toBe(0)
      await page.keyboard.press('Shift+F10')
      await expect.poll(() => menuItem(page, T[lang].paste).getAttribute('aria-disabled')).not.toBe('true')
      await page.keyboard.press('Escape')
      await expect.poll(() => menu(page).count()).toBe(0)

      // fit page to content: the page grows to hold `far`, the warning goes
      await page.getByTestId('fit-page').click()
      await expect.poll(() => page.getByTestId('layers-outside').count()).toBe(0)
      expect(await layer(page, 'far').getByTestId('layer-outside').count()).toBe(0)
      const size = await page.getByTestId('page-bounds').textContent()
      expect(size).not.toBe('800 × 600')
      await page.keyboard.press('Control+s')
      await expect
        .poll(async () => ((await savedPage(platform, one)) as { con?: { width?: number } }).con?.width)
        .toBeGreaterThan(800)
      await page.context().close()
    },
  )

  it.each(['zh', 'en'] as const)(
    'switches pages in the designer and adds a page from a template (%s)',
    async (lang: Lang) => {
      const { platform, browser } = held
      const page = await signedInPage(browser, platform, lang)
      const { projectId, one, two, path } = await projectWithPages(page, platform)
      await page.goto(path(one))
      await page.getByTestId('designer').waitFor()

      // an unsaved change, then another page: asked first, saved, and the designer opens Two
      await layer(page, 'near').click()
      await page.keyboard.press('Delete')
      await page.getByTestId('page-switcher').click()
      const drawer = page.getByTestId('pages-drawer')
      await expect.poll(() => drawer.getByTestId('page-row').count()).toBe(2)
      await shotIfAsked(page, `pages-switcher-${lang}`)
      await drawer.locator(`[data-page-id="${two}"]`).getByTestId('page-open').click()
      await page.getByRole('button', { name: T[lang].save }).waitFor()
      await shotIfAsked(page, `pages-leave-${lang}`)
      await page.getByRole('button', { name: T[lang].save }).click()
      await page.waitForURL(`**/designer/${two}`)
      await expect.poll(() => page.getByTestId('page-switcher').textContent()).toContain('Two')
      expect((await savedPage(platform, one)).widgets.map((w) => w.id)).toEqual(['far'])

      // duplicate One, move the copy to the top, make Two the start page, rename Two (the open page)
      await page.getByTestId('page-switcher').click()
      const rowOf = (id: string) => drawer.locator(`[data-page-id="${id}"]`)
      await rowOf(one)
        .getByRole('button', { name: lang === 'zh' ? '复制页面' : 'Duplicate' })
        .click()
      await expect.poll(() => drawer.getByTestId('page-row').count()).toBe(3)
      const copy = drawer.getByTestId('page-row').nth(2)
      await copy.getByRole('button', { name: lang === 'zh' ? '上移' : 'Move up' }).click()
      await expect
        .poll(() => titles(page, platform, projectId))
        .toEqual(['One', lang === 'zh' ? 'One 副本' : 'One copy', 'Two'])
      await rowOf(two)
        .getByRole('button', { name: lang === 'zh' ? '设为首页' : 'Set as start page' })
        .click()
      await rowOf(two)
        .getByText(lang === 'zh' ? '首页' : 'Start', { exact: true })
        .waitFor()
      await rowOf(two)
        .getByRole('button', { name: lang === 'zh' ? '重命名' : 'Rename' })
        .click()
      await drawer.getByTestId('page-rename').fill('Two renamed')
      await drawer.getByTestId('page-rename').press('Enter')
      await expect
        .poll(() => titles(page, platform, projectId))
        .toEqual(['One', lang === 'zh' ? 'One 副本' : 'One copy', 'Two renamed'])
      await expect.poll(() => page.getByTestId('page-switcher').textContent()).toContain('Two renamed')

      // back to One (clean: no question), saved as a template
      await rowOf(one).getByTestId('page-open').click()
      await page.waitForURL(`**/designer/${one}`)
      await page.getByTestId('page-switcher').click()
      await page.getByRole('button', { name: lang === 'zh' ? '存为模板' : 'Save as template' }).click()
      const template = unique('Tpl')
      await page.getByTestId('template-title').fill(template)
      await shotIfAsked(page, `pages-template-${lang}`)
      await page
        .getByTestId('save-template-dialog')
        .getByRole('button', { name: /确\s?定|OK/ })
        .click()
      await expect.poll(() => page.getByTestId('save-template-dialog').isVisible()).toBe(false)

      // a new page from it: the template is offered next time, and the new page holds One's widgets
      await page.getByRole('button', { name: lang === 'zh' ? '新建页面' : 'New page' }).click()
      const dialog = page.getByTestId('add-page-dialog')
      await page.getByTestId('add-page-title').fill('Three')
      await dialog.getByRole('combobox').click()
      await page.locator('.ant-select-item-option').filter({ hasText: template }).click()
      await shotIfAsked(page, `pages-add-${lang}`)
      await dialog.getByRole('button', { name: /确\s?定|OK/ }).click()
      await expect.poll(() => page.getByTestId('page-switcher').textContent()).toContain('Three')
      await expect.poll(() => page.locator('.lf-stage > .lf-widget').count()).toBe(1)
      expect(await page.locator('.lf-stage > .lf-widget[data-widget-id="far"]').count()).toBe(1)
      await page.context().close()
    },
  )
})
