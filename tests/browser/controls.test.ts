// The controls that write (issue 16), in Chromium against the real server with the demo site running
// (PLC simulator and the demo gateway's edge agent): a select drawn and bound in the designer, saved and
// reloaded, writes the chosen option's value at runtime (confirmed first) and shows the option the
// value read back stands for; an input refuses a value beyond the signal's write limit before any write
// is sent, and writes one within it. Screenshots at 1440x900 in zh and en go to /tmp/shots-controls/.
import { mkdirSync } from 'node:fs'
import { Socket } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Widget } from '../../schemas/page.ts'
import { hasChromium, launchChromium } from './browser.ts'
import { canvasZoom, demoPage, savedPage } from './designer-steps.ts'
import { type Platform, signedInPage, startPlatform } from './platform.ts'

const SHOTS = '/tmp/shots-controls'

/** Reads one holding register (Modbus function 03) of the unit at 127.0.0.1:port. */
function readHoldingRegister(port: number, address: number): Promise<number> {
  return new Promise((done, fail) => {
    const socket = new Socket()
    const request = Buffer.alloc(12)
    request.writeUInt16BE(1, 0)
    request.writeUInt16BE(0, 2)
    request.writeUInt16BE(6, 4)
    request.writeUInt8(1, 6)
    request.writeUInt8(3, 7)
    request.writeUInt16BE(address, 8)
    request.writeUInt16BE(1, 10)
    socket.setTimeout(3000, () => socket.destroy(new Error('no Modbus answer')))
    socket.once('error', fail)
    socket.once('data', (answer) => {
      socket.end()
      done(answer.readUInt16BE(9))
    })
    socket.connect(port, '127.0.0.1', () => socket.write(request))
  })
}

const runtimeWidget = (page: Page, type: string) =>
  page.locator(`[data-testid="runtime-page"] .lf-widget[data-widget-type="${type}"]`)

describe.skipIf(!hasChromium)('controls that write', () => {
  let platform: Platform
  let browser: Browser
  let demo: Awaited<ReturnType<typeof demoPage>>

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    platform = await startPlatform({ edge: true })
    browser = await launchChromium()
    demo = await demoPage(platform)
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  it('a select drawn and bound in the designer writes the option’s value and shows the read-back', {
    timeout: 180_000,
  }, async () => {
    const page = await signedInPage(browser, platform, 'zh')
    await page.goto(demo.designerPath)
    await page.getByTestId('designer').waitFor()
    // Draw a select from the palette and bind it to mode_word (device, then signal).
    await page
      .getByTestId('palette')
      .getByText('基础', { exact: false })
      .first()
      .click()
      .catch(() => {})
    // found by its name in the palette's search (whichever groups are folded)
    await page.getByTestId('palette').locator('input').first().fill('下拉框')
    const button = page.getByTestId('palette').locator('[data-widget-type="UsualSelect"]')
    // its group may be folded (the palette keeps the user's folds)
    await page.waitForTimeout(300)
    for (let tries = 0; tries < 3 && !(await button.isVisible()); tries++) {
      await page.getByTestId('palette').getByText('基础').click()
      await page.waitForTimeout(500)
    }
    await button.click()
    const stage = await page.getByTestId('stage').boundingBox()
    if (!stage) throw new Error('no stage')
    const zoom = await canvasZoom(page)
    await page.mouse.move(stage.x + 700 * zoom, stage.y + 620 * zoom)
    await page.mouse.down()
    await page.mouse.move(stage.x + 860 * zoom, stage.y + 656 * zoom, { steps: 5 })
    await page.mouse.up()
    const panel = page.getByTestId('property-panel').and(page.locator('[data-widget-type="UsualSelect"]'))
    await panel.waitFor()
    const picker = panel.getByTestId('signal-picker').first()
    await picker.getByRole('combobox', { name: '设备' }).click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
    await picker.getByRole('combobox', { name: '信号' }).click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="mode_word"]').click()
    await page.screenshot({ path: `${SHOTS}/designer-select-zh.png` })
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('保存成功').waitFor()

    const saved = await savedPage(platform, demo.pageId)
    const select = saved.widgets.find((w) => w.widgetType === 'UsualSelect')
    expect(select?.data).toMatchObject({ signalId: 'mode_word' })
    expect(select?.data).toMatchObject({ selectDatas: [{}, {}, {}] })

    // Reloaded, the designer draws it again.
    await page.reload()
    await page.locator('.lf-stage .lf-widget[data-widget-type="UsualSelect"]').waitFor()

    // At runtime: choose the second option, confirm, and the PLC register holds its value (2).
    const plcPort = platform.edge?.plcPort ?? 0
    expect(await readHoldingRegister(plcPort, 1)).toBe(0)
    await page.goto(demo.runtimePath)
    const widget = runtimeWidget(page, 'UsualSelect')
    await widget.waitFor()
    await expect.poll(() => widget.textContent()).toContain('请选择')
    await page.screenshot({ path: `${SHOTS}/runtime-select-before-zh.png` })
    await widget.getByRole('combobox').click()
    await page
      .locator('.ant-select-item-option[title="选项2"], .ant-select-item-option:has-text("选项2")')
      .first()
      .click()
    await page.locator('.ant-modal-confirm .ant-btn-primary').click()
    await expect.poll(() => readHoldingRegister(plcPort, 1), { timeout: 30_000, interval: 500 }).toBe(2)
    // The value read back from the gateway is what the select shows.
    await expect.poll(() => widget.textContent(), { timeout: 20_000 }).toContain('选项2')
    await page.screenshot({ path: `${SHOTS}/runtime-select-zh.png` })
  })

  it('an input refuses a value beyond the write limit before writing, and writes one within it', {
    timeout: 120_000,
  }, async () => {
    const variable = await platform.db
      .selectFrom('variables')
      .select(['id', 'deviceId'])
      .where('id', '=', 'setpoint')
      .executeTakeFirstOrThrow()
    await platform.db.updateTable('variables').set({ writeMax: 100 }).where('id', '=', 'setpoint').execute()
    const row = await platform.db
      .selectFrom('pages')
      .select('document')
      .where('id', '=', demo.pageId)
      .executeTakeFirstOrThrow()
    const document = JSON.parse(row.document) as { widgets: Widget[] }
    const binding = { type: 'signal', signalId: variable.id, equipId: variable.deviceId, title: 'setpoint' }
    const base = { posLock: false, authRegion: '', style: {} }
    document.widgets.push({
      ...base,
      id: 'input-1',
      widgetType: 'UsualInput',
      widgetName: '设定值',
      position: { x: 700, y: 680, width: 160, height: 36, rotate: 0 },
      data: { ...binding, text: '', placeholder: '请输入', confirm: true, feedback: true },
      style: {
        font: { size: 14, family: 'Microsoft YaHei', weight: 'normal', italic: false, color: '#333333' },
        fill: '#ffffff',
        stroke: { color: '#d9d9d9', width: 1, style: 'solid' },
        radius: 4,
        opacity: 1,
      },
    } as Widget)
    await platform.db
      .updateTable('pages')
      .set({ document: JSON.stringify(document) })
      .where('id', '=', demo.pageId)
      .execute()

    for (const lang of ['zh', 'en'] as const) {
      const page = await signedInPage(browser, platform, lang)
      const writes: string[] = []
      page.on('request', (r) => r.url().includes('signal/writeVal') && writes.push(r.postData() ?? ''))
      await page.goto(demo.runtimePath)
      const input = runtimeWidget(page, 'UsualInput').getByRole('textbox')
      await input.waitFor()
      await input.fill('500')
      await input.press('Enter')
      await page.getByText(lang === 'zh' ? '不能大于 100' : 'Must be at most 100').waitFor()
      await page.screenshot({ path: `${SHOTS}/runtime-input-limit-${lang}.png` })
      expect(writes).toEqual([])
      if (lang === 'en') {
        await input.fill('42')
        await input.press('Enter')
        await page.locator('.ant-modal-confirm .ant-btn-primary').click()
        const plcPort = platform.edge?.plcPort ?? 0
        await expect.poll(() => readHoldingRegister(plcPort, 0), { timeout: 30_000, interval: 500 }).toBe(42)
        expect(writes).toHaveLength(1)
        await expect.poll(() => input.inputValue(), { timeout: 20_000 }).toBe('42')
        await page.screenshot({ path: `${SHOTS}/runtime-controls-en.png` })
      }
      await page.context().close()
    }
  })
})
