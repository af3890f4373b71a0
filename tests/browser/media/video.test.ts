// Video (issue 17) in Chromium against the real server: an online-address widget plays a local HLS stream
// that ffmpeg made for the test and shows its first frame (320x240, decoded: readyState ≥ 2); an EZVIZ
// camera shows "not configured" until the enterprise has its video parameters, then plays the address
// the EZVIZ provider got from a local stand-in of the EZVIZ API. Screenshots go to /tmp/shots-media/.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, stillPage } from '../browser.ts'
import { signedInPage } from '../platform.ts'
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

const video = (id: string, x: number, addon: Record<string, unknown>) =>
  videoWidget(id, { x, y: 20, width: 400, height: 300 }, addon)

/** The frame size once the first frame is decoded, else null. */
const firstFrame = (page: Page, id: string) =>
  page.evaluate((wid) => {
    const v = document.querySelector<HTMLVideoElement>(`[data-widget-id="${wid}"] video`)
    return v && v.readyState >= 2 && v.videoWidth > 0 ? `${v.videoWidth}x${v.videoHeight}` : null
  }, id)

describe.skipIf(!hasChromium || !hasFfmpeg)('video widget', () => {
  let world: VideoWorld
  beforeAll(async () => {
    world = await startVideoWorld()
  })
  afterAll(() => world?.close())

  it.each(['zh', 'en'] as const)('plays a local HLS stream and shows its first frame (%s)', async (lang) => {
    await storeWidgets(world.platform, world.demo.pageId, [
      video('v-online', 20, { type: 'online', onlineAddress: world.stream.hls }),
      video('v-ezviz', 440, { type: 'ezviz', serialNumber: 'D12345678' }),
    ])
    const page = await signedInPage(world.browser, world.platform, lang)
    await page.goto(world.demo.runtimePath)
    await expect.poll(() => firstFrame(page, 'v-online'), { timeout: 30_000, interval: 250 }).toBe('320x240')
    // without video parameters the EZVIZ camera says so, in the user's language
    const notice = page.locator('[data-widget-id="v-ezviz"] [data-testid="video-notice"]')
    await expect
      .poll(() => notice.textContent(), { timeout: 15_000 })
      .toMatch(lang === 'zh' ? /未配置视频参数/ : /not configured/)
    await stillPage(page)
    await page.screenshot({ path: `${SHOTS}/video-${lang}.png` })
    await page.context().close()
  })

  it('plays an EZVIZ camera through the provider once the video parameters are set', async () => {
    await withoutVideoParameters(world)
    const page = await signedInPage(world.browser, world.platform, 'zh')
    const answer = await addVideoParameters(page, 'key-1', 'secret-1')
    expect(answer.code).toBe(200)
    expect(JSON.stringify(answer.data)).not.toContain('secret-1')
    const again = await addVideoParameters(page, 'key-2', 'secret-2')
    expect(again.code).toBe(3202)
    await storeWidgets(world.platform, world.demo.pageId, [
      video('v-ezviz', 440, { type: 'ezviz', serialNumber: 'D12345678', PanTilt: true }),
    ])
    await page.goto(world.demo.runtimePath)
    await expect.poll(() => firstFrame(page, 'v-ezviz'), { timeout: 30_000, interval: 250 }).toBe('320x240')
    expect(world.stream.addresses()).toBeGreaterThan(0)
    // Held down, the pad's arrow moves the camera through the provider; let go, it stops.
    const up = page.locator('[data-widget-id="v-ezviz"] [data-ptz="up"]')
    expect(await up.getAttribute('aria-label')).toBe('向上')
    await up.hover()
    await page.mouse.down()
    await expect.poll(() => world.stream.moves()).toEqual(['start D12345678 1 0'])
    await page.mouse.up()
    await expect.poll(() => world.stream.moves()).toEqual(['start D12345678 1 0', 'stop D12345678 1 0'])
    await page.screenshot({ path: `${SHOTS}/video-ptz-zh.png` })
    await page.context().close()
  })
})
