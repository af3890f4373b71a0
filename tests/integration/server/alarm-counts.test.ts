// Alarm counts an operator reads (issue 31): the monitor list's active alarms by level (they came back 0
// while `alarming` was true: the CamelCasePlugin renamed the snake_case aliases), and the alarm overview:
// active by level and acknowledgement, per hour over 24 h, the most frequent with repeats counted.
import { afterEach, beforeEach, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { birthMetrics, deviceOf, nodeOf, value } from '../edgelink/sparkplug.ts'
import {
  createTestServer,
  ingestSettled,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'

let server: TestServer
let admin: Session
const feed = (topic: string, metrics: Parameters<typeof ingestSettled>[2]) =>
  ingestSettled(server, topic, metrics)

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

it('gives the alarm overview: active by acknowledgement, per hour, bad actors', async () => {
  const overview = () => ok(admin.call('alarm/overview', {}))
  const empty = await overview()
  expect(empty.perHour).toHaveLength(24)
  expect(empty.perHour.every((h: { n: number }) => h.n === 0)).toBe(true)
  expect(empty.badActors).toEqual([])

  // values at the server's clock: an alarm is raised at its value's time
  const hot = async () => {
    await feed(deviceOf('DDATA', DEMO_GATEWAY.sn), [value('temperature', 50, server.clock.now())])
    server.clock.advance(60_000)
  }
  const cool = async () => {
    await feed(deviceOf('DDATA', DEMO_GATEWAY.sn), [value('temperature', 20, server.clock.now())])
    server.clock.advance(60_000)
  }
  await hot()
  await cool()
  await hot()
  const now = await overview()
  expect(now.active.important).toEqual({ unacked: 1, acked: 0, shelved: 0 })
  expect(now.perHour.at(-1).n).toBe(2)
  expect(now.perHour.at(-1).hour).toBeLessThanOrEqual(server.clock.now())
  expect(now.badActors).toHaveLength(1)
  expect(now.badActors[0]).toMatchObject({ level: 'important', n: 2, equipTitle: expect.any(String) })
  expect(now.oldest).toHaveLength(1)

  const id = now.oldest[0].id
  await ok(admin.call('alarm/shelve', { id, minutes: 15, reason: 'sensor swap' }))
  expect((await overview()).active.important).toEqual({ unacked: 0, acked: 0, shelved: 1 })
  await ok(admin.call('alarm/unshelve', { id }))
  await ok(admin.call('alarm/confirm', { id, note: 'seen' }))
  expect((await overview()).active.important).toEqual({ unacked: 0, acked: 1, shelved: 0 })

  // a day later (signed in again) the hours have moved on: nothing raised in the window
  server.clock.advance(25 * 3_600_000)
  admin = await loginDemoAdmin(server)
  expect((await overview()).perHour.every((h: { n: number }) => h.n === 0)).toBe(true)
})
