// When ingest falls behind it says so and sheds nothing (issue 26): its backlog (depth, lag, gateways) is
// measured; a lag past the threshold makes `GET health` degraded with the reason 'ingest lag' and is
// logged once for the episode, and once more when it has caught up. Past its capacity the waiting room
// takes no more from the broker (the platform's client stops reading), so the broker keeps the QoS 1
// messages and every one is handled in the end.
import mqtt from 'mqtt'
import { afterAll, expect, it } from 'vitest'
import { DataType, type Metric } from '../../../core/sparkplug/index.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { createTestServer, type TestServer } from '../server/helpers.ts'
import { type EdgePlatform, startEdgePlatform, until } from './platform.ts'
import { birthMetrics, nodeOf, payload, value } from './sparkplug.ts'

const toClose: { close(): Promise<void> }[] = []
afterAll(async () => {
  for (const c of toClose) await c.close()
})

const healthOf = async (server: TestServer) =>
  (await server.app.inject({ method: 'GET', url: '/lfscada/health' })).json().data as {
    status: string
    reasons: string[]
  }

it('reports the backlog, is degraded while the lag is past its threshold, and logs the episode once', async () => {
  const lines: string[] = []
  const server = await createTestServer({
    realtime: { ingestQueue: { lagThresholdMs: 100, checkEveryMs: 10 }, log: (l) => lines.push(l) },
  })
  toClose.push(server)
  const { ingest } = server.services.realtime
  expect(ingest.backlog()).toEqual({ depth: 0, bytes: 0, lagMs: 0, gateways: 0, behind: false })
  expect(await healthOf(server)).toMatchObject({ status: 'ok', reasons: [] })

  ingest.handle(nodeOf('NBIRTH', DEMO_GATEWAY.sn), payload(birthMetrics(1, 1), 0))
  for (let i = 1; i <= 3000; i++)
    ingest.handle(nodeOf('NDATA', DEMO_GATEWAY.sn), payload([value('level', i)], i % 256))
  const start = ingest.backlog()
  expect(start.depth).toBe(3001)
  expect(start.bytes).toBeGreaterThan(3001 * 10)
  expect(start.gateways).toBe(1)

  await until(async () => ingest.backlog().behind, 'ingest behind', 60_000)
  expect(ingest.backlog().lagMs).toBeGreaterThan(100)
  expect(await healthOf(server)).toMatchObject({ status: 'degraded', reasons: ['ingest lag'] })

  await ingest.idle()
  await until(async () => !ingest.backlog().behind, 'ingest caught up')
  expect(await healthOf(server)).toMatchObject({ status: 'ok', reasons: [] })
  expect(lines.filter((l) => l.startsWith('ingest is behind'))).toHaveLength(1)
  expect(lines.filter((l) => l.startsWith('ingest caught up'))).toHaveLength(1)
}, 120_000)

it('stops taking messages from the broker while full, and handles every one in the end', async () => {
  const CAPACITY = 20
  const MESSAGES = 500
  const platform: EdgePlatform = await startEdgePlatform('backpressure', 1, {
    realtime: { ingestQueue: { capacity: CAPACITY } },
  })
  toClose.push(platform)
  const { ingest } = platform.services.realtime
  let peak = 0
  const handle = ingest.handle.bind(ingest)
  ingest.handle = (topic, bytes) => {
    handle(topic, bytes)
    peak = Math.max(peak, ingest.backlog().depth)
  }
  const gateway = await mqtt.connectAsync(platform.broker.url, {
    clientId: DEMO_GATEWAY.sn,
    username: DEMO_GATEWAY.sn,
    password: DEMO_GATEWAY.code,
    reconnectPeriod: 0,
  })
  toClose.push({ close: () => gateway.endAsync(true) })
  const messagesBefore = ingest.stats.messages
  // a large birth first: the messages behind it in the same lane pile up while it is taken
  const large: Metric[] = Array.from({ length: 5000 }, (_, i) => ({
    name: `extra/${i}`,
    datatype: DataType.Double,
    value: i,
  }))
  const sent = [
    gateway.publishAsync(nodeOf('NBIRTH', DEMO_GATEWAY.sn), payload([...birthMetrics(1, 1), ...large], 0), {
      qos: 1,
    }),
  ]
  for (let i = 1; i <= MESSAGES; i++)
    sent.push(
      gateway.publishAsync(nodeOf('NDATA', DEMO_GATEWAY.sn), payload([value('level', i)], i % 256), {
        qos: 1,
      }),
    )
  await Promise.all(sent)

  await until(
    async () => ingest.stats.messages - messagesBefore === MESSAGES + 1,
    'every message handed over',
    60_000,
  )
  await ingest.idle()
  // the waiting room filled and went no further: the rest waited at the broker
  expect(peak).toBeGreaterThanOrEqual(CAPACITY)
  expect(peak).toBeLessThanOrEqual(CAPACITY + 1)
  expect(ingest.stats.malformed + ingest.stats.oversized).toBe(0)
}, 120_000)
