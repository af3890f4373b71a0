// Enterprise styles in Chromium against the real server (platform spec §3 Theme, §7 style/*): the demo
// administrator makes a style with a title, a login path and an uploaded logo, uses it, and the browser
// tab's title and the layout's logo change; the style's own login page shows it without a session;
// back to the default style, the default title returns.
import { describe, expect, it } from 'vitest'
import { hasChromium } from './browser.ts'
import { logIn, newPage, openPage, platformWithBrowser, watchContractRefusals } from './platform.ts'

/** An antd OK button's name (antd puts a space between two CJK characters of a button label). */
const OK = /确\s?定|OK/
/** A 1×1 png. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

describe.skipIf(!hasChromium)('enterprise styles in Chromium against the server', () => {
  const env = platformWithBrowser()

  it('a style in use sets the tab title and the logo; its login page shows it', async () => {
    const page = await newPage(env.browser)
    const refused = watchContractRefusals(page)
    await logIn(page, env.platform)
    const defaultTitle = await page.title()

    await openPage(page, `${env.platform.url}/manage/style/list`)
    await page.getByTestId('style-add').click()
    const dialog = page.getByTestId('style-dialog')
    await dialog.getByTestId('style-name').fill('Browser look')
    await dialog.getByTestId('style-title').fill('Acme Plant Monitor')
    await dialog.getByTestId('style-logo').locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await dialog.getByTestId('style-logo-name').waitFor()
    await dialog.getByTestId('style-login-path').fill('acme-browser')
    await dialog.getByTestId('style-login-path').blur()
    await page.getByRole('dialog').getByRole('button', { name: OK }).click()
    await page.getByTestId('style-use-Browser look').click()

    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Acme Plant Monitor')
    await expect.poll(async () => page.getByTestId('layout-title').textContent()).toBe('Acme Plant Monitor')
    const logo = page.getByTestId('layout-logo')
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 10_000,
      })
      .toBe(1)

    // the login page of the style's path, in a browser without a session
    const visitor = await newPage(env.browser)
    await visitor.goto(`${env.platform.url}/acme-browser`)
    await expect.poll(async () => visitor.getByTestId('login-title').textContent()).toBe('Acme Plant Monitor')
    await visitor.getByTestId('login-logo').waitFor()
    expect(await visitor.title()).toBe('Acme Plant Monitor')
    await visitor.goto(`${env.platform.url}/nobody-has-this`)
    await visitor.waitForURL(/\/404$/)

    // back to the default look
    await page.getByTestId('style-unuse-Browser look').click()
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(defaultTitle)
    expect(refused).toEqual([])
  })
})
