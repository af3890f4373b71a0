// What the platform holds per connected gateway (issue 26: within 2× of the bare stack at 5,000
// gateways). 200 gateways of 20 metrics each are born (NBIRTH, DBIRTH with aliases), send data by alias,
// are born again (their directory entries read again) and send data again, all through the ingest; the
// heap they leave (after full collections, code space left out: JIT code is no gateway's) divided by 200
// must stay under a bound. Before the fix the ingest held four targets per variable (its driver's metrics
// built twice, for the driver's id and its name, each with a target per name) and two copies of each
// born metric: 26.3 KiB per gateway here; after, 20.6 KiB (three runs: 20.5-20.6). A bytes figure, not
// a time: the machine's load does not move it.
import { randomUUID } from 'node:crypto'
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DataType, type Metric } from '../../../core/sparkplug/index.ts'
import { DEMO_DRIVER_ID, DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { createTestServer, type TestServer } from '../server/helpers.ts'
import { birthMetrics, DRIVER, deviceOf, nodeOf, payload } from './sparkplug.ts'

const GATEWAYS = 200
const WARM_UP = 40
const METRICS = 20
/** KiB per gateway: 26.3 before the fix, 20.6 after */
const BOUND_KIB = 23

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/** The heap in use after full collections, JIT code left out. */
function heapUsed(): number {
  for (let i = 0; i < 4; i++) gc()
  return getHeapSpaceStatistics()
    .filter((s) => !s.space_name.startsWith('code'))
    .reduce((sum, s) => sum + s.space_used_size, 0)
}

let server: TestServer

/** Copies of the demo gateway, device and driver, each with METRICS variables named m0 … */
async function addGateways(count: number): Promise<string[]> {
  const db = server.db
  const gateway = await db
    .selectFrom('gateways')
    .selectAll()
    .where('sn', '=', DEMO_GATEWAY.sn)
    .executeTakeFirstOrThrow()
  const device = await db
    .selectFrom('devices')
    .selectAll()
    .where('gatewayId', '=', gateway.id)
    .executeTakeFirstOrThrow()
  const driver = await db
    .selectFrom('drivers')
    .selectAll()
    .where('id', '=', DEMO_DRIVER_ID)
    .executeTakeFirstOrThrow()
  const variable = await db
    .selectFrom('variables')
    .selectAll()
    .where('driverId', '=', DEMO_DRIVER_ID)
    .executeTakeFirstOrThrow()
  const sns: string[] = []
  for (let i = 0; i < count; i++) {
    const sn = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}${String(i).padStart(2, '0')}`
    const [gatewayId, deviceId, driverId] = [randomUUID(), randomUUID(), randomUUID()]
    await db
      .insertInto('gateways')
      .values({ ...gateway, id: gatewayId, sn })
      .execute()
    await db
      .insertInto('devices')
      .values({ ...device, id: deviceId, gatewayId, name: `Memory ${sn}` })
      .execute()
    await db
      .insertInto('drivers')
      .values({ ...driver, id: driverId, deviceId, name: DRIVER })
      .execute()
    await db
      .insertInto('variables')
      .values(
        Array.from({ length: METRICS }, (_, m) => ({
          ...variable,
          id: randomUUID(),
          deviceId,
          driverId,
          name: `m${m}`,
          key: '',
          dataType: 'float32',
        })),
      )
      .execute()
    sns.push(sn)
  }
  return sns
}

const born = (m: number, v: number): Metric => ({
  name: `m${m}`,
  alias: m,
  datatype: DataType.Float,
  value: v,
})
const data = (m: number, v: number): Metric => ({ alias: m, datatype: DataType.Float, value: v })
const metrics = (of: (m: number, v: number) => Metric) =>
  Array.from({ length: METRICS }, (_, m) => of(m, Math.random()))

/** Each gateway born, its data twice, born again (its entry read again), its data twice more. */
async function run(sns: readonly string[]): Promise<void> {
  const { ingest, history } = server.services.realtime
  for (let round = 0; round < 2; round++) {
    for (const sn of sns) {
      ingest.handle(nodeOf('NBIRTH', sn), payload(birthMetrics(round + 1, 1), 0))
      ingest.handle(deviceOf('DBIRTH', sn), payload(metrics(born), 1))
      ingest.handle(deviceOf('DDATA', sn), payload(metrics(data), 2))
      ingest.handle(deviceOf('DDATA', sn), payload(metrics(data), 3))
    }
    await ingest.idle()
  }
  await history.flush()
  await server.services.realtime.alarms.idle()
}

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

it('holds little per connected gateway: one target per variable, one born metric per alias', async () => {
  // warm-up: the ingest's maps and the statements' caches exist before the figure is taken
  await run(await addGateways(WARM_UP))
  const sns = await addGateways(GATEWAYS)
  const before = heapUsed()
  await run(sns)
  expect(server.services.realtime.ingest.onlineCount()).toBe(WARM_UP + GATEWAYS)
  const perGatewayKiB = (heapUsed() - before) / 1024 / GATEWAYS
  console.log(`heap per gateway: ${perGatewayKiB.toFixed(1)} KiB`)
  expect(perGatewayKiB).toBeLessThan(BOUND_KIB)
})
