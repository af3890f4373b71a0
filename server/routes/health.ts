// `GET health`: whether this instance can serve, for load balancers and operators. Public and anonymous
// (it never reads the session, so it answers while the database hangs); it reveals nothing of any
// enterprise. Each check that fails or takes longer than HEALTH_CHECK_TIMEOUT_MS is false, adds a line to
// `reasons` and makes the status 'degraded'; so does an open storage episode (writes failing: disk full,
// read-only database; storage/health.ts) and ingest falling behind (edge-link/ingest-queue.ts).
// The call itself always answers (code 200). A query of anyone's that answered within the last second
// shows the database answering: health then asks none of its own, which on SQLite's one connection would
// wait behind a long transaction (an ingest storm's history writes) and answer late (storage/health.ts).
import { readFileSync } from 'node:fs'
import { sql } from 'kysely'
import { Empty } from '../../schemas/api/common.ts'
import type { HealthView } from '../../schemas/entities/health.ts'
import type { Services } from '../services.ts'
import { storageHealthOf } from '../storage/health.ts'
import { route } from './types.ts'

/** a database check not answered within this long counts as failed */
export const HEALTH_CHECK_TIMEOUT_MS = 800
/** a query answered this recently shows the database answering */
const ANSWERED_WITHIN_MS = 1000

/** the platform's version, from package.json */
export const VERSION: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
    return typeof pkg.version === 'string' ? pkg.version : ''
  } catch {
    return ''
  }
})()

/** Resolves true when `check` resolves within `ms`, false when it rejects or is late. */
export function withinTime(check: () => Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms)
    Promise.resolve()
      .then(check)
      .then(
        () => done(true),
        () => done(false),
      )
      .finally(() => clearTimeout(timer))
  })
}

export async function healthOf(s: Services): Promise<HealthView> {
  const watched = storageHealthOf(s.db)
  const database =
    watched.answeredWithin(ANSWERED_WITHIN_MS) ||
    (await withinTime(() => sql`select 1`.execute(s.db), HEALTH_CHECK_TIMEOUT_MS))
  const client = s.realtime.client
  const broker = client ? client.connected : null
  const episode = watched.current()
  const storage = episode && { reason: episode.reason, code: episode.code, since: episode.since }
  const reasons = [
    ...(database ? [] : ['database: no answer to select 1']),
    ...(broker === false ? ['broker: the edge link is down'] : []),
    ...(storage
      ? [`storage ${storage.reason}: writes failing since ${new Date(storage.since).toISOString()}`]
      : []),
    ...(s.realtime.ingest.backlog().behind ? ['ingest lag'] : []),
    ...(s.realtime.history.isBehind() ? ['history lag'] : []),
  ]
  return {
    status: reasons.length === 0 ? 'ok' : 'degraded',
    reasons,
    database,
    storage,
    broker,
    leader: s.leadership.isLeader(),
    instance: s.config.instance,
    uptimeS: Math.floor(process.uptime()),
    version: VERSION,
  }
}

export const healthRoutes = [
  route({
    path: 'health',
    method: 'GET',
    summary:
      "this instance's health: status and reasons, database, storage, broker, leader, instance, uptime, version (never a tenant's data)",
    bodySchema: Empty,
    auth: 'public',
    anonymous: true,
    handler: ({ s }) => healthOf(s),
  }),
]
