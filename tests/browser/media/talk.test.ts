// Talk (issue 17, designer spec §3 ComplexVideo `talk`) in Chromium against the real server, offline: the
// button shows only on an EZVIZ camera with talk on (an online address cannot talk); a refused microphone
// and missing video parameters are named in the user's language; with both, a press gets a ticket from
// the server (its token from the local EZVIZ stand-in), loads EZVIZ's SDK (never before the press) and the
// SDK asks the stand-in with that token; the stand-in's "offline" fails the talk, named; a press while it
// connects ends the session. Nothing leaves 127.0.0.1.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from '../browser.ts'
import { type Platform, signedInPage } from '../platform.ts'
import { storeWidgets } from './fixtures.ts'
import { hasFfmpeg } from './streams.ts'
import {
  addVideoParameters,
  SHOTS,
  startVideoWorld,
  type VideoWorld,
  videoWidget,
  withoutVideoParameters,
} from './video-world.ts'

const video = (id: string, x: number, y: number, addon: Record<string, unknown>) =>
  videoWidget(id, { x, y, width: 400, height: 240 }, addon)

const talkOf = (page: Page, id: string) =>
  page.locator(`[data-widget-id="${id}"] [data-testid="talk-button"]`)
const stateOf = (page: Page, id: string) => talkOf(page, id).getAttribute('data-state')

/** A signed-in page whose requests to anywhere but 127.0.0.1 are refused and counted. */
async function offlinePage(
  { browser, platform }: { browser: Browser; platform: Platform },
  lang: 'zh' | 'en',
  microphone: boolean,
) {
  const page = await signedInPage(browser, platform, lang)
  if (microphone) await page.context().grantPermissions(['microphone'])
  const outside: string[] = []
  const scripts: string[] = []
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === '127.0.0.1') return route.continue()
    outside.push(url.href)
    return route.abort()
  })
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
  return { page, outside, scripts }
}

describe.skipIf(!hasChromium || !hasFfmpeg)('video talk', () => {
  let world: VideoWorld

  beforeAll(async () => {
    // a fake microphone: granted, it records a tone; not granted, headless Chromium refuses it
    world = await startVideoWorld(['--use-fake-device-for-media-stream'])
    await storeWidgets(world.platform, world.demo.pageId, [
      video('v-talk', 20, 20, { type: 'ezviz', serialNumber: 'D12345678', talk: true, PanTilt: true }),
      video('v-mute', 440, 20, { type: 'ezviz', serialNumber: 'D12345678' }),
      video('v-online', 20, 280, { type: 'online', onlineAddress: world.stream.hls, talk: true }),
    ])
  })
  afterAll(() => world?.close())

  it.each(['zh', 'en'] as const)(
    'shows the button by the options; names a refused microphone (%s)',
    async (lang) => {
      const { page, outside, scripts } = await offlinePage(world, lang, false)
      await page.goto(world.demo.runtimePath)
      await expect.poll(() => talkOf(page, 'v-talk').count(), { timeout: 15_000 }).toBe(1)
      expect(await talkOf(page, 'v-mute').count()).toBe(0)
      expect(await talkOf(page, 'v-online').count()).toBe(0)
      expect(await talkOf(page, 'v-talk').getAttribute('aria-label')).toBe(lang === 'zh' ? '对讲' : 'Talk')
      await talkOf(page, 'v-talk').click()
      await expect.poll(() => stateOf(page, 'v-talk'), { timeout: 10_000 }).toBe('micDenied')
      const said = page.locator('[data-widget-id="v-talk"] [data-testid="talk-state"]')
      expect(await said.textContent()).toMatch(
        lang === 'zh' ? /麦克风权限被拒绝/ : /Microphone access denied/,
      )
      await page.screenshot({ path: `${SHOTS}/video-talk-${lang}.png` })
      // the SDK is not loaded before the microphone is there
      expect(scripts.filter((u) => /ezuikit/i.test(u))).toEqual([])
      expect(outside).toEqual([])
      await page.context().close()
    },
  )

  it('says the video parameters are missing, then talks through the SDK once they are set', async () => {
    await withoutVideoParameters(world)
    const { page, outside, scripts } = await offlinePage(world, 'zh', true)
    await page.goto(world.demo.runtimePath)
    const button = talkOf(page, 'v-talk')
    await button.waitFor({ timeout: 15_000 })
    await button.click()
    await expect.poll(() => stateOf(page, 'v-talk'), { timeout: 10_000 }).toBe('notConfigured')
    const answer = await addVideoParameters(page, 'key-1', 'secret-1')
    expect(answer.code).toBe(200)
    const sdk = () => scripts.some((u) => /ezuikit/i.test(u))
    expect(sdk()).toBe(false)
    const tokens = world.stream.tokens()
    await button.click()
    expect(await stateOf(page, 'v-talk')).toBe('connecting')
    // the SDK came with the press, and asks the stand-in with the token the server got for it
    await expect.poll(() => world.stream.sdkCalls().length, { timeout: 20_000 }).toBeGreaterThan(0)
    expect(world.stream.tokens()).toBe(tokens + 1)
    expect(world.stream.sdkCalls().every((c) => c.endsWith(' at.local'))).toBe(true)
    expect(sdk()).toBe(true)
    expect(await page.locator('[data-testid="talk-sdk"]').count()).toBe(1)
    await page.screenshot({ path: `${SHOTS}/video-talk-connecting-zh.png` })
    // the stand-in says the camera is offline: the talk fails, named, and the SDK's player is gone
    await expect.poll(() => stateOf(page, 'v-talk'), { timeout: 30_000 }).toBe('failed')
    expect(await page.locator('[data-testid="talk-sdk"]').count()).toBe(0)
    // pressed again, it connects; a second press ends the session before it talks
    await button.click()
    await expect.poll(() => page.locator('[data-testid="talk-sdk"]').count(), { timeout: 20_000 }).toBe(1)
    await button.click()
    expect(await stateOf(page, 'v-talk')).toBe('idle')
    await expect.poll(() => page.locator('[data-testid="talk-sdk"]').count()).toBe(0)
    expect(outside).toEqual([])
    await page.context().close()
  })
})
