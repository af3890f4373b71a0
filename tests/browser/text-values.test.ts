// Text variables in Chromium (issue 29), against the real server linked to its own broker and a
// Sparkplug B node written from the specification (tests/integration/edgelink/spec-node.ts: protobufjs
// on the .proto, never the project's codec or agent). The node announces a String metric whose text
// looks like a number ("0042"); adopted in the signal tab it becomes a text variable, shown as that
// text in the device's real-time tab and in a data text widget of a runtime page (never 42 or 42.00).
// The read/write tab offers a text field (counted, at most 64 characters, refused before sending), and
// a written text goes down as a DCMD String the node confirms with its DDATA. The history tab lists the
// texts in its table and draws no curve, minimum or maximum for them. Screenshots (1440x900, zh and en)
// go to SHOTS_DIR when set.
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WRITE_TEXT_MAX } from '../../core/validation/index.ts'
import { type Broker, startBroker } from '../../server/broker/index.ts'
import { verifyGatewayCredential } from '../../server/devices/gateways.ts'
import { DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { connectClient, waitFor } from '../integration/edge/helpers.ts'
import {
  configureNode,
  DT,
  nodeLogin,
  runNode,
  type SpecNode,
  type Wire,
} from '../integration/edgelink/spec-node.ts'
import { hasChromium, workerChromium } from './browser.ts'
import { demoPage, editSavedPage } from './designer-steps.ts'
import { openPage, type Platform, signedInPage, startPlatform } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR
const run = `${process.pid}${Math.floor(Math.random() * 1e4)}`
const ID = {
  sn: `6${run.padStart(11, '0').slice(-11)}`,
  code: '135791',
  group: 'lfscada',
  device: 'Line1',
  hostId: `text-host-${run}`,
}
const METRIC = 'Batch/Id'
const FIRST = '0042'
const LANGS = ['zh', 'en'] as const
type Lang = (typeof LANGS)[number]
const WRITTEN: Record<Lang, string> = { zh: '批次 1e3', en: 'B-7' }

describe.skipIf(!hasChromium)('text variables from a Sparkplug node in Chromium', () => {
  let platform: Platform
  let broker: Broker
  let browser: Browser
  let node: SpecNode
  let deviceId: string
  let variableId: string
  const pages: Partial<Record<Lang, Page>> = {}

  const shot = async (page: Page, name: string) => {
    if (!SHOTS) return
    mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/${name}.png` })
  }
  const live = () => platform.services.realtime.live.get(variableId)?.value
  const text = (value: string): Wire => ({
    name: METRIC,
    timestamp: Date.now(),
    datatype: DT.String,
    stringValue: value,
  })

  beforeAll(async () => {
    platform = await startPlatform()
    browser = await workerChromium()
    const device = await platform.db
      .selectFrom('devices')
      .innerJoin('gateways', 'gateways.id', 'devices.gatewayId')
      .select('devices.id')
      .where('gateways.sn', '=', DEMO_GATEWAY.sn)
      .executeTakeFirstOrThrow()
    deviceId = device.id
    await configureNode(platform.db, deviceId, ID, [])
    const login = { username: 'lfscada-platform', password: `text-${run}` }
    broker = await startBroker({
      port: 0,
      host: '127.0.0.1',
      platform: login,
      verifyGateway: (sn, password) => verifyGatewayCredential(platform.db, sn, password),
    })
    node = await runNode(await connectClient(broker.url, nodeLogin(ID)), ID, [text(FIRST)])
    await platform.services.realtime.connect({ url: broker.url, ...login, hostId: ID.hostId })
    await waitFor(() => platform.services.realtime.ingest.hasSession(ID.sn), 20_000, 'the node’s births')
  }, 120_000)
  afterAll(async () => {
    await node?.client.endAsync(true)
    await browser?.close()
    await platform?.services.realtime.close()
    await broker?.close()
    await platform?.close()
  })

  it('adopts the String metric as a text variable', { timeout: 120_000 }, async () => {
    const page = await signedInPage(browser, platform, 'zh')
    pages.zh = page
    await openPage(page, `${platform.url}/manage/eg/equipment/edit/${deviceId}?tab=signal`)
    await page.getByTestId('discovered-notice').getByRole('button').click({ timeout: 30_000 })
    const row = page.getByTestId('discovered-metrics').locator('tr', { hasText: METRIC })
    await row.getByText(FIRST).waitFor()
    await row.getByRole('textbox').first().fill('batch_id')
    await row.getByRole('checkbox').check()
    await page.getByTestId('adopt-button').click()
    await row.waitFor({ state: 'detached' })
    const variable = await platform.db
      .selectFrom('variables')
      .select(['id', 'dataType'])
      .where('deviceId', '=', deviceId)
      .where('key', '=', METRIC)
      .executeTakeFirstOrThrow()
    expect(variable.dataType).toBe('text')
    variableId = variable.id
    // the platform asks the node for a rebirth: the birth's text reaches the new variable as it is
    await waitFor(() => live() === FIRST, 20_000, 'the adopted metric’s text live')
    // written by the operator from now on (adopted metrics are read-only until the integrator says)
    await platform.db.updateTable('variables').set({ rw: 'rw' }).where('id', '=', variableId).execute()
  })

  it('shows the text in a data text widget of a runtime page', { timeout: 60_000 }, async () => {
    const demo = await demoPage(platform)
    await editSavedPage(platform, demo.pageId, (document) => {
      const box = document.widgets.find((w) => w.id === 'demo-value')!
      Object.assign(box.data as Record<string, unknown>, { signalId: variableId, title: 'batch_id' })
    })
    for (const lang of LANGS) {
      const page = pages[lang] ?? (await signedInPage(browser, platform, lang))
      pages[lang] = page
      await page.goto(demo.runtimePath)
      const widget = page.locator('[data-testid="runtime-page"] .lf-widget[data-widget-type="UsualDataText"]')
      await expect.poll(() => widget.first().textContent(), { timeout: 20_000 }).toContain(FIRST)
      expect(await widget.first().textContent()).not.toMatch(/42\.00|NaN/)
      await shot(page, `runtime-text-${lang}`)
    }
  })

  it.each(LANGS)(
    'shows the text in the real-time tab and writes a text through to the node (%s)',
    {
      timeout: 120_000,
    },
    async (lang) => {
      const page = pages[lang]!
      await openPage(page, `${platform.url}/monitor/eg/detail/list/${deviceId}/0`)
      const shown = page.getByTestId(`value-${variableId}`)
      await expect.poll(() => shown.textContent(), { timeout: 20_000 }).toMatch(/^(0042|批次 1e3|B-7)$/)
      await shot(page, `real-tab-text-${lang}`)

      await page
        .getByTestId('device-detail')
        .getByRole('tab', { name: lang === 'en' ? 'Data read/write' : '数据读写' })
        .click()
      const input = page.getByTestId(`write-input-${variableId}`)
      const button = page.getByTestId(`write-${variableId}`)
      // a text field, not a number's: what looks like no number is taken, one character too many is not
      expect(await input.getAttribute('inputmode')).toBe('text')
      await input.fill('x'.repeat(WRITE_TEXT_MAX + 1))
      await page
        .getByTestId(`write-reason-${variableId}`)
        .getByText(
          lang === 'zh' ? `最多输入 ${WRITE_TEXT_MAX} 个字符` : `Enter at most ${WRITE_TEXT_MAX} characters`,
        )
        .waitFor()
      expect(await button.isDisabled()).toBe(true)
      await shot(page, `write-text-too-long-${lang}`)
      const value = WRITTEN[lang]
      await input.fill(value)
      expect(await button.isDisabled()).toBe(false)
      const sent = node.commands.length
      await button.click()
      // the node takes a DCMD naming the metric as a String, and confirms with its DDATA
      const command = await waitFor(
        () => node.commands.slice(sent).find((c) => c.topic.includes('/DCMD/')),
        20_000,
        'the DCMD',
      )
      expect(command.payload.metrics).toMatchObject([
        { name: METRIC, datatype: DT.String, stringValue: value },
      ])
      await node.publish('DDATA', [text(value)], ID.device)
      await page.getByText(lang === 'zh' ? '下发成功' : 'Written').waitFor({ timeout: 30_000 })
      await page.getByTestId('write-table').getByText(value, { exact: true }).waitFor({ timeout: 20_000 })
      await shot(page, `write-text-${lang}`)
    },
  )

  it.each(LANGS)(
    'lists the texts in the history table, with no curve of them (%s)',
    {
      timeout: 60_000,
    },
    async (lang) => {
      await platform.services.realtime.ingest.idle()
      await platform.services.realtime.history.flush()
      const page = pages[lang]!
      await openPage(page, `${platform.url}/monitor/eg/detail/list/${deviceId}/0`)
      await page.getByRole('tab', { name: lang === 'en' ? 'History data' : '历史数据' }).click()
      // the text variable alone
      const picker = page.getByTestId('history-signals')
      await picker.locator('.ant-select-selection-item-remove').first().waitFor()
      while ((await picker.locator('.ant-select-selection-item-remove').count()) > 0)
        await picker.locator('.ant-select-selection-item-remove').first().click()
      await picker.click()
      await page.locator('.ant-select-item-option', { hasText: 'batch_id' }).click()
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: lang === 'en' ? 'Query' : /^查\s?询$/ }).click()
      const table = page.getByTestId('history-table')
      for (const value of [FIRST, ...LANGS.map((l) => WRITTEN[l])])
        await table.getByText(value, { exact: true }).first().waitFor({ timeout: 20_000 })
      await page
        .getByTestId('history-text-note')
        .getByText(lang === 'zh' ? '文本变量没有曲线' : 'Text signals have no curve')
        .waitFor()
      expect(await page.getByTestId('history-chart').count()).toBe(0)
      expect(await page.locator('body').textContent()).not.toMatch(/NaN/)
      await shot(page, `history-text-${lang}`)
    },
  )
})
