// GET /metrics: the Prometheus text of this instance's registry, outside the API's `{ code, msg, data }`
// envelope (a scraper reads plain text). Off unless a token is set (METRICS_TOKEN): then 404, like any
// path that is not there; with it, only `Authorization: Bearer <token>` is answered, 401 otherwise.
import type { FastifyInstance } from 'fastify'
import { sameText } from '../crypto/secrets.ts'
import type { PlatformMetrics } from './metrics.ts'

export const METRICS_PATH = '/metrics'

export function registerMetricsRoute(app: FastifyInstance, metrics: PlatformMetrics, token: string | null) {
  if (token) metrics.collectNodeMetrics()
  app.get(METRICS_PATH, async (req, reply) => {
    if (!token) return reply.code(404).type('text/plain').send('metrics are off (METRICS_TOKEN)\n')
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
    if (!sameText(given, token))
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('token required\n')
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
  })
}
