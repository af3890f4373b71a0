// History, report, alarm and message calls over values fed to the ingest: windows (30 days, start before
// end), curves thinned to a width, the seeded report's columns and rows, alarm lists, counts and
// confirmation, and the message centre's calls on the caller's own messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import {
  createAccount,
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  START,
  type TestServer,
  tellEveryAlarm,
} from '../server/helpers.ts'
import { birthMetrics, deviceOf, nodeOf, payload, value } from './sparkplug.ts'

const SN = DEMO_GATEWAY.sn
const DAY = 86_400_000
let server: TestServer
let admin: Session
let deviceId: string
const t0 = START
let seq = 0

const rt = () => server.services.realtime
async function send(topic: string, metrics: Parameters<typeof payload>[0]) {
  rt().ingest.handle(topic, payload(metrics, seq++ % 256))
  await rt().ingest.idle()
  await rt().alarms.idle()
}

beforeAll(async () => {
  server = await createTestServer()
  // both alarms below are told (the delivery guard's re-notify hold is tested in alarm-paging)
  await tellEveryAlarm(server.db)
  admin = await loginDemoAdmin(server)
  deviceId = await deviceOfGateway(server.db, SN)
  await send(nodeOf('NBIRTH', SN), birthMetrics(1, 2))
  // two hours of level, one value a second; temperature over its limit twice
  for (let s = 0; s < 7200; s += 100)
    await send(
      deviceOf('DDATA', SN),
      Array.from({ length: 100 }, (_, i) => value('level', (s + i) % 100, t0 + (s + i) * 1000)),
    )
  for (const [m, v] of [
    [0, 20],
    [10, 40],
    [20, 20],
    [30, 50],
  ] as const)
    await send(deviceOf('DDATA', SN), [value('temperature', v, t0 + m * 60_000)])
})
afterAll(() => server.close())

describe('history/query', () => {
  const query = (body: object) => admin.call('history/query', { signalIds: 'level', ...body })

  it('answers the points of a window in time order', async () => {
    const points = await ok(query({ startTime: t0 + 10_000, endTime: t0 + 12_000 }))
    expect(points).toEqual([10, 11, 12].map((v) => ({ signalId: 'level', time: t0 + v * 1000, value: v })))
  })

  it('thins a curve to what its width can show, as arrays, keeping each column’s extremes', async () => {
    const window = { startTime: t0, endTime: t0 + 7200_000 }
    const curve = await ok(query({ ...window, width: 100 }))
    expect(curve).toMatchObject({ ...window, width: 100 })
    const [level] = curve.series
    expect(level).toMatchObject({ signalId: 'level', min: 0, max: 99, count: 7200 })
    expect(level.times).toHaveLength(level.values.length)
    expect(level.times.length).toBeLessThanOrEqual(400)
    // each pixel column keeps the extremes of the raw points that fall in it
    const raw: { time: number; value: number }[] = await ok(query(window))
    const columnOf = (t: number) => Math.min(99, Math.floor(((t - t0) / 7200_000) * 100))
    const extremes = (values: number[]) => [Math.min(...values), Math.max(...values)]
    for (let c = 0; c < 100; c++) {
      const kept = level.values.filter((_: number, i: number) => columnOf(level.times[i]) === c)
      const all = raw.filter((p) => columnOf(p.time) === c).map((p) => p.value)
      expect(extremes(kept)).toEqual(extremes(all))
    }
    const lttb = await ok(query({ ...window, width: 100, mode: 'lttb' }))
    expect(lttb.series[0].values).toHaveLength(200)
  })

  it('pages points newest first by keyset, every point once, across signals sharing times', async () => {
    const window = { signalIds: 'level,temperature', startTime: t0, endTime: t0 + 3_600_000 }
    const everything = await ok(admin.call('history/query', window))
    const expected = [...everything].sort(
      (a: { time: number; signalId: string }, b: { time: number; signalId: string }) =>
        b.time - a.time || b.signalId.localeCompare(a.signalId),
    )
    const pages: unknown[] = []
    let body: Record<string, unknown> = { ...window, pageSize: 333 }
    for (;;) {
      const page = await ok(admin.call('history/page', body))
      pages.push(...page.list)
      if (!page.next) break
      expect(page.list).toHaveLength(333)
      body = { ...window, pageSize: 333, ...page.next }
    }
    expect(pages).toEqual(expected)
    expect(pages).toHaveLength(3601 + 4)
  })

  it.each([
    ['a span over 30 days', { startTime: t0 - 31 * DAY, endTime: t0 }, Code.outOfRange],
    ['start not before end', { startTime: t0, endTime: t0 }, Code.paramInvalid],
    ['no end', { startTime: t0 }, Code.paramMissing],
    [
      'more than 10 signals',
      {
        signalIds:
          'temperature,level,pulses,pressure_raw,energy,flow,vibration,current,setpoint,mode_word,speed_sp',
        startTime: t0,
        endTime: t0 + 1,
      },
      Code.outOfRange,
    ],
  ])('refuses %s', async (_name, body, code) => {
    expect((await query(body)).code).toBe(code)
  })

  it('reads date texts as well as epoch ms', async () => {
    const iso = (ms: number) => new Date(ms).toISOString()
    expect(await ok(query({ startTime: iso(t0 + 10_000), endTime: iso(t0 + 10_000 + 1) }))).toHaveLength(1)
  })
})

describe('reports', () => {
  let reportId: string
  beforeAll(async () => {
    reportId = (
      await server.db
        .selectFrom('reports')
        .select('id')
        .where('deviceId', '=', deviceId)
        .executeTakeFirstOrThrow()
    ).id
  })

  it('name their columns', async () => {
    const cols = await ok(admin.call('report/queryCols', { reportId }))
    expect(cols.map((c: { signalId: string }) => c.signalId)).toEqual([
      'temperature',
      'level',
      'flow',
      'current',
    ])
    expect(cols[0]).toMatchObject({ title: 'temperature', unit: '°C' })
  })

  it('answer a periodic report’s rows, a page newest first and all oldest first', async () => {
    const range = { reportId, startTime: t0, endTime: t0 + 3_600_000 - 1 }
    const all = await ok(admin.call('history/queryAllData', range))
    expect(all).toHaveLength(60)
    expect(all[0]).toEqual({ time: t0, values: { temperature: 20, level: 0, flow: null, current: null } })
    expect(all[11]).toMatchObject({ time: t0 + 11 * 60_000, values: { temperature: 40, level: 60 } })
    const page = await ok(admin.call('history/queryAll', { ...range, pageNo: 2, pageSize: 10 }))
    expect(page).toMatchObject({ total: 60, pageNo: 2, pageSize: 10 })
    expect(page.list).toEqual(all.slice(40, 50).reverse())
    const beyond = await ok(admin.call('history/queryAll', { ...range, pageNo: 7, pageSize: 10 }))
    expect(beyond).toMatchObject({ list: [], total: 60 })
  })
})

describe('alarms', () => {
  it('list, count and confirm the device’s records; confirming is logged', async () => {
    const page = await ok(admin.call('alarm/query', { equipmentId: deviceId }))
    expect(page.total).toBe(2)
    expect(page.list.map((a: { value: string }) => a.value)).toEqual(['50.000°C', '40.000°C'])
    expect(page.list[1]).toMatchObject({
      equipTitle: '演示设备 Demo device',
      signalTitle: 'temperature',
      type: 'variable',
      gmtRelease: t0 + 20 * 60_000,
    })
    expect(await ok(admin.call('alarm/queryCount', { equipmentId: deviceId }))).toMatchObject({
      total: 2,
      alarming: 1,
      unconfirmed: 2,
      important: 2,
    })
    const alarming = await ok(admin.call('alarm/queryAll', { equipmentId: deviceId, state: 'alarming' }))
    expect(alarming.map((a: { value: string }) => a.value)).toEqual(['50.000°C'])
    await ok(admin.call('alarm/confirm', { id: alarming[0].id }))
    expect(await ok(admin.call('alarm/queryCount', {}))).toMatchObject({ unconfirmed: 1 })
    const log = await ok(admin.call('user/operationlog/queryByObjectId', { objectId: alarming[0].id }))
    expect(log.list[0]).toMatchObject({ action: 'confirm', loginname: 'admin' })
  })

  it('are hidden from a user not authorised for the device', async () => {
    const plain = await (await createAccount(server, admin)).session()
    expect(await ok(plain.call('alarm/queryCount', {}))).toMatchObject({ total: 0 })
  })
})

describe('messages', () => {
  it('are the caller’s own: count, detail by alarm, mark read, ignore, delete', async () => {
    expect(await ok(admin.call('msg/queryUnReadMsgCount'))).toEqual({ count: 2 })
    const { list } = await ok(admin.call('msg/query', { type: 'alarm', read: false }))
    expect(list).toHaveLength(2)
    const detail = await ok(admin.call('msg/info', { id: list[0].dataId, type: 'alarm' }))
    expect(detail).toMatchObject({ id: list[0].id, equipmentId: deviceId })
    await ok(admin.call('msg/markAsRead', { id: list[0].id }))
    expect(await ok(admin.call('msg/queryUnReadMsgCount'))).toEqual({ count: 1 })
    await ok(admin.call('msg/markAsReadForEquipAlarm', { equipmentId: deviceId }))
    expect(await ok(admin.call('msg/queryUnReadMsgCount'))).toEqual({ count: 0 })
    await ok(admin.call('msg/setIgnore', { id: list[1].id, ignored: true }))
    expect((await ok(admin.call('msg/info', { id: list[1].id }))).ignored).toBe(true)
    await ok(admin.call('msg/delete', { id: `${list[0].id},${list[1].id}` }))
    expect((await ok(admin.call('msg/query', {}))).total).toBe(0)
    const other = await (await createAccount(server, admin)).session()
    expect((await other.call('msg/info', { id: list[0].dataId })).code).toBe(Code.noDataOrPermission)
  })

  it('all marked read at once', async () => {
    await send(deviceOf('DDATA', SN), [value('temperature', 20, t0 + 40 * 60_000)])
    await send(deviceOf('DDATA', SN), [value('temperature', 60, t0 + 41 * 60_000)])
    expect(await ok(admin.call('msg/queryUnReadMsgCount'))).toEqual({ count: 1 })
    await ok(admin.call('msg/allMarkAsRead'))
    expect(await ok(admin.call('msg/queryUnReadMsgCount'))).toEqual({ count: 0 })
  })
})
