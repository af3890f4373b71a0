// The monitor list's active alarms by level (issue 31): the demo device in alarm shows its count. The
// counts came back 0 while `alarming` was true: the CamelCasePlugin renamed the snake_case aliases.
import { afterEach, beforeEach, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { birthMetrics, deviceOf, nodeOf, payload, value } from '../edgelink/sparkplug.ts'
import { createTestServer, loginDemoAdmin, ok, type Session, type TestServer } from './helpers.ts'

let server: TestServer
let admin: Session
const rt = () => server.services.realtime
async function feed(topic: string, metrics: Parameters<typeof payload>[0]) {
  rt().ingest.handle(topic, payload(metrics))
  await rt().ingest.idle()
  await rt().alarms.idle()
}

beforeEach(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  await feed(nodeOf('NBIRTH', DEMO_GATEWAY.sn), birthMetrics(1, 2))
})
afterEach(() => server.close())

it('counts the demo device’s active alarms by level in the monitor lists', async () => {
  const counts = async () => {
    const byGroup = await ok(admin.call('monitor/equipment/query', {}))
    return byGroup.list.map((d: { alarming: boolean; alarms: object }) => ({ ...d.alarms, on: d.alarming }))
  }
  expect(await counts()).toEqual([{ severe: 0, important: 0, normal: 0, on: false }])
  await feed(deviceOf('DDATA', DEMO_GATEWAY.sn), [value('temperature', 50)])
  expect(await counts()).toEqual([{ severe: 0, important: 1, normal: 0, on: true }])
  await feed(deviceOf('DDATA', DEMO_GATEWAY.sn), [value('temperature', 20)])
  expect(await counts()).toEqual([{ severe: 0, important: 0, normal: 0, on: false }])
})
