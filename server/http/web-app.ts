// Serves the built web app (dist/web) beside the API. Routing in the browser is history-mode, so a
// GET for a path that is no file and not the API answers index.html.
import { existsSync } from 'node:fs'
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
  return (_req, reply) => reply.type('text/html').sendFile('index.html')
}
