// Protocols as data in Chromium against the real server (issue 35): a platform administrator adds a
// register type to Modbus TCP on /manage/system/protocol, and the variable form of a device with a Modbus
// TCP driver offers it at once (no rebuild), its data types narrowed to the type's; the variable saves
// with it. Screenshots zh and en of the protocols screen with a protocol's register types open.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium, shotIfAsked } from './browser.ts'
import { openPage, platformWithBrowser, signedInPage, watchContractRefusals } from './platform.ts'
import { pickOption } from './select.ts'

const uniqueSn = () => String(390_000_000_000 + Math.floor(Math.random() * 1e9))

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

const modbusTcpRow = (page: Page) =>
  page.locator('tr', { has: page.getByRole('cell', { name: 'modbusTcp', exact: true }) })

describe.skipIf(!hasChromium)('protocols as data in Chromium', () => {
  const env = platformWithBrowser()

  it('a register type added on the protocols screen is offered by the variable form', async () => {
    const page = await signedInPage(env.browser, env.platform, 'en')
    const refused = watchContractRefusals(page)
    const name = `hf${Date.now().toString(36)}`
    await openPage(page, `${env.platform.url}/manage/system/protocol`)
    await modbusTcpRow(page).locator('.ant-table-row-expand-icon').click()
    await page.getByTestId('register-add-modbusTcp').click()
    const dialog = page.getByRole('dialog')
    await page.getByTestId('register-name').fill(name)
    await page.getByTestId('register-label-zh').fill(`浮点 ${name}`)
    await page.getByTestId('register-label-en').fill(`Float ${name}`)
    await pickOption(
      page,
      dialog.locator('.ant-form-item', { hasText: 'Data types' }).locator('.ant-select'),
      'float32',
    )
    // a multiple select's list stays open after a pick: close it before the OK
    await dialog.getByText('Add register type').click()
    const saved = page.waitForResponse((r) => r.url().includes('system/protocol/register/save'))
    await dialog.getByRole('button', { name: 'OK' }).click()
    expect((await (await saved).json()).code).toBe(200)
    await page.getByTestId('registers-modbusTcp').getByText(`Float ${name}`).waitFor()

    const sn = uniqueSn()
    expect((await call(page, 'system/hardware/register', { gateways: [{ sn, code: '246810' }] })).code).toBe(
      200,
    )
    const device = await call(page, 'equipment/multi/add', { name: `Proto ${name}`, sn, code: '246810' })
    const equipmentId = device.data.id
    expect(
      (await call(page, 'equipment/driver/add', { equipmentId, name: 'PLC', ip: '10.0.0.9' })).code,
    ).toBe(200)

    await openPage(page, `${env.platform.url}/manage/eg/equipment/edit/${equipmentId}`)
    await page.getByRole('tab', { name: 'Signals' }).click()
    await page.getByTestId('config-signal-add').click()
    const form = page.getByRole('dialog')
    await form.getByLabel('Name', { exact: true }).fill('flow')
    await pickOption(
      page,
      form.locator('.ant-form-item', { hasText: 'Driver' }).locator('.ant-select').first(),
      'PLC',
    )
    await pickOption(
      page,
      form.locator('.ant-form-item', { hasText: 'Register type' }).locator('.ant-select'),
      `Float ${name}`,
    )
    await form.locator('.ant-form-item', { hasText: 'Data type' }).locator('.ant-select').click()
    const options = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    )
    await expect.poll(() => options.allTextContents()).toEqual(['float32'])
    await options.first().click()
    const added = page.waitForResponse((r) => r.url().includes('equipment/signal/add'))
    await page.getByTestId('config-signal-save').click()
    expect((await (await added).json()).code).toBe(200)
    await page.getByTestId('config-signal').getByText(`Float ${name}`).waitFor()
    expect(refused).toEqual([])
    await page.context().close()
  }, 240_000)

  it.each(['zh', 'en'] as const)(
    'shows the protocols with their register types in %s',
    async (lang) => {
      const page = await signedInPage(env.browser, env.platform, lang)
      await openPage(page, `${env.platform.url}/manage/system/protocol`)
      await modbusTcpRow(page).locator('.ant-table-row-expand-icon').click()
      await page.getByTestId('registers-modbusTcp').getByText('holdingRegister').waitFor()
      await shotIfAsked(page, `protocols-${lang}`)
      await page.getByTestId('register-add-modbusTcp').click()
      await page.getByTestId('register-name').waitFor()
      await shotIfAsked(page, `protocol-register-${lang}`)
      await page.context().close()
    },
    120_000,
  )
})
