// The web app under its Content-Security-Policy in Chromium (issue 11 "Headers"): the login page, the
// designer and a runtime page (its live-value WebSocket too) run without one refusal under connect-src
// 'self'; a script from a site no plugin of the enterprise uses is refused, and so is a call to it (an
// injection cannot beacon out); a plugin registered by URL on another site, enabled after the page loaded (so the
// page's policy does not name it yet), loads after the one reload the plugin gate makes for it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { remotePluginConfig } from '../../host/sdk/plugin-build.ts'
import { hasChromium, workerChromium } from './browser.ts'
import { demoPage } from './designer-steps.ts'
import { logIn, newPage, type Platform, startPlatform } from './platform.ts'

const EXAMPLE = new URL('../../plugins/examples/RemoteTank/', import.meta.url)

/** Serves the built plugin with CORS, as a CDN would: another origin than the platform's. */
function serveDir(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const name = (req.url ?? '/').split('?')[0]?.slice(1) ?? ''
    const type = name.endsWith('.css') ? 'text/css' : 'text/javascript'
    try {
      const body = readFileSync(join(dir, name))
      res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({ server, origin: `http://127.0.0.1:${port}` })
    }),
  )
}

describe.skipIf(!hasChromium)('the web app under its Content-Security-Policy', () => {
  let out: string
  let cdn: { server: Server; origin: string }
  let platform: Platform
  let browser: Browser
  let page: Page
  const refusals: string[] = []

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'lf-csp-'))
    await build({
      ...remotePluginConfig({ root: EXAMPLE, name: 'remote-tank', outDir: out }),
      configFile: false,
      logLevel: 'warn',
    })
    cdn = await serveDir(out)
    platform = await startPlatform()
    browser = await workerChromium()
    page = await newPage(browser)
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refusals.push(m.text())
    })
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
    cdn?.server.close()
    rmSync(out, { recursive: true, force: true })
  })

  const call = (path: string, body: object) =>
    page.evaluate(
      async ([p, b]) =>
        (
          await fetch(`/lfscada/${p}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(b),
          })
        ).json(),
      [path, body] as const,
    )

  it('signs in and opens the designer and a runtime page without a refusal', async () => {
    await logIn(page, platform)
    const demo = await demoPage(platform)
    await page.goto(demo.designerPath)
    await page.getByTestId('palette').waitFor()
    await page.goto(demo.runtimePath)
    await page.getByTestId('runtime-page').waitFor()
    await page.locator('[data-testid="runtime-page"] .lf-widget').first().waitFor()
    expect(refusals).toEqual([])
  })

  it('refuses a script from a site no enabled plugin uses', async () => {
    const outcome = await page.evaluate(
      `import('${cdn.origin}/remote-tank.js').then(() => 'ran', () => 'refused')`,
    )
    expect(outcome).toBe('refused')
    expect(refusals.join('\n')).toContain(cdn.origin)
    refusals.length = 0
  })

  it('refuses a call to a site the policy does not name', async () => {
    const outcome = await page.evaluate(
      `fetch('${cdn.origin}/remote-tank.js').then(() => 'sent', () => 'refused')`,
    )
    expect(outcome).toBe('refused')
    expect(refusals.join('\n')).toMatch(/connect-src/)
    refusals.length = 0
  })

  it('loads a plugin on another site enabled since the page loaded, after one reload', async () => {
    // a screen without widgets: the plugin gate has not run in this page yet
    await page.goto(`${platform.url}/manage`)
    await page.getByTestId('layout').waitFor()
    const added = await call('plugin/add', { name: 'CDN tank', url: `${cdn.origin}/remote-tank.js` })
    expect(added.code).toBe(200)
    expect((await call('plugin/enable', { id: added.data.id })).code).toBe(200)
    const demo = await demoPage(platform)
    // within the app (no new page load): the page's policy is still the one without the CDN
    const reloaded = page.waitForEvent('load')
    await page.evaluate((path) => {
      window.history.pushState({}, '', path)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, new URL(demo.designerPath).pathname)
    await reloaded
    await page.getByTestId('palette').locator('[data-widget-type="RemoteTank"]').waitFor()
    expect(await page.getByText(/加载失败/).count()).toBe(0)
  })
})
