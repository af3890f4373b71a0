// The GM centre in Chromium (issue 36): the operating centre's counts follow the demo gateway going
// offline and back; the GM list filters by state and finds a gateway by SN among 3,000 generated through
// storage (the bench covers 100,000); an operator of another centre sees nothing of the demo enterprise.
// Screenshots of the three screens in zh and en.
import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { createEnterprise } from '../../server/org/enterprises.ts'
import type { Db } from '../../server/storage/db.ts'
import { hasChromium } from './browser.ts'
import { logIn, pageIn, platformWithBrowser, signedInPage, watchContractRefusals } from './platform.ts'

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

const demoState = (db: Db, state: string) =>
  db
    .updateTable('gateways')
    .set({ state, lastSeenAt: Date.now() })
    .where('sn', '=', DEMO_GATEWAY.sn)
    .execute()

describe.skipIf(!hasChromium)('the GM centre in Chromium', () => {
  const held = platformWithBrowser()
  mkdirSync(SHOTS, { recursive: true })
  let other: { centre: string; sn: string }

  it('counts follow the demo gateway going offline and back', { timeout: 120_000 }, async () => {
    const { platform, browser } = held
    other = await otherCentre(platform.db)
    await demoState(platform.db, 'online')
    const page = await signedInPage(browser, platform, 'zh')
    const refused = watchContractRefusals(page)
    await page.goto(`${platform.url}/monitor/gm/ocInfo`)
    const figure = (key: string) =>
      page.getByTestId(`gm-figure-${key}`).locator('.ant-statistic-content-value')
    await expect.poll(() => figure('total').textContent(), { timeout: 20_000 }).not.toBe('0')
    const online = Number((await figure('online').textContent())?.replaceAll(',', ''))
    await demoState(platform.db, 'offline')
    await expect
      .poll(async () => Number((await figure('online').textContent())?.replaceAll(',', '')), {
        timeout: 20_000,
      })
      .toBe(online - 1)
    await page.getByTestId('gm-went-offline').getByText(DEMO_GATEWAY.sn).waitFor()
    await page.screenshot({ path: `${SHOTS}/gm-centre-zh.png` })
    await demoState(platform.db, 'online')
    await expect
      .poll(async () => Number((await figure('online').textContent())?.replaceAll(',', '')), {
        timeout: 20_000,
      })
      .toBe(online)
    // the menu's GM centre group leads here
    await page.goto(`${platform.url}/manage/eg/equipment/list`)
    await page.getByText('GM 列表').first().waitFor()
    const en = await signedInPage(browser, platform, 'en')
    await en.goto(`${platform.url}/monitor/gm/ocInfo/${other.centre}`)
    await en.getByTestId('gm-figure-total').getByText('3,000').waitFor()
    await en.screenshot({ path: `${SHOTS}/gm-centre-en.png` })
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
})
