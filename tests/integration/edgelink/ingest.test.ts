// The platform's handling of what gateways publish, fed straight to the ingest (no broker): gateway
// state from births and deaths, live and historical values, sequence checks, alarms from rules and
// deaths, command results, and hostile input that must never stop the server.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { Metrics } from '../../../core/sparkplug/index.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { waitFor } from '../edge/helpers.ts'
import { ok, type Session, type TestServer } from '../server/helpers.ts'
import { gatewayFeed, gatewayServer, startWrite } from './ingest-feed.ts'
import { birthMetrics, deviceOf, nodeOf, payload, resultMetric, value } from './sparkplug.ts'

const SN = DEMO_GATEWAY.sn
let server: TestServer
let admin: Session
let deviceId: string

const rt = () => server.services.realtime
const edge = gatewayFeed(rt, SN)
const { feed, send, birth } = edge
const gateway = () =>
  server.db.selectFrom('gateways').selectAll().where('sn', '=', SN).executeTakeFirstOrThrow()
const signal = async (signalId: string) =>
  (await ok(admin.call('monitor/multi/signal/query', { equipmentId: deviceId }))).find(
    (s: { signalId: string }) => s.signalId === signalId,
  )
const history = (signalId: string) =>
  ok(
    admin.call('history/query', {
      signalIds: signalId,
      startTime: server.clock.now() - 86_400_000,
      endTime: server.clock.now() + 86_400_000,
    }),
  )
const alarms = () =>
  server.db
    .selectFrom('alarmRecords')
    .selectAll()
    .where('deviceId', '=', deviceId)
    .orderBy('triggeredAt')
    .execute()

beforeEach(async () => {
  await server?.close()
  ;({ server, admin, deviceId } = await gatewayServer(SN))
})
afterAll(() => server.close())

describe('gateway state', () => {
  it('is online after a birth, with the version the gateway runs', async () => {
    await birth(7, 2)
    expect(await gateway()).toMatchObject({
      state: 'online',
      reportedVersion: 2,
      lastSeenAt: server.clock.now(),
    })
    expect(await ok(admin.call('monitor/multi/gateway/info', { equipmentId: deviceId }))).toMatchObject({
      online: true,
      synced: true,
      configVersion: 2,
      reportedVersion: 2,
    })
  })

  it('is offline after the death of the current session, with an offline alarm resolved by the next birth', async () => {
    await birth(3)
    await feed(nodeOf('NDEATH', SN), payload(birthMetrics(2, 0).slice(0, 1)))
    expect((await gateway()).state).toBe('online')
    await feed(nodeOf('NDEATH', SN), payload(birthMetrics(3, 0).slice(0, 1)))
    expect((await gateway()).state).toBe('offline')
    const [offline] = await alarms()
    expect(offline).toMatchObject({ type: 'offline', resolvedAt: null })
    const messages = await ok(admin.call('msg/query', { type: 'alarm' }))
    expect(messages.list[0]).toMatchObject({ dataId: offline!.id, equipmentId: deviceId, read: false })
    server.clock.advance(5000)
    await birth(4)
    expect((await alarms())[0]).toMatchObject({ type: 'offline', resolvedAt: server.clock.now() })
  })

  it('sleeps when in low power (no offline alarm), and a lost power supply raises a power-off alarm', async () => {
    await server.db
      .updateTable('gateways')
      .set({ settings: JSON.stringify({ lowPower: true }) })
      .where('sn', '=', SN)
      .execute()
    rt().directory.invalidate(SN)
    await birth(1)
    await feed(nodeOf('NDEATH', SN), payload(birthMetrics(1, 0).slice(0, 1)))
    expect((await gateway()).state).toBe('sleeping')
    expect(await alarms()).toEqual([])
    await birth(2)
    await feed(
      nodeOf('NDEATH', SN),
      payload([...birthMetrics(2, 0).slice(0, 1), value(Metrics.powerLost, true)]),
    )
    expect((await alarms()).map((a) => [a.type, a.level])).toEqual([['power', 'severe']])
  })

  it('the will of a session whose death was already published is ignored (no offline alarm after a power loss)', async () => {
    await birth(5)
    const death = birthMetrics(5, 0).slice(0, 1)
    await feed(nodeOf('NDEATH', SN), payload([...death, value(Metrics.powerLost, true)]))
    await feed(nodeOf('NDEATH', SN), payload(death))
    expect((await alarms()).map((a) => a.type)).toEqual(['power'])
    expect(rt().ingest.stats.ignored).toBe(1)
    await birth(6)
    await feed(nodeOf('NDEATH', SN), payload(birthMetrics(6, 0).slice(0, 1)))
    expect((await alarms()).map((a) => [a.type, a.resolvedAt === null])).toEqual([
      ['power', false],
      ['offline', true],
    ])
  })
})

describe('values', () => {
  it('a birth fills the live values and history; data goes live and into history', async () => {
    const t = server.clock.now()
    await birth()
    await send(deviceOf('DBIRTH', SN), [value('level', 10, t)])
    expect(await signal('level')).toMatchObject({ value: 10, time: t })
    await send(deviceOf('DDATA', SN), [value('level', 11, t + 1000), value('pump_run', true, t + 1000)])
    expect(await signal('level')).toMatchObject({ value: 11, time: t + 1000 })
    expect(await signal('pump_run')).toMatchObject({ value: true })
    // a rebirth repeating the current value adds nothing
    await send(deviceOf('DBIRTH', SN), [value('level', 11, t + 2000)])
    expect(await history('level')).toEqual([
      { signalId: 'level', time: t, value: 10 },
      { signalId: 'level', time: t + 1000, value: 11 },
    ])
  })

  it('historical values go to history only, and an older value never replaces a newer one', async () => {
    const t = server.clock.now()
    await birth()
    await send(deviceOf('DDATA', SN), [value('level', 20, t)])
    await send(deviceOf('DDATA', SN), [value('level', 5, t - 2000, true), value('level', 6, t - 1000, true)])
    await send(deviceOf('DDATA', SN), [value('level', 4, t - 500)])
    expect(await signal('level')).toMatchObject({ value: 20, time: t })
    expect((await history('level')).map((p: { value: number }) => p.value)).toEqual([5, 6, 4, 20])
  })

  it('takes only the variables of the gateway’s own device', async () => {
    const other = await server.db
      .insertInto('variables')
      .values({
        id: 'elsewhere',
        orgId: (await gateway()).orgId!,
        deviceId: null,
        templateId: null,
        driverId: null,
        name: 'elsewhere',
        key: 'elsewhere',
        kind: 'device',
        registerType: '',
        address: '',
        dataType: 'int16',
        rw: 'r',
        unit: '',
        decimals: 0,
        deadZone: 0,
        readFormula: '',
        writeFormula: '',
        readMin: null,
        readMax: null,
        writeMin: null,
        writeMax: null,
        collectMode: 'cyclic',
        writePermission: '',
        createdAt: 0,
        updatedAt: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await birth()
    await send(deviceOf('DDATA', SN), [value(other.id, 1), value('no-such-variable', 2)])
    expect(rt().live.get(other.id)).toBeUndefined()
    expect(rt().live.get('no-such-variable')).toBeUndefined()
  })
})

/** the interval between rebirth requests in the test that shortens it (the product's is 5 s) */
const REBIRTH_EVERY_MS = 1000

describe('sequence', () => {
  it('asks for a rebirth on a gap and on data before any birth, at most once per interval', async () => {
    await send(deviceOf('DDATA', SN), [value('level', 1)])
    expect(rt().ingest.stats.rebirths).toBe(1)
    await birth()
    edge.seq = 5
    await send(deviceOf('DDATA', SN), [value('level', 2)])
    await send(deviceOf('DDATA', SN), [value('level', 3)])
    expect(rt().ingest.stats.rebirths).toBe(1)
    expect(rt().live.get('level')?.value).toBe(3)
  })

  it('asks again once the interval is over while the node stays out of sequence; a birth ends that', async () => {
    await server.close()
    ;({ server, admin, deviceId } = await gatewayServer(SN, {
      realtime: { rebirthEveryMs: REBIRTH_EVERY_MS },
    }))
    const rebirths = () => rt().ingest.stats.rebirths
    const gap = async (level: number) => {
      edge.seq += 3
      await send(deviceOf('DDATA', SN), [value('level', level)])
    }
    await birth()
    await gap(1)
    expect(rebirths()).toBe(1)
    // no birth answers: the gap within the interval is asked about once it is over
    await gap(2)
    expect(rebirths()).toBe(1)
    await waitFor(() => rebirths() === 2 || undefined, 5000, 'the request held back')
    // a birth answers the one held back now
    await gap(3)
    // a timer of the whole interval set now runs out after the request held back by gap(3) would have
    // (its wait is at most the interval, and Node runs timers in the order they fall due; one duration's
    // in the order they were set), at any load
    const pastInterval = new Promise((r) => setTimeout(r, REBIRTH_EVERY_MS))
    await birth()
    await pastInterval
    expect(rebirths()).toBe(2)
  })
})

describe('alarm rules', () => {
  it('raise an alarm and a message over the limit, and resolve below it', async () => {
    const t = server.clock.now()
    await birth()
    await send(deviceOf('DDATA', SN), [value('temperature', 30, t)])
    await send(deviceOf('DDATA', SN), [value('temperature', 40, t + 1000)])
    await send(deviceOf('DDATA', SN), [value('temperature', 41, t + 2000)])
    const [alarm] = await alarms()
    expect(alarm).toMatchObject({
      type: 'variable',
      level: 'important',
      // formatted for people by the variable's decimals (3) and unit
      value: '40.000°C',
      triggeredAt: t + 1000,
      resolvedAt: null,
    })
    expect(await alarms()).toHaveLength(1)
    expect(await ok(admin.call('msg/queryUnReadMsgCount'))).toEqual({ count: 1 })
    await send(deviceOf('DDATA', SN), [value('temperature', 20, t + 3000)])
    expect((await alarms())[0]).toMatchObject({ resolvedAt: t + 3000 })
  })

  it('write the value formatted for people (decimals, unit) into the record, its text and message', async () => {
    await server.db.updateTable('alarmRules').set({ text: '' }).where('deviceId', '=', deviceId).execute()
    await server.db.updateTable('variables').set({ decimals: 2 }).where('id', '=', 'temperature').execute()
    await birth()
    // a float32 reading as the gateway reports it: 40.125999450683594
    await send(deviceOf('DDATA', SN), [value('temperature', Math.fround(40.126))])
    const [alarm] = await alarms()
    expect(alarm).toMatchObject({ value: '40.13°C', text: 'temperature > 35.00°C' })
    const [message] = (await ok(admin.call('msg/query', { type: 'alarm' }))).list
    expect(message).toMatchObject({
      title: '演示设备 Demo device temperature > 35.00°C',
      note: 'temperature = 40.13°C',
    })
  })

  it('wait for more than filterCount matching values in a row', async () => {
    await server.db
      .updateTable('alarmRules')
      .set({ filterCount: 2 })
      .where('deviceId', '=', deviceId)
      .execute()
    const t = server.clock.now()
    await birth()
    for (const [i, v] of [40, 41, 20, 40, 41, 42].entries())
      await send(deviceOf('DDATA', SN), [value('temperature', v, t + i)])
    expect((await alarms()).map((a) => [a.value, a.triggeredAt])).toEqual([['42.000°C', t + 5]])
  })

  it('notify by each push method, voice with its loop count, as outbox rows', async () => {
    await server.db
      .updateTable('alarmRules')
      .set({ push: JSON.stringify({ methods: ['message', 'sms', 'voice'], voiceLoops: 3 }) })
      .where('deviceId', '=', deviceId)
      .execute()
    await server.db
      .updateTable('accounts')
      .set({ tel: '13800000000' })
      .where('id', '=', admin.info.userId)
      .execute()
    await birth()
    await send(deviceOf('DDATA', SN), [value('temperature', 50)])
    const outbox = await ok(admin.call('notify/outbox/query', {}))
    expect(
      outbox.list
        .map((o: { channel: string; loops: number; recipient: string }) => [o.channel, o.loops, o.recipient])
        .sort(),
    ).toEqual([
      ['sms', 0, '13800000000'],
      ['voice', 3, '13800000000'],
    ])
    const [message] = (await ok(admin.call('msg/query', {}))).list
    expect(message).toMatchObject({ type: 'alarm', alarmBroadcastTimes: 3 })
  })
})

describe('command results', () => {
  it('end the command they name, only from the gateway it went to', async () => {
    await birth()
    const uuid = '4a6f5a1e-8f0c-4b7e-9d37-2c1f7c9e0a11'
    await startWrite(
      server,
      admin,
      { deviceId, sn: SN },
      {
        id: uuid,
        variableId: 'setpoint',
        oldValue: 250,
        newValue: 300,
      },
    )
    const result = { uuid, status: 'success' as const, code: 200, variableId: 'setpoint', value: 300 }
    await feed(nodeOf('NDATA', '100000000002'), payload([resultMetric(result)], 0))
    expect(await ok(admin.call('signal/callback', { uuid }))).toEqual({ status: 'pending' })
    await send(nodeOf('NDATA', SN), [resultMetric(result)])
    expect(await ok(admin.call('signal/callback', { uuid }))).toEqual({
      status: 'success',
      result: { signalId: 'setpoint', value: 300 },
    })
    const log = await ok(admin.call('user/operationlog/queryByObjectId', { objectId: 'setpoint' }))
    expect(log.list[0]).toMatchObject({
      action: 'write',
      loginname: 'admin',
      before: { value: 250 },
      after: { value: 300, status: 'success', code: 200 },
    })
  })
})

describe('hostile input', () => {
  it.each([
    ['malformed protobuf', deviceOf('DDATA', SN), Buffer.from([0xff, 0xff, 0xff, 0x01, 0x02])],
    ['a foreign namespace', 'spAv1.0/lfscada/DDATA/100000000001/plc1', payload([value('level', 1)])],
    ['another group', 'spBv1.0/other/DDATA/100000000001/plc1', payload([value('level', 1)])],
    ['a topic too short', 'spBv1.0/lfscada/DDATA', payload([value('level', 1)])],
    ['a wildcard in a topic', 'spBv1.0/lfscada/DDATA/+/plc1', payload([value('level', 1)])],
    ['an unknown gateway', deviceOf('DDATA', '999999999999'), payload([value('level', 1)], 0)],
    ['a host STATE', 'spBv1.0/STATE/host', Buffer.from('{"online":true}')],
    ['an oversized payload', deviceOf('DDATA', SN), Buffer.alloc(2 * 1024 * 1024, 1)],
    ['an empty payload', deviceOf('DDATA', SN), Buffer.alloc(0)],
    [
      'a result that is not JSON',
      nodeOf('NDATA', SN),
      payload([{ name: 'Command/Result', datatype: 12, value: '{' }], 1),
    ],
  ])('survives %s', async (_name, topic, bytes) => {
    await birth()
    const before = { ...rt().ingest.stats }
    await feed(topic, bytes)
    expect(rt().live.get('level')).toBeUndefined()
    const after = rt().ingest.stats
    expect(after.messages).toBe(before.messages + 1)
    await send(deviceOf('DDATA', SN), [value('level', 9)])
    expect(rt().live.get('level')?.value).toBe(9)
    expect((await server.call('user/publicKey')).code).toBe(200)
  })

  it('an unknown variable write is refused by the catalogue code the gateway sends', async () => {
    await birth()
    const uuid = '0b5c8d3e-2a41-4c59-8e7f-1d2c3b4a5f60'
    await startWrite(server, admin, { deviceId, sn: SN }, { id: uuid, variableId: 'level' })
    await send(nodeOf('NDATA', SN), [
      resultMetric({ uuid, status: 'failure', code: Code.variableMissing, msg: 'no variable' }),
    ])
    expect(await ok(admin.call('signal/callback', { uuid }))).toEqual({
      status: 'failure',
      code: Code.variableMissing,
      msg: 'no variable',
    })
  })
})
