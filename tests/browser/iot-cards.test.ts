// IoT cards in Chromium (issue 33): three cards imported from a spreadsheet list with their states, the one
// about to expire gets its reminder in the message centre, and a card recharged from its public page (no
// login) through the development provider is paid and its expiry moves on by the months bought. A device's
// info tab takes the ICCID of a card (a wrong one refused with its reason) and shows that card.
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { luhnDigit } from '../../core/validation/iccid.ts'
import { notifyExpiringCards } from '../../server/notices/expiry.ts'
import { hasChromium, shotIfAsked } from './browser.ts'
import { callAs, newPage, openPage, platformWithBrowser, signedInPage } from './platform.ts'

const DAY = 86_400_000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** A fresh valid ICCID: a retry imports cards no earlier try left. */
function newIccid(): string {
  const body = `8986${String(Math.floor(Math.random() * 1e15)).padStart(15, '0')}`
  return body + luhnDigit(body)
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('cards')
  sheet.addRow(['ICCID', '运营商', '套餐', '月费', '总流量', '已用', '激活', '到期', '备注'])
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

describe.skipIf(!hasChromium)('IoT cards in Chromium', () => {
  const held = platformWithBrowser()

  it('imports three cards, reminds of the one about to expire, recharges one from its public page', async () => {
    const { platform, browser } = held
    const [soon, later, far] = [newIccid(), newIccid(), newIccid()]
    const expiry = Date.UTC(2031, 0, 31)
    const file = await workbook([
      [soon, '中国移动', '1 GB', '5', 1024, 512, '2026-01-01', day(Date.now() + 5 * DAY), ''],
      [later, '中国联通', '10 GB', '12.5', 10240, 0, '', day(expiry), '北塔'],
      [far, '中国电信', '5 GB', '8', 5120, 100, '', '2032-06-30', ''],
    ])
    const page = await signedInPage(browser, platform, 'zh')
    await openPage(page, `${platform.url}/manage/card/list`)
    await page.getByTestId('card-table').waitFor()
    const imported = page.waitForResponse((r) => r.url().endsWith('/lfscada/card/import'))
    await page.getByTestId('card-list').locator('input[type=file]').setInputFiles({
      name: 'cards.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    })
    await imported
    const summary = page.getByTestId('card-import-summary')
    await summary.waitFor({ timeout: 30_000 })
    expect(await summary.innerText()).toBe('共 3 行，0 行未导入。')
    await shotIfAsked(page, 'card-import-zh')
    await page.locator('.ant-modal-close').click()

    const rowOf = (iccid: string) => page.getByTestId('card-table').locator('tr', { hasText: iccid })
    await rowOf(soon).getByText('即将到期').waitFor({ timeout: 30_000 })
    await rowOf(later).getByText('正常').waitFor()
    expect(await rowOf(later).innerText()).toContain('12.50')
    await shotIfAsked(page, 'card-list-zh')

    // the leader's daily job, run now: the card about to expire gets its message
    await notifyExpiringCards(platform.db, platform.services.realtime.messages, Date.now())
    await openPage(page, `${platform.url}/msg/messageAll`)
    await page.getByText(`物联网卡即将到期 / IoT card expiring: ${soon}`).first().waitFor({ timeout: 30_000 })

    // anyone with the ICCID recharges it: no login
    const visitor = await newPage(browser)
    await visitor.goto(`${platform.url}/card/recharge/${later}`)
    await visitor.getByTestId('card-recharge-expires').waitFor({ timeout: 30_000 })
    expect(await visitor.getByTestId('card-recharge-expires').innerText()).toBe('2031-01-31')
    await visitor.getByTestId('card-recharge-months').fill('2')
    await expect.poll(() => visitor.getByTestId('card-recharge-amount').innerText()).toBe('¥25.00')
    await shotIfAsked(visitor, 'card-recharge-zh')
    await visitor.getByTestId('card-recharge-pay').click()
    await visitor.getByTestId('pay-dev-settle').click({ timeout: 60_000 })
    await visitor.getByTestId('pay-success').waitFor({ timeout: 60_000 })
    await visitor.goto(`${platform.url}/card/recharge/${later}`)
    await expect
      .poll(() => visitor.getByTestId('card-recharge-expires').innerText(), { timeout: 30_000 })
      .toBe('2031-03-31')
    await visitor.context().close()
  })

  it('shows the list and the public page in English, and a bad ICCID says so', async () => {
    const { platform, browser } = held
    const page = await signedInPage(browser, platform, 'en')
    await openPage(page, `${platform.url}/manage/card/list`)
    await page.getByTestId('card-table').waitFor()
    await page.getByText('Import spreadsheet').waitFor()
    await shotIfAsked(page, 'card-list-en')
    await page.goto(`${platform.url}/card/recharge/8986001234567890123`)
    await page.getByTestId('card-recharge-error').getByText('This is not a valid ICCID').waitFor()
  })

  it.each(['zh', 'en'] as const)(
    "a device's ICCID names its card, shown on its info tab (%s)",
    async (lang) => {
      const { platform, browser } = held
      const iccid = newIccid()
      const page = await signedInPage(browser, platform, lang)
      await callAs(page, platform, 'card/import', {
        data: (
          await workbook([[iccid, 'China Mobile', '2 GB', '6', 2048, 300, '', '2031-03-31', '']])
        ).toString('base64'),
      })
      const device = await callAs(page, platform, 'equipment/multi/add', { name: `Pump ${Date.now() % 1e6}` })
      await openPage(page, `${platform.url}/manage/eg/equipment/edit/${device.id}`)
      const part = page.getByTestId('device-card')
      await part.getByText(lang === 'zh' ? '未填写 ICCID' : 'No ICCID given').waitFor()
      const field = page.getByTestId('device-iccid')
      // a wrong check digit is refused before the server is asked
      const wrong = iccid.slice(0, -1) + ((Number(iccid.at(-1)) + 1) % 10)
      await field.fill(wrong)
      await field.blur()
      await page.getByText(lang === 'zh' ? /ICCID 无效/ : /Not an ICCID/).waitFor()
      await field.fill(iccid)
      const saved = page.waitForResponse((r) => r.url().endsWith('/lfscada/equipment/multi/edit'))
      await page
        .getByRole('button', { name: lang === 'zh' ? /保\s?存/ : 'Save' })
        .first()
        .click()
      expect((await (await saved).json()).code).toBe(200)
      await part.getByText('2 GB').waitFor({ timeout: 30_000 })
      expect(await part.getByTestId('device-card-state').innerText()).toBe(lang === 'zh' ? '正常' : 'Normal')
      expect(await part.innerText()).toContain('2031-03-31')
      await shotIfAsked(page, `device-card-${lang}`)
      await page.context().close()
    },
    120_000,
  )
})
