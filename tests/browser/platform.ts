// The server-backed browser harness: the REAL server (buildApp) on a fresh temporary SQLite database
// with the seeded demo data, serving the built web app (dist/web, `vite build` first), on port 0.
// Every browser test uses it: `const platform = await startPlatform()`, then `platform.url`.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { type BuildOptions, buildAppWithServices } from '../../server/app.ts'
import type { AppConfig } from '../../server/config.ts'
import { DEMO_ADMIN, seedDemo } from '../../server/seed.ts'
import type { Services } from '../../server/services.ts'
import { type Db, migrateToLatest, openDb } from '../../server/storage/db.ts'

export const WEB_ROOT = resolve('dist/web')
export { DEMO_ADMIN }

export interface Platform {
  /** Origin of the web app and the API, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string
  db: Db
  services: Services
  close(): Promise<void>
}

export interface PlatformOptions {
  config?: Partial<AppConfig>
  providers?: BuildOptions['providers']
}

export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  if (!existsSync(join(WEB_ROOT, 'index.html')))
    throw new Error('dist/web is missing: run `vite build` first (npm run test:browser does)')
  const dir = mkdtempSync(join(tmpdir(), 'lfscada-browser-'))
  const db = openDb({ sqliteFile: join(dir, 'test.db') })
  await migrateToLatest(db)
  await seedDemo(db, Date.now())
  const { fastify, services } = await buildAppWithServices({
    db,
    config: { ...options.config, webRoot: WEB_ROOT },
    providers: options.providers,
  })
  const address = await fastify.listen({ port: 0, host: '127.0.0.1' })
  return {
    url: address.replace(/\/$/, ''),
    db,
    services,
    async close() {
      await fastify.close()
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Logs in through the login page as `who` (default the demo administrator) and waits for the layout. */
export async function logIn(
  page: Page,
  platform: Platform,
  who: { loginname: string; password: string } = DEMO_ADMIN,
): Promise<void> {
  await page.goto(`${platform.url}/login`)
  await page.getByTestId('login-name').fill(who.loginname)
  await page.getByTestId('login-password').fill(who.password)
  await page.getByTestId('login-submit').click()
  await page.getByTestId('layout').waitFor()
  await dismissReminders(page)
}

/** Closes the reminders a new account gets after login (password, phone bind), as a user would. */
export async function dismissReminders(page: Page): Promise<void> {
  // antd puts a space between two CJK characters of a button label.
  const later = page.getByRole('button', { name: /稍\s?后|Later/ })
  for (;;) {
    const shown = await later
      .first()
      .waitFor({ timeout: 1500 })
      .then(() => true)
      .catch(() => false)
    if (!shown) return
    await later.first().click()
  }
}

/** A fresh browser context's page (own cookies), closed with the browser. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' })
  return context.newPage()
}
