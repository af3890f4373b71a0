// Issue 21's alarm screens in Chromium against the real server. Alarm groups: the administrator builds a
// two-step chain (a person, then a department) through the dialog and sees it listed in order. Outbox: the
// demo gateway's offline alarm goes by SMS to a provider that fails; the notification is shown failed with
// its attempts and error, Retry (the provider works again) shows it sent, and the alarm's drawer shows its
// history (raised, notified). A reply link's page asks, then acknowledges. Screenshots in zh and en.
import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { NotificationProvider } from '../../server/notify/notifier.ts'
import { hasChromium } from './browser.ts'
import { platformWithBrowser, signedInPage, watchContractRefusals } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-ops'
const OK = /确\s?定|OK/
let failing = true
const sms: NotificationProvider = {
  name: 'stand-in-sms',
  async deliver() {
    if (failing) throw new Error('stand-in-sms: HTTP 503')
  },
}

describe.skipIf(!hasChromium)('alarm groups and the outbox in Chromium', () => {
  const held = platformWithBrowser({ providers: { sms } })
  mkdirSync(SHOTS, { recursive: true })

  it('builds a two-step alarm group through the dialog', { timeout: 90_000 }, async () => {
    const { platform, browser } = held
    await platform.db
      .insertInto('departments')
      .values({
        id: 'dept-night',
        orgId: (await platform.db.selectFrom('enterprises').select('id').executeTakeFirstOrThrow()).id,
        parentId: null,
        name: '夜班 Night shift',
        sort: 0,
        createdAt: Date.now(),
        updatedAt: Date.now(),
      } as never)
      // a retry finds the department of the first try
      .onConflict((c) => c.column('id').doNothing())
      .execute()
    await platform.db.deleteFrom('alarmGroups').where('name', '=', '锅炉房').execute()
    const page = await signedInPage(browser, platform, 'zh')
    const refused = watchContractRefusals(page)
    await page.goto(`${platform.url}/manage/eg/alarm-group`)
    await page.getByTestId('new-group').click()
    const form = page.getByTestId('alarm-group-form')
    await form.getByTestId('group-name').fill('锅炉房')
    await form.getByTestId('group-delay').fill('5')
    const choose = async (testId: string, option: string) => {
      await form.getByTestId(testId).click()
      // searched, as a user would in a long list (accounts, roles and departments in groups)
      await page.keyboard.type(option)
      const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      await open.locator('.ant-select-item-option-active').filter({ hasText: option }).waitFor()
      // Enter picks the active match and closes the list, which a click during its animation may not
      await page.keyboard.press('Enter')
      await open.waitFor({ state: 'detached' })
    }
    await choose('step-0', 'admin')
    await form.getByTestId('add-step').click()
    await choose('step-1', 'Night shift')
    await page.screenshot({ path: `${SHOTS}/alarm-group-dialog-zh.png` })
    await page.getByRole('dialog').getByRole('button', { name: OK }).click()
    const row = page.getByTestId('alarm-groups').locator('tr', { hasText: '锅炉房' })
    await row.getByText('5 分钟').waitFor()
    expect(await row.locator('.ant-tag').allTextContents()).toEqual(['1. admin', '2. 夜班 Night shift'])
    await page.screenshot({ path: `${SHOTS}/alarm-groups-zh.png` })
    const en = await signedInPage(browser, platform, 'en')
    await en.goto(`${platform.url}/manage/eg/alarm-group`)
    await en.getByTestId('alarm-groups').getByText('5 min').waitFor()
    await en.screenshot({ path: `${SHOTS}/alarm-groups-en.png` })
    expect(refused).toEqual([])
  })

  it('shows a failed SMS of an offline alarm, retries it, and opens the alarm’s history', async () => {
    const { platform, browser } = held
    const admin = await platform.db
      .selectFrom('accounts')
      .select('id')
      .where('loginname', '=', 'admin')
      .executeTakeFirstOrThrow()
    await platform.db.updateTable('accounts').set({ tel: '13800000000' }).where('id', '=', admin.id).execute()
    await platform.db
      .updateTable('enterprises')
      .set({ alarmPush: JSON.stringify({ pushMethods: ['message', 'sms'], voiceLoops: 0 }) })
      .execute()
    const device = await platform.db.selectFrom('devices').select(['id', 'orgId']).executeTakeFirstOrThrow()
    const alarms = platform.services.realtime.alarms
    alarms.gatewayDown(device.orgId, device.id, 'offline', Date.now())
    await alarms.idle()
    await platform.services.notifier.idle()
    // its attempts used up (the policy's five): failed for good
    await platform.db
      .updateTable('notificationOutbox')
      .set({ status: 'failed', attempts: 5, nextAttemptAt: null })
      .where('channel', '=', 'sms')
      .execute()

    const page = await signedInPage(browser, platform, 'zh')
    const refused = watchContractRefusals(page)
    await page.goto(`${platform.url}/manage/notify/outbox`)
    const row = page.getByTestId('outbox').locator('tr', { hasText: '13800000000' })
    await row.getByTestId('status-failed').waitFor()
    await row.getByText('stand-in-sms: HTTP 503').waitFor()
    await page.screenshot({ path: `${SHOTS}/outbox-failed-zh.png` })
    failing = false
    await row.getByTestId('retry').click()
    await page.locator('.ant-popover').getByRole('button', { name: OK }).click()
    await row.getByTestId('status-sent').waitFor()
    expect(await row.locator('td').nth(7).textContent()).toBe('6')
    // opened, the row shows when it was sent and its text (issue 38)
    await row.locator('.ant-table-row-expand-icon').click()
    const detail = page.getByTestId('outbox-detail')
    await detail.getByText(/离线报警/).waitFor()
    await detail.getByText('发送时间').waitFor()
    await page.screenshot({ path: `${SHOTS}/outbox-detail-zh.png` })

    await row.getByTestId('open-alarm').click()
    const drawer = page.getByTestId('alarm-drawer')
    await drawer.getByTestId('event-raised').waitFor()
    await drawer
      .getByTestId('event-notified')
      .getByText(/通知：admin/)
      .waitFor()
    await page.screenshot({ path: `${SHOTS}/outbox-history-zh.png` })

    const en = await signedInPage(browser, platform, 'en')
    await en.goto(`${platform.url}/manage/notify/outbox`)
    await en.getByTestId('outbox').getByTestId('status-sent').first().waitFor()
    await en.getByTestId('outbox').locator('.ant-table-row-expand-icon').first().click()
    await en.getByTestId('outbox-detail').getByText('Provider answer').waitFor()
    await en.screenshot({ path: `${SHOTS}/outbox-en.png` })
    await en.getByTestId('open-alarm').first().click()
    await en.getByTestId('alarm-drawer').getByTestId('event-notified').waitFor()
    await en.screenshot({ path: `${SHOTS}/outbox-history-en.png` })

    // the reply link in the SMS: its page asks first, then acknowledges
    const body = (
      await platform.db
        .selectFrom('notificationOutbox')
        .select('body')
        .where('channel', '=', 'sms')
        .executeTakeFirstOrThrow()
    ).body
    const path = /\/alarm\/ack\/[A-Za-z0-9_-]+/.exec(body)![0]
    const fresh = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await fresh.goto(`${platform.url}${path}`)
    await fresh.getByTestId('ack').waitFor()
    await fresh.screenshot({ path: `${SHOTS}/ack-link-zh.png` })
    await fresh.getByTestId('ack').click()
    await fresh.getByText(/已确认/).waitFor()
    const alarm = await platform.db.selectFrom('alarmRecords').select('confirmedBy').executeTakeFirstOrThrow()
    expect(alarm.confirmedBy).toBe('admin')
    expect(refused).toEqual([])
  })
})
