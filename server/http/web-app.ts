// Serves the built web app (dist/web) beside the API, and builds it when it is missing. Routing in the
// browser is history-mode, so a GET for a path that is no file and not the API answers index.html. Whether
// the web app is there is asked per request, so a build that lands after the start is served at once.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { PageFallback } from './errors.ts'

export const hasWebApp = (root: string): boolean => existsSync(join(root, 'index.html'))

/** Build-hashed files (vite's assets/): a new build gives new names, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else (index.html, the shared React modules) is revalidated on each use (ETag). */
export const REVALIDATE = 'no-cache'

const cacheControlOf = (root: string, path: string): string =>
  relative(root, path).startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE

export async function serveWebApp(app: FastifyInstance, root: string): Promise<PageFallback> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    // the build's .br and .gz copies (host/sdk/vite-precompress.ts), as the client accepts them
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', cacheControlOf(root, path))
      res.setHeader('Vary', 'Accept-Encoding')
    },
  })
  return (_req, reply) => (hasWebApp(root) ? reply.type('text/html').sendFile('index.html') : null)
}

/** vite's build of the web app into `outDir`; whether it succeeded. */
const viteBuild = (outDir: string): boolean =>
  spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { stdio: 'inherit' }).status === 0

/**
 * Builds the web app into a folder of its own beside `webRoot` and renames it into place, so another
 * start on the same checkout never finds the web app emptied or half-written; when another start's
 * build landed first, that one stays. Answers whether `webRoot` holds a web app afterwards.
 */
export function buildWebApp(webRoot: string, build: (outDir: string) => boolean = viteBuild): boolean {
  // unique per build, not per process and millisecond: two builds of one process may start in the same ms
  const temp = `${webRoot}.building-${process.pid}-${randomBytes(6).toString('hex')}`
  const stale = `${temp}-stale`
  try {
    if (!build(temp) || !hasWebApp(temp)) return hasWebApp(webRoot)
    try {
      renameSync(temp, webRoot)
    } catch {
      // webRoot is a folder with files: another start's build (kept), or what a broken build left (replaced)
      if (hasWebApp(webRoot)) return true
      renameSync(webRoot, stale)
      renameSync(temp, webRoot)
    }
    return true
  } finally {
    rmSync(temp, { recursive: true, force: true })
    rmSync(stale, { recursive: true, force: true })
  }
}
