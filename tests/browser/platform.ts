// The server-backed browser harness: the REAL server (buildApp) on a fresh temporary SQLite database
// with the seeded demo data, serving the built web app (dist/web, `vite build` first), on port 0.
// Every browser test uses it: `const platform = await startPlatform()`, then `platform.url`.
// With `edge: true` the live side runs as `npm start` runs it (server/main.ts): the embedded MQTT
// broker checking gateway credentials, the server's edge link to it, and the demo site (the PLC
// simulator and the demo gateway's edge agent, server/edge-link/demo-edge.ts, which takes firmware
// upgrades); `platform.edge` can start the edge agent of another registered gateway (e.g. the spare one)
// against the same broker.
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { Code } from '../../core/i18n/codes.ts'
import { type EdgeAgent, startEdgeAgent } from '../../edge/agent/agent.ts'
import { type BuildOptions, buildAppWithServices } from '../../server/app.ts'
import { type Broker, startBroker } from '../../server/broker/index.ts'
import type { AppConfig } from '../../server/config.ts'
import { verifyGatewayCredential } from '../../server/devices/gateways.ts'
import { DEMO_DRIVER_ID, DEMO_GATEWAY } from '../../server/devices/seed.ts'
import { type DemoEdge, startDemoEdge } from '../../server/edge-link/demo-edge.ts'
import { firmwareSigner } from '../../server/firmware/signer.ts'
import { DEMO_ADMIN, seedDemo } from '../../server/seed.ts'
import type { Services } from '../../server/services.ts'
import { type Db, migrateToLatest, openDb } from '../../server/storage/db.ts'
import { demoRuleAtLimit } from '../integration/server/helpers.ts'
import { workerChromium } from './browser.ts'

/** The built web app; WEB_ROOT_DIR points at another build (a private `vite build --outDir`). */
export const WEB_ROOT = resolve(process.env.WEB_ROOT_DIR ?? 'dist/web')
export { DEMO_ADMIN }

export interface EdgeSite {
  /** mqtt://127.0.0.1:port of the embedded broker */
  brokerUrl: string
  /** the PLC simulator's Modbus TCP port on 127.0.0.1 (the demo device's driver reads it) */
  plcPort: number
  /** Starts the edge agent of a registered gateway (no configuration yet: the platform syncs one). */
  startAgent(gateway: { sn: string; code: string }): Promise<EdgeAgent>
}

export interface Platform {
  /** Origin of the web app and the API, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string
  db: Db
  services: Services
  /** with `edge: true` */
  edge?: EdgeSite
  close(): Promise<void>
}

export interface PlatformOptions {
  config?: Partial<AppConfig>
  providers?: BuildOptions['providers']
  /** also the broker, the edge link and the demo site, as `npm start` runs them */
  edge?: boolean
  /** the image captcha (server/auth/captcha.ts); none without it */
  captchas?: BuildOptions['captchas']
}

/** A port free on 127.0.0.1 now (the PLC simulator, a child process, takes it by number). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

/** Resolves once `ready` holds, checking every 100 ms; rejects after `ms`. */
async function until(ready: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

let migrated: Promise<string> | undefined

/**
 * A database file with every migration applied and no data, made once per test worker: each platform
 * starts from a copy of it (a copy took 15-45 ms, migrating a fresh file 1.1 s, at load 19 on 2 cores).
 */
function migratedDb(): Promise<string> {
  migrated ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lfscada-browser-migrated-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    const file = join(dir, 'migrated.db')
    const db = openDb({ sqliteFile: file })
    await migrateToLatest(db)
    await db.destroy()
    return file
  })()
  migrated.catch(() => {
    migrated = undefined // the next platform tries again
  })
  return migrated
}

export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  if (!existsSync(join(WEB_ROOT, 'index.html')))
    throw new Error('dist/web is missing: run `vite build` first (npm run test:browser does)')
  const dir = mkdtempSync(join(tmpdir(), 'lfscada-browser-'))
  copyFileSync(await migratedDb(), join(dir, 'test.db'))
  const db = openDb({ sqliteFile: join(dir, 'test.db') })
  await seedDemo(db, Date.now())
  // the browser tests were written for a demo rule that clears as soon as the value is back under its
  // limit; the seeded deadband and off-delay are tested in alarm-hysteresis.test.ts
  await demoRuleAtLimit(db)
  // the platform's own broker login, living as long as this platform (as in server/main.ts)
  const platformLogin = { username: 'lfscada-platform', password: randomBytes(24).toString('base64url') }
  const broker: Broker | undefined = options.edge
    ? await startBroker({
        port: 0,
        host: '127.0.0.1',
        platform: platformLogin,
        verifyGateway: (sn, password) => verifyGatewayCredential(db, sn, password),
      })
    : undefined
  const { fastify, services } = await buildAppWithServices({
    db,
    config: { ...options.config, webRoot: WEB_ROOT },
    providers: options.providers,
    ...(broker ? { edge: { url: broker.url, ...platformLogin } } : {}),
    ...(options.captchas ? { captchas: options.captchas } : {}),
  })
  const address = await fastify.listen({ port: 0, host: '127.0.0.1' })
  const agents: EdgeAgent[] = []
  let site: DemoEdge | null = null
  let edge: EdgeSite | undefined
  if (broker) {
    const plcPort = await freePort()
    // the seeded demo driver reads PLC_PORT; this run's simulator listens on a free one
    await db.updateTable('drivers').set({ tcpPort: plcPort }).where('id', '=', DEMO_DRIVER_ID).execute()
    site = await startDemoEdge({
      db,
      plcPort,
      mqttUrl: broker.url,
      dataDir: join(dir, 'edge'),
      firmwareKey: (await firmwareSigner(db, Date.now())).publicKey,
      log: () => {},
    })
    const gatewayOnline = (sn: string) => async () =>
      (await db.selectFrom('gateways').select('state').where('sn', '=', sn).executeTakeFirst())?.state ===
      'online'
    await until(gatewayOnline(DEMO_GATEWAY.sn), 60_000, 'the demo gateway online')
    edge = {
      brokerUrl: broker.url,
      plcPort,
      async startAgent({ sn, code }) {
        const agent = await startEdgeAgent({
          sn,
          code,
          serverUrl: broker.url,
          dataDir: join(dir, 'edge', sn),
        })
        agents.push(agent)
        await agent.whenLive()
        await until(gatewayOnline(sn), 10_000, `gateway ${sn} online`)
        return agent
      },
    }
  }
  return {
    url: address.replace(/\/$/, ''),
    db,
    services,
    ...(edge ? { edge } : {}),
    async close() {
      site?.stop()
      await Promise.all(agents.map((a) => a.stop()))
      await fastify.close()
      await broker?.close()
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A platform and Chromium for the tests of the calling `describe`: started before them, closed after.
 * The returned object's `platform` and `browser` are set once the tests run.
 */
export function platformWithBrowser(options: PlatformOptions = {}): { platform: Platform; browser: Browser } {
  const held = {} as { platform: Platform; browser: Browser }
  beforeAll(async () => {
    // side by side: the worker's first file launches Chromium while its server starts
    const [platform, browser] = await Promise.allSettled([startPlatform(options), workerChromium()])
    if (platform.status === 'fulfilled') held.platform = platform.value
    if (browser.status === 'fulfilled') held.browser = browser.value
    for (const started of [platform, browser]) if (started.status === 'rejected') throw started.reason
  })
  afterAll(async () => {
    await held.browser?.close()
    await held.platform?.close()
  })
  return held
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

/** A page of a fresh 1440x900 context in `lang` (the app's language and the browser's), not signed in. */
export async function pageIn(browser: Browser, lang: 'zh' | 'en'): Promise<Page> {
  const context = await browser.newContext({
    locale: lang === 'en' ? 'en-US' : 'zh-CN',
    viewport: { width: 1440, height: 900 },
  })
  await context.addInitScript((l) => localStorage.setItem('lfscada.lang', l), lang)
  return context.newPage()
}

/** A page of a fresh 1440x900 context in `lang`, signed in as the demo administrator. */
export async function signedInPage(browser: Browser, platform: Platform, lang: 'zh' | 'en'): Promise<Page> {
  const page = await pageIn(browser, lang)
  await logIn(page, platform)
  return page
}

/**
 * The reminders the shell opens on a page load for the signed-in user of `page`, in its order: the
 * password reminder and the phone bind, as host/shell/dialogs/DialogHost.tsx decides them from `user/info`.
 */
async function remindersDue(page: Page): Promise<('password' | 'phone')[]> {
  const origin = new URL(page.url()).origin
  const response = await page.request.get(`${origin}/lfscada/user/info`, { params: { time: Date.now() } })
  const answer = await response.json().catch(() => undefined)
  if (answer?.code !== 200) return [] // not signed in: no layout, no reminders
  const user = answer.data as { passwordRemind?: boolean; tel?: string; dismissedNotices?: string[] }
  const phone = !user.tel && !user.dismissedNotices?.includes('phoneBind')
  return [...(user.passwordRemind ? (['password'] as const) : []), ...(phone ? (['phone'] as const) : [])]
}

/**
 * Closes the reminders a new account gets after login (password, phone bind), as a user would. It asks
 * the server which ones this page load shows (from the same `user/info` the shell reads) and waits for
 * each of them, so a page without any goes on at once instead of watching 1.5 s for one that never
 * comes (that was some 450 page loads of the browser stage, 11 min of its workers).
 */
export async function dismissReminders(page: Page): Promise<void> {
  for (const kind of await remindersDue(page)) {
    const dialog = page.getByTestId(`${kind}-dialog`)
    // "Later" on the phone bind is kept on the account (user/notice/dismiss): the next page load must
    // find it kept, or it would show the reminder again
    const kept =
      kind === 'phone' && page.waitForResponse((r) => r.url().includes('/lfscada/user/notice/dismiss'))
    // antd puts a space between two CJK characters of a button label.
    await dialog.getByRole('button', { name: /稍\s?后|Later/ }).click()
    await kept
    await dialog.waitFor({ state: 'hidden' })
  }
}

/** An antd OK button's name (antd puts a space between two CJK characters of a button label). */
export const OK = /确\s?定|OK/

/**
 * Confirms the open popconfirm and waits until it has closed; with `path`, also until the server has
 * answered that call, so a test under load waits for the call instead of a fixed time.
 */
export async function confirmPopover(page: Page, path?: string): Promise<void> {
  const open = page.locator('.ant-popconfirm').filter({ visible: true })
  const answered =
    path && page.waitForResponse((r) => r.url().includes(`/lfscada/${path}`), { timeout: 45_000 })
  await open.getByRole('button', { name: OK }).click()
  if (answered) await answered
  await expect.poll(() => open.count(), { timeout: 15_000 }).toBe(0)
}

/** A fresh browser context's page (own cookies), closed with the browser. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' })
  return context.newPage()
}

/** Opens `url` as a new page load, waits for the layout and closes the login reminders it shows again. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.getByTestId('layout').waitFor()
  await dismissReminders(page)
}

/** Posts a call as the page's signed-in user, as JSON; resolves with the answer's data. */
export async function callAs(page: Page, platform: Platform, path: string, body: object) {
  const response = await page.request.post(`${platform.url}/lfscada/${path}`, { data: body })
  const answer = await response.json()
  if (answer.code !== 200 && answer.code !== 201) throw new Error(`${path}: ${JSON.stringify(answer)}`)
  return answer.data
}

/** Answers that mean a screen called a path the server lacks, or sent a body it does not take. */
const CONTRACT_CODES: readonly number[] = [Code.paramInvalid, Code.paramType, Code.paramMissing, 90001]

/**
 * Collects the page's calls the server refused for their path or body (`path code data` each), so a
 * test can expect none: screens and server must agree on every call a user's path makes.
 */
export function watchContractRefusals(page: Page): string[] {
  const refused: string[] = []
  page.on('response', async (response) => {
    if (!response.url().includes('/lfscada/')) return
    const answer = await response.json().catch(() => undefined)
    if (CONTRACT_CODES.includes(answer?.code))
      refused.push(`${new URL(response.url()).pathname} ${answer.code} ${JSON.stringify(answer.data)}`)
  })
  return refused
}
