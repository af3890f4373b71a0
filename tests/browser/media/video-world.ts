// What the video browser tests share: the local HLS stream and EZVIZ stand-in, a platform asking that
// stand-in, Chromium, the demo page, and video widgets to lay on it. Screenshots go to /tmp/shots-media/.
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import ComplexVideo from '../../../plugins/widgets/ComplexVideo/index.ts'
import { launchChromium } from '../browser.ts'
import { demoPage } from '../designer-steps.ts'
import { type Platform, startPlatform } from '../platform.ts'
import { widgetOf } from './fixtures.ts'
import { type LocalStream, startLocalStream } from './streams.ts'

export const SHOTS = '/tmp/shots-media'

/** A video widget at `box` with its video settings laid over the defaults. */
export const videoWidget = (
  id: string,
  box: { x: number; y: number; width: number; height: number },
  addon: Record<string, unknown>,
) =>
  widgetOf(ComplexVideo, id, box, (w) => {
    Object.assign((w.data as unknown as { dataAddon: object }).dataAddon, addon)
  })

export interface VideoWorld {
  stream: LocalStream
  platform: Platform
  browser: Browser
  demo: Awaited<ReturnType<typeof demoPage>>
  close: () => Promise<void>
}

/** `chromiumArgs`: further Chromium switches (the talk test's fake microphone). */
export async function startVideoWorld(chromiumArgs: readonly string[] = []): Promise<VideoWorld> {
  mkdirSync(SHOTS, { recursive: true })
  const stream = await startLocalStream()
  process.env.EZVIZ_API_URL = stream.ezviz
  const platform = await startPlatform()
  const browser = await launchChromium(chromiumArgs)
  const demo = await demoPage(platform)
  return {
    stream,
    platform,
    browser,
    demo,
    close: async () => {
      await browser.close()
      await platform.close()
      await stream.close()
    },
  }
}

/** Removes the video parameters a failed try of a test set, so its retry starts without them as the first did. */
export const withoutVideoParameters = (world: VideoWorld) =>
  world.platform.db.deleteFrom('videoConfigs').execute()

/** Sets the organisation's video parameters from a signed-in page; the API's envelope. */
export const addVideoParameters = (page: Page, appKey: string, appSecret: string) =>
  page.evaluate(async (body) => {
    const res = await fetch('/lfscada/video/config/add', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    return (await res.json()) as { code: number; data?: unknown }
  }, new URLSearchParams({ appKey, appSecret }).toString())
