// The button's write target chosen in the property panel with the signal picker (device, then one of its
// writable signals, by title: no id typed, none shown), saved, and writing at runtime: with the demo site
// running (PLC simulator and the demo gateway's edge agent) the value reaches the PLC's register, read
// here over Modbus TCP by a client written from the Modbus specification (MBAP header, function 03).
import { Socket } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, workerChromium } from './browser.ts'
import { demoPage, openAllSections, savedPage } from './designer-steps.ts'
import { logIn, newPage, type Platform, startPlatform } from './platform.ts'

const TARGET = 'mode_word'
/** The demo PLC's holding register of mode_word (server/devices/seed.ts). */
const TARGET_REGISTER = 1
const VALUE = 7

/** Reads one holding register (Modbus function 03) of the unit at 127.0.0.1:port. */
function readHoldingRegister(port: number, address: number): Promise<number> {
  return new Promise((done, fail) => {
    const socket = new Socket()
    const request = Buffer.alloc(12)
    request.writeUInt16BE(1, 0) // transaction id
    request.writeUInt16BE(0, 2) // protocol: Modbus
    request.writeUInt16BE(6, 4) // bytes that follow
    request.writeUInt8(1, 6) // unit id
    request.writeUInt8(3, 7) // read holding registers
    request.writeUInt16BE(address, 8)
    request.writeUInt16BE(1, 10) // quantity
    socket.setTimeout(3000, () => socket.destroy(new Error('no Modbus answer')))
    socket.once('error', fail)
    socket.once('data', (answer) => {
      socket.end()
      if (answer.readUInt8(7) !== 3) fail(new Error(`Modbus exception ${answer.readUInt8(8)}`))
      else done(answer.readUInt16BE(9))
    })
    socket.connect(port, '127.0.0.1', () => socket.write(request))
  })
}

describe.skipIf(!hasChromium)('the button’s write target, picked in the designer, writes at runtime', () => {
  let platform: Platform
  let browser: Browser

  beforeAll(async () => {
    platform = await startPlatform({ edge: true })
    browser = await workerChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  it('picks device → signal for the button, saves, and the runtime click writes the PLC register', {
    timeout: 120_000,
  }, async () => {
    const demo = await demoPage(platform)
    // a retry starts as the first try did: the demo page as seeded
    await demo.restore()
    const page = await newPage(browser)
    await logIn(page, platform)
    await page.goto(demo.designerPath)
    await page.getByTestId('designer').waitFor()

    // Select the demo button: its click event (a write) shows the picker, not id inputs.
    await page.locator('.lf-stage > .lf-widget[data-widget-type="UsualButton"]').first().click()
    const panel = page.getByTestId('property-panel').and(page.locator('[data-widget-type="UsualButton"]'))
    await panel.waitFor()
    await openAllSections(panel)
    const click = panel.getByTestId('click-event')
    for (const raw of [
      'equipId',
      'signalId',
      'signalArrayX',
      'signalArrayY',
      'subTitle',
      'equipKey',
      'systemKey',
      'mvarId',
    ])
      expect(await panel.getByText(raw, { exact: true }).count(), raw).toBe(0)

    const picker = click.getByTestId('signal-picker')
    await picker.getByRole('combobox', { name: '设备' }).click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
    await picker.getByRole('combobox', { name: '信号' }).click()
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option')
    await options.first().waitFor()
    // Only writable signals, each with its data type; a read-only one is not offered.
    expect(await options.filter({ hasText: 'temperature' }).count()).toBe(0)
    const target = options.filter({ hasText: TARGET })
    expect(await target.textContent()).toContain('uint16')
    await target.click()
    await expect.poll(() => picker.textContent()).toContain(TARGET)

    const value = click.getByRole('textbox', { name: '写入值' })
    await value.fill(String(VALUE))
    await value.press('Tab')
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('保存成功').waitFor()

    const saved = await savedPage(platform, demo.pageId)
    const button = saved.widgets.find((w) => w.widgetType === 'UsualButton')
    expect(button?.clickEvent).toMatchObject({
      enable: true,
      config: { action: 'write', writeValue: String(VALUE), data: { signalId: TARGET, title: TARGET } },
    })

    // At runtime the click writes once confirmed; the value reaches the PLC.
    const plcPort = platform.edge?.plcPort ?? 0
    expect(await readHoldingRegister(plcPort, TARGET_REGISTER)).not.toBe(VALUE)
    await page.goto(demo.runtimePath)
    await page.getByTestId('runtime-page').waitFor()
    await page.locator('[data-testid="runtime-page"] .lf-widget[data-widget-type="UsualButton"]').click()
    await page.locator('.ant-modal-confirm .ant-btn-primary').click()
    await expect
      .poll(() => readHoldingRegister(plcPort, TARGET_REGISTER), { timeout: 30_000, interval: 500 })
      .toBe(VALUE)
  })
})
