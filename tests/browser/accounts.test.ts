// The account centre in Chromium against the real server: the demo administrator adds an internal
// account through the screen (a second one under the same name is refused with 1015's text), sees it
// listed, disables it — the account then cannot sign in, told 1008 "account disabled" — enables it again,
// resets its password (the account signs in with the new one) and deletes it.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { messageForCode } from '../../core/i18n/by-lang.ts'
import { Code } from '../../core/i18n/index.ts'
import { hasChromium } from './browser.ts'
import {
  confirmPopover,
  logIn,
  newPage,
  OK,
  openPage,
  type Platform,
  platformWithBrowser,
  watchContractRefusals,
} from './platform.ts'

const NAME = 'tester1'
const FIRST_PASSWORD = 'Plant!2026x'
const NEW_PASSWORD = 'Pump#2027y'

/** Tries to sign in through the login page, staying there; resolves once `text` is shown. */
async function refusedLogIn(page: Page, platform: Platform, password: string, text: string) {
  await page.goto(`${platform.url}/login`)
  await page.getByTestId('login-name').fill(NAME)
  await page.getByTestId('login-password').fill(password)
  await page.getByTestId('login-submit').click()
  await page.getByText(text).first().waitFor()
}

describe.skipIf(!hasChromium)('account centre in Chromium against the server', () => {
  const held = platformWithBrowser()

  it('adds, disables, enables, resets the password of and deletes an internal account', {
    timeout: 120_000,
  }, async () => {
    const { platform, browser } = held
    // a retried test starts as the first try did: without the account a failed try added
    await platform.db.deleteFrom('accounts').where('loginname', '=', NAME).execute()
    const page = await newPage(browser)
    const refused = watchContractRefusals(page)
    await logIn(page, platform)
    await openPage(page, `${platform.url}/manage/account/int`)
    const list = page.getByTestId('account-list')

    // Add it through the screen; it is listed, enabled.
    const add = async () => {
      await page.getByTestId('account-add').click()
      const form = page.getByTestId('account-form')
      await form.getByTestId('account-loginname').fill(NAME)
      await form.getByTestId('account-password').fill(FIRST_PASSWORD)
      await form.getByTestId('account-confirm').fill(FIRST_PASSWORD)
      await form.getByTestId('account-tel').fill('13900001111')
      await page.getByRole('dialog').getByRole('button', { name: OK }).click()
    }
    await add()
    const row = list.locator('tr', { hasText: NAME })
    /** the row's state tag (antd spaces a two-character CJK button label, so the button is not it) */
    const state = (text: string) => row.locator('.ant-tag', { hasText: text })
    await state('启用').waitFor()
    await row.getByText('13900001111').waitFor()
    // the same name again: 1015, shown with its catalogue text; the dialog stays open
    await add()
    await page.getByText(messageForCode(Code.usernameExists, 'zh')).first().waitFor()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s?消|Cancel/ })
      .click()
    await expect.poll(() => list.locator('tr', { hasText: NAME }).count()).toBe(1)

    // Disable it, after the confirmation; it cannot sign in (1008).
    await row.getByTestId(`account-toggle-${NAME}`).click()
    await confirmPopover(page, 'account/disable')
    await state('禁用').waitFor()
    const other = await newPage(browser)
    await refusedLogIn(other, platform, FIRST_PASSWORD, messageForCode(Code.accountDisabled, 'zh'))

    // Enable it again; then reset its password: the new one signs it in.
    await row.getByTestId(`account-toggle-${NAME}`).click()
    await confirmPopover(page, 'account/disable')
    await state('启用').waitFor()
    await row.getByTestId(`account-password-${NAME}`).click()
    const reset = page.getByTestId('password-form')
    await reset.getByTestId('reset-password').fill(NEW_PASSWORD)
    await reset.getByTestId('reset-confirm').fill(NEW_PASSWORD)
    await page.getByRole('dialog').getByRole('button', { name: OK }).click()
    await reset.waitFor({ state: 'detached' })
    await refusedLogIn(other, platform, FIRST_PASSWORD, messageForCode(Code.wrongCredentials, 'zh'))
    await logIn(other, platform, { loginname: NAME, password: NEW_PASSWORD })

    // Delete it: the confirmation says where its devices go; it leaves the list and the database.
    await row.getByTestId(`account-delete-${NAME}`).click()
    await page.locator('.ant-popconfirm').filter({ visible: true }).getByText('企业管理员').waitFor()
    await confirmPopover(page, 'account/delete')
    await row.waitFor({ state: 'detached' })
    const left = await platform.db
      .selectFrom('accounts')
      .select('id')
      .where('loginname', '=', NAME)
      .executeTakeFirst()
    expect(left).toBeUndefined()

    expect(refused).toEqual([])
  })
})
