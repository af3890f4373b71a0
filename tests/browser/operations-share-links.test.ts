// Share links in Chromium against the real server with the demo site (issue 21): the demo project is
// shared with a password and a link made from its share tab; a logged-out browser opens the link, gives
// the password and opens the project's configuration page, read-only; the link revoked (after its
// confirmation), the open page goes back to the password and the link is refused. The second test takes
// the share tab and the shared page in English, and sets Aliyun SMS in the system parameters (validated;
// the secret then masked). Screenshots zh and en, with the outbox and a gateway's alarm delivery.
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_PAGE_TITLE, DEMO_PROJECT_NAME } from '../../server/projects/seed.ts'
import { hasChromium } from './browser.ts'
import { type Platform, platformWithBrowser, signedInPage, watchContractRefusals } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-ops'
const PASSWORD = 'plant2026'
const OK = /确\s?定|OK/

/** Shares the demo project from its share tab and makes a link; answers the link's address. */
async function makeLink(page: Page, platform: Platform, lang: 'zh' | 'en'): Promise<string> {
  await page.goto(`${platform.url}/manage/eg/project/list`)
  await page.locator('tr', { hasText: DEMO_PROJECT_NAME }).getByRole('button').first().click()
  const info = page.waitForResponse((r) => r.url().includes('project/queryShareInfo'))
  await page.getByRole('tab', { name: lang === 'zh' ? '分享' : 'Sharing' }).click()
  await info
  const links = page.getByTestId('share-links')
  if ((await page.getByRole('switch').getAttribute('aria-checked')) !== 'true') {
    await page.getByRole('switch').click()
    await page.getByPlaceholder(lang === 'zh' ? '分享密码' : 'Share password').fill(PASSWORD)
    await page.getByRole('button', { name: lang === 'zh' ? /保\s?存/ : 'Save' }).click()
    await expect.poll(() => links.getByTestId('share-link-add').isEnabled(), { timeout: 15_000 }).toBe(true)
  }
  const before = await links.getByTestId('share-link-path').count()
  await links.getByTestId('share-link-days').fill('3')
  await links.getByTestId('share-link-add').click()
  await expect.poll(() => links.getByTestId('share-link-path').count()).toBe(before + 1)
  return (await links.getByTestId('share-link-path').first().getAttribute('data-address')) ?? ''
}

/** A logged-out page in `lang` that opened the link with the password and then its first page. */
async function openShared(browser: Browser, address: string, lang: 'zh' | 'en'): Promise<Page> {
  const context = await browser.newContext({
    locale: lang === 'en' ? 'en-US' : 'zh-CN',
    viewport: { width: 1440, height: 900 },
  })
  await context.addInitScript((l) => localStorage.setItem('lfscada.lang', l), lang)
  const page = await context.newPage()
  await page.goto(address)
  await page.getByTestId('share-password').fill(PASSWORD)
  await page.getByTestId('share-open').click()
  await page.getByTestId('share-page-link').filter({ hasText: DEMO_PAGE_TITLE }).click()
  await page.getByTestId('runtime-page').waitFor()
  await page.getByTestId('shared-page-header').getByText(DEMO_PAGE_TITLE).waitFor()
  return page
}

/** The system parameters, the outbox and the demo gateway's alarm delivery, for the screenshots. */
async function shootAdminScreens(page: Page, platform: Platform, lang: 'zh' | 'en') {
  await page.goto(`${platform.url}/manage/system/param`)
  await page.getByTestId('param-sms').waitFor()
  await page.screenshot({ path: `${SHOTS}/system-params-${lang}.png`, fullPage: true })
  await page.goto(`${platform.url}/manage/notify/outbox`)
  await page.getByTestId('outbox').waitFor()
  await page.screenshot({ path: `${SHOTS}/outbox-${lang}.png` })
  await page.goto(`${platform.url}/manage/eg/gateway`)
  await page.getByTestId('gw-open').first().click()
  await page.getByRole('tab', { name: lang === 'zh' ? '防篡改与报警' : 'Anti-tamper & alarms' }).click()
  await page.getByTestId('gw-alarm-push').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/gateway-alarm-push-${lang}.png` })
}

describe.skipIf(!hasChromium)('share links in Chromium', () => {
  const held = platformWithBrowser({ edge: true })
  mkdirSync(SHOTS, { recursive: true })

  it('makes a link, opens its page logged out, and refuses it once revoked', async () => {
    const { platform, browser } = held
    const admin = await signedInPage(browser, platform, 'zh')
    const refused = watchContractRefusals(admin)
    const address = await makeLink(admin, platform, 'zh')
    expect(address).toMatch(/\/share\/[A-Za-z0-9_-]{20,}$/)
    await admin.screenshot({ path: `${SHOTS}/share-links-zh.png` })

    const visitor = await openShared(browser, address, 'zh')
    await visitor.screenshot({ path: `${SHOTS}/shared-page-zh.png` })
    expect(await visitor.getByTestId('runtime-page').locator('*').count()).toBeGreaterThan(3)

    const links = admin.getByTestId('share-links')
    await links.getByTestId('share-link-revoke').first().click()
    await admin.getByRole('button', { name: OK }).click()
    await links.getByText('已撤销').first().waitFor()

    // the open page learns at its next refresh that the share ended, and asks for the password again
    await visitor.getByTestId('share-password').waitFor({ timeout: 30_000 })
    await visitor.getByTestId('share-password').fill(PASSWORD)
    await visitor.getByTestId('share-open').click()
    await visitor.getByTestId('share-error').getByText('访问令牌无效').waitFor()
    await visitor.screenshot({ path: `${SHOTS}/share-revoked-zh.png` })
    await shootAdminScreens(admin, platform, 'zh')
    expect(refused).toEqual([])
  })

  it('shows the share tab and the shared page in English', async () => {
    const { platform, browser } = held
    const admin = await signedInPage(browser, platform, 'en')
    const address = await makeLink(admin, platform, 'en')
    await admin.getByTestId('share-links').getByText('Revoked').first().waitFor()
    await admin.screenshot({ path: `${SHOTS}/share-links-en.png` })
    const visitor = await openShared(browser, address, 'en')
    await visitor.getByText('Read-only share').waitFor()
    await visitor.screenshot({ path: `${SHOTS}/shared-page-en.png` })

    // the system parameters: Aliyun SMS saved, its secret then shown masked and kept
    await admin.goto(`${platform.url}/manage/system/param`)
    const sms = admin.getByTestId('param-sms')
    await sms.getByRole('combobox').click()
    await admin.getByTitle('Aliyun').click()
    await sms.getByTestId('param-save-sms').click()
    await sms.getByText('This field cannot be empty').first().waitFor()
    await sms.getByLabel('AccessKey ID').fill('LTAI-demo')
    await sms.getByLabel('AccessKey secret').fill('s3cret-value')
    await sms.getByLabel('Template code').fill('SMS_1')
    await sms.getByLabel('API address (optional)').fill('ftp://x')
    await sms.getByTestId('param-save-sms').click()
    await sms.getByText('Enter an address starting with http:// or https://').waitFor()
    await sms.getByLabel('API address (optional)').fill('')
    await sms.getByTestId('param-save-sms').click()
    await sms.locator('.ant-card-extra').getByText('Aliyun').waitFor()
    await expect.poll(() => sms.getByLabel('AccessKey secret').getAttribute('placeholder')).toContain('••')
    expect(await admin.content()).not.toContain('s3cret-value')
    await shootAdminScreens(admin, platform, 'en')
  })
})
