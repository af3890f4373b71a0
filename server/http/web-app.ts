// Serves the built web app (dist/web) beside the API. Routing in the browser is history-mode, so a
// GET for a path that is no file and not the API answers index.html.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { PageFallback } from './errors.ts'

export const hasWebApp = (root: string): boolean => existsSync(join(root, 'index.html'))

export async function serveWebApp(app: FastifyInstance, root: string): Promise<PageFallback> {
  await app.register(fastifyStatic, { root, prefix: '/', index: ['index.html'] })
  return (_req, reply) => reply.type('text/html').sendFile('index.html')
}
