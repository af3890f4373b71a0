// The O&M management screens in Chromium against the real server: the demo administrator (who holds every
// key, so manages and inspects) creates an inspection content with two items through its screen, then an
// inspection plan of that content for the demo device with himself as inspector; the plan is listed open
// with nothing filled in, and its records show the demo device not started yet.
import { describe, expect, it } from 'vitest'
import { hasChromium } from './browser.ts'
import {
  DEMO_ADMIN,
  logIn,
  newPage,
  openPage,
  platformWithBrowser,
  watchContractRefusals,
} from './platform.ts'
import { pickOption } from './select.ts'

/** An antd OK button's name (antd puts a space between two CJK characters of a button label). */
const OK = /确\s?定|OK/

describe.skipIf(!hasChromium)('O&M management screens in Chromium against the server', () => {
  const held = platformWithBrowser()
  /** tries of this file's test so far (CI retries a failed test once) */
  let tries = 0

  it('creates a content with two items and a plan for the demo device, lists it and opens its records', async () => {
    const { platform, browser } = held
    // names of their own per try: a retry's content and plan are not confused with a failed try's
    const run = ++tries
    const check = `Monthly check #${run}`
    const week = `Week 49 #${run}`
    const device = await platform.db.selectFrom('devices').select('name').executeTakeFirstOrThrow()
    const page = await newPage(browser)
    const refused = watchContractRefusals(page)
    await logIn(page, platform)

    // The content: a name and two items, the first with its standard.
    await openPage(page, `${platform.url}/manage/ops/inspection_content`)
    await page.getByTestId('content-new').click()
    const content = page.getByTestId('content-dialog')
    await content.getByTestId('content-name').fill(check)
    await content.getByTestId('item-name-0').fill('Oil level')
    await content.getByTestId('item-standard-0').fill('between the marks')
    await content.getByTestId('item-add').click()
    await content.getByTestId('item-name-1').fill('Noise')
    await page.getByRole('dialog').getByRole('button', { name: OK }).click()
    const contentRow = page.getByTestId('inspection-contents').locator('tr', { hasText: check })
    await contentRow.getByText('2 项').waitFor()

    // The plan: that content, the demo device, the administrator inspecting, due now.
    await openPage(page, `${platform.url}/manage/ops/inspection_plan`)
    await page.getByTestId('plan-new').click()
    const plan = page.getByTestId('plan-dialog')
    await plan.getByTestId('plan-title').fill(week)
    const choose = (testId: string, option: string) => pickOption(page, plan.getByTestId(testId), option)
    await choose('plan-content', check)
    await choose('staff-select', DEMO_ADMIN.loginname)
    await choose('device-select', device.name)
    await plan.getByTestId('plan-time').click()
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').getByText('此刻').click()
    await expect
      .poll(() =>
        plan.locator('input[data-testid="plan-time"], [data-testid="plan-time"] input').first().inputValue(),
      )
      .not.toBe('')
    await page.getByRole('dialog').getByRole('button', { name: OK }).click()
    // a dialog left open says why (a field's message, the server's refusal) instead of timing out blind
    await plan.waitFor({ state: 'hidden' }).catch(async (error: unknown) => {
      const notices = await page.locator('.ant-message').allInnerTexts()
      throw new Error(`plan dialog still open: ${await plan.innerText()} ${notices.join(' ')}`, {
        cause: error,
      })
    })

    // Listed: open, nothing filled in of its one device.
    const planRow = page.getByTestId('inspection-plans').locator('tr', { hasText: week })
    await planRow.getByTestId('plan-state').filter({ hasText: '待接单' }).waitFor()
    expect(await planRow.getByTestId('plan-progress').textContent()).toBe('0/1')
    await planRow.getByText(check).waitFor()

    // Its records: the demo device, not started.
    await planRow.getByTestId('plan-records').click()
    const drawer = page.locator('.ant-drawer', { hasText: week })
    const record = drawer.locator('tr', { hasText: device.name })
    await record.getByText('未开始').waitFor()
    await record.getByText('未填写').waitFor()

    expect(refused).toEqual([])
  })
})
