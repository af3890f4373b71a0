// Shared browser-test harness: Debian's Chromium driven by playwright-core (no downloaded browser).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const hasChromium = existsSync(CHROMIUM)

/** `extraArgs`: further Chromium switches (e.g. a fake microphone for the talk test). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  })
}

let shared: Promise<Browser> | undefined

/**
 * The test worker's Chromium, launched by its first file and kept for the next ones (the browser project
 * runs its files one after another per worker, in one module graph): a launch and close took 1.5-2.5 s
 * per file under load. Its `close()` closes what the file opened (its contexts, so no cookie, storage or
 * page of one file reaches the next), not the browser; a browser that went away is launched again.
 */
export function workerChromium(): Promise<Browser> {
  shared ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => {
      shared = undefined
    })
    return new Proxy(browser, {
      get(target, key) {
        if (key === 'close')
          return async () => void (await Promise.all(target.contexts().map((c) => c.close())))
        const value = Reflect.get(target, key, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  })
  shared.catch(() => {
    shared = undefined // a failed launch is tried again by the next file
  })
  return shared
}

/**
 * Resolves once the page is still enough to photograph: its fonts loaded, every finite animation and
 * transition running (antd's motion, Leaflet's zoom) finished, and two frames painted since, so what a
 * canvas draws in its next frame is on screen. Infinite (spinners) and paused ones are not waited for.
 */
export async function stillPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)))
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
  })
}

/** A screenshot of the page, still, as `<name>.png` in SHOTS_DIR when it is set (to be looked at); else none. */
export async function shotIfAsked(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  await stillPage(page)
  await page.screenshot({ path: join(dir, `${name}.png`) })
}
