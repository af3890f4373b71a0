// Panel fields that read badly before (issue 12), in Chromium at 1440x900, zh and en: the curve's data
// kind is labelled as its data source (not "Type"), and the timer's format shows whole in a row as wide
// as the panel, with a preview of the time it gives; the weather's place is picked by name (province →
// city → county), its codes saved and its title following; the alarm table's devices are picked by name,
// saved as ids with titles, and shown by name again after a reload. Screenshots go to SHOTS_DIR when set.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { hasChromium } from './browser.ts'
import { demoPage, drawWidget, openAllSections, savedPage } from './designer-steps.ts'
import { platformWithBrowser, signedInPage } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR

describe.skipIf(!hasChromium)('designer panel fields in Chromium', () => {
  const held = platformWithBrowser()

  it.each([
    ['en', 'Data source', 'Type', /^Shows as \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Save', 'Saved'],
    ['zh', '数据来源', '类型', /^显示为 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '保存', '保存成功'],
  ] as const)(
    'labels the curve’s source and shows the timer’s format whole (%s)',
    {
      timeout: 90_000,
    },
    async (lang, source, bare, preview, save, saved) => {
      const { platform, browser } = held
      const demo = await demoPage(platform)
      const page = await signedInPage(browser, platform, lang)
      await page.goto(demo.designerPath)
      await page.getByTestId('designer').waitFor()

      await page.locator('.lf-stage > .lf-widget[data-widget-type="ComplexLine"]').first().click()
      const line = page.getByTestId('property-panel').and(page.locator('[data-widget-type="ComplexLine"]'))
      await line.waitFor()
      const labels = await line.locator('.lf-row-label').allTextContents()
      expect(labels).toContain(source)
      expect(labels).not.toContain(bare)
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `panel-curve-${lang}.png`) })

      await drawWidget(page, 'UsualTimer', { x: 600, y: 560 }, { x: 900, y: 620 })
      const timer = page.getByTestId('property-panel').and(page.locator('[data-widget-type="UsualTimer"]'))
      await openAllSections(timer)
      const format = timer.getByTestId('time-format')
      const input = format.locator('input')
      expect(await input.inputValue()).toBe('YYYY-MM-DD HH:mm:ss')
      // whole: the text fits its box
      expect(await input.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      expect(await format.getByTestId('time-format-preview').textContent()).toMatch(preview)
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `panel-timer-${lang}.png`) })

      await input.fill('HH:mm')
      expect(await format.getByTestId('time-format-preview').textContent()).toMatch(/\d{2}:\d{2}$/)
      await expect
        .poll(() =>
          page.locator('.lf-stage > .lf-widget[data-widget-type="UsualTimer"]').last().textContent(),
        )
        .toMatch(/^\d{2}:\d{2}$/)

      // The weather's place by name: searching the county finds province / city / county.
      await drawWidget(page, 'ComplexWeather', { x: 600, y: 660 }, { x: 860, y: 760 })
      const weather = page
        .getByTestId('property-panel')
        .and(page.locator('[data-widget-type="ComplexWeather"]'))
      await openAllSections(weather)
      await weather.getByTestId('region-picker').click()
      await page.keyboard.type('西湖区')
      await page.locator('.ant-cascader-menu-item').filter({ hasText: '杭州市' }).first().click()
      await expect.poll(() => weather.getByTestId('region-picker').textContent()).toContain('西湖区')
      expect(await weather.locator('.lf-row-label').allTextContents()).not.toContain('Province code')
      await expect
        .poll(() => page.locator('.lf-stage [data-testid="complex-weather"]').last().textContent())
        .toContain('西湖区')
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `panel-weather-${lang}.png`) })
      await page.getByRole('button', { name: save, exact: true }).click()
      await page.getByText(saved).waitFor()
      const widgets = (await savedPage(platform, demo.pageId)).widgets
      expect(widgets.find((w) => w.widgetType === 'ComplexWeather')?.data).toMatchObject({
        provinceId: '330000',
        cityId: '330100',
        countyId: '330106',
        title: '西湖区',
      })
      await page.context().close()
    },
  )

  it.each([
    ['en', 'Devices', 'Save', 'Saved'],
    ['zh', '设备', '保存', '保存成功'],
  ] as const)(
    'picks the alarm table’s devices by name, saves them and shows their names again (%s)',
    { timeout: 120_000 },
    async (lang, label, save, saved) => {
      const { platform, browser } = held
      const demo = await demoPage(platform)
      const devices = await platform.db
        .selectFrom('projectEquipment')
        .innerJoin('devices', 'devices.id', 'projectEquipment.deviceId')
        .select(['devices.id', 'devices.name'])
        .where('projectEquipment.projectId', '=', demo.projectId)
        .orderBy('devices.name')
        .execute()
      expect(devices.length).toBeGreaterThan(0)
      const page = await signedInPage(browser, platform, lang)
      await page.goto(demo.designerPath)
      await page.getByTestId('designer').waitFor()
      await drawWidget(page, 'ComplexAlarm', { x: 560, y: 520 }, { x: 980, y: 760 })
      const panel = () =>
        page.getByTestId('property-panel').and(page.locator('[data-widget-type="ComplexAlarm"]'))
      const field = panel().getByRole('combobox', { name: label, exact: true })
      await field.click()
      for (const d of devices)
        await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${d.name}"]`).click()
      await page.keyboard.press('Escape')
      const chosen = () => panel().locator('.ant-select-selection-item').allTextContents()
      await expect.poll(chosen).toEqual(devices.map((d) => d.name))
      // the table's state and columns are chosen by their words, not their keys
      expect(await panel().textContent()).not.toMatch(/\b(all|equipTitle|alarmLevelId|gmtTrigger|opration)\b/)
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `panel-devices-${lang}.png`) })

      await page.getByRole('button', { name: save, exact: true }).click()
      await page.getByText(saved).waitFor()
      const alarms = (await savedPage(platform, demo.pageId)).widgets.filter(
        (w) => w.widgetType === 'ComplexAlarm',
      )
      expect(alarms.at(-1)?.data).toMatchObject({
        equips: devices.map((d) => ({ equipmentId: d.id, title: d.name })),
      })

      // after a reload the panel shows the saved devices by name, never by id
      await page.reload()
      await page.getByTestId('designer').waitFor()
      await page.locator('.lf-stage > .lf-widget[data-widget-type="ComplexAlarm"]').last().click()
      await expect.poll(chosen).toEqual(devices.map((d) => d.name))
      expect((await panel().textContent()) ?? '').not.toContain(devices[0]!.id)
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `panel-devices-reloaded-${lang}.png`) })
      await page.context().close()
    },
  )
})
