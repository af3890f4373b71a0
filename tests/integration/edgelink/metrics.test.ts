// GET /metrics (server/observability): Prometheus text outside the API's envelope, off (404) unless a
// token is set, then answered only with `Authorization: Bearer <token>` (401 otherwise). A Sparkplug node
// written from the specification publishes through the embedded broker, and the counters and gauges
// move: values received and stored, gateways online, broker connections.
import { afterAll, describe, expect, it } from 'vitest'
import { registerBrokerMetrics } from '../../../server/observability/platform.ts'
import { connectClient } from '../edge/helpers.ts'
import { createTestServer } from '../server/helpers.ts'
import { startEdgePlatform, until } from './platform.ts'
import { configureNode, DT, nodeLogin, runNode } from './spec-node.ts'

const run = `${process.pid}${Math.floor(Math.random() * 1e4)}`
const SN = `6${run.padStart(11, '0').slice(-11)}`
const TOKEN = `metrics-${run}`
const ID = { sn: SN, code: '135791', group: 'lfscada', device: 'Line1', hostId: 'lfscada' }
const KEYS = ['Flow', 'Level', 'Pressure']

const platform = await startEdgePlatform('metrics', 1, {
  prepare: (db, deviceId) =>
    configureNode(
      db,
      deviceId,
      ID,
      KEYS.map((key, i) => ({ id: `metrics-${run}-${i}`, name: key, key, dataType: 'float64', rw: 'r' })),
    ),
  realtime: { history: { flushMs: 50, holdMs: 100 } },
  config: { metricsToken: TOKEN },
})
registerBrokerMetrics(platform.services.metrics, platform.broker)
const node = await runNode(
  await connectClient(platform.broker.url, nodeLogin(ID)),
  ID,
  KEYS.map((name) => ({ name, datatype: DT.Double, doubleValue: 0 })),
)

afterAll(async () => {
  await node.client.endAsync(true)
  await platform.close()
})

const scrape = (authorization?: string) =>
  platform.fastify.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  })

/** The figures of the scrape, by metric name (labels left out: these have none). */
async function figures(): Promise<Map<string, number>> {
  const response = await scrape(`Bearer ${TOKEN}`)
  expect(response.statusCode).toBe(200)
  const out = new Map<string, number>()
  for (const [, name, value] of response.body.matchAll(/^(\w+) (\S+)$/gm)) out.set(name!, Number(value))
  return out
}

describe('GET /metrics', () => {
  it('is off (404) on a server without a token', async () => {
    const server = await createTestServer()
    try {
      expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404)
    } finally {
      await server.close()
    }
  })

  it('answers only the bearer of the token', async () => {
    expect((await scrape()).statusCode).toBe(401)
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401)
    expect((await scrape(TOKEN)).statusCode).toBe(401)
    const response = await scrape(`Bearer ${TOKEN}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(response.body).toMatch(/^# HELP /) // plain text, no { code, msg, data } envelope
    for (const name of [
      'lfscada_values_received_total',
      'lfscada_values_stored_total',
      'lfscada_values_dropped_total',
      'lfscada_ingest_queue_depth',
      'lfscada_ingest_lag_seconds',
      'lfscada_history_backlog',
      'lfscada_history_lag_seconds',
      'lfscada_gateways_online',
      'lfscada_viewers',
      'lfscada_broker_connections',
      'lfscada_partitions_owned',
      'lfscada_storage_failing',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(response.body, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'))
  })

  it('counts the values a gateway publishes, received and stored, and shows it online', async () => {
    await until(async () => platform.services.realtime.ingest.hasSession(SN), 'the node’s birth')
    await platform.services.realtime.ingest.idle()
    await platform.services.realtime.history.flush()
    const before = await figures()
    expect(before.get('lfscada_gateways_online')).toBe(1)
    // the platform's own link and the node
    expect(before.get('lfscada_broker_connections')).toBeGreaterThanOrEqual(2)

    const t = Date.now()
    await node.publish(
      'DDATA',
      KEYS.map((name, i) => ({ name, datatype: DT.Double, doubleValue: i + 1, timestamp: t })),
      ID.device,
    )
    const after = await until(async () => {
      const now = await figures()
      const moved =
        now.get('lfscada_values_received_total')! >= before.get('lfscada_values_received_total')! + 3 &&
        now.get('lfscada_values_stored_total')! >= before.get('lfscada_values_stored_total')! + 3
      return moved && now
    }, 'the counters to move')
    expect(after.get('lfscada_values_dropped_total')).toBe(0)
    expect(after.get('lfscada_storage_failing')).toBe(0)
  })
})
