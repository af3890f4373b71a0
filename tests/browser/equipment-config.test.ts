// Templates and the configuration of devices in Chromium against the real server: a template made from
// the demo device carries its signals and is copied as a job; the demo device's configuration is copied
// to another device with the job's progress, exported as a file and imported again. No call of the
// path may be refused for its path or its body.
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { hasChromium, workerChromium } from './browser.ts'
import { logIn, newPage, openPage, type Platform, startPlatform, watchContractRefusals } from './platform.ts'
import { pickOption } from './select.ts'

describe.skipIf(!hasChromium)('templates and device configuration in Chromium against the server', () => {
  let platform: Platform
  let browser: Browser
  let page: Page
  let demoId: string
  let refused: string[] = []
  /** tries of this file's tests so far: names unique per try (CI retries a failed test once) */
  let tries = 0
  const variablesOf = async (column: 'deviceId' | 'templateId', id: string) =>
    (await platform.db.selectFrom('variables').select('name').where(column, '=', id).execute()).map(
      (v) => v.name,
    )

  beforeAll(async () => {
    platform = await startPlatform()
    browser = await workerChromium()
    demoId = (
      await platform.db
        .selectFrom('devices')
        .innerJoin('gateways', 'gateways.id', 'devices.gatewayId')
        .select('devices.id')
        .where('gateways.sn', '=', DEMO_GATEWAY.sn)
        .executeTakeFirstOrThrow()
    ).id
    page = await newPage(browser)
    refused = watchContractRefusals(page)
    await logIn(page, platform)
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  it('makes a template from the demo device and copies it as a job', async () => {
    // a name of its own per try: a retry's template and copy are not confused with a failed try's
    const name = `Demo template ${++tries}`
    await openPage(page, `${platform.url}/manage/eg/template/list`)
    await page.getByTestId('template-add').click()
    await page.getByTestId('template-name').fill(name)
    await page.locator('.ant-form-item', { hasText: '从设备创建' }).locator('.ant-select').click()
    await page.locator('.ant-select-item-option', { hasText: 'Demo device' }).click()
    await page.getByTestId('template-save').click()
    await page.waitForURL(/\/manage\/eg\/template\/edit\/[^/]+$/)
    const templateId = new URL(page.url()).pathname.split('/').pop() ?? ''
    const edit = page.getByTestId('template-edit')
    await edit.getByRole('tab', { name: '变量管理' }).click()
    await page.getByTestId('config-signal').getByText('temperature', { exact: true }).waitFor()
    expect((await variablesOf('templateId', templateId)).sort()).toEqual(
      (await variablesOf('deviceId', demoId)).sort(),
    )

    await openPage(page, `${platform.url}/manage/eg/template/list`)
    const row = page.getByTestId('template-list').locator('tr', { hasText: name })
    await row.getByRole('button', { name: '复制模板' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '复制模板' }).click()
    await expect.poll(() => page.getByTestId('job-progress').getAttribute('data-state')).toBe('completed')
    await page.getByRole('button', { name: '关 闭' }).click()
    await page.getByTestId('template-list').getByText(`${name} (2)`).waitFor()
  })

  it("copies the demo device's configuration to another device, exports it and imports it again", async () => {
    // a device of its own per try: a retry does not pick the device a failed try made
    const target = `Copy target ${++tries}`
    const created = await page.evaluate(async (name) => {
      const res = await fetch('/lfscada/equipment/multi/add', {
        method: 'POST',
        body: new URLSearchParams({ name }),
      })
      return (await res.json()) as { data: { id: string } }
    }, target)
    const targetId = created.data.id

    await openPage(page, `${platform.url}/manage/eg/equipment/edit/${demoId}`)
    await page.getByTestId('config-copy').click()
    // a click on an option during the list's animation can be lost: picked and seen picked (select.ts)
    await pickOption(page, page.getByTestId('copy-targets'), target)
    await page.getByTestId('copy-start').click()
    await expect.poll(() => page.getByTestId('job-progress').getAttribute('data-state')).toBe('completed')
    expect(await page.getByTestId('job-progress').textContent()).toContain('1 / 1')
    await page.getByRole('button', { name: '关 闭' }).click()
    expect((await variablesOf('deviceId', targetId)).sort()).toEqual(
      (await variablesOf('deviceId', demoId)).sort(),
    )

    const download = page.waitForEvent('download')
    await page.getByTestId('config-export').click()
    const file = await readFile((await (await download).path()) ?? '', 'utf8')
    expect(JSON.parse(file)).toMatchObject({ format: 'lfscada-device-config', series: 'standard' })

    const imports = async () =>
      (
        await platform.db
          .selectFrom('operationLog')
          .select('id')
          .where('objectId', '=', targetId)
          .where('action', '=', 'import')
          .execute()
      ).length
    expect(await imports()).toBe(0)
    await openPage(page, `${platform.url}/manage/eg/equipment/edit/${targetId}`)
    await page
      .getByTestId('equipment-edit')
      .locator('input[type=file]')
      .setInputFiles({ name: 'demo.json', mimeType: 'application/json', buffer: Buffer.from(file) })
    await expect.poll(() => page.getByTestId('job-progress').getAttribute('data-state')).toBe('completed')
    expect(await imports()).toBe(1)
    expect((await variablesOf('deviceId', targetId)).sort()).toEqual(
      (await variablesOf('deviceId', demoId)).sort(),
    )
    expect(refused).toEqual([])
  })
})
