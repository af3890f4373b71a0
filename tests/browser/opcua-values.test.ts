// Exact values from an OPC UA server in Chromium (issue 29), against the real server with its edge site
// (the demo gateway's agent) and node-opcua's own server written in the test (never the project's code):
// a String node holding "0042" is a text variable shown as that text in the device's real-time tab (not 42
// or 42.00), and a UInt64 node holding 2^64 - 1 shows all 20 digits (a double would say ...616).
// Screenshots (1440x900, zh and en) go to SHOTS_DIR when set.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { waitFor } from '../integration/edge/helpers.ts'
import { startOpcServer, type TestOpcServer } from '../integration/edge/opcua-server.ts'
import { hasChromium, shotIfAsked, workerChromium } from './browser.ts'
import { callAs, openPage, type Platform, signedInPage, startPlatform } from './platform.ts'

const LANGS = ['zh', 'en'] as const
const TEXT = '0042'
const UINT64_MAX = '18446744073709551615'

describe.skipIf(!hasChromium)('OPC UA values in the real-time tab', () => {
  let platform: Platform
  let browser: Browser
  let opc: TestOpcServer
  let demoId: string
  const ids = { label: '', count: '' }
  const pages: Partial<Record<(typeof LANGS)[number], Page>> = {}

  beforeAll(async () => {
    opc = await startOpcServer()
    opc.values.label = TEXT
    opc.values.count = [0xffffffff, 0xffffffff]
    platform = await startPlatform({ edge: true })
    browser = await workerChromium()
    demoId = (
      await platform.db
        .selectFrom('devices')
        .innerJoin('gateways', 'gateways.id', 'devices.gatewayId')
        .select('devices.id')
        .where('gateways.sn', '=', DEMO_GATEWAY.sn)
        .executeTakeFirstOrThrow()
    ).id
    // the integrator's OPC UA driver and its two variables, named for this run, synced to the agent
    const page = await signedInPage(browser, platform, 'zh')
    pages.zh = page
    const run = Date.now().toString(36)
    const driver = await callAs(page, platform, 'equipment/driver/add', {
      equipmentId: demoId,
      name: `OPC ${run}`,
      protocol: 'opcUa',
      endpoint: opc.endpoint,
      minCollectMs: 100,
      waitMs: 4000,
    })
    const add = async (name: string, opcNode: string, dataType: string) =>
      (
        await callAs(page, platform, 'equipment/signal/add', {
          equipmentId: demoId,
          driverId: driver.id,
          name: `${name}_${run}`,
          opcNode,
          dataType,
        })
      ).id as string
    ids.label = await add('batch', 'ns=1;s=Label', 'text')
    ids.count = await add('count', 'ns=1;s=Count', 'uint64')
    await callAs(page, platform, 'equipment/multi/sync', { equipmentId: demoId })
    const live = (id: string) => platform.services.realtime.live.get(id)?.value
    await waitFor(() => live(ids.label) === TEXT && live(ids.count) === UINT64_MAX, 30_000, 'the values live')
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
    await opc?.close()
  })

  it.each(LANGS)(
    'shows the String node’s text and the UInt64 exactly (%s)',
    { timeout: 60_000 },
    async (lang) => {
      const page = pages[lang] ?? (await signedInPage(browser, platform, lang))
      pages[lang] = page
      await openPage(page, `${platform.url}/monitor/eg/detail/list/${demoId}/0`)
      const label = page.getByTestId(`value-${ids.label}`)
      const count = page.getByTestId(`value-${ids.count}`)
      await expect.poll(() => label.textContent(), { timeout: 20_000 }).toBe(TEXT)
      await expect.poll(() => count.textContent(), { timeout: 20_000 }).toBe(UINT64_MAX)
      expect(await page.locator('body').textContent()).not.toMatch(/NaN|18446744073709552000/)
      await label.scrollIntoViewIfNeeded()
      await shotIfAsked(page, `opcua-values-${lang}`)
    },
  )
})
