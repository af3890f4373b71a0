// The login page editor in Chromium against the real server (issue 34), in zh and in en: the demo
// administrator edits a style's login page (texts in both languages, a colour, the login path, an
// agreement) with its live picture, and a visitor without a session sees the page in their language on
// the enterprise's login path, where signing in needs the agreement accepted. The main page's look,
// edited the same way and put in use, colours the layout's header and names the platform there. From the
// style list, a style's push configuration is set (its secret never shown, kept when left empty) and the
// style granted to another enterprise, which finds it among its styles marked with the grantor and uses
// it; then the grant is cancelled.
import { describe, expect, it } from 'vitest'
import { GOOD_PASSWORD, uniqueName } from '../integration/server/helpers.ts'
import { hasChromium, shotIfAsked } from './browser.ts'
import {
  callAs,
  confirmPopover,
  logIn,
  openPage,
  pageIn,
  platformWithBrowser,
  signedInPage,
  watchContractRefusals,
} from './platform.ts'

const LANGS = ['zh', 'en'] as const

describe.skipIf(!hasChromium)('login page editor in Chromium against the server', () => {
  const env = platformWithBrowser()

  it.each(LANGS)(
    'edits the login page in zh and en and shows it on the login path (%s)',
    async (lang) => {
      const unique = `${lang}${Date.now().toString(36)}`
      const page = await signedInPage(env.browser, env.platform, lang)
      const refused = watchContractRefusals(page)
      const style = await callAs(page, env.platform, 'style/add', { name: `Look ${unique}`, title: 'Plant' })

      await page.goto(`${env.platform.url}/style/edit/login/${style.id}`)
      const editor = page.getByTestId('style-editor')
      await editor.waitFor()
      const preview = page.getByTestId('look-preview')
      // the editor opens on the user's language: the zh texts first
      await page.getByRole('tab', { name: /中文文字|Chinese texts/ }).click()
      await page.getByTestId('look-zh-title').fill(`欢迎使用 ${unique}`)
      await page.getByTestId('look-zh-subtitle').fill('工厂远程监控')
      await page.getByRole('tab', { name: /英文文字|English texts/ }).click()
      await page.getByTestId('look-en-title').fill(`Welcome to ${unique}`)
      await page.getByTestId('look-en-subtitle').fill('Plant remote monitoring')
      // the picture follows the language of the tab being edited
      await expect.poll(() => preview.getByTestId('preview-title').textContent()).toBe(`Welcome to ${unique}`)
      await page.getByTestId('look-primary').fill('#b22222')
      await page.getByTestId('look-background').fill('#e6f4ff')
      await page.getByTestId('style-login-path').fill(`look-${unique}`)
      await page.getByTestId('style-login-path').blur()
      await page.getByTestId('legal-agreement').fill('Use the platform lawfully.\nKeep your password secret.')
      await shotIfAsked(page, `style-login-editor-${lang}`)
      const saved = page.waitForResponse((r) => r.url().includes('/lfscada/style/updateAgreementPolicy'))
      await page.getByTestId('style-editor-save').click()
      expect((await (await saved).json()).code).toBe(200)

      // a visitor in this language, without a session, on the enterprise's login path
      const visitor = await pageIn(env.browser, lang)
      await visitor.goto(`${env.platform.url}/look-${unique}`)
      const heading = lang === 'zh' ? `欢迎使用 ${unique}` : `Welcome to ${unique}`
      await expect.poll(() => visitor.getByTestId('frame-heading').textContent()).toBe(heading)
      await visitor.getByTestId('login-accept').waitFor()
      const submit = visitor.getByTestId('login-submit')
      expect(await submit.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(178, 34, 34)')
      await shotIfAsked(visitor, `style-login-page-${lang}`)

      // signing in is refused until the agreement is accepted; the agreement opens as text
      await visitor.getByTestId('login-name').fill('admin')
      await visitor.getByTestId('login-password').fill('wrong-password')
      await submit.click()
      await visitor
        .getByText(lang === 'zh' ? '请阅读并同意以上条款' : 'Please read and accept the terms above')
        .waitFor()
      await visitor.getByTestId('login-agreement').click()
      await expect
        .poll(() => visitor.getByTestId('legal-text').textContent())
        .toContain('Keep your password secret.')
      await shotIfAsked(visitor, `style-login-agreement-${lang}`)
      await visitor.keyboard.press('Escape')
      await visitor.getByTestId('legal-text').waitFor({ state: 'hidden' })
      const accept = visitor.getByRole('checkbox')
      expect(await accept.isChecked()).toBe(false)
      const tried = visitor.waitForResponse((r) => r.url().includes('/lfscada/user/encryptLogin'))
      await accept.check()
      await submit.click()
      await tried
      expect(refused).toEqual([])
    },
    240_000,
  )

  it.each(LANGS)(
    'edits the main page and shows its look in the layout once the style is in use (%s)',
    async (lang) => {
      const unique = `${lang}${Date.now().toString(36)}`
      const page = await signedInPage(env.browser, env.platform, lang)
      const refused = watchContractRefusals(page)
      const style = await callAs(page, env.platform, 'style/add', { name: `Main ${unique}`, title: 'Plant' })
      await page.goto(`${env.platform.url}/style/edit/main/${style.id}`)
      await page.getByTestId('style-editor').waitFor()
      await page.getByRole('tab', { name: /中文文字|Chinese texts/ }).click()
      await page.getByTestId('look-zh-title').fill(`监控中心 ${unique}`)
      await page.getByTestId('look-zh-footer').fill('© 示例工厂')
      await page.getByRole('tab', { name: /英文文字|English texts/ }).click()
      await page.getByTestId('look-en-title').fill(`Control room ${unique}`)
      await page.getByTestId('look-en-footer').fill('© Example plant')
      await page.getByTestId('look-background').fill('#0b3d5c')
      const saved = page.waitForResponse((r) => r.url().includes('/lfscada/style/updateWebMain'))
      await page.getByTestId('style-editor-save').click()
      expect((await (await saved).json()).code).toBe(200)
      await callAs(page, env.platform, 'style/use', { id: style.id })

      await page.goto(`${env.platform.url}/manage`)
      const title = lang === 'zh' ? `监控中心 ${unique}` : `Control room ${unique}`
      await expect.poll(() => page.getByTestId('layout-title').textContent()).toBe(title)
      const header = page.getByTestId('layout-header')
      expect(await header.evaluate((h) => getComputedStyle(h).backgroundColor)).toBe('rgb(11, 61, 92)')
      expect(await page.getByTestId('layout-footer').textContent()).toBe(
        lang === 'zh' ? '© 示例工厂' : '© Example plant',
      )
      await shotIfAsked(page, `style-main-layout-${lang}`)
      // back to the default look for the tests after this one
      await callAs(page, env.platform, 'style/use', { id: '' })
      expect(refused).toEqual([])
    },
    240_000,
  )

  it.each(LANGS)(
    "sets a style's push configuration and grants the style to another enterprise (%s)",
    async (lang) => {
      const page = await signedInPage(env.browser, env.platform, lang)
      const refused = watchContractRefusals(page)
      const name = uniqueName('Brand')
      await callAs(page, env.platform, 'style/add', { name, title: 'Plant' })
      const party = { loginname: uniqueName('brandee'), name: uniqueName('Brandee') }
      await callAs(page, env.platform, 'org/enterprise/add', {
        name: party.name,
        admin: { loginname: party.loginname, password: GOOD_PASSWORD },
      })
      const answered = (path: string) =>
        page.waitForResponse((r) => r.url().endsWith(`/lfscada/${path}`)).then((r) => r.json())

      await openPage(page, `${env.platform.url}/manage/style/list`)
      await page.getByTestId(`style-sharing-${name}`).click()
      const drawer = page.getByTestId('style-sharing')
      const sms = drawer.getByTestId('push-list').locator('tbody tr').nth(2)
      await expect.poll(() => sms.textContent()).toContain(lang === 'zh' ? '未配置' : 'Not configured')
      await drawer.getByTestId('push-edit-sms').click()
      await page.getByTestId('push-key').fill('LF SCADA')
      await page.getByTestId('push-secret').fill('sms-secret-1')
      await shotIfAsked(page, `style-push-dialog-${lang}`)
      const added = answered('style/pushconf/add')
      await page
        .locator('.ant-modal')
        .filter({ has: page.getByTestId('push-dialog') })
        .locator('.ant-btn-primary')
        .click()
      expect((await added).code).toBe(200)
      await expect.poll(() => sms.textContent()).toContain('LF SCADA')
      expect(await sms.textContent()).toContain(lang === 'zh' ? '已设置' : 'Set')
      await shotIfAsked(page, `style-push-list-${lang}`)
      // changed with the secret left empty: the secret is kept
      await drawer.getByTestId('push-edit-sms').click()
      expect(await page.getByTestId('push-secret').inputValue()).toBe('')
      await page.getByTestId('push-key').fill('LF SCADA 2')
      const edited = answered('style/pushconf/edit')
      await page
        .locator('.ant-modal')
        .filter({ has: page.getByTestId('push-dialog') })
        .locator('.ant-btn-primary')
        .click()
      const edit = await edited
      expect([edit.code, edit.data.hasSecret]).toEqual([200, true])
      await expect.poll(() => sms.textContent()).toContain('LF SCADA 2')

      await drawer.getByRole('tab', { name: lang === 'zh' ? '外部授权' : 'External parties' }).click()
      await drawer.getByTestId('style-grant-add').click()
      await page.getByTestId('grant-party').locator('input').fill(party.loginname)
      await page.getByTestId('grant-party').locator('input').press('Enter')
      await expect.poll(() => page.getByTestId('grant-party-found').textContent()).toContain(party.name)
      const granted = answered('style/auth')
      await page
        .locator('.ant-modal')
        .filter({ has: page.getByTestId('style-grant-dialog') })
        .locator('.ant-btn-primary')
        .click()
      expect((await granted).code).toBe(200)
      const row = drawer.getByTestId('style-grant-list').locator('tbody tr').filter({ hasText: party.name })
      await row.waitFor()
      await shotIfAsked(page, `style-grants-${lang}`)

      // the party finds the style among its own, marked with the grantor, and may use it, not change it
      const partyPage = await pageIn(env.browser, lang)
      await logIn(partyPage, env.platform, { loginname: party.loginname, password: GOOD_PASSWORD })
      await openPage(partyPage, `${env.platform.url}/manage/style/list`)
      const grantedTag = partyPage.getByTestId(`style-granted-${name}`)
      await grantedTag.waitFor()
      const grantor = '演示企业 Demo Enterprise'
      expect(await grantedTag.textContent()).toBe(lang === 'zh' ? `${grantor} 授权` : `Granted by ${grantor}`)
      expect(await partyPage.getByTestId(`style-edit-${name}`).count()).toBe(0)
      expect(await partyPage.getByTestId(`style-sharing-${name}`).count()).toBe(0)
      await partyPage.getByTestId(`style-use-${name}`).click()
      await partyPage.getByTestId(`style-unuse-${name}`).waitFor()
      await shotIfAsked(partyPage, `style-granted-${lang}`)
      await partyPage.getByTestId(`style-unuse-${name}`).click()
      await partyPage.getByTestId(`style-use-${name}`).waitFor()
      await partyPage.context().close()

      await row.getByTestId(/^style-grant-cancel-/).click()
      await confirmPopover(page, 'style/cancelAuth')
      await expect.poll(() => row.count()).toBe(0)
      expect(refused).toEqual([])
      await page.context().close()
    },
    180_000,
  )
})
