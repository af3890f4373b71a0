import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium, shotIfAsked } from './browser.ts'
import { confirmPopover, OK, openPage, platformWithBrowser, signedInPage } from './platform.ts'

const numberOf = (text: string) => Number(text.replace(/[^0-9.-]/g, ''))

describe.skipIf(!hasChromium)('wallet, SMS packs and invoices in Chromium', () => {
  const held = platformWithBrowser()

  const latestOrder = (kind: string) =>
    held.platform.db
      .selectFrom('orders')
      .select(['id', 'number'])
      .where('kind', '=', kind)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow()

  async function applyFor(page: Page, number: string) {
    await openPage(page, `${held.platform.url}/manage/card/order`)
    const row = page.getByTestId('order-list').locator('tr', { hasText: number })
    await row.locator('input[type=checkbox]').check({ timeout: 30_000 })
    await page.getByTestId('order-apply-invoice').click()
    const dialog = page.locator('.ant-modal').filter({ visible: true })
    await page.getByTestId('invoice-title').fill('Acme Ltd')
    await page.getByTestId('invoice-tax').fill('91310000MA1FL0000X')
    await page.getByTestId('invoice-email').fill('tax@acme.test')
    const answered = page.waitForResponse((r) => r.url().endsWith('/lfscada/invoice/apply'))
    await dialog.getByRole('button', { name: OK }).click()
    return (await (await answered).json()) as { code: number }
  }

  it('recharges, buys an SMS pack from the wallet, applies for invoices under and over 500 yuan', async () => {
    const { platform, browser } = held
    const page = await signedInPage(browser, platform, 'zh')
    await openPage(page, `${platform.url}/manage/wallet`)
    const balance = page.getByTestId('wallet-balance').locator('.ant-statistic-content-value')
    await expect.poll(() => balance.innerText(), { timeout: 30_000 }).toMatch(/\d/)
    const before = numberOf(await balance.innerText())

    // a recharge of 700 yuan, paid on the development provider's QR page
    await page.getByTestId('wallet-recharge').click()
    await page.getByTestId('recharge-amount').fill('700')
    await page.locator('.ant-modal').filter({ visible: true }).getByRole('button', { name: OK }).click()
    await page.getByTestId('pay-qr-code').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('pay-amount').innerText()).toBe('¥700.00')
    await shotIfAsked(page, 'pay-qrcode-zh')
    await page.getByTestId('pay-dev-settle').click()
    await page.getByTestId('pay-success').waitFor({ timeout: 60_000 })
    await shotIfAsked(page, 'pay-success-zh')
    await openPage(page, `${platform.url}/manage/wallet`)
    await expect.poll(async () => numberOf(await balance.innerText()), { timeout: 30_000 }).toBe(before + 700)
    await page.getByTestId('wallet-ledger').getByText('+700.00').waitFor({ timeout: 30_000 })

    // an SMS pack of 100 for 10 yuan from the wallet
    await openPage(page, `${platform.url}/manage/sms/buy`)
    const remaining = page.getByTestId('sms-remaining').locator('.ant-statistic-content-value')
    const smsBalance = page.getByTestId('sms-wallet-balance').locator('.ant-statistic-content-value')
    await expect.poll(() => smsBalance.innerText(), { timeout: 30_000 }).toMatch(/\d/)
    const smsBefore = await remaining.innerText()
    const count = /^\d+$/.test(smsBefore.replace(/,/g, '')) ? numberOf(smsBefore) : 0
    await page.getByTestId('sms-buy-wallet-sms100').click()
    await confirmPopover(page, 'sms/buy')
    await expect
      .poll(async () => numberOf(await remaining.innerText()), { timeout: 30_000 })
      .toBe(count + 100)
    await expect
      .poll(async () => numberOf(await smsBalance.innerText()), { timeout: 30_000 })
      .toBe(before + 690)

    // the pack's order (10 yuan) alone is under 500 yuan: 3001; the recharge (700 yuan) is invoiced
    const pack = await latestOrder('sms')
    expect((await applyFor(page, pack.number)).code).toBe(3001)
    await page.getByText('订单金额低于 500 元，无法开票').first().waitFor({ timeout: 30_000 })
    await page
      .locator('.ant-modal')
      .filter({ visible: true })
      .getByRole('button', { name: /取\s?消/ })
      .click()
    const recharge = await latestOrder('recharge')
    expect((await applyFor(page, recharge.number)).code).toBe(200)
    await openPage(page, `${platform.url}/manage/card/invoice`)
    await page
      .getByTestId('invoice-list-enterprise')
      .getByText('Acme Ltd')
      .first()
      .waitFor({ timeout: 30_000 })
    await page.context().close()
  }, 240_000)

  it.each(['zh', 'en'] as const)(
    'shows every commerce screen (%s)',
    async (lang) => {
      const { platform, browser } = held
      const page = await signedInPage(browser, platform, lang)
      const screens = [
        ['manage/wallet', 'wallet-ledger', 'wallet'],
        ['manage/card/order', 'order-list', 'card-order'],
        ['manage/card/invoice', 'invoices', 'card-invoice'],
        ['manage/sms/buy', 'sms-buy', 'sms-buy'],
        ['manage/sms/statistics', 'sms-statistics', 'sms-statistics'],
        ['manage/sms/send', 'sms-send', 'sms-send'],
        ['account/order', 'order-list', 'account-order'],
        ['account/invoice', 'invoices', 'account-invoice'],
      ] as const
      for (const [path, testId, name] of screens) {
        await openPage(page, `${platform.url}/${path}`)
        await page.getByTestId(testId).waitFor({ timeout: 60_000 })
        await expect.poll(() => page.locator('.ant-spin-spinning').count(), { timeout: 30_000 }).toBe(0)
        await shotIfAsked(page, `${name}-${lang}`)
      }
      const order = await latestOrder('sms').catch(() => null)
      if (order) {
        await page.goto(`${platform.url}/order/pay/success/${order.id}`)
        await page.getByTestId('pay-success').waitFor({ timeout: 60_000 })
        await shotIfAsked(page, `pay-success-${lang}`)
      }
      const fresh = await page.evaluate(async () => {
        const r = await fetch('/lfscada/wallet/recharge', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 12_345 }),
        })
        return ((await r.json()) as { data: { id: string } }).data.id
      })
      await page.goto(`${platform.url}/order/pay/qrcode/${fresh}/dev`)
      await page.getByTestId('pay-qr-code').waitFor({ timeout: 60_000 })
      await shotIfAsked(page, `pay-qrcode-${lang}`)
      await page.context().close()
    },
    240_000,
  )
})
