// Browser security headers on every answer (README "Security headers"): a Content-Security-Policy
// (content-security.ts), `X-Content-Type-Options: nosniff` and a Referrer-Policy. The web app's page
// gets the policy of a document, with the remote plugin origins of the enterprise of the session that
// asks for it; anything else a policy under which nothing runs. The one exception to `frame-ancestors`
// is the runtime page of a project, which the sites named by EMBED_ANCESTORS may also frame.
import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {} from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppConfig } from '../config.ts'
import { sha256Hex } from '../crypto/secrets.ts'
import type { Db } from '../storage/db.ts'
import {
  answerPolicy,
  documentPolicy,
  inlineScriptHashes,
  originOf,
  pageSourcesFromEnv,
  parseSources,
} from './content-security.ts'

export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/**
 * Pages EMBED_ANCESTORS may frame: a project's runtime page (host/shell/routes/full-screen.tsx,
 * RUNTIME_PATHS), the page a site embeds on purpose. Not the designer, not the management screens.
 */
export const EMBEDDABLE_PAGE = /^\/monitor\/project\/[^/?#]+\/page\/[^/?#]+\/?(?:[?#]|$)/

type Settings = Pick<AppConfig, 'frameAncestors' | 'embedAncestors' | 'pageSources' | 'now'>

/** The hashes of the built page's inline scripts, read again when the file changes (a new build). */
function scriptHashesOf(webRoot: string | null): () => Promise<string[]> {
  let cached: { mtimeMs: number; hashes: string[] } | null = null
  return async () => {
    if (!webRoot) return []
    const file = join(webRoot, 'index.html')
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs
    if (mtimeMs === undefined) return []
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, hashes: inlineScriptHashes(await readFile(file, 'utf8')) }
    return cached.hashes
  }
}

interface PluginOrigins {
  enabled: string[]
  registered: string[]
}

/** Origins of the URL-registered plugins of the session's enterprise, and of the enabled ones (none without a session). */
async function pluginOriginsOf(db: Db, token: string | undefined, now: number): Promise<PluginOrigins> {
  if (!token) return { enabled: [], registered: [] }
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('remotePlugins', 'remotePlugins.orgId', 'sessions.orgId')
    .select(['remotePlugins.url', 'remotePlugins.enabled'])
    .where('sessions.tokenHash', '=', sha256Hex(token))
    .where('sessions.expiresAt', '>', now)
    .where('remotePlugins.source', '=', 'url')
    .execute()
  const origins = (list: typeof rows) => [
    ...new Set(list.map((r) => originOf(r.url)).filter((o): o is string => o !== null)),
  ]
  return { enabled: origins(rows.filter((r) => Number(r.enabled) === 1)), registered: origins(rows) }
}

const isPage = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('text/html')

/** Registered before the routes and the static files, so its hook applies to all of them. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  settings: Settings,
  db: Db,
  webRoot: string | null,
): void {
  const scriptHashes = scriptHashesOf(webRoot)
  const frameAncestorsOf = (req: FastifyRequest) =>
    settings.embedAncestors.length && EMBEDDABLE_PAGE.test(req.url)
      ? [...new Set([...settings.frameAncestors, ...settings.embedAncestors])]
      : settings.frameAncestors

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', REFERRER_POLICY)
    const frameAncestors = frameAncestorsOf(req)
    const plugins = isPage(reply) && (await pluginOriginsOf(db, req.cookies[SESSION_COOKIE], settings.now()))
    const policy = plugins
      ? documentPolicy({
          scriptHashes: await scriptHashes(),
          pluginOrigins: plugins.enabled,
          registeredPluginOrigins: plugins.registered,
          sources: settings.pageSources,
          frameAncestors,
        })
      : answerPolicy(frameAncestors)
    reply.header('content-security-policy', policy)
    return payload
  })
}

/** The session cookie's name; whether it is Secure is `cookieSecure`. */
export const SESSION_COOKIE = 'lfscada_session'

/** The session cookie is Secure when set so (COOKIE_SECURE) or when the request came over HTTPS. */
export const cookieSecure = (req: FastifyRequest, config: Pick<AppConfig, 'cookieSecure'>): boolean =>
  config.cookieSecure || req.protocol === 'https'

/** TRUST_PROXY: true (any proxy: the server is reachable through the proxy only) or the proxies' addresses. */
function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  const v = value?.trim() ?? ''
  if (v === '' || v === 'false' || v === '0') return false
  return v === 'true' || v === '1' ? true : v
}

/** The settings of this file from the environment (README's table); a malformed source stops the start. */
export function securitySettingsFromEnv(
  env: NodeJS.ProcessEnv,
): Pick<AppConfig, 'cookieSecure' | 'trustProxy' | 'frameAncestors' | 'embedAncestors' | 'pageSources'> {
  return {
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    frameAncestors: parseSources('FRAME_ANCESTORS', env.FRAME_ANCESTORS, ["'self'"]),
    embedAncestors: parseSources('EMBED_ANCESTORS', env.EMBED_ANCESTORS, []),
    pageSources: pageSourcesFromEnv(env),
  }
}
