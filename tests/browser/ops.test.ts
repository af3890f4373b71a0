// Work orders and inspections in the device detail, in Chromium against the real server: the demo
// administrator (who holds every key, so is manager, repairer and inspector at once) opens a work order
// on the demo device and gives it to himself, is told in the message centre, accepts and finishes it;
// the message's detail leads back to the order. An inspection plan made through the API is accepted and
// filled in with one item failed, which shows the record abnormal with its findings.
import { beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './browser.ts'
import {
  callAs,
  confirmPopover,
  DEMO_ADMIN,
  logIn,
  newPage,
  OK,
  openPage,
  platformWithBrowser,
  watchContractRefusals,
} from './platform.ts'

describe.skipIf(!hasChromium)('work orders and inspections in Chromium against the server', () => {
  const env = platformWithBrowser()
  let deviceId: string
  let adminId: string
  beforeAll(async () => {
    deviceId = (await env.platform.db.selectFrom('devices').select('id').executeTakeFirstOrThrow()).id
    adminId = (
      await env.platform.db
        .selectFrom('accounts')
        .select('id')
        .where('loginname', '=', DEMO_ADMIN.loginname)
        .executeTakeFirstOrThrow()
    ).id
  })

  /** tries of this file's test so far (CI retries a failed test once) */
  let tries = 0

  it('opens, dispatches, accepts and finishes a work order; inspects a device with a failed item', async () => {
    // names of their own per try: a retry's order and plan are not confused with a failed try's
    const run = ++tries
    const leak = `Pump 2 leaks #${run}`
    const page = await newPage(env.browser)
    const refused = watchContractRefusals(page)
    await logIn(page, env.platform)
    const content = await callAs(page, env.platform, 'ops/inspection/content/add', {
      name: `Weekly #${run}`,
      items: [{ name: 'Oil level', standard: 'between the marks' }, { name: 'Noise' }],
    })
    const plan = await callAs(page, env.platform, 'ops/inspection/plan/add', {
      title: `Week 48 #${run}`,
      contentId: content.id,
      inspectorId: adminId,
      equipmentIds: [deviceId],
      planTime: Date.now(),
    })

    // A new work order, given to the administrator himself: dispatched, and he is told.
    await openPage(page, `${env.platform.url}/monitor/eg/detail/list/${deviceId}/0`)
    const detail = page.getByTestId('device-detail')
    await detail.getByRole('tab', { name: '维修记录' }).click()
    const unreadBefore = Number((await page.getByTestId('unread-badge').textContent()) || 0)
    await page.getByTestId('order-new').click()
    const dialog = page.getByTestId('order-dialog')
    await dialog.getByTestId('order-description').fill(leak)
    await dialog.getByTestId('staff-select').click()
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: DEMO_ADMIN.loginname })
      .click()
    await page.getByRole('dialog').getByRole('button', { name: OK }).click()
    const row = detail.locator('tr', { hasText: leak })
    await row.getByText('已派单').waitFor()
    const number = (await row.locator('td').nth(1).textContent()) ?? ''
    expect(number).toMatch(/^WO\d{8}-\d{4}$/)
    await expect
      .poll(async () => Number((await page.getByTestId('unread-badge').textContent()) || 0), {
        timeout: 10_000,
      })
      .toBeGreaterThan(unreadBefore)

    // The message's notification leads to its detail, and that back to the order on its device.
    await page.getByTestId('message-notification').filter({ hasText: number }).click()
    await page.getByTestId('message-detail').getByTestId('message-open-device').click()
    await detail.getByRole('tab', { name: '维修记录', selected: true }).waitFor()
    const picked = detail.locator('tr.ant-table-row-selected', { hasText: leak })
    await picked.waitFor()

    // The repairer accepts it, then finishes it with a result.
    await picked.getByTestId('order-receive').click()
    await confirmPopover(page)
    await picked.getByText('已接单').waitFor()
    await picked.getByTestId('order-finish').click()
    await page.getByTestId('order-result').fill('Seal replaced')
    await page.getByRole('dialog').getByRole('button', { name: OK }).click()
    await picked.getByText('已完成').waitFor()

    // The message centre's work-order tab lists the order's message.
    await openPage(page, `${env.platform.url}/msg/messageAll`)
    const centre = page.getByTestId('message-centre')
    await centre.getByRole('tab', { name: '工单' }).click()
    await centre.getByText(number).first().waitFor()

    await openPage(page, `${env.platform.url}/monitor/eg/detail/list/${deviceId}/0`)
    // The inspection: accept the order, fill it in with the noise item failed.
    await detail.getByRole('tab', { name: '巡检记录' }).click()
    const record = detail.locator('tr', { hasText: plan.title })
    await record.getByText('未开始').waitFor()
    await record.getByTestId('plan-accept').click()
    await record.getByTestId('record-inspect').click()
    const inspect = page.getByTestId('inspect-dialog')
    await inspect.getByTestId('inspect-ok-1').click()
    await page.getByRole('dialog').getByRole('button', { name: OK }).click()
    await record.getByText('异常').waitFor()
    await record.getByText('已填写').waitFor()
    // its findings, item by item
    await record.getByRole('button', { name: /展开|Expand/ }).click()
    await detail.getByText('Oil level').waitFor()

    expect(refused).toEqual([])
  })
})
