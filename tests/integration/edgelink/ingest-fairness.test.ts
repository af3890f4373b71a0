// One gateway's burst cannot hold up the others (issue 26): a sequence storm (thousands of messages with
// gaps) or a 10,000-metric birth arrives at once, as the platform's MQTT client hands it over; another
// gateway's value and an API call over HTTP must be served while the burst is still being worked through,
// not after it (before the fix: after all of it, 0.3-3.5 s). Asserted structurally — most of the storm
// still waits when they are served, the event loop kept turning during the birth — with wall-clock bounds
// far from the 100 ms, for a loaded machine.
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DataType, type Metric } from '../../../core/sparkplug/index.ts'
import { DEMO_ADMIN } from '../../../server/seed.ts'
import { createTestServer, type TestServer } from '../server/helpers.ts'
import { insertDevice, insertVariable } from '../server/project-fixtures.ts'
import { birthMetrics, nodeOf, payload, value } from './sparkplug.ts'

const STORM = 20_000
const BIRTH_METRICS = 10_000
/** generous: the bound is 100 ms, today's figures are seconds */
const BOUND_MS = 1500

let server: TestServer
let url: string
const gateways: { sn: string; variableId: string }[] = []

async function gatewayWithVariable(name: string) {
  const admin = await server.db
    .selectFrom('accounts')
    .select(['id', 'orgId'])
    .where('loginname', '=', DEMO_ADMIN.loginname)
    .executeTakeFirstOrThrow()
  const deviceId = await insertDevice(server, { orgId: admin.orgId, accountId: admin.id }, name, 'online')
  const variableId = await insertVariable(server, admin.orgId, deviceId, 'level')
  const { sn } = await server.db
    .selectFrom('gateways')
    .innerJoin('devices', 'devices.gatewayId', 'gateways.id')
    .select('gateways.sn')
    .where('devices.id', '=', deviceId)
    .executeTakeFirstOrThrow()
  return { sn, variableId }
}

beforeAll(async () => {
  server = await createTestServer()
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/lfscada/health`
  for (const name of ['Storm', 'Victim']) gateways.push(await gatewayWithVariable(name))
  const ingest = server.services.realtime.ingest
  for (const g of gateways) ingest.handle(nodeOf('NBIRTH', g.sn), payload(birthMetrics(1, 1), 0))
  await ingest.idle()
})

afterAll(async () => {
  await server?.close()
})

/** How far a burst had got when the victim's value and an API call were served, and how long they took. */
interface Served {
  victim: { ms: number; done: number }
  api: { ms: number; done: number }
}

/**
 * Feeds the victim's value and calls the API over HTTP right after `burst` is handed to the ingest;
 * `done` tells how much of the burst has been worked through.
 */
async function servedDuring(burst: () => void, done: () => Promise<number>): Promise<Served> {
  const [, victim] = gateways
  const { ingest, live } = server.services.realtime
  const level = Math.random()
  burst()
  ingest.handle(nodeOf('NDATA', victim!.sn), payload([value('level', level)], 1))
  const started = performance.now()
  const sample = async () => ({ ms: performance.now() - started, done: await done() })
  const api = fetch(url).then((r) => {
    expect(r.status).toBe(200)
    return sample()
  })
  while (live.get(victim!.variableId)?.value !== level) await new Promise((r) => setImmediate(r))
  const victimServed = await sample()
  const apiServed = await api
  await ingest.idle()
  return { victim: victimServed, api: apiServed }
}

it('serves another gateway and the API during one gateway sequence storm', async () => {
  const [storm] = gateways
  const { ingest } = server.services.realtime
  const rebirths = ingest.stats.rebirths
  const valuesBefore = ingest.stats.values
  const served = await servedDuring(
    () => {
      // every message skips a number: a gap each time
      for (let i = 0; i < STORM; i++)
        ingest.handle(nodeOf('NDATA', storm!.sn), payload([value('level', i)], (i * 2 + 3) % 256))
    },
    async () => ingest.stats.values - valuesBefore,
  )
  // served while most of the storm still waited (before: after all of it)
  expect(served.victim.done).toBeLessThan(STORM / 2)
  expect(served.api.done).toBeLessThan(STORM / 2)
  expect(served.victim.ms).toBeLessThan(BOUND_MS)
  expect(served.api.ms).toBeLessThan(BOUND_MS)
  // the storm asked for a rebirth, but not once per message
  expect(ingest.stats.rebirths - rebirths).toBeLessThan(3)
}, 120_000)

it('serves another gateway and the API while a 10,000-metric birth is taken', async () => {
  const [storm] = gateways
  const { ingest } = server.services.realtime
  const metrics: Metric[] = [
    ...birthMetrics(2, 1),
    ...Array.from({ length: BIRTH_METRICS }, (_, i) => ({
      name: `extra/${i}`,
      datatype: DataType.Double,
      value: i,
    })),
  ]
  const recorded = async () =>
    Number(
      (
        await server.db
          .selectFrom('discoveredMetrics')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const served = await servedDuring(
    () => ingest.handle(nodeOf('NBIRTH', storm!.sn), payload(metrics, 0)),
    recorded,
  )
  // the other gateway's value came while the birth's metrics were being recorded (before: after all)
  expect(served.victim.done).toBeLessThan(BIRTH_METRICS)
  expect(served.victim.ms).toBeLessThan(BOUND_MS)
  expect(served.api.ms).toBeLessThan(BOUND_MS)
  expect(await recorded()).toBe(BIRTH_METRICS)
}, 120_000)
