// Issue 21's gateway and group screens in Chromium against the real server with the demo site running
// (embedded broker, PLC simulator, the demo gateway's edge agent). Gateways: the demo gateway is listed
// online with its device; its settings are edited (validated in the form: a bad IP refused), saved as a new
// configuration version and synced to the demo agent, which then reports that version; anti-tamper on, its
// write-back picked by name (the PLC's setpoint), the agent answers and the drawer says so. Replacement: the
// spare gateway (its agent started) replaces the demo one through the steps check, import, sync, success.
// Groups: a three-level tree is built, the demo device joins the deepest group through the picker and is
// then dragged onto the top group; deleting a group that is not empty is refused. Screenshots zh and en.
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { EdgeAgent } from '../../edge/agent/agent.ts'
import { DEMO_GATEWAY, SPARE_GATEWAY } from '../../server/devices/seed.ts'
import { hasChromium } from './browser.ts'
import { platformWithBrowser, signedInPage, watchContractRefusals } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-ops'
const OK = /确\s?定|OK/

async function until(check: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe.skipIf(!hasChromium)('gateways and groups in Chromium', () => {
  const held = platformWithBrowser({ edge: true })
  mkdirSync(SHOTS, { recursive: true })
  let spareAgent: EdgeAgent | undefined
  const gatewayRow = (page: Page, sn: string) => page.getByTestId('gateways').locator('tr', { hasText: sn })

  it('edits the demo gateway’s settings and syncs them to its agent', { timeout: 180_000 }, async () => {
    const { platform, browser } = held
    const page = await signedInPage(browser, platform, 'zh')
    const refused = watchContractRefusals(page)
    await page.goto(`${platform.url}/manage/eg/gateway`)
    const row = gatewayRow(page, DEMO_GATEWAY.sn)
    await row.getByTestId('gw-state-online').waitFor()
    await page.screenshot({ path: `${SHOTS}/gateways-zh.png` })

    await row.getByTestId('gw-open').click()
    const drawer = page.getByTestId('gateway-drawer')
    await drawer.getByTestId('gw-lanIp').fill('192.168.1.300')
    await drawer.getByTestId('gw-save').click()
    await drawer.getByText('请输入正确的 IP 地址').waitFor()
    await drawer.getByTestId('gw-lanIp').fill('192.168.1.30')
    await drawer.getByRole('tab', { name: '防篡改与报警' }).click()
    // switched on (a retry finds it on from the first try)
    const antiTamper = drawer.getByTestId('gw-antiTamper')
    if ((await antiTamper.getAttribute('aria-checked')) !== 'true') await antiTamper.click()
    await drawer.getByTestId('gw-antiTamperFormula').fill('X*10')
    await drawer.getByTestId('gw-antiTamperWriteBack').click()
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: /^setpoint/ })
      .first()
      .click()
    await page.screenshot({ path: `${SHOTS}/gateway-settings-zh.png` })
    await drawer.getByTestId('gw-save').click()
    await drawer.getByTestId('gw-saved').waitFor()
    const before = await platform.db
      .selectFrom('gateways')
      .select(['settings', 'configVersion', 'reportedVersion'])
      .where('sn', '=', DEMO_GATEWAY.sn)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(before.settings)).toMatchObject({
      lanIp: '192.168.1.30',
      antiTamper: true,
      antiTamperFormula: 'X*10',
    })
    await drawer.getByTestId('gw-sync').click()
    await drawer.waitFor({ state: 'detached' })
    // the demo agent runs the new version: synced, and the list says so
    await until(async () => {
      const g = await platform.db
        .selectFrom('gateways')
        .select(['configVersion', 'reportedVersion'])
        .where('sn', '=', DEMO_GATEWAY.sn)
        .executeTakeFirstOrThrow()
      return g.reportedVersion === g.configVersion && g.configVersion > before.configVersion - 1
    })
    await page.reload()
    await gatewayRow(page, DEMO_GATEWAY.sn).getByText('已同步').waitFor()
    // the agent answers the setpoint's value as a challenge (250 -> 2500) and reports it
    const setpoint = await platform.db
      .selectFrom('variables')
      .select('id')
      .where('name', '=', 'setpoint')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(before.settings).antiTamperWriteBack).toBe(setpoint.id)
    await until(async () => {
      const g = await platform.db
        .selectFrom('gateways')
        .select('antiTamperStatus')
        .where('sn', '=', DEMO_GATEWAY.sn)
        .executeTakeFirstOrThrow()
      return JSON.parse(g.antiTamperStatus).answeredAt !== undefined
    }, 60_000)
    await page.reload()
    await gatewayRow(page, DEMO_GATEWAY.sn).getByTestId('gw-open').click()
    await page.getByTestId('gateway-drawer').getByRole('tab', { name: '防篡改与报警' }).click()
    await page.getByTestId('gw-antiTamperState').getByText('应答中').waitFor()
    await page.screenshot({ path: `${SHOTS}/gateway-anti-tamper-zh.png` })

    const en = await signedInPage(browser, platform, 'en')
    await en.goto(`${platform.url}/manage/eg/gateway`)
    await gatewayRow(en, DEMO_GATEWAY.sn).getByText('Online').waitFor()
    await en.screenshot({ path: `${SHOTS}/gateways-en.png` })
    await gatewayRow(en, DEMO_GATEWAY.sn).getByTestId('gw-open').click()
    await en.getByTestId('gateway-drawer').getByRole('tab', { name: 'Anti-tamper & alarms' }).click()
    await en.getByTestId('gw-antiTamperState').getByText('Answering').waitFor()
    await en.getByTestId('gateway-drawer').getByText('setpoint').waitFor()
    await en.screenshot({ path: `${SHOTS}/gateway-anti-tamper-en.png` })
    await en.getByTestId('gateway-drawer').getByRole('tab', { name: 'MQTT connection' }).click()
    await en.getByTestId('gateway-drawer').getByTestId('na-lanIp').count()
    await en.screenshot({ path: `${SHOTS}/gateway-settings-en.png` })
    expect(refused).toEqual([])
  })

  it('builds a three-level group tree, moves the demo device, refuses deleting a group in use', {
    timeout: 120_000,
  }, async () => {
    const { platform, browser } = held
    // a retry starts as the first try did: without the groups a failed try added (its device comes out)
    await platform.db.deleteFrom('deviceGroups').where('name', 'in', ['一号线', '一车间', '一厂']).execute()
    const device = await platform.db.selectFrom('devices').select(['id', 'name']).executeTakeFirstOrThrow()
    const page = await signedInPage(browser, platform, 'zh')
    const refused = watchContractRefusals(page)
    await page.goto(`${platform.url}/manage/eg/group`)
    const groups = page.getByTestId('groups')
    const add = async (button: string, name: string) => {
      // the add dialog before must have gone: while it closes it is still a dialog whose OK does nothing
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 30_000 }).toBe(0)
      await groups.getByTestId(button).click()
      await page.getByTestId('grp-name').fill(name)
      const added = page.waitForResponse((r) => r.url().endsWith('/lfscada/monitor/group/add'))
      await page.getByRole('dialog').getByRole('button', { name: OK }).click()
      expect((await (await added).json()).code, name).toBe(200)
      await groups.getByTestId(`group-${name}`).waitFor()
    }
    await add('grp-add-root', '一厂')
    await groups.getByTestId('group-一厂').click()
    await add('grp-add-child', '一车间')
    await groups.getByTestId('group-一车间').click()
    await add('grp-add-child', '一号线')
    await groups.getByTestId('group-一号线').click()
    await groups.getByTestId('grp-pick').click()
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: device.name })
      .first()
      .click()
    await groups.getByTestId('grp-assign').click()
    await groups.locator('tr', { hasText: device.name }).waitFor()
    const depths = await platform.db
      .selectFrom('deviceGroups')
      .select(['name', 'depth'])
      .where('name', 'in', ['一厂', '一车间', '一号线'])
      .orderBy('depth')
      .execute()
    expect(depths.map((g) => g.depth)).toEqual([1, 2, 3])
    await page.screenshot({ path: `${SHOTS}/groups-zh.png` })

    // the device row dragged onto the top group
    await groups.locator('tr', { hasText: device.name }).dragTo(groups.getByTestId('group-一厂'))
    await until(async () => {
      const d = await platform.db
        .selectFrom('devices')
        .select('groupId')
        .where('id', '=', device.id)
        .executeTakeFirst()
      const top = await platform.db
        .selectFrom('deviceGroups')
        .select('id')
        .where('name', '=', '一厂')
        .executeTakeFirst()
      return d?.groupId === top?.id
    })
    // not empty: refused with its code's text
    await groups.getByTestId('group-一厂').click()
    await groups.getByTestId('grp-delete').click()
    await page.locator('.ant-popover').getByRole('button', { name: OK }).click()
    await page.locator('.ant-message').getByText(/.+/).first().waitFor()
    expect(
      await platform.db.selectFrom('deviceGroups').select('id').where('name', '=', '一厂').executeTakeFirst(),
    ).toBeDefined()

    const en = await signedInPage(browser, platform, 'en')
    await en.goto(`${platform.url}/manage/eg/group`)
    await en.getByTestId('group-一厂').click()
    await en.getByTestId('groups').locator('tr', { hasText: device.name }).waitFor()
    await en.screenshot({ path: `${SHOTS}/groups-en.png` })
    expect(refused).toEqual([])
  })

  it('replaces the demo gateway by the spare one through check, import, sync', async () => {
    const { platform, browser } = held
    // a retry reuses the spare's agent a failed try started (a second one would fight it for its SN)
    spareAgent ??= await platform.edge!.startAgent(SPARE_GATEWAY)
    const page = await signedInPage(browser, platform, 'zh')
    await page.goto(`${platform.url}/manage/eg/gateway`)
    await gatewayRow(page, DEMO_GATEWAY.sn).getByTestId('gw-replace').click()
    const dialog = page.getByTestId('replace-dialog')
    await dialog.getByTestId('rp-sn').fill(SPARE_GATEWAY.sn)
    await dialog.getByTestId('rp-code').fill(SPARE_GATEWAY.code)
    await dialog.getByTestId('rp-check').click()
    await dialog.getByTestId('rp-import').click()
    await page.screenshot({ path: `${SHOTS}/replace-zh.png` })
    await dialog.getByTestId('rp-sync').click()
    await dialog.getByTestId('rp-success').waitFor({ timeout: 60_000 })
    await page.screenshot({ path: `${SHOTS}/replace-done-zh.png` })
    const bound = await platform.db
      .selectFrom('devices')
      .innerJoin('gateways', 'gateways.id', 'devices.gatewayId')
      .select('gateways.sn')
      .executeTakeFirstOrThrow()
    expect(bound.sn).toBe(SPARE_GATEWAY.sn)
  })
})
