// The GM centre in Chromium (issue 36): the operating centre's counts follow the demo gateway going
// offline and back, pushed (its fallback read comes only every FALLBACK_REFRESH_MS, longer than the waits); the GM list filters by state and finds a gateway by SN among 3,000 generated through
// storage (the bench covers 100,000); an operator of another centre sees nothing of the demo enterprise.
// Screenshots of the three screens in zh and en.
import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FALLBACK_REFRESH_MS } from '../../plugins/screens/gm/fleet-push.ts'
import { DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { createEnterprise } from '../../server/org/enterprises.ts'
import type { Db } from '../../server/storage/db.ts'
import { birthMetrics, nodeOf, payload } from '../integration/edgelink/sparkplug.ts'
import { hasChromium } from './browser.ts'
import {
  confirmPopover,
  logIn,
  OK,
  type Platform,
  pageIn,
  platformWithBrowser,
  signedInPage,
  watchContractRefusals,
} from './platform.ts'

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-gm'
const GENERATED = 3000
const OPERATOR = { loginname: `gm-op-${Date.now().toString(36)}`, password: 'Operator#2026' }

/** Another enterprise with GENERATED gateways (a third never seen), its centre, and an operator of it. */
async function otherCentre(db: Db) {
  const now = Date.now()
  const suffix = now.toString(36)
  const { enterprise } = await createEnterprise(
    db,
    { name: `Fleet ${suffix}`, admin: { loginname: `fleet-${suffix}`, password: 'Fleet#2026x' } },
    null,
    now,
  )
  const { admin } = await createEnterprise(db, { name: `Ops ${suffix}`, admin: { ...OPERATOR } }, null, now)
  for (let start = 0; start < GENERATED; start += 500)
    await db
      .insertInto('gateways')
      .values(
        Array.from({ length: 500 }, (_, k) => {
          const i = start + k
          return {
            id: `gm-${suffix}-${i}`,
            orgId: enterprise.id,
            sn: `9${suffix}${String(i).padStart(5, '0')}`,
            codeHash: 'x',
            credentialHash: 'x',
            series: 'standard',
            model: i % 2 ? 'LF-EG100' : 'LF-EG200',
            firmwareVersion: i % 3 ? '2.1.0' : '2.0.4',
            networkMode: '4G',
            signalStrength: 10 + (i % 20),
            state: i % 4 === 0 ? 'online' : 'offline',
            lastSeenAt: i % 3 === 0 ? null : now - i * 60_000,
            createdAt: now,
            updatedAt: now,
          }
        }),
      )
      .execute()
  await db
    .insertInto('operatingCentres')
    .values({ id: `oc-${suffix}`, name: `华东 East ${suffix}`, createdAt: now, updatedAt: now })
    .execute()
  await db
    .insertInto('operatingCentreOrgs')
    .values({ centreId: `oc-${suffix}`, orgId: enterprise.id })
    .execute()
  await db
    .insertInto('operatingCentreGrants')
    .values({ centreId: `oc-${suffix}`, accountId: admin.id })
    .execute()
  return { centre: `oc-${suffix}`, sn: `9${suffix}${String(1233).padStart(5, '0')}` }
}

/** The demo gateway's births and deaths, fed to the server's ingest as its MQTT link would. */
function demoGateway(platform: Platform) {
  const rt = platform.services.realtime
  let bdSeq = 0
  const feed = async (type: 'NBIRTH' | 'NDEATH', metrics: Parameters<typeof payload>[0]) => {
    rt.ingest.handle(nodeOf(type, DEMO_GATEWAY.sn), payload(metrics, 0))
    await rt.ingest.idle()
  }
  return {
    online: () => feed('NBIRTH', birthMetrics(++bdSeq, 1)),
    offline: () => feed('NDEATH', birthMetrics(bdSeq, 1).slice(0, 1)),
  }
}

/** A wait shorter than the screen's fallback read: what it sees came by the push. */
const PUSHED = { timeout: Math.min(20_000, FALLBACK_REFRESH_MS / 2) }

describe.skipIf(!hasChromium)('the GM centre in Chromium', () => {
  const held = platformWithBrowser()
  mkdirSync(SHOTS, { recursive: true })
  let other: { centre: string; sn: string }

  it('counts follow the demo gateway going offline and back', { timeout: 180_000 }, async () => {
    const { platform, browser } = held
    other = await otherCentre(platform.db)
    const demo = demoGateway(platform)
    await demo.online()
    const page = await signedInPage(browser, platform, 'zh')
    const refused = watchContractRefusals(page)
    await page.goto(`${platform.url}/monitor/gm/ocInfo`)
    const figure = (key: string) =>
      page.getByTestId(`gm-figure-${key}`).locator('.ant-statistic-content-value')
    await expect.poll(() => figure('total').textContent(), { timeout: 20_000 }).not.toBe('0')
    const online = Number((await figure('online').textContent())?.replaceAll(',', ''))
    await demo.offline()
    await expect
      .poll(async () => Number((await figure('online').textContent())?.replaceAll(',', '')), PUSHED)
      .toBe(online - 1)
    await page.getByTestId('gm-went-offline').getByText(DEMO_GATEWAY.sn).waitFor()
    // the demo device reports a position (seed): it is on the map
    await page.getByTestId('gm-map').locator('.lf-map-marker').first().waitFor({ state: 'attached' })
    await page.screenshot({ path: `${SHOTS}/gm-centre-zh.png` })
    await demo.online()
    await expect
      .poll(async () => Number((await figure('online').textContent())?.replaceAll(',', '')), PUSHED)
      .toBe(online)
    // the menu's GM centre group leads here
    await page.goto(`${platform.url}/manage/eg/equipment/list`)
    await page.getByText('GM 列表').first().waitFor()
    const en = await signedInPage(browser, platform, 'en')
    await en.goto(`${platform.url}/monitor/gm/ocInfo/${other.centre}`)
    await en.getByTestId('gm-figure-total').getByText('3,000').waitFor()
    await en.getByTestId('gm-map').getByText('No gateway reports a location').waitFor()
    await en.screenshot({ path: `${SHOTS}/gm-centre-en.png` })
    // its DTU modules: the platform's hardware screen filtered to the centre
    await en.getByRole('link', { name: 'DTU modules' }).click()
    await en.getByTestId('hardware-centre').getByText(/East/).waitFor()
    await en
      .getByTestId('hardware-gateways')
      .getByText(other.sn.slice(0, -4), { exact: false })
      .first()
      .waitFor()
    await en.screenshot({ path: `${SHOTS}/gm-hardware-en.png` })
    expect(refused).toEqual([])
  })

  it('filters the GM list by state and finds a gateway by SN among thousands', {
    timeout: 120_000,
  }, async () => {
    const { platform, browser } = held
    for (const lang of ['zh', 'en'] as const) {
      const page = await signedInPage(browser, platform, lang)
      await page.goto(`${platform.url}/monitor/gm/list`)
      const total = page.getByTestId('gm-total')
      await page.getByTestId('gm-list').locator('tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 })
      await page.screenshot({ path: `${SHOTS}/gm-list-all-${lang}.png` })
      await total.getByText(/\d,\d{3}/).waitFor()
      const all = await total.textContent()
      await page.getByTestId('gm-state').click()
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByText(lang === 'zh' ? '从未上线' : 'Never seen')
        .click()
      await expect.poll(() => total.textContent(), { timeout: 20_000 }).not.toBe(all)
      await page.getByTestId('gm-list').locator('tbody .ant-tag').first().waitFor()
      const states = await page.getByTestId('gm-list').locator('tbody .ant-tag').allTextContents()
      expect(new Set(states)).toEqual(new Set([lang === 'zh' ? '从未上线' : 'Never seen']))
      await page.getByTestId('gm-search').locator('input').fill(other.sn)
      await page.getByTestId('gm-search').locator('input').press('Enter')
      await total.getByText(/ 1 |^1 /).waitFor()
      expect(await page.getByTestId('gm-list').locator('tbody tr.ant-table-row').count()).toBe(1)
      await page.getByTestId('gm-list').getByText(other.sn).waitFor()
      await page.screenshot({ path: `${SHOTS}/gm-list-${lang}.png` })
      await page.goto(`${platform.url}/monitor/gm/group`)
      await page.getByTestId('gm-groups').waitFor()
      await page.screenshot({ path: `${SHOTS}/gm-groups-${lang}.png` })
    }
  })

  it('shows an operator of another centre nothing of the demo enterprise', { timeout: 120_000 }, async () => {
    const { platform, browser } = held
    const page = await pageIn(browser, 'en')
    await logIn(page, platform, OPERATOR)
    await page.goto(`${platform.url}/monitor/gm/list`)
    await page.getByTestId('gm-total').getByText('3,000 gateways').waitFor()
    await page.getByTestId('gm-search').locator('input').fill(DEMO_GATEWAY.sn)
    await page.getByTestId('gm-search').locator('input').press('Enter')
    await page.getByTestId('gm-total').getByText('0 gateways').waitFor()
    await page.getByTestId('gm-list').getByText('No gateway matches').waitFor()
    await page.screenshot({ path: `${SHOTS}/gm-list-operator-en.png` })
  })

  it('lets the platform administrator make a centre, grant and revoke an operator, and delete it', {
    timeout: 180_000,
  }, async () => {
    const { platform, browser } = held
    for (const lang of ['zh', 'en'] as const) {
      const name = `Centre ${lang} ${Date.now().toString(36)}`
      const page = await signedInPage(browser, platform, lang)
      await page.goto(`${platform.url}/monitor/gm/centres`)
      await page.getByTestId('gm-centres').waitFor()
      await page.getByTestId('gm-oc-add').click()
      const dialog = page.locator('.ant-modal').filter({ visible: true })
      await page.getByTestId('gm-oc-name').fill(name)
      await page.getByTestId('gm-oc-enterprises').click()
      await page.keyboard.type('Fleet')
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .first()
        .click()
      // the multiple select keeps its list open: a click on the dialog's title closes it
      await dialog.locator('.ant-modal-title').click()
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' })
      const saved = page.waitForResponse((r) => r.url().includes('/lfscada/gm/oc/save'))
      await dialog.getByRole('button', { name: OK }).click()
      await saved
      const row = page.getByTestId('gm-centres').locator('tr', { hasText: name })
      await row.getByText(/^Fleet /).waitFor()
      await row.getByTestId('gm-oc-grant').click()
      await page.getByTestId('gm-oc-loginname').fill(OPERATOR.loginname)
      await page.getByTestId('gm-oc-write').click()
      const granted = page.waitForResponse((r) => r.url().includes('/lfscada/gm/oc/grant'))
      await page.locator('.ant-modal').filter({ visible: true }).getByRole('button', { name: OK }).click()
      await granted
      await row.getByTestId('gm-oc-operator').getByText(OPERATOR.loginname).waitFor()
      await page.screenshot({ path: `${SHOTS}/gm-centres-${lang}.png` })
      await row.getByTestId('gm-oc-revoke').click()
      await confirmPopover(page, 'gm/oc/grant')
      await expect.poll(() => row.getByTestId('gm-oc-operator').count()).toBe(0)
      await row.getByTestId('gm-oc-delete').click()
      await confirmPopover(page, 'gm/oc/delete')
      await expect.poll(() => row.count()).toBe(0)
    }
  })
})
