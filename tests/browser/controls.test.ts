// The controls that write (issue 16), in Chromium against the real server with the demo site running
// (PLC simulator and the demo gateway's edge agent): a select drawn and bound in the designer, saved and
// reloaded, writes the chosen option's value at runtime (confirmed first) and shows the option the
// value read back stands for; an input refuses a value beyond the signal's write limit before any write
// is sent, and writes one within it; a combo box and radio buttons show the option of the value held,
// write the chosen one's and show the read-back; a time selector writes the chosen minute as seconds
// since 1970 and shows it back. Each control picks a value other than the one held, so a retried test
// still writes. Screenshots at 1440x900 in zh and en go to /tmp/shots-controls/.
import { mkdirSync } from 'node:fs'
import { Socket } from 'node:net'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Widget } from '../../schemas/page.ts'
import { hasChromium, workerChromium } from './browser.ts'
import { demoPage, drawWidget, editSavedPage, savedPage, widgetOf } from './designer-steps.ts'
import { type Platform, signedInPage, startPlatform } from './platform.ts'
import { pickOption } from './select.ts'

const SHOTS = '/tmp/shots-controls'

/** Sends one Modbus TCP request (function, address, word) to unit 1 at 127.0.0.1:port; answers its PDU. */
function modbusCall(port: number, fn: number, address: number, word: number): Promise<Buffer> {
  return new Promise((done, fail) => {
    const socket = new Socket()
    const request = Buffer.alloc(12)
    request.writeUInt16BE(1, 0)
    request.writeUInt16BE(6, 4)
    request.writeUInt8(1, 6)
    request.writeUInt8(fn, 7)
    request.writeUInt16BE(address, 8)
    request.writeUInt16BE(word, 10)
    socket.setTimeout(3000, () => socket.destroy(new Error('no Modbus answer')))
    socket.once('error', fail)
    socket.once('data', (answer) => {
      socket.end()
      done(answer.subarray(7))
    })
    socket.connect(port, '127.0.0.1', () => socket.write(request))
  })
}

/** Reads `words` holding registers (function 03) from `address`. */
const readHoldingRegisters = (port: number, address: number, words: number) =>
  modbusCall(port, 3, address, words).then((pdu) => pdu.subarray(2, 2 + 2 * words))

/** Sets one holding register (function 06), as the plant might. */
const writeHoldingRegister = (port: number, address: number, value: number) =>
  modbusCall(port, 6, address, value).then(() => undefined)

/** One holding register as an unsigned 16-bit number. */
const readHoldingRegister = (port: number, address: number) =>
  readHoldingRegisters(port, address, 1).then((b) => b.readUInt16BE(0))

/** Two holding registers as a signed 32-bit number, high word first (the demo's ABCD int32). */
const readInt32Register = (port: number, address: number) =>
  readHoldingRegisters(port, address, 2).then((b) => b.readInt32BE(0))

const runtimeWidget = (page: Page, type: string) =>
  page.locator(`[data-testid="runtime-page"] .lf-widget[data-widget-type="${type}"]`)

/**
 * Confirms the write `widget` asked for in the dialog of `lang`, and waits for the gateway's answer:
 * the write reported done and the control no longer showing its chosen value while waiting.
 */
async function confirmWrite(page: Page, lang: 'zh' | 'en', widget: Locator): Promise<void> {
  const dialog = page.getByRole('dialog', { name: lang === 'zh' ? '确定下发该值？' : 'Write this value?' })
  await dialog.locator('.ant-btn-primary').click()
  await page
    .getByText(lang === 'zh' ? '写入成功' : 'Value written')
    .first()
    .waitFor({ timeout: 45_000 })
  await expect.poll(() => widget.locator('[data-pending]').count(), { timeout: 15_000 }).toBe(0)
}

/** The combo box's and the radio's options for mode_word: every value the register holds in these tests. */
const MODES = [
  { text: '待机', value: '0' },
  { text: '启动', value: '1' },
  { text: '停止', value: '2' },
]

type Mode = (typeof MODES)[number]

/** The mode mode_word (register 1) holds now, and the next one to choose: a retried test still changes it. */
async function modesAt(plcPort: number) {
  const now = await readHoldingRegister(plcPort, 1)
  const index = MODES.findIndex((m) => Number(m.value) === now)
  const [shown, next] = [MODES[index], MODES[(index + 1) % MODES.length]]
  if (!shown || !next) throw new Error(`mode_word holds ${now}, no option's value`)
  return { shown, next }
}

/** The times the time selector is set to, in its format: the one batch_size does not hold yet is chosen. */
const TIMES = ['2026-01-15 08:30', '2026-02-20 17:45']

/** Seconds since 1970 of a time in the time selector's format, in the browser's time zone. */
const epochOf = (page: Page, time: string) =>
  page.evaluate((t) => new Date(t.replace(' ', 'T')).getTime() / 1000, time)

describe.skipIf(!hasChromium)('controls that write', () => {
  let platform: Platform
  let browser: Browser
  let demo: Awaited<ReturnType<typeof demoPage>>

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    platform = await startPlatform({ edge: true })
    browser = await workerChromium()
    demo = await demoPage(platform)
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  /** Puts `widget` on the demo page bound to `signal` of the demo device (a retried test's replaces it). */
  async function placeBound(widget: Widget, signal: string): Promise<void> {
    const { deviceId } = await platform.db
      .selectFrom('variables')
      .select('deviceId')
      .where('id', '=', signal)
      .executeTakeFirstOrThrow()
    widget.data = { ...widget.data, type: 'signal', signalId: signal, equipId: deviceId ?? '', title: signal }
    await editSavedPage(platform, demo.pageId, (document) => {
      document.widgets = [...document.widgets.filter((w) => w.id !== widget.id), widget]
    })
  }

  /**
   * In zh, then en: the runtime's `type` widget shows the mode mode_word holds; the user chooses the next
   * one and confirms; the register then holds its value and the widget shows it.
   */
  async function writesEachMode(
    type: string,
    shot: string,
    steps: {
      shows: (widget: Locator, mode: Mode) => Promise<void>
      choose: (page: Page, widget: Locator, mode: Mode) => Promise<void>
    },
  ): Promise<void> {
    const plcPort = platform.edge?.plcPort ?? 0
    for (const lang of ['zh', 'en'] as const) {
      const { shown, next } = await modesAt(plcPort)
      const page = await signedInPage(browser, platform, lang)
      await page.goto(demo.runtimePath)
      const widget = runtimeWidget(page, type)
      await steps.shows(widget, shown)
      await steps.choose(page, widget, next)
      await confirmWrite(page, lang, widget)
      await expect
        .poll(() => readHoldingRegister(plcPort, 1), { timeout: 30_000, interval: 500 })
        .toBe(Number(next.value))
      await steps.shows(widget, next)
      await page.screenshot({ path: `${SHOTS}/runtime-${shot}-${lang}.png` })
      await page.context().close()
    }
  }

  it('a select drawn and bound in the designer writes the option’s value and shows the read-back', {
    timeout: 180_000,
  }, async () => {
    // a retried test starts as the first try did: no select on the page, mode_word at 0
    const plcPort = platform.edge?.plcPort ?? 0
    await editSavedPage(platform, demo.pageId, (document) => {
      document.widgets = document.widgets.filter((w) => w.widgetType !== 'UsualSelect')
    })
    await writeHoldingRegister(plcPort, 1, 0)
    const page = await signedInPage(browser, platform, 'zh')
    await page.goto(demo.designerPath)
    await page.getByTestId('designer').waitFor()
    // Draw a select from the palette and bind it to mode_word (device, then signal). It is found by its
    // name in the palette's search: every group is open on a fresh designer, and the search keeps the
    // select's group and hides the others.
    await page.getByTestId('palette').locator('input').first().fill('下拉框')
    await page
      .getByTestId('palette')
      .locator('[data-widget-type="UsualButton"]')
      .waitFor({ state: 'detached' })
    await drawWidget(page, 'UsualSelect', { x: 640, y: 290 }, { x: 800, y: 326 })
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
    await confirmWrite(page, 'zh', widget)
    await expect.poll(() => readHoldingRegister(plcPort, 1), { timeout: 30_000, interval: 500 }).toBe(2)
    // The value read back from the gateway is what the select shows.
    await expect.poll(() => widget.textContent(), { timeout: 20_000 }).toContain('选项2')
    await page.screenshot({ path: `${SHOTS}/runtime-select-zh.png` })
  })

  it('an input refuses a value beyond the write limit before writing, and writes one within it', {
    timeout: 120_000,
  }, async () => {
    await platform.db.updateTable('variables').set({ writeMax: 100 }).where('id', '=', 'setpoint').execute()
    await placeBound(widgetOf('UsualInput', 'input-1', 640, 340), 'setpoint')
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
        await confirmWrite(page, lang, runtimeWidget(page, 'UsualInput'))
        const plcPort = platform.edge?.plcPort ?? 0
        await expect.poll(() => readHoldingRegister(plcPort, 0), { timeout: 30_000, interval: 500 }).toBe(42)
        expect(writes).toHaveLength(1)
        await expect.poll(() => input.inputValue(), { timeout: 20_000 }).toBe('42')
        await page.screenshot({ path: `${SHOTS}/runtime-controls-en.png` })
      }
      await page.context().close()
    }
  })

  it('a combo box shows the option of the value held, writes the chosen one’s and shows the read-back', {
    timeout: 180_000,
  }, async () => {
    const options = MODES.map(({ text, value }) => ({ text, value }))
    await placeBound(
      widgetOf('UsualComboBox', 'combo-1', 640, 100, (w) => {
        Object.assign(w.data ?? {}, { options })
      }),
      'mode_word',
    )
    await writesEachMode('UsualComboBox', 'combobox', {
      // the option's text, not the value or the signal's own state text
      shows: (widget, mode) => expect.poll(() => widget.textContent(), { timeout: 20_000 }).toBe(mode.text),
      choose: (page, widget, mode) => pickOption(page, widget, mode.text),
    })
  })

  it('radio buttons check the option of the value held, write the chosen one’s and check the read-back', {
    timeout: 180_000,
  }, async () => {
    const options = MODES.map((m, i) => ({
      id: String(i + 1),
      isChecked: i === 0,
      title: m.text,
      value: m.value,
    }))
    await placeBound(
      widgetOf('UsualRadio', 'radio-1', 640, 160, (w) => {
        Object.assign(w.data ?? {}, { options })
        w.position.width = 260
      }),
      'mode_word',
    )
    const radio = (widget: Locator, mode: Mode) => widget.getByRole('radio', { name: mode.text })
    await writesEachMode('UsualRadio', 'radio', {
      // the mode's option checked, and only it
      shows: async (widget, mode) => {
        await expect.poll(() => radio(widget, mode).isChecked(), { timeout: 20_000 }).toBe(true)
        expect(await widget.getByRole('radio', { checked: true }).count()).toBe(1)
      },
      choose: (_page, widget, mode) => widget.getByText(mode.text).click(),
    })
  })

  it('a time selector writes the chosen minute as seconds since 1970 and shows the read-back', {
    timeout: 180_000,
  }, async () => {
    // batch_size is the demo's 32-bit register (holding registers 4 and 5): a 16-bit one cannot hold a time
    await placeBound(widgetOf('UsualTimeSelector', 'time-1', 640, 220), 'batch_size')
    const plcPort = platform.edge?.plcPort ?? 0
    for (const lang of ['zh', 'en'] as const) {
      const page = await signedInPage(browser, platform, lang)
      const writes: string[] = []
      page.on('request', (r) => r.url().includes('signal/writeVal') && writes.push(r.postData() ?? ''))
      const held = await readInt32Register(plcPort, 4)
      const times = await Promise.all(TIMES.map(async (time) => ({ time, epoch: await epochOf(page, time) })))
      const chosen = times.find((t) => t.epoch !== held)
      if (!chosen) throw new Error('no time to choose')
      await page.goto(demo.runtimePath)
      const widget = runtimeWidget(page, 'UsualTimeSelector')
      const input = widget.getByRole('textbox')
      // the time held (none at first: the simulator starts it at -1000), in YYYY-MM-DD HH:mm
      await expect
        .poll(() => input.inputValue(), { timeout: 20_000 })
        .toBe(times.find((t) => t.epoch === held)?.time ?? '')
      await input.click()
      await input.fill(chosen.time)
      await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click()
      await confirmWrite(page, lang, widget)
      await expect
        .poll(() => readInt32Register(plcPort, 4), { timeout: 30_000, interval: 500 })
        .toBe(chosen.epoch)
      expect(writes.map((body) => Object.fromEntries(new URLSearchParams(body)))).toEqual([
        expect.objectContaining({ signalId: 'batch_size', value: String(chosen.epoch) }),
      ])
      await expect.poll(() => input.inputValue(), { timeout: 20_000 }).toBe(chosen.time)
      await page.screenshot({ path: `${SHOTS}/runtime-time-${lang}.png` })
      await page.context().close()
    }
  })
})
