// The Sparkplug parts of a device in Chromium against the real server (issue 13): the signal tab says how
// many announced metrics wait and leads to the adoption screen, which lists them per Sparkplug device
// with their datatype and birth value formatted; selected ones are adopted as variables (name, unit,
// keyed by the metric name) or dismissed. The info tab sets the gateway's Sparkplug group id.
// Screenshots (1440x900, zh and en) go to SHOTS_DIR when set.
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DRIVER_ID, DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { hasChromium, workerChromium } from './browser.ts'
import { openPage, type Platform, signedInPage, startPlatform, watchContractRefusals } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR
// Sparkplug datatypes (sparkplug_b.proto)
const FLOAT = 9
const STRING = 12
const UINT32 = 7

describe.skipIf(!hasChromium)('Sparkplug adoption and group id in Chromium', () => {
  let platform: Platform
  let browser: Browser
  let deviceId: string
  let orgId: string
  /** the page of each language's listing test, which the later tests go on with */
  const pages: Partial<Record<'zh' | 'en', Page>> = {}

  /** Records what a node's births announced, in place of what an earlier try left of it. */
  const announce = async (segment: string, name: string, datatype: number, value: unknown) => {
    const now = Date.now()
    await platform.db
      .deleteFrom('discoveredMetrics')
      .where('deviceId', '=', deviceId)
      .where('segment', '=', segment)
      .where('name', '=', name)
      .execute()
    await platform.db
      .insertInto('discoveredMetrics')
      .values({
        orgId,
        deviceId,
        segment,
        name,
        datatype,
        firstSeenAt: now,
        lastSeenAt: now,
        lastValue: JSON.stringify(value),
        dismissedAt: null,
      })
      .execute()
  }
  const shot = async (page: Page, name: string) => {
    if (!SHOTS) return
    mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/${name}.png` })
  }

  beforeAll(async () => {
    platform = await startPlatform()
    browser = await workerChromium()
    const device = await platform.db
      .selectFrom('devices')
      .innerJoin('gateways', 'gateways.id', 'devices.gatewayId')
      .select(['devices.id', 'devices.orgId'])
      .where('gateways.sn', '=', DEMO_GATEWAY.sn)
      .executeTakeFirstOrThrow()
    deviceId = device.id
    orgId = device.orgId
    // what a third-party node's births announced (the ingest records them: sparkplug-interop.test.ts)
    await announce(DEMO_DRIVER_ID, 'Tank/Level', FLOAT, 12.5)
    await announce(DEMO_DRIVER_ID, 'Batch/Id', STRING, 'B-0042')
    await announce('', 'Node/Uptime', UINT32, 360000)
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  it.each([['zh'], ['en']] as const)('lists the announced metrics with their values (%s)', async (lang) => {
    const page = await signedInPage(browser, platform, lang)
    pages[lang] = page
    await openPage(page, `${platform.url}/manage/eg/equipment/edit/${deviceId}?tab=signal`)
    const notice = page.getByTestId('discovered-notice')
    await notice
      .getByText(lang === 'zh' ? '网关宣告了 3 个尚未对应变量的指标' : 'announced 3 metrics')
      .waitFor()
    await shot(page, `signal-tab-notice-${lang}`)
    await notice.getByRole('button').click()
    await page.waitForURL(/\/manage\/eg\/equipment\/discovered\//)
    const table = page.getByTestId('discovered-metrics')
    const row = (name: string) => table.locator('tr', { hasText: name })
    await row('Tank/Level').getByText('12.5').waitFor()
    await row('Batch/Id').getByText('B-0042').waitFor()
    await row('Node/Uptime').getByText('360000').waitFor()
    await expect
      .poll(() => row('Node/Uptime').textContent())
      .toContain(lang === 'zh' ? '网关自身' : 'The gateway itself')
    expect(await row('Tank/Level').getByRole('textbox').first().inputValue()).toBe('Tank_Level')
    await shot(page, `discovered-${lang}`)
  })

  it('adopts a selected metric as a variable with its name and unit', async () => {
    const page = pages.zh!
    // a retry starts as the first try did: the metric offered, not yet a variable
    await platform.db
      .deleteFrom('variables')
      .where('deviceId', '=', deviceId)
      .where('key', '=', 'Tank/Level')
      .execute()
    await announce(DEMO_DRIVER_ID, 'Tank/Level', FLOAT, 12.5)
    await page.reload()
    const refused = watchContractRefusals(page)
    const table = page.getByTestId('discovered-metrics')
    const row = table.locator('tr', { hasText: 'Tank/Level' })
    await row.getByRole('textbox').first().fill('tank_level')
    await row.getByRole('textbox').nth(1).fill('m')
    await row.getByRole('checkbox').check()
    await page.getByTestId('adopt-button').click()
    await table.locator('tr', { hasText: 'Tank/Level' }).waitFor({ state: 'detached' })
    const variable = await platform.db
      .selectFrom('variables')
      .select(['name', 'key', 'unit', 'driverId', 'dataType'])
      .where('deviceId', '=', deviceId)
      .where('key', '=', 'Tank/Level')
      .executeTakeFirstOrThrow()
    expect(variable).toEqual({
      name: 'tank_level',
      key: 'Tank/Level',
      unit: 'm',
      driverId: DEMO_DRIVER_ID,
      dataType: 'float32',
    })
    expect(refused).toEqual([])
  })

  it('refuses a variable name the rules refuse before asking the server', async () => {
    const page = pages.zh!
    const row = page.getByTestId('discovered-metrics').locator('tr', { hasText: 'Node/Uptime' })
    await row.getByRole('textbox').first().fill('9 lives')
    await row.getByRole('checkbox').check()
    expect(await page.getByTestId('adopt-button').isDisabled()).toBe(true)
    await row.getByRole('textbox').first().fill('uptime')
    expect(await page.getByTestId('adopt-button').isDisabled()).toBe(false)
    await row.getByRole('checkbox').uncheck()
  })

  it('dismisses a selected metric', async () => {
    const page = pages.zh!
    // a retry starts as the first try did: the metric offered, not dismissed
    await announce(DEMO_DRIVER_ID, 'Batch/Id', STRING, 'B-0042')
    await page.reload()
    const table = page.getByTestId('discovered-metrics')
    await table.locator('tr', { hasText: 'Batch/Id' }).getByRole('checkbox').check()
    await page.getByTestId('dismiss-button').click()
    await page.getByRole('button', { name: /确\s?定|OK/ }).click()
    await table.locator('tr', { hasText: 'Batch/Id' }).waitFor({ state: 'detached' })
    await page.getByText('已忽略 1 个').first().waitFor()
    const row = await platform.db
      .selectFrom('discoveredMetrics')
      .select('dismissedAt')
      .where('name', '=', 'Batch/Id')
      .executeTakeFirstOrThrow()
    expect(row.dismissedAt).not.toBeNull()
  })

  it.each([['zh'], ['en']] as const)(
    'sets the gateway’s Sparkplug group id in the info tab (%s)',
    async (lang) => {
      const page = pages[lang]!
      await openPage(page, `${platform.url}/manage/eg/equipment/edit/${deviceId}?tab=info`)
      const part = page.getByTestId('sparkplug-part')
      await part.getByText(DEMO_GATEWAY.sn).waitFor()
      const input = part.getByRole('textbox')
      await input.fill('plant/A')
      await page.getByTestId('sparkplug-group-save').click()
      await part.getByText(lang === 'zh' ? '不含 + / # 和空格' : 'no + / # or spaces').waitFor()
      await input.fill(`plant-${lang}`)
      await page.getByTestId('sparkplug-group-save').click()
      await expect
        .poll(
          async () =>
            (
              await platform.db
                .selectFrom('gateways')
                .select('sparkplugGroup')
                .where('sn', '=', DEMO_GATEWAY.sn)
                .executeTakeFirstOrThrow()
            ).sparkplugGroup,
        )
        .toBe(`plant-${lang}`)
      await part.scrollIntoViewIfNeeded()
      await shot(page, `info-sparkplug-${lang}`)
    },
  )

  it.each([['zh'], ['en']] as const)('the history tab’s table shows text values (%s)', async (lang) => {
    // a String metric's values, kept as text (history_texts), beside the signal's numbers
    const history = platform.services.realtime.history
    const now = Date.now()
    if (lang === 'zh') {
      history.append('temperature', now - 180_000, 21.5)
      history.appendText('temperature', now - 120_000, 'sensor fault')
      await history.flush()
    }
    const page = pages[lang]!
    await openPage(page, `${platform.url}/monitor/eg/detail/list/${deviceId}/0`)
    await page.getByRole('tab', { name: lang === 'en' ? 'History data' : '历史数据' }).click()
    const rows = page.locator('[data-testid="history-table"] tbody tr.ant-table-row', {
      hasText: 'sensor fault',
    })
    await rows.first().waitFor({ timeout: 20_000 })
    await shot(page, `history-text-${lang}`)
  })
})
