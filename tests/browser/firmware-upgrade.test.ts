// Over-the-air upgrade in Chromium against the real server and the demo site (issue 35): a platform
// administrator uploads a package built here on the firmware tab of /manage/system/hardware, upgrades the
// demo gateway's agent (a child process the demo site restarts when it asks) to it, and watches the job
// move to done while the gateway's firmware becomes the new version. Each try uploads a version of its
// own, so a retry starts from nothing an earlier try left. Screenshots zh and en of the tab.
import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { firmwarePackage } from '../../edge/tools/firmware-package.ts'
import { DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { hasChromium, shotIfAsked } from './browser.ts'
import { openPage, platformWithBrowser, signedInPage, watchContractRefusals } from './platform.ts'
import { pickOption } from './select.ts'

if (process.env.SHOTS_DIR) mkdirSync(process.env.SHOTS_DIR, { recursive: true })

describe.skipIf(!hasChromium)('firmware upgrade in Chromium', () => {
  const env = platformWithBrowser({ edge: true })

  it('publishes a package and upgrades the demo gateway’s agent, watching it to done', async () => {
    const version = `lfscada-edge 0.9.${Date.now() % 1_000_000}`
    const page = await signedInPage(env.browser, env.platform, 'zh')
    const refused = watchContractRefusals(page)
    await openPage(page, `${env.platform.url}/manage/system/hardware`)
    await page.getByRole('tab', { name: '网关固件' }).click()

    await page.getByTestId('firmware-upload').click()
    const form = page.getByTestId('firmware-form')
    await form.getByTestId('firmware-version').fill(version)
    await form.locator('textarea').fill('更快的轮询 / faster polling')
    await form.locator('input[type=file]').setInputFiles({
      name: 'edge.fw',
      mimeType: 'application/gzip',
      buffer: firmwarePackage(version, { 'main.js': `export const version = '${version}'` }),
    })
    const uploaded = page.waitForResponse((r) => r.url().includes('system/firmware/upload'))
    await page.locator('.ant-modal-footer .ant-btn-primary').click()
    expect((await (await uploaded).json()).code).toBe(200)

    const row = page.getByTestId('firmware-packages').getByRole('row', { name: version })
    await row.getByTestId('firmware-upgrade').click()
    await pickOption(page, page.getByTestId('upgrade-sns'), DEMO_GATEWAY.sn)
    // a multiple select keeps its list open over the dialog's buttons: closed by a click beside it
    await page.locator('.ant-modal-title').click()
    const lists = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    await expect.poll(() => lists.count(), { timeout: 10_000 }).toBe(0)
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('upgrade-form') })
    const sent = page.waitForResponse((r) => r.url().includes('system/firmware/upgrade'), { timeout: 60_000 })
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click()
    const answer = await (await sent).json()
    expect(answer.data.results).toEqual([expect.objectContaining({ sn: DEMO_GATEWAY.sn, code: 200 })])

    // the agent downloads, checks, restarts into the version and confirms once online
    const job = page.getByTestId('firmware-jobs').getByRole('row', { name: version })
    await job.getByTestId('job-state-done').waitFor({ timeout: 120_000 })
    const gateway = await env.platform.db
      .selectFrom('gateways')
      .select('firmwareVersion')
      .where('sn', '=', DEMO_GATEWAY.sn)
      .executeTakeFirstOrThrow()
    expect(gateway.firmwareVersion).toBe(version)
    await shotIfAsked(page, 'firmware-zh')

    const en = await signedInPage(env.browser, env.platform, 'en')
    await openPage(en, `${env.platform.url}/manage/system/hardware`)
    await en.getByRole('tab', { name: 'Gateway firmware' }).click()
    await en.getByTestId('firmware-jobs').getByRole('row', { name: version }).waitFor()
    await shotIfAsked(en, 'firmware-en')
    await en.getByTestId('firmware-upload').click()
    await en.getByTestId('firmware-form').waitFor()
    await shotIfAsked(en, 'firmware-upload-en')
    expect(refused).toEqual([])
    await page.context().close()
    await en.context().close()
  }, 240_000)
})
