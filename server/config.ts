// Server settings. Every duration is injectable, and so is the clock, so tests never wait.
import { hostname } from 'node:os'
import { DEFAULT_PAGE_SOURCES, type PageSources } from './http/content-security.ts'

export interface AppConfig {
  /** the API prefix of platform spec §7 */
  prefix: string
  /** epoch milliseconds; tests pass a clock they advance */
  now: () => number
  /** a session lives this long after its last use */
  sessionTtlMs: number
  /** calls one API key may make: `burst` at once, refilled at `burst` per `windowMs` (auth/api-keys.ts) */
  apiKeyRate: { burst: number; windowMs: number }
  /** wrong passwords before the lock (spec §8 code 1005), and how long the lock lasts */
  lockout: { maxAttempts: number; lockMs: number }
  /**
   * wrong logins from one client address (IPv6: its /64) in `lockMs`: from `captchaAfter` on, a login
   * from there needs the image captcha (when captchas are drawn); at `maxAttempts` every login from
   * there is refused (1005) for `lockMs`. Counted beside the per-name `lockout`.
   */
  addressLimit: { captchaAfter: number; maxAttempts: number; lockMs: number }
  /** verification codes and recovery tickets are valid 10 minutes (spec §4, §9) */
  codeTtlMs: number
  /** a new code for the same purpose is refused (90010) within this time */
  codeResendMs: number
  /** wrong tries a code survives before it is spent */
  codeMaxAttempts: number
  /** always mark the session cookie Secure (COOKIE_SECURE); it is anyway when the request came over HTTPS */
  cookieSecure: boolean
  /**
   * fastify's `trustProxy` (TRUST_PROXY): believe a reverse proxy's X-Forwarded-Proto and -For, so a
   * request that reached the proxy over HTTPS counts as HTTPS (Secure cookie)
   */
  trustProxy: boolean | string
  /** CSP `frame-ancestors` of every page and answer (FRAME_ANCESTORS) */
  frameAncestors: string[]
  /** sources that may also frame a project's runtime page (EMBED_ANCESTORS); empty: none */
  embedAncestors: string[]
  /** what the web app's pages may load and call beside the platform (CSP_IMG/MEDIA/FRAME/CONNECT_SOURCES) */
  pageSources: PageSources
  /** the built web app to serve with history-mode fallback; null serves the API only */
  webRoot: string | null
  logger: boolean
  /** GET /metrics answers Prometheus with this bearer token (METRICS_TOKEN); null: off (404) */
  metricsToken: string | null
  /** this instance as the leader election and `GET health` name it (main.ts: `lfscada host:port pid N`) */
  instance: string
  /**
   * public keys (SPKI DER, base64) a licence may be signed with beside the vendor's built-in one: set only
   * by tests building the server in process (never read from the environment or a file, so a production
   * server trusts the vendor's key alone)
   */
  licenceTestKeys: readonly string[]
}

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    prefix: '/lfscada',
    now: Date.now,
    sessionTtlMs: 12 * 60 * 60 * 1000,
    apiKeyRate: { burst: 120, windowMs: 60_000 },
    lockout: { maxAttempts: 5, lockMs: 15 * 60 * 1000 },
    addressLimit: { captchaAfter: 5, maxAttempts: 30, lockMs: 15 * 60 * 1000 },
    codeTtlMs: 10 * 60 * 1000,
    codeResendMs: 60 * 1000,
    codeMaxAttempts: 5,
    cookieSecure: false,
    trustProxy: false,
    frameAncestors: ["'self'"],
    embedAncestors: [],
    pageSources: DEFAULT_PAGE_SOURCES,
    webRoot: null,
    logger: false,
    metricsToken: null,
    instance: `lfscada ${hostname()} pid ${process.pid}`,
    licenceTestKeys: [],
    ...overrides,
  }
}
