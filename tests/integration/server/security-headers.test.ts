// Browser security headers (issue 11 "Headers"): the web app's page (`/`, any history-mode path, a
// runtime page) and the API's answers carry a Content-Security-Policy, nosniff and a Referrer-Policy;
// the page's scripts are its own files, its inline import map by hash, and the origins of the remote
// plugins the session's enterprise enabled; frame-ancestors follows FRAME_ANCESTORS, widened by
// EMBED_ANCESTORS for a project's runtime page only; pages call the platform alone (connect-src) unless
// CSP_CONNECT_SOURCES names more, and CSP_IMG/MEDIA/FRAME_SOURCES narrow what they load; the session
// cookie is Secure over HTTPS, also behind a trusted reverse proxy.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PAGE_SOURCES, parseSources } from '../../../server/http/content-security.ts'
import { securitySettingsFromEnv } from '../../../server/http/security-headers.ts'
import { DEMO_ADMIN } from '../../../server/seed.ts'
import {
  createEnterprise,
  createTestServer,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  tryLogin,
} from './helpers.ts'

const dir = mkdtempSync(join(tmpdir(), 'lfscada-csp-'))
const webRoot = join(dir, 'web')
// what vite's build writes: the import map inline, the entry as a file
const IMPORT_MAP = '{"imports":{"react":"/shared/react.js"}}'
const INDEX = `<!doctype html><html><head><script type="importmap">${IMPORT_MAP}</script>
<script type="module" crossorigin src="/assets/index-Ab12.js"></script></head><body><div id="root"></div></body></html>`
const IMPORT_MAP_HASH = `'sha256-${createHash('sha256').update(IMPORT_MAP).digest('base64')}'`
const EMBEDDER = 'https://portal.example.com'
const RUNTIME_PAGE = '/monitor/project/p1/page/g1'

/** The policy's directives by name. */
function directives(policy: unknown): Record<string, string[]> {
  expect(typeof policy).toBe('string')
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name as string, sources]),
  )
}

let server: TestServer
let admin: Session

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'), { recursive: true })
  writeFileSync(join(webRoot, 'index.html'), INDEX)
  writeFileSync(join(webRoot, 'assets', 'index-Ab12.js'), 'export {}\n')
  server = await createTestServer({ config: { webRoot } })
  admin = await loginDemoAdmin(server)
})

afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (url: string, cookie?: string, target = server) =>
  target.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

describe('the web app page', () => {
  it.each(['/', RUNTIME_PAGE, '/manage/eg/equipment'])(
    '%s: own scripts and the import map by hash, never inline scripts; framed by itself only',
    async (url) => {
      const response = await get(url)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      const csp = directives(response.headers['content-security-policy'])
      expect(csp['script-src']).toEqual(["'self'", IMPORT_MAP_HASH, "'unsafe-eval'"])
      expect(csp['script-src']).not.toContain("'unsafe-inline'")
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"])
      expect(csp['object-src']).toEqual(["'none'"])
      expect(csp['base-uri']).toEqual(["'self'"])
      expect(csp['frame-ancestors']).toEqual(["'self'"])
      // calls go to the platform only (its WebSocket included); pictures, videos, frames from the web
      expect(csp['connect-src']).toEqual(["'self'"])
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http:', 'https:'])
      expect(csp['media-src']).toEqual(["'self'", 'blob:', 'http:', 'https:'])
      expect(csp['frame-src']).toEqual(["'self'", 'http:', 'https:'])
    },
  )

  it("adds the origins of the session's enterprise's enabled plugins, and only those", async () => {
    const cdn = 'https://cdn.example.com'
    const plugin = await ok(admin.call('plugin/add', { name: 'Gauge', url: `${cdn}/gauge/gauge.js` }))
    await ok(admin.call('plugin/add', { name: 'Local', url: '/plugins/local.js' }))
    const off = await ok(admin.call('plugin/add', { name: 'Off', url: 'https://off.example.com/x.js' }))
    const scriptSources = async (cookie?: string) =>
      directives((await get('/', cookie)).headers['content-security-policy'])['script-src']

    expect(await scriptSources(admin.cookie)).not.toContain(cdn)
    await ok(admin.call('plugin/enable', { id: plugin.id }))
    await ok(admin.call('plugin/enable', { id: off.id }))
    await ok(admin.call('plugin/disable', { id: off.id }))
    const page = directives((await get('/', admin.cookie)).headers['content-security-policy'])
    expect(page['script-src']).toEqual(["'self'", IMPORT_MAP_HASH, "'unsafe-eval'", cdn])
    expect(page['style-src']).toEqual(["'self'", "'unsafe-inline'", cdn])
    // the plugins screen checks every registered plugin's manifest, enabled or not: calls only
    expect(page['connect-src']).toEqual(["'self'", cdn, 'https://off.example.com'])
    // no session, another enterprise's session, an ended session: none of them
    expect(await scriptSources()).not.toContain(cdn)
    const { admin: stranger } = await createEnterprise(server, admin)
    expect(await scriptSources(stranger.cookie)).not.toContain(cdn)
    await ok(stranger.call('user/logout'))
    expect(await scriptSources(stranger.cookie)).not.toContain(cdn)
    await ok(admin.call('plugin/delete', { id: plugin.id }))
    expect(await scriptSources(admin.cookie)).not.toContain(cdn)
  })
})

describe('the API', () => {
  it('answers under a policy where nothing runs, with nosniff and the Referrer-Policy', async () => {
    for (const response of [
      await server.app.inject({ method: 'POST', url: '/lfscada/user/publicKey' }),
      await server.app.inject({ method: 'GET', url: '/lfscada/health' }),
      await server.app.inject({ method: 'POST', url: '/lfscada/no/such/call' }),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(directives(response.headers['content-security-policy'])).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'self'"],
      })
    }
  })
})

describe('settings', () => {
  let embedding: TestServer
  let narrowed: TestServer
  const TILES = 'https://tiles.example.com'
  const CAMERAS = 'https://cams.example.com'
  beforeAll(async () => {
    embedding = await createTestServer({
      config: { webRoot, frameAncestors: ["'none'"], embedAncestors: ["'self'", EMBEDDER] },
    })
    narrowed = await createTestServer({
      config: {
        webRoot,
        pageSources: { img: [TILES], media: [CAMERAS], frame: ["'self'"], connect: [CAMERAS] },
      },
    })
  })
  afterAll(async () => {
    await embedding.close()
    await narrowed.close()
  })

  it('CSP_*_SOURCES narrow what pages load and widen what they call, nothing else', async () => {
    const csp = directives((await get('/', undefined, narrowed)).headers['content-security-policy'])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', TILES])
    expect(csp['media-src']).toEqual(["'self'", 'blob:', CAMERAS])
    expect(csp['frame-src']).toEqual(["'self'"])
    expect(csp['connect-src']).toEqual(["'self'", CAMERAS])
    expect(csp['script-src']).toEqual(["'self'", IMPORT_MAP_HASH, "'unsafe-eval'"])
  })

  it("FRAME_ANCESTORS limits every page; EMBED_ANCESTORS opens a project's runtime page, and only that", async () => {
    const ancestors = async (url: string) =>
      directives((await get(url, undefined, embedding)).headers['content-security-policy'])['frame-ancestors']
    expect(await ancestors(RUNTIME_PAGE)).toEqual(["'none'", "'self'", EMBEDDER])
    expect(await ancestors(`${RUNTIME_PAGE}?lang=en`)).toContain(EMBEDDER)
    for (const url of ['/', '/manage/project/p1/designer/g1', '/monitor/project/p1/preview/g1'])
      expect(await ancestors(url)).toEqual(["'none'"])
    const api = await embedding.app.inject({ method: 'POST', url: '/lfscada/user/publicKey' })
    expect(directives(api.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"])
  })

  it('reads the settings from the environment and refuses a source that could break the header', () => {
    expect(securitySettingsFromEnv({})).toEqual({
      cookieSecure: false,
      trustProxy: false,
      frameAncestors: ["'self'"],
      embedAncestors: [],
      pageSources: DEFAULT_PAGE_SOURCES,
    })
    expect(
      securitySettingsFromEnv({
        COOKIE_SECURE: '1',
        TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
        FRAME_ANCESTORS: `'self'  https://*.example.com:8443`,
        EMBED_ANCESTORS: EMBEDDER,
        CSP_IMG_SOURCES: `https://*.tianditu.gov.cn ${TILES}`,
        CSP_CONNECT_SOURCES: `${CAMERAS} wss://cams.example.com`,
        CSP_FRAME_SOURCES: "'self'",
      }),
    ).toEqual({
      cookieSecure: true,
      trustProxy: '10.0.0.0/8,127.0.0.1',
      frameAncestors: ["'self'", 'https://*.example.com:8443'],
      embedAncestors: [EMBEDDER],
      pageSources: {
        img: ['https://*.tianditu.gov.cn', TILES],
        media: DEFAULT_PAGE_SOURCES.media,
        frame: ["'self'"],
        connect: [CAMERAS, 'wss://cams.example.com'],
      },
    })
    expect(() => securitySettingsFromEnv({ CSP_CONNECT_SOURCES: '* ; script-src *' })).toThrow(
      /CSP_CONNECT_SOURCES/,
    )
    expect(securitySettingsFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(true)
    expect(securitySettingsFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    for (const bad of [
      "'self'; script-src *",
      'https://a.example.com,https://b.example.com',
      "'unsafe-inline'",
    ])
      expect(() => parseSources('FRAME_ANCESTORS', bad, [])).toThrow(/FRAME_ANCESTORS/)
  })
})

describe('the session cookie', () => {
  let proxied: TestServer
  beforeAll(async () => {
    proxied = await createTestServer({ config: { trustProxy: '127.0.0.1' } })
  })
  afterAll(() => proxied.close())

  const cookieOver = async (target: TestServer, forwardedProto?: string) => {
    const request = forwardedProto ? { headers: { 'x-forwarded-proto': forwardedProto } } : {}
    const { setCookie } = await tryLogin(target, DEMO_ADMIN.loginname, DEMO_ADMIN.password, request)
    return String(setCookie)
  }

  it('is Secure when the request came over HTTPS through a trusted proxy, not over plain HTTP', async () => {
    expect(await cookieOver(proxied, 'https')).toMatch(/;\s*Secure/i)
    expect(await cookieOver(proxied, 'http')).not.toMatch(/;\s*Secure/i)
    expect(await cookieOver(proxied)).not.toMatch(/;\s*Secure/i)
    // without TRUST_PROXY a client's own X-Forwarded-Proto is not believed
    expect(await cookieOver(server, 'https')).not.toMatch(/;\s*Secure/i)
  })

  it('is always Secure with COOKIE_SECURE', async () => {
    const forced = await createTestServer({ config: { cookieSecure: true } })
    try {
      expect(await cookieOver(forced)).toMatch(/;\s*Secure/i)
    } finally {
      await forced.close()
    }
  })
})
