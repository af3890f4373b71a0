// The platform administrators' screens in Chromium against the real server (issue 35): a system
// parameter changed on /manage/system/param applies at once (the captcha threshold: the next wrong login
// asks for the captcha); a gateway model with room for 5 variables is added and a gateway of it
// registered on /manage/system/hardware, and the sixth variable of its device is refused with 1706's
// text; a licence allowing one gateway fewer than exist is installed on /manage/system/license, which
// shows the use against it, and registering a gateway is refused with the quota's text. Screenshots zh
// and en of every platform-admin screen.
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readableCaptchas } from '../integration/server/captcha-fixtures.ts'
import { makeLicence, TEST_LICENCE_PUBLIC_KEY } from '../licence/make-licence.ts'
import { hasChromium } from './browser.ts'
import { openPage, pageIn, platformWithBrowser, signedInPage, watchContractRefusals } from './platform.ts'
import { pickOption } from './select.ts'

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-padmin'
let tries = 0
const uniqueSn = () => String(380_000_000_000 + Math.floor(Math.random() * 1e9))

/** A POST from the signed-in page (as the screens call), answering the envelope. */
async function call(page: Page, path: string, body: Record<string, unknown>) {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(`/lfscada/${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      })
      return (await res.json()) as { code: number; data: { id?: string } }
    },
    [path, body] as const,
  )
}

describe.skipIf(!hasChromium)('platform administration in Chromium', () => {
  const env = platformWithBrowser({
    captchas: readableCaptchas().captchas,
    config: { licenceTestKeys: [TEST_LICENCE_PUBLIC_KEY] },
  })

  it('a changed system parameter applies without a restart', async () => {
    await env.platform.db.deleteFrom('loginAttempts').execute()
    const page = await signedInPage(env.browser, env.platform, 'zh')
    const refused = watchContractRefusals(page)
    await openPage(page, `${env.platform.url}/manage/system/param`)
    const input = page.getByTestId('dict-input-login.captchaAfter')
    await input.fill('1')
    const saved = page.waitForResponse((r) => r.url().includes('system/dict/edit'))
    await page.getByTestId('dict-save-login.captchaAfter').click()
    expect((await (await saved).json()).code).toBe(200)
    await expect.poll(() => input.inputValue()).toBe('1')

    const visitor = await pageIn(env.browser, 'zh')
    await visitor.goto(`${env.platform.url}/login`)
    await visitor.getByTestId('login-name').fill(`nobody${Date.now()}`)
    await visitor.getByTestId('login-password').fill('Wrong#Pass1')
    await visitor.getByTestId('login-submit').click()
    await visitor.getByTestId('captcha-image').waitFor()

    await input.fill('')
    const reset = page.waitForResponse((r) => r.url().includes('system/dict/edit'))
    await page.getByTestId('dict-save-login.captchaAfter').click()
    await reset
    await expect.poll(() => input.inputValue()).toBe('5')
    expect(refused).toEqual([])
    await page.context().close()
    await visitor.context().close()
  })

  it('a model with room for 5 variables refuses the sixth with its code', async () => {
    const page = await signedInPage(env.browser, env.platform, 'zh')
    const refused = watchContractRefusals(page)
    const model = `T5-${Date.now().toString(36)}-${++tries}`
    await openPage(page, `${env.platform.url}/manage/system/hardware`)
    await page.getByRole('tab', { name: '型号与容量' }).click()
    await page.getByTestId('model-add').click()
    await page.getByTestId('model-name').fill(model)
    await page.getByTestId('model-variables').fill('5')
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定/ })
      .click()
    await page.getByTestId('gateway-models').getByText(model).waitFor()

    const sn = uniqueSn()
    await page.getByRole('tab', { name: '已登记网关' }).click()
    await page.getByTestId('register-open').click()
    await page.getByTestId('register-sn').fill(sn)
    await page.getByTestId('register-code').fill('246810')
    await pickOption(page, page.getByRole('dialog').locator('.ant-select'), model)
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定/ })
      .click()
    await page.getByTestId('hardware-gateways').getByText(sn).waitFor()

    const device = await call(page, 'equipment/multi/add', { name: `Five ${model}`, sn, code: '246810' })
    expect(device.code).toBe(200)
    const equipmentId = device.data.id
    const driver = await call(page, 'equipment/driver/add', { equipmentId, name: 'PLC', ip: '10.0.0.9' })
    expect(driver.code).toBe(200)
    for (let i = 0; i < 5; i++)
      expect(
        (await call(page, 'equipment/signal/add', { equipmentId, name: `v${i}`, kind: 'internal' })).code,
      ).toBe(200)

    await openPage(page, `${env.platform.url}/manage/eg/equipment/edit/${equipmentId}`)
    await page.getByRole('tab', { name: '变量管理' }).click()
    await page.getByTestId('config-signal').getByText('v4', { exact: true }).waitFor()
    await page.getByTestId('config-signal-add').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('名称').fill('sixth')
    await pickOption(
      page,
      dialog.locator('.ant-form-item', { hasText: '驱动' }).locator('.ant-select').first(),
      'PLC',
    )
    const answered = page.waitForResponse((r) => r.url().includes('equipment/signal/add'))
    await page.getByTestId('config-signal-save').click()
    expect((await (await answered).json()).code).toBe(1706)
    await page.getByText('变量数量超出容量').first().waitFor()
    mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/capacity-refused-zh.png` })
    expect(refused).toEqual([])
    await page.context().close()
  })

  it('a licence allowing one gateway fewer than exist refuses adding one, clearly', async () => {
    const page = await signedInPage(env.browser, env.platform, 'en')
    const gateways = Number(
      (
        await env.platform.db
          .selectFrom('gateways')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    await openPage(page, `${env.platform.url}/manage/system/license`)
    await page
      .getByTestId('licence-text')
      .fill(makeLicence({ gateways: gateways - 1, customer: 'Plant One' }))
    await page.getByTestId('licence-install').click()
    await page
      .getByTestId('licence-gateways')
      .getByText(`${gateways} of ${gateways - 1} used`)
      .waitFor()
    await page.getByTestId('licence-gateways').getByText('At the limit').waitFor()
    mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/licence-en.png`, fullPage: true })

    await openPage(page, `${env.platform.url}/manage/system/hardware`)
    await page
      .getByTestId('licence-limit')
      .getByText(`The licence allows ${gateways - 1} gateways and ${gateways} are registered`)
      .waitFor()
    await page.getByTestId('register-open').click()
    await page.getByTestId('register-sn').fill(uniqueSn())
    await page.getByTestId('register-code').fill('246810')
    const answered = page.waitForResponse((r) => r.url().includes('system/hardware/register'))
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
    expect((await (await answered).json()).code).toBe(90102)
    await page.locator('.ant-message-notice', { hasText: 'The gateway quota has been reached' }).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await page.screenshot({ path: `${SHOTS}/licence-refused-en.png` })
    // a licence with room again, so the screenshots below show the screens as used
    await call(page, 'system/license/install', { licence: makeLicence({ customer: 'Plant One' }) })
    await page.context().close()
  })

  it.each(['zh', 'en'] as const)('shows every platform-admin screen in %s', async (lang) => {
    mkdirSync(SHOTS, { recursive: true })
    const page = await signedInPage(env.browser, env.platform, lang)
    const refused = watchContractRefusals(page)
    const screens = [
      ['hardware', 'hardware'],
      ['protocol', 'protocols'],
      ['model', 'catalog-configModel'],
      ['market', 'catalog-market'],
      ['version', 'catalog-appVersion'],
      ['product', 'catalog-product'],
      ['param', 'dictionary'],
      ['license', 'licence'],
    ] as const
    await call(page, 'system/catalog/save', {
      kind: 'product',
      name: `Meter ${lang}`,
      version: '1.1',
      url: '',
      notes: lang === 'zh' ? '以太网电表' : 'Ethernet meter',
      published: true,
    })
    for (const [path, testId] of screens) {
      await openPage(page, `${env.platform.url}/manage/system/${path}`)
      await page.getByTestId(testId).waitFor()
      await expect.poll(() => page.locator('.ant-spin-spinning').count(), { timeout: 30_000 }).toBe(0)
      await page.screenshot({ path: `${SHOTS}/system-${path}-${lang}.png` })
    }
    await openPage(page, `${env.platform.url}/manage/system/hardware`)
    await page.getByRole('tab', { name: lang === 'zh' ? '型号与容量' : 'Models and capacities' }).click()
    await page.getByTestId('gateway-models').waitFor()
    await page.screenshot({ path: `${SHOTS}/system-hardware-models-${lang}.png` })
    expect(refused).toEqual([])
    await page.context().close()
  })
})
