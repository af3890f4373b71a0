import { beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './browser.ts'
import { DEMO_ADMIN, logIn, newPage, platformWithBrowser } from './platform.ts'

describe.skipIf(!hasChromium)('security setup and password recovery in Chromium', () => {
  const env = platformWithBrowser()
  let seeded: { passwordHash: string; passwordChangedAt: number; securityQuestions: string }
  beforeAll(async () => {
    seeded = await env.platform.db
      .selectFrom('accounts')
      .select(['passwordHash', 'passwordChangedAt', 'securityQuestions'])
      .where('loginname', '=', DEMO_ADMIN.loginname)
      .executeTakeFirstOrThrow()
  })

  it('sets security questions, then recovers the password with them', async () => {
    // a retry starts as the first try did: the seeded password and no questions
    await env.platform.db
      .updateTable('accounts')
      .set(seeded)
      .where('loginname', '=', DEMO_ADMIN.loginname)
      .execute()
    const page = await newPage(env.browser)
    await logIn(page, env.platform)
    await page.getByTestId('top-menu').getByText('账号中心').click()
    await page.getByTestId('change-question').click()
    await page.getByTestId('verify-by-password').click()
    await page.getByTestId('current-password').fill(DEMO_ADMIN.password)
    await page.getByTestId('setup-next').click()
    await page.waitForURL('**/setup/question')

    await page.getByTestId('question-0').click()
    await page.locator('.ant-select-item-option').first().click()
    await page.getByTestId('answer-0').fill('blue')
    await page.getByTestId('questions-submit').click()
    await page.waitForURL('**/setup/question/validate')
    await page.getByTestId('questions-submit').click()
    await page.getByTestId('setup-success').waitFor()

    const guest = await newPage(env.browser)
    await guest.goto(`${env.platform.url}/findpwd`)
    await guest.waitForURL('**/findpwd/account')
    await guest.getByTestId('findpwd-account').fill(DEMO_ADMIN.loginname)
    await guest.getByTestId('findpwd-next').click()
    await guest.getByTestId('findpwd-by-question').click()
    await guest.getByTestId('findpwd-answer-0').fill('blue')
    await guest.getByTestId('findpwd-verify').click()
    await guest.waitForURL('**/findpwd/password')
    const renewed = 'Renewed@2027'
    await guest.getByTestId('findpwd-password').fill(renewed)
    await guest.getByTestId('findpwd-confirm').fill(renewed)
    await guest.getByTestId('findpwd-save').click()
    await guest.getByTestId('findpwd-done').waitFor()

    await logIn(guest, env.platform, { loginname: DEMO_ADMIN.loginname, password: renewed })
    expect(new URL(guest.url()).pathname).toBe('/manage/eg/equipment/list')
  })
})
