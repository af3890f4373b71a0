// The API's interactive documentation (issue 32) in Chromium against the real server: the demo
// administrator opens /manage/api/docs, Swagger UI (loaded lazily, bundled) reads the generated document,
// lists `history/query` and shows its answer schema, and the page breaks none of the CSP's rules.
// Screenshots in zh and en go to SHOTS_DIR when it is set.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { hasChromium, stillPage } from './browser.ts'
import { openPage, platformWithBrowser, signedInPage } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR

describe.skipIf(!hasChromium)('API documentation in Chromium against the server', () => {
  const held = platformWithBrowser()

  it.each(['zh', 'en'] as const)(
    'lists history/query with its answer schema under the CSP (%s)',
    async (lang) => {
      const { platform, browser } = held
      const page = await signedInPage(browser, platform, lang)
      await page.context().addInitScript(() => {
        const seen: string[] = []
        Object.assign(window, { cspViolations: seen })
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI}`),
        )
      })
      const loaded = page.waitForResponse((r) => r.url().endsWith('/lfscada/openapi.json'), {
        timeout: 60_000,
      })
      await openPage(page, `${platform.url}/manage/api/docs`)
      expect((await loaded).status()).toBe(200)
      const docs = page.getByTestId('api-docs')
      const tag = docs.locator('.opblock-tag[data-tag="history"]')
      await tag.waitFor({ timeout: 90_000 })
      const title = docs.locator('.ant-card-head-title')
      expect(await title.innerText()).toBe(lang === 'zh' ? 'API 文档' : 'API documentation')
      await tag.click({ timeout: 90_000 })
      const operation = docs.locator('.opblock').filter({ has: page.locator('[data-path="/history/query"]') })
      // Swagger UI renders the whole operation on this click: on a busy machine that takes its time
      await operation.locator('.opblock-summary').first().click({ timeout: 90_000 })
      const ok = operation.locator('.responses-wrapper .response[data-code="200"]')
      await ok.getByRole('tab', { name: 'Schema' }).click({ timeout: 90_000 })
      const model = ok.locator('.model-box').first()
      await model.waitFor({ timeout: 30_000 })
      // the answer schema opened whole: the envelope, its data the points (signalId, time, value) or a curve
      await model.getByText('Expand all').first().click({ timeout: 90_000 })
      if (SHOTS) {
        await ok.scrollIntoViewIfNeeded()
        await stillPage(page)
        await page.screenshot({ path: join(SHOTS, `api-docs-${lang}.png`) })
      }
      await expect.poll(() => model.innerText(), { timeout: 60_000 }).toMatch(/data[\s\S]*signalId/)
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([])
    },
    180_000,
  )
})
