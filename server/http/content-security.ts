// The Content-Security-Policy of the web app and of the API's answers (README "Security headers").
// The web app's scripts are its own files, the one inline script of the build (the import map that
// points remote plugins at the shared React, allowed by its hash) and the modules of the remote widget
// plugins the caller's enterprise enabled (their origins). Styles allow 'unsafe-inline': antd writes
// its CSS-in-JS styles at run time. Scripts allow 'unsafe-eval' because two libraries of the app
// compile functions at run time (tapable, the kernel's hooks; ajv, the schema validator): no injected
// script runs, but a page's own code may still build a function from a string.
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

export interface DocumentPolicy {
  /** hashes of the page's inline scripts */
  scriptHashes: readonly string[]
  /** origins of the enabled remote plugins of the caller's enterprise */
  pluginOrigins: readonly string[]
  frameAncestors: readonly string[]
}

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
    // pictures, videos and iframes of pages may come from anywhere on the web (the URL allow-list
    // keeps them to http, https and the platform's own); blob: for previews of picked files
    'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
    'media-src': ["'self'", 'blob:', 'http:', 'https:'],
    'frame-src': ["'self'", 'http:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // the remote plugins' origins: the loader fetches an entry to check its manifest's integrity hash;
    // http(s) as for media-src: the video widget's HLS and HTTP-FLV players fetch a stream's playlist and
    // segments themselves (hls.js, mpegts.js), from the camera's or media server's address
    'connect-src': ["'self'", 'http:', 'https:', ...p.pluginOrigins],
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
