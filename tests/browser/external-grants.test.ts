// API access for other parties (issue 32) in Chromium against the real server with the demo site, from
// /manage/api/list:
// - the demo administrator grants a second enterprise the demo device; that enterprise's administrator
//   sees it in the monitor list marked with the grantor and watches its values change live; after the
//   grantor cancels, the device is gone from the list and its detail is refused;
// - the administrator makes an API key for the demo device, copies the token the dialog shows once, and
//   the README's script (docs/examples/api-key.mjs, run with node as an integrator runs it) prints the
//   device's live values and a day of its history; the key's list then shows it used.
// Each try makes its own enterprise and key, so a retry starts from nothing a failed try left.
// Screenshots zh and en to SHOTS_DIR.
import { execFile } from 'node:child_process'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { GOOD_PASSWORD, uniqueName } from '../integration/server/helpers.ts'
import { hasChromium, stillPage } from './browser.ts'
import {
  callAs,
  confirmPopover,
  logIn,
  openPage,
  pageIn,
  platformWithBrowser,
  signedInPage,
} from './platform.ts'
import { pickOption } from './select.ts'

const SHOTS = process.env.SHOTS_DIR
const README_SCRIPT = resolve(import.meta.dirname, '../../docs/examples/api-key.mjs')
const TEXT = {
  // antd puts a space between two CJK characters of a button label
  zh: {
    keyAdd: '新建密钥',
    notUsed: '未使用',
    tab: '外部授权',
    add: '新建授权',
    find: /查\s?找/,
    granted: '演示企业 Demo Enterprise 授权',
  },
  en: {
    keyAdd: 'New key',
    notUsed: 'Not used yet',
    tab: 'External parties',
    add: 'New grant',
    find: /Find/,
    granted: 'Granted by 演示企业 Demo Enterprise',
  },
} as const

describe.skipIf(!hasChromium)('grants to external parties in Chromium against the server', () => {
  const held = platformWithBrowser({ edge: true })
  let device: { id: string; name: string }
  let signalId: string

  beforeAll(async () => {
    const db = held.platform.db
    device = await db
      .selectFrom('devices')
      .innerJoin('gateways', 'gateways.id', 'devices.gatewayId')
      .select(['devices.id', 'devices.name'])
      .where('gateways.sn', '=', DEMO_GATEWAY.sn)
      .executeTakeFirstOrThrow()
    signalId = (
      await db
        .selectFrom('variables')
        .select('id')
        .where('deviceId', '=', device.id)
        .where('name', '=', 'temperature')
        .executeTakeFirstOrThrow()
    ).id
  })

  /** A new enterprise made by the demo (platform) administrator; answers its administrator's login. */
  async function newEnterprise(grantor: Page) {
    const loginname = uniqueName('party')
    await callAs(grantor, held.platform, 'org/enterprise/add', {
      name: uniqueName('Party'),
      admin: { loginname, password: GOOD_PASSWORD },
    })
    return { loginname, password: GOOD_PASSWORD }
  }

  /** A new project of the demo enterprise holding the demo device (issue 32: projects are granted too). */
  async function newProject(grantor: Page) {
    const name = uniqueName('Plant')
    const made = await callAs(grantor, held.platform, 'project/add', { name })
    await callAs(grantor, held.platform, 'project/equip/add', {
      projectId: made.id,
      equipmentIds: [device.id],
    })
    return { id: made.id as string, name }
  }

  async function grantFromScreen(grantor: Page, lang: 'zh' | 'en', party: string, project: { name: string }) {
    const text = TEXT[lang]
    await openPage(grantor, `${held.platform.url}/manage/api/list`)
    await grantor.getByRole('tab', { name: text.tab }).click()
    await grantor.getByTestId('grant-add').click()
    const dialog = grantor.locator('.ant-modal').filter({ hasText: text.add })
    await grantor.getByTestId('grant-party').locator('input').fill(party)
    await dialog.getByRole('button', { name: text.find }).click()
    await grantor.getByTestId('grant-party-found').waitFor()
    await pickOption(grantor, dialog.locator('.ant-select').first(), device.name)
    // the device list closes as a user's click elsewhere in the dialog closes it
    await dialog.locator('.ant-modal-title').click()
    await pickOption(grantor, dialog.locator('.ant-select').nth(1), project.name)
    await dialog.locator('.ant-modal-title').click()
    if (SHOTS) {
      await stillPage(grantor)
      await grantor.screenshot({ path: join(SHOTS, `grant-dialog-${lang}.png`) })
    }
    const answered = grantor.waitForResponse((r) => r.url().endsWith('/lfscada/api/pmsn/auth'))
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click()
    expect((await (await answered).json()).code).toBe(200)
    const row = grantor.getByTestId('grant-list').locator('tbody tr').filter({ hasText: device.name }).first()
    await row.waitFor()
    return row
  }

  it.each(['zh', 'en'] as const)(
    'the party watches the granted device live until the grant is cancelled (%s)',
    async (lang) => {
      const grantor = await signedInPage(held.browser, held.platform, lang)
      const party = await newEnterprise(grantor)
      const project = await newProject(grantor)
      const row = await grantFromScreen(grantor, lang, party.loginname, project)
      if (SHOTS) {
        await stillPage(grantor)
        await grantor.screenshot({ path: join(SHOTS, `grant-list-${lang}.png`) })
      }

      const watcher = await pageIn(held.browser, lang)
      await logIn(watcher, held.platform, party)
      await openPage(watcher, `${held.platform.url}/monitor/eg/list`)
      const tag = watcher.getByTestId(`device-granted-${device.id}`)
      await tag.waitFor({ timeout: 30_000 })
      expect(await tag.textContent()).toBe(TEXT[lang].granted)
      if (SHOTS) {
        await stillPage(watcher)
        await watcher.screenshot({ path: join(SHOTS, `grant-monitor-list-${lang}.png`) })
      }
      await openPage(watcher, `${held.platform.url}/manage/eg/project/list`)
      const projectTag = watcher.getByTestId(`project-granted-${project.id}`)
      await projectTag.waitFor({ timeout: 30_000 })
      expect(await projectTag.textContent()).toBe(TEXT[lang].granted)
      if (SHOTS) {
        await stillPage(watcher)
        await watcher.screenshot({ path: join(SHOTS, `grant-project-list-${lang}.png`) })
      }
      await openPage(watcher, `${held.platform.url}/monitor/eg/detail/list/${device.id}/0`)
      const value = watcher.getByTestId(`value-${signalId}`)
      await expect.poll(() => value.textContent(), { timeout: 30_000 }).not.toBe('')
      const first = await value.textContent()
      // the demo PLC's temperature moves every poll: a new value is the socket delivering it
      await expect.poll(() => value.textContent(), { timeout: 30_000 }).not.toBe(first)

      await row.getByTestId(/^grant-cancel-/).click()
      await confirmPopover(grantor, 'api/pmsn/cancelAuth')
      await openPage(watcher, `${held.platform.url}/monitor/eg/list`)
      await watcher.getByTestId('monitor-devices').locator('.ant-table-tbody').waitFor()
      await expect
        .poll(() => watcher.getByTestId('monitor-devices').getByText(device.name).count(), {
          timeout: 15_000,
        })
        .toBe(0)
      await grantor.context().close()
      await watcher.context().close()
    },
    180_000,
  )

  /** The README's script with a key: what it printed. */
  async function runReadmeScript(token: string): Promise<string> {
    const env = {
      ...process.env,
      LFSCADA_URL: `${held.platform.url}/lfscada`,
      LFSCADA_KEY: token,
      DEVICE: device.id,
    }
    const { stdout } = await promisify(execFile)(process.execPath, [README_SCRIPT], { env, timeout: 30_000 })
    return stdout
  }

  it.each(['zh', 'en'] as const)(
    "a key made on the screen runs the README's script: live values and a day of history (%s)",
    async (lang) => {
      const text = TEXT[lang]
      const admin = await signedInPage(held.browser, held.platform, lang)
      await openPage(admin, `${held.platform.url}/manage/api/list`)
      await admin.getByTestId('api-key-add').click()
      const dialog = admin.locator('.ant-modal').filter({ hasText: text.keyAdd })
      const name = uniqueName('MES')
      await admin.getByTestId('api-key-name').fill(name)
      await pickOption(admin, dialog.locator('.ant-select').first(), device.name)
      await dialog.locator('.ant-modal-title').click()
      if (SHOTS) {
        await stillPage(admin)
        await admin.screenshot({ path: join(SHOTS, `api-key-dialog-${lang}.png`) })
      }
      const made = admin.waitForResponse((r) => r.url().endsWith('/lfscada/api/key/add'))
      await dialog.locator('.ant-modal-footer .ant-btn-primary').click()
      expect((await (await made).json()).code).toBe(200)
      const shown = admin.getByTestId('api-key-token')
      await shown.waitFor()
      const token = ((await shown.locator('code').textContent()) ?? '').trim()
      expect(token).toMatch(/^lfk_/)
      if (SHOTS) {
        await stillPage(admin)
        await admin.screenshot({ path: join(SHOTS, `api-key-token-${lang}.png`) })
      }
      await admin.keyboard.press('Escape')

      // the demo gateway's edge reports the temperature every poll: the script prints it once it has one
      let printed = ''
      await expect
        .poll(async () => (printed = await runReadmeScript(token)), { timeout: 30_000, interval: 500 })
        .toMatch(/^live temperature -?\d/m)
      expect(printed).toMatch(/^day \S+ \d+ values from/m)

      const row = admin.getByTestId('api-key-list').locator('tbody tr').filter({ hasText: name })
      await admin.getByTestId('api-key-list').locator('.ant-input-search input').fill(name)
      await admin.getByTestId('api-key-list').locator('.ant-input-search input').press('Enter')
      await row.waitFor()
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).not.toContain(text.notUsed)
      if (SHOTS) {
        await stillPage(admin)
        await admin.screenshot({ path: join(SHOTS, `api-key-list-${lang}.png`) })
      }
      await admin.context().close()
    },
    180_000,
  )
})
