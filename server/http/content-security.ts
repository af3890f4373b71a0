// The Content-Security-Policy of the web app and of the API's answers (README "Security headers").
// The web app's scripts are its own files, the one inline script of the build (the import map that
// points remote plugins at the shared React, allowed by its hash) and the modules of the remote widget
// plugins the caller's enterprise enabled (their origins). Styles allow 'unsafe-inline': antd writes
// its CSS-in-JS styles at run time. Scripts allow 'unsafe-eval' on every route because the kernel's
// hooks (tapable) compile their call functions at run time on every page, and the validators (TypeBox's
// compiler; ajv in the designer's property panel) compile theirs: no injected script runs, but a page's
// own code may still build a function from a string. What a page may load or call beyond the platform
// (pictures, videos, frames, fetches) is the administrator's to narrow (`PageSources`, CSP_*_SOURCES).
import { createHash } from 'node:crypto'

/** A CSP source as FRAME_ANCESTORS / EMBED_ANCESTORS may name it: a keyword, a scheme or a host. */
const SOURCE =
  /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i

/** The sources of a setting (space-separated); a source that is not one is refused with the setting named. */
export function parseSources(setting: string, value: string | undefined, fallback: string[]): string[] {
  if (value === undefined || value.trim() === '') return fallback
  const sources = value.trim().split(/\s+/)
  const bad = sources.find((s) => !SOURCE.test(s))
  if (bad) throw new Error(`${setting}: "${bad}" is no CSP source (e.g. 'self', https://portal.example.com)`)
  return sources
}

/** 'sha256-…' of each inline script of an HTML page (vite's build has one: the import map). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes ?? '') || !body) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/** The origin of an absolute http(s) URL; null for a relative one (the platform's own, 'self'). */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** Where a page may load pictures, videos and frames from, and call, beside the platform itself. */
export interface PageSources {
  img: string[]
  media: string[]
  frame: string[]
  connect: string[]
}

/**
 * Pictures, videos and iframes of pages may come from anywhere on the web (pages link them on purpose;
 * the URL allow-list keeps them to http, https and the platform's own); calls go to the platform only:
 * an injection cannot send what it reads anywhere. A video widget's HLS or HTTP-FLV stream is fetched by
 * its player (hls.js, mpegts.js), so its media server is named in CSP_CONNECT_SOURCES.
 */
export const DEFAULT_PAGE_SOURCES: PageSources = {
  img: ['http:', 'https:'],
  media: ['http:', 'https:'],
  frame: ['http:', 'https:'],
  connect: [],
}

/** The page sources from the environment (README): each setting replaces its default. */
export const pageSourcesFromEnv = (env: NodeJS.ProcessEnv): PageSources => ({
  img: parseSources('CSP_IMG_SOURCES', env.CSP_IMG_SOURCES, DEFAULT_PAGE_SOURCES.img),
  media: parseSources('CSP_MEDIA_SOURCES', env.CSP_MEDIA_SOURCES, DEFAULT_PAGE_SOURCES.media),
  frame: parseSources('CSP_FRAME_SOURCES', env.CSP_FRAME_SOURCES, DEFAULT_PAGE_SOURCES.frame),
  connect: parseSources('CSP_CONNECT_SOURCES', env.CSP_CONNECT_SOURCES, DEFAULT_PAGE_SOURCES.connect),
})

export interface DocumentPolicy {
  /** hashes of the page's inline scripts */
  scriptHashes: readonly string[]
  /** origins of the enabled remote plugins of the caller's enterprise */
  pluginOrigins: readonly string[]
  /** origins of every plugin the enterprise registered by URL: the plugins screen checks their manifests */
  registeredPluginOrigins: readonly string[]
  sources: PageSources
  frameAncestors: readonly string[]
}

const unique = (sources: readonly string[]) => [...new Set(sources)]

const join = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/** The policy of the web app's page. */
export function documentPolicy(p: DocumentPolicy): string {
  return join({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...p.scriptHashes, "'unsafe-eval'", ...p.pluginOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...p.pluginOrigins],
    // blob: for previews of picked files and the players' media sources
    'img-src': unique(["'self'", 'data:', 'blob:', ...p.sources.img]),
    'media-src': unique(["'self'", 'blob:', ...p.sources.media]),
    'frame-src': unique(["'self'", ...p.sources.frame]),
    'font-src': ["'self'", 'data:'],
    // 'self' takes the platform's WebSocket too; the remote plugins' origins: the loader fetches an
    // entry to check its manifest's integrity hash
    'connect-src': unique(["'self'", ...p.sources.connect, ...p.registeredPluginOrigins]),
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': p.frameAncestors,
  })
}

/** The policy of everything else (API answers, files): nothing may run in it, were it opened as a page. */
export const answerPolicy = (frameAncestors: readonly string[]): string =>
  join({ 'default-src': ["'none'"], 'frame-ancestors': frameAncestors })
