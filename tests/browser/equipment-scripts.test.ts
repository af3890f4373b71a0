// The script tab of a device in Chromium against the real server (issue 20): a periodic script added in
// the editor (strategy picks the period field, the code editor loads when the dialog opens), saved and
// listed; the gateway's report of a run stopped by the time limit shown with its time and message; the
// gateway's reported details on the info tab. Screenshots at 1440x900 in zh and en go to
// /tmp/shots-edge-scripts/.
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { deviceOfGateway } from '../integration/server/helpers.ts'
import { hasChromium, workerChromium } from './browser.ts'
import { logIn, openPage, type Platform, startPlatform } from './platform.ts'

const SHOTS = '/tmp/shots-edge-scripts'
const ERROR = 'time limit 200 ms: InternalError: interrupted'

describe.skipIf(!hasChromium)('device script tab', () => {
  let platform: Platform
  let browser: Browser
  let demoId: string

  async function open(lang: 'zh' | 'en', tab: string): Promise<Page> {
    const context = await browser.newContext({
      locale: lang === 'en' ? 'en-US' : 'zh-CN',
      viewport: { width: 1440, height: 900 },
    })
    await context.addInitScript((l) => localStorage.setItem('lfscada.lang', l), lang)
    const page = await context.newPage()
    await logIn(page, platform)
    await openPage(page, `${platform.url}/manage/eg/equipment/edit/${demoId}?tab=${tab}`)
    return page
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    platform = await startPlatform()
    browser = await workerChromium()
    demoId = await deviceOfGateway(platform.db, DEMO_GATEWAY.sn)
    await platform.db
      .updateTable('gateways')
      .set({
        firmwareVersion: 'lfscada-edge 0.1.0',
        networkMode: '4g',
        signalStrength: -71,
        reportedLan: JSON.stringify({
          lanIp: '192.168.10.1',
          lanMask: '255.255.255.0',
          mac: '02:00:00:aa:bb:cc',
        }),
      })
      .where('sn', '=', DEMO_GATEWAY.sn)
      .execute()
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  it('adds a periodic script, shows its last error; zh and en screenshots', {
    timeout: 120_000,
  }, async () => {
    // a retry starts as the first try did: without the script a failed try saved
    await platform.db.deleteFrom('scripts').where('name', '=', '华氏温度').execute()
    const zh = await open('zh', 'script')
    await zh.getByTestId('script-add').click()
    const dialog = zh.getByRole('dialog')
    await dialog.getByTestId('script-name').fill('华氏温度')
    await expect.poll(() => dialog.getByTestId('script-interval').count()).toBe(1)
    const editor = dialog.getByTestId('script-editor')
    await editor.waitFor()
    await editor.fill("set('temp_f', temperature * 1.8 + 32)")
    await zh.screenshot({ path: `${SHOTS}/script-dialog-zh.png` })
    await zh.getByTestId('script-save').click()
    await zh.getByTestId('config-script').getByText('华氏温度').waitFor()
    const row = await platform.db
      .selectFrom('scripts')
      .select(['id', 'strategy', 'strategySettings', 'body'])
      .where('name', '=', '华氏温度')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ strategy: 'periodic', body: "set('temp_f', temperature * 1.8 + 32)" })
    expect(JSON.parse(row.strategySettings)).toMatchObject({ intervalS: 1 })

    // what the gateway reports of a run stopped by the limit (edge/scripts via Script/Status)
    const at = Date.UTC(2026, 10, 24, 8, 30, 5)
    await platform.db
      .updateTable('scripts')
      .set({ lastRunAt: at, lastError: ERROR, lastErrorAt: at })
      .where('id', '=', row.id)
      .execute()
    await zh.getByRole('button', { name: '刷新状态' }).click()
    await zh.getByTestId('script-last-error').getByText(ERROR).waitFor()
    await zh.screenshot({ path: `${SHOTS}/script-tab-zh.png` })

    const en = await open('en', 'script')
    await en.getByTestId('script-last-error').getByText(ERROR).waitFor()
    await en.getByRole('columnheader', { name: 'Last error' }).waitFor()
    await en.screenshot({ path: `${SHOTS}/script-tab-en.png` })
    await en.getByTestId('config-script').getByRole('button', { name: 'Edit' }).first().click()
    await en.getByTestId('script-editor').waitFor()
    await en.screenshot({ path: `${SHOTS}/script-dialog-en.png` })

    for (const [lang, text] of [
      ['zh', '联网方式'],
      ['en', 'Network mode'],
    ] as const) {
      const info = await open(lang, 'info')
      await info.getByTestId('gateway-part').getByText(text).waitFor()
      await info.getByTestId('gateway-part').getByText('-71 dBm').waitFor()
      await info.screenshot({ path: `${SHOTS}/gateway-details-${lang}.png` })
    }
  })
})
