// The login form asks for the image captcha once the server does (wrong logins from this address), with
// a refresh, in zh and en; a right captcha with the right password signs in; recovery shows it at once.
// The answers come from the captcha store this test hands the in-process server (captcha-fixtures.ts):
// no route tells them. The threshold is the server's option, lowered to 2 here.
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readableCaptchas } from '../integration/server/captcha-fixtures.ts'
import { hasChromium } from './browser.ts'
import { DEMO_ADMIN, pageIn, platformWithBrowser } from './platform.ts'

const SHOTS = '/tmp/shots-captcha'
const readable = readableCaptchas()

async function loginPage(browser: Browser, url: string, lang: 'zh' | 'en'): Promise<Page> {
  const page = await pageIn(browser, lang)
  await page.goto(url)
  return page
}

async function submit(page: Page, password: string, captcha?: string): Promise<void> {
  await page.getByTestId('login-name').fill(DEMO_ADMIN.loginname)
  await page.getByTestId('login-password').fill(password)
  if (captcha !== undefined) await page.getByTestId('captcha-input').fill(captcha)
  await page.getByTestId('login-submit').click()
}

describe.skipIf(!hasChromium)('the image captcha in Chromium', () => {
  const env = platformWithBrowser({
    captchas: readable.captchas,
    config: { addressLimit: { captchaAfter: 2, maxAttempts: 50, lockMs: 15 * 60_000 } },
  })

  it('appears after wrong logins, refreshes, and lets the right password in with the right text', async () => {
    mkdirSync(SHOTS, { recursive: true })
    // a retry starts as the first try did: no wrong login counted against this address or name
    await env.platform.db.deleteFrom('loginAttempts').execute()
    const page = await loginPage(env.browser, `${env.platform.url}/login`, 'en')
    await submit(page, 'Wrong#Pass1')
    await page.getByText('wrong username or password', { exact: false }).first().waitFor()
    expect(await page.getByTestId('captcha-image').count()).toBe(0)
    await submit(page, 'Wrong#Pass1')
    const image = page.getByTestId('captcha-image')
    await image.waitFor()
    const first = await image.getAttribute('src')
    expect(first).toMatch(/^data:image\/svg\+xml;base64,/)

    await page.getByTestId('captcha-refresh').click()
    await expect.poll(() => image.getAttribute('src')).not.toBe(first)
    // a wrong text is refused and brings a new image
    const shown = await image.getAttribute('src')
    await submit(page, DEMO_ADMIN.password, 'ZZZZ')
    await expect.poll(() => image.getAttribute('src')).not.toBe(shown)
    expect(page.url()).toContain('/login')

    await page.getByTestId('login-name').fill(DEMO_ADMIN.loginname)
    await page.getByTestId('login-password').fill(DEMO_ADMIN.password)
    await page.getByTestId('captcha-input').fill(readable.latest().toLowerCase())
    await page.screenshot({ path: `${SHOTS}/login-captcha-en.png` })
    await page.getByTestId('login-submit').click()
    await page.getByTestId('layout').waitFor()
  })

  it('asks at once where the address still owes a captcha (zh), then signs in', async () => {
    const page = await loginPage(env.browser, `${env.platform.url}/login`, 'zh')
    await submit(page, DEMO_ADMIN.password)
    await page.getByTestId('captcha-image').waitFor()
    await page.getByText('请输入图形验证码').first().waitFor()
    await page.getByTestId('login-password').fill(DEMO_ADMIN.password)
    await page.getByTestId('captcha-input').fill(readable.latest())
    await page.screenshot({ path: `${SHOTS}/login-captcha-zh.png` })
    await page.getByTestId('login-submit').click()
    await page.getByTestId('layout').waitFor()
  })

  it('password recovery shows the captcha on its first step and needs it', async () => {
    const page = await loginPage(env.browser, `${env.platform.url}/findpwd`, 'en')
    await page.waitForURL('**/findpwd/account')
    await page.getByTestId('captcha-image').waitFor()
    await page.getByTestId('findpwd-account').fill(DEMO_ADMIN.loginname)
    await page.getByTestId('captcha-input').fill(readable.latest())
    await page.screenshot({ path: `${SHOTS}/findpwd-captcha-en.png` })
    await page.getByTestId('findpwd-next').click()
    await page.waitForURL('**/findpwd/validate')
  })
})
