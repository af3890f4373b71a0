// A third-party Sparkplug B 3.0 edge node against the platform (embedded broker), written here from the
// interface definition alone (schemas/edge/sparkplug_b.proto loaded with protobufjs; not the project's
// codec, not its agent): it waits for the platform's STATE before its births (configured with the
// platform as primary host), births with aliases and every scalar datatype, sends data by alias only,
// takes a write as a DCMD naming the metric and answers it with a DDATA. Metrics are matched by the
// variable's key; a metric matching none is offered for adoption.
import { afterAll, describe, expect, it } from 'vitest'
import { readSeries } from '../../../server/history/reader.ts'
import { brokerDrained, connectClient, waitFor } from '../edge/helpers.ts'
import { ok } from '../server/helpers.ts'
import { startEdgePlatform, until } from './platform.ts'
import { configureNode, DT, nodeLogin, runNode, type Wire } from './spec-node.ts'

const run = `${process.pid}${Math.floor(Math.random() * 1e4)}`
const SN = `7${run.padStart(11, '0').slice(-11)}`
const CODE = '246802'
const HOST_ID = `itest-host-${run}`
const GROUP = 'lfscada'
const DEVICE = 'Line1'
const ID = { sn: SN, code: CODE, group: GROUP, device: DEVICE, hostId: HOST_ID }

/** A metric per datatype: its value field on the wire, and the value the platform must show. */
const CASES: { key: string; datatype: number; wire: Wire; shown: unknown }[] = [
  // signed integers travel as their two's complement in the unsigned fields (3.0 §6.4.16)
  { key: 'Tank/Int8', datatype: DT.Int8, wire: { intValue: 256 - 5 }, shown: -5 },
  { key: 'Tank/Int16', datatype: DT.Int16, wire: { intValue: 65536 - 300 }, shown: -300 },
  { key: 'Tank/Int32', datatype: DT.Int32, wire: { intValue: 2 ** 32 - 70000 }, shown: -70000 },
  {
    key: 'Tank/Int64',
    datatype: DT.Int64,
    wire: { longValue: (2n ** 64n - 5000000000n).toString() },
    shown: -5e9,
  },
  { key: 'Tank/UInt8', datatype: DT.UInt8, wire: { intValue: 200 }, shown: 200 },
  { key: 'Tank/UInt16', datatype: DT.UInt16, wire: { intValue: 60000 }, shown: 60000 },
  { key: 'Tank/UInt32', datatype: DT.UInt32, wire: { intValue: 4000000000 }, shown: 4000000000 },
  { key: 'Tank/UInt64', datatype: DT.UInt64, wire: { longValue: '9000000000' }, shown: 9e9 },
  { key: 'Tank/Float', datatype: DT.Float, wire: { floatValue: 1.5 }, shown: 1.5 },
  { key: 'Tank/Double', datatype: DT.Double, wire: { doubleValue: 3.25 }, shown: 3.25 },
  { key: 'Tank/Boolean', datatype: DT.Boolean, wire: { booleanValue: true }, shown: true },
  { key: 'Tank/String', datatype: DT.String, wire: { stringValue: 'running' }, shown: 'running' },
  {
    key: 'Tank/DateTime',
    datatype: DT.DateTime,
    wire: { longValue: '1767225600000' },
    shown: 1767225600000,
  },
  { key: 'Tank/Text', datatype: DT.Text, wire: { stringValue: 'long text' }, shown: 'long text' },
  {
    key: 'Tank/UUID',
    datatype: DT.UUID,
    wire: { stringValue: '0b7e6f2a-3c51-4d8e-9a61-2f0c1d4e5b6a' },
    shown: '0b7e6f2a-3c51-4d8e-9a61-2f0c1d4e5b6a',
  },
]
const WRITABLE = 'Tank/Int16'
const UNKNOWN = 'Extra/Pressure'
const UNKNOWN_TEXT = 'Extra/Note'
const UNKNOWN_COUNT = 'Extra/Count'
const aliasOf = (key: string) => 100 + CASES.findIndex((c) => c.key === key)

const variableIds = new Map(CASES.map((c, i) => [c.key, `interop-${i}`]))
const live = (key: string) => services.realtime.live.get(variableIds.get(key)!)?.value
const gatewayState = async () =>
  (await db.selectFrom('gateways').select('state').where('sn', '=', SN).executeTakeFirstOrThrow()).state

// the integrator's configuration: a driver named as the node's Sparkplug device, variables keyed as
// its metrics (one writable)
const variables = CASES.map((c, i) => ({
  id: variableIds.get(c.key)!,
  name: `tank_${i}`,
  key: c.key,
  dataType:
    c.datatype === DT.Float || c.datatype === DT.Double
      ? ('float64' as const)
      : c.datatype === DT.Int64
        ? ('int64' as const)
        : c.datatype === DT.UInt64
          ? ('uint64' as const)
          : ('int32' as const),
  rw: c.key === WRITABLE ? ('rw' as const) : ('r' as const),
}))
const platform = await startEdgePlatform('interop', 1, {
  prepare: (db, deviceId) => configureNode(db, deviceId, ID, variables),
  realtime: { history: { flushMs: 50, holdMs: 100 } },
  connect: false,
})
const { db, broker, login, services, admin, deviceId } = platform
// the node is up before the platform: it must wait for the host's STATE
const node = await runNode(await connectClient(broker.url, nodeLogin(ID)), ID, [
  ...CASES.map((c) => ({ name: c.key, alias: aliasOf(c.key), datatype: c.datatype, ...c.wire })),
  { name: UNKNOWN, alias: 999, datatype: DT.Float, floatValue: 2.5 },
  { name: UNKNOWN_TEXT, alias: 998, datatype: DT.String, stringValue: 'shift B' },
  { name: UNKNOWN_COUNT, alias: 997, datatype: DT.UInt64, longValue: '9000000000' },
])

afterAll(async () => {
  await node.client.endAsync(true)
  await platform.close()
})

describe('a Sparkplug B node written from the specification', () => {
  it('publishes its births only after the primary host’s STATE says online (retained)', async () => {
    // the platform is not linked yet, so no STATE of this host id is on the broker: a probe subscribed
    // to it hears none (a retained one comes with the subscription) before its marker, nor has the node
    const probe = await connectClient(broker.url, { clientId: `probe-${run}`, ...login })
    const states: string[] = []
    probe.on('message', (t) => t === `spBv1.0/STATE/${HOST_ID}` && states.push(t))
    await probe.subscribeAsync(`spBv1.0/STATE/${HOST_ID}`, { qos: 1 })
    await brokerDrained(probe)
    await probe.endAsync()
    expect(states).toEqual([])
    expect(node.states).toEqual([])
    expect(node.birthAt).toBeUndefined()
    expect(await gatewayState()).not.toBe('online')
    const connectedAt = Date.now()
    await services.realtime.connect({ url: broker.url, ...login, hostId: HOST_ID, staleMs: 2000 })
    await waitFor(() => node.birthAt, 5000, 'the births')
    expect(node.birthAt!).toBeGreaterThanOrEqual(connectedAt)
    const online = node.states.find((s) => s.payload.online)!
    expect(online.payload.timestamp).toBeGreaterThan(0)
    await waitFor(() => services.realtime.ingest.hasSession(SN), 5000, 'the platform took the birth')
    // a client arriving later finds it retained
    const late = await connectClient(broker.url, { ...login, clientId: `late-${run}` })
    const seen: { retain: boolean; text: string }[] = []
    late.on('message', (_t, payload, packet) =>
      seen.push({ retain: packet.retain, text: payload.toString() }),
    )
    await late.subscribeAsync(`spBv1.0/STATE/${HOST_ID}`, { qos: 1 })
    const [retained] = await waitFor(() => (seen.length ? seen : undefined), 3000, 'the retained STATE')
    expect(retained!.retain).toBe(true)
    expect(JSON.parse(retained!.text)).toEqual({ online: true, timestamp: online.payload.timestamp })
    await late.endAsync()
  })

  it('births with aliases and every scalar datatype fill the live values, matched by key', async () => {
    await waitFor(() => CASES.every((c) => live(c.key) !== undefined), 5000, 'every birth value live')
    for (const c of CASES) expect([c.key, live(c.key)]).toEqual([c.key, c.shown])
    expect(await gatewayState()).toBe('online')
  })

  it('a birth metric matching no variable is counted and offered for adoption with its datatype', async () => {
    await services.realtime.ingest.idle()
    const rows = await db
      .selectFrom('discoveredMetrics')
      .select(['segment', 'name', 'datatype'])
      .where('deviceId', '=', deviceId)
      .orderBy('name')
      .execute()
    expect(rows).toEqual([
      { segment: DEVICE, name: UNKNOWN_COUNT, datatype: DT.UInt64 },
      { segment: DEVICE, name: UNKNOWN_TEXT, datatype: DT.String },
      { segment: DEVICE, name: UNKNOWN, datatype: DT.Float },
    ])
    expect(services.realtime.ingest.stats.unknownMetrics).toBeGreaterThan(0)
  })

  it('data carrying only aliases is understood, goes live and into history', async () => {
    const t = Date.now()
    await node.publish(
      'DDATA',
      [
        { alias: aliasOf('Tank/Double'), timestamp: t, datatype: DT.Double, doubleValue: 7.75 },
        { alias: aliasOf('Tank/Int8'), timestamp: t, datatype: DT.Int8, intValue: 256 - 100 },
        { alias: aliasOf('Tank/Boolean'), timestamp: t, datatype: DT.Boolean, booleanValue: false },
      ],
      DEVICE,
    )
    await waitFor(() => live('Tank/Double') === 7.75, 5000, 'the alias-only value live')
    expect(live('Tank/Int8')).toBe(-100)
    expect(live('Tank/Boolean')).toBe(false)
    await services.realtime.ingest.idle()
    await services.realtime.history.flush()
    const stored = await readSeries(
      db,
      services.realtime.history,
      variableIds.get('Tank/Double')!,
      { start: t - 60_000, end: t + 1 },
      100,
    )
    // the birth's value and the data's
    expect(stored.values).toEqual([3.25, 7.75])
  })

  it('a write arrives as a DCMD naming the metric with alias and datatype; the node’s DDATA confirms it', async () => {
    const { uuid } = await ok(
      admin.call('signal/writeVal', { projectId: '', signalId: variableIds.get(WRITABLE), value: '-1234' }),
    )
    const command = await waitFor(
      () => node.commands.find((c) => c.topic === `spBv1.0/${GROUP}/DCMD/${SN}/${DEVICE}`),
      5000,
      'the DCMD',
    )
    const [metric] = command.payload.metrics as Wire[]
    expect(metric).toMatchObject({ name: WRITABLE, alias: String(aliasOf(WRITABLE)), datatype: DT.Int16 })
    expect(((metric!.intValue as number) << 16) >> 16).toBe(-1234)
    // no Command/Id: this node announced no extension
    expect((command.payload.metrics as Wire[]).map((m) => m.name)).toEqual([WRITABLE])
    expect(await ok(admin.call('signal/callback', { uuid }))).toMatchObject({ status: 'pending' })
    await node.publish(
      'DDATA',
      [{ alias: aliasOf(WRITABLE), timestamp: Date.now(), datatype: DT.Int16, intValue: metric!.intValue }],
      DEVICE,
    )
    const answer = await until(
      async () => {
        const r = await ok(admin.call('signal/callback', { uuid }))
        return r.status === 'pending' ? undefined : r
      },
      'the write confirmed',
      5000,
    )
    expect(answer).toMatchObject({ status: 'success', result: { value: -1234 } })
  })

  it('a String metric is kept as text in history and read back by history/query and history/page', async () => {
    const t = Date.now()
    await node.publish(
      'DDATA',
      [{ alias: aliasOf('Tank/String'), timestamp: t, datatype: DT.String, stringValue: 'stopped' }],
      DEVICE,
    )
    await waitFor(() => live('Tank/String') === 'stopped', 5000, 'the text value live')
    await services.realtime.ingest.idle()
    const window = { startTime: t - 60_000, endTime: t + 1000 }
    const signalIds = variableIds.get('Tank/String')
    const before = await ok(admin.call('history/query', { signalIds, ...window }))
    // read while the writer may still hold the last one, then from the database
    expect(before.map((p: { value: unknown }) => p.value)).toEqual(['running', 'stopped'])
    await services.realtime.history.flush()
    const points = await ok(admin.call('history/query', { signalIds, ...window }))
    expect(points.map((p: { value: unknown }) => p.value)).toEqual(['running', 'stopped'])
    const page = await ok(admin.call('history/page', { signalIds, ...window, pageSize: 10 }))
    expect(page.list.map((p: { value: unknown }) => p.value)).toEqual(['stopped', 'running'])
    const stored = await db
      .selectFrom('historyTexts')
      .select('value')
      .where('signalId', '=', signalIds!)
      .orderBy('time')
      .execute()
    expect(stored.map((r) => r.value)).toEqual(['running', 'stopped'])
    // booleans are kept too (0/1 in the float chunks)
    const flags = await ok(
      admin.call('history/query', { signalIds: variableIds.get('Tank/Boolean'), ...window }),
    )
    expect(flags.map((p: { value: unknown }) => p.value)).toEqual([1, 0])
  })

  it('a String that looks like a number stays text in history; a Double keeps all 17 digits', async () => {
    const t = Date.now()
    const exact = 1042.1234567890124
    const texts = ['0042', '1e3']
    for (const [i, text] of texts.entries())
      await node.publish(
        'DDATA',
        [
          { alias: aliasOf('Tank/String'), timestamp: t + i, datatype: DT.String, stringValue: text },
          { alias: aliasOf('Tank/Double'), timestamp: t + i, doubleValue: exact + i },
        ],
        DEVICE,
      )
    await waitFor(() => live('Tank/String') === '1e3', 5000, 'the last text live')
    expect(live('Tank/Double')).toBe(exact + 1)
    await services.realtime.ingest.idle()
    await services.realtime.history.flush()
    const window = { startTime: t, endTime: t + 1000 }
    const read = async (key: string) =>
      (await ok(admin.call('history/query', { signalIds: variableIds.get(key), ...window }))).map(
        (p: { value: unknown }) => p.value,
      )
    expect(await read('Tank/String')).toEqual(texts)
    expect(await read('Tank/Double')).toEqual([exact, exact + 1])
  })

  it('Int64 and UInt64 beyond 2^53 stay exact: live, signal/query and history (their decimal text)', async () => {
    // 2^53 + 1 and 2^64 - 1: a double would make them 9007199254740992 and 18446744073709551616
    const t = Date.now()
    const wide = { int: '9007199254740993', uint: '18446744073709551615', small: '-9007199254740991' }
    await node.publish(
      'DDATA',
      [
        { alias: aliasOf('Tank/Int64'), timestamp: t, datatype: DT.Int64, longValue: wide.int },
        { alias: aliasOf('Tank/UInt64'), timestamp: t, datatype: DT.UInt64, longValue: wide.uint },
      ],
      DEVICE,
    )
    await node.publish(
      'DDATA',
      [
        {
          alias: aliasOf('Tank/Int64'),
          timestamp: t + 1,
          datatype: DT.Int64,
          longValue: (2n ** 64n + BigInt(wide.small)).toString(),
        },
      ],
      DEVICE,
    )
    await waitFor(() => live('Tank/Int64') === Number(wide.small), 5000, 'the last Int64 live')
    expect(live('Tank/UInt64')).toBe(wide.uint)
    const signalIds = [variableIds.get('Tank/Int64')!, variableIds.get('Tank/UInt64')!]
    const shown = await ok(admin.call('signal/query', { signalIds }))
    expect(shown.map((r: { signalId: string; value: unknown }) => [r.signalId, r.value])).toEqual([
      [signalIds[0], Number(wide.small)],
      [signalIds[1], wide.uint],
    ])
    await services.realtime.ingest.idle()
    await services.realtime.history.flush()
    const window = { startTime: t, endTime: t + 1000 }
    const read = async (key: string) =>
      (await ok(admin.call('history/query', { signalIds: variableIds.get(key), ...window }))).map(
        (p: { value: unknown }) => p.value,
      )
    expect(await read('Tank/Int64')).toEqual([wide.int, Number(wide.small)])
    expect(await read('Tank/UInt64')).toEqual([wide.uint])
  })

  it('the adoption calls list announced metrics with their birth values, per Sparkplug device', async () => {
    const found = await ok(admin.call('equipment/discovered/query', { equipmentId: deviceId }))
    expect(found.dismissed).toBe(0)
    expect(found.list).toMatchObject([
      { segment: DEVICE, name: UNKNOWN_COUNT, datatypeName: 'UInt64', dataType: 'uint64', value: 9e9 },
      { segment: DEVICE, name: UNKNOWN_TEXT, datatypeName: 'String', value: 'shift B', driverName: DEVICE },
      { segment: DEVICE, name: UNKNOWN, datatypeName: 'Float', dataType: 'float32', value: 2.5 },
    ])
  })

  it('a dismissed metric is no longer offered, also after the next birth', async () => {
    const after = await ok(
      admin.call('equipment/discovered/dismiss', {
        equipmentId: deviceId,
        metrics: [{ segment: DEVICE, name: UNKNOWN_TEXT }],
      }),
    )
    expect(after.list.map((m: { name: string }) => m.name)).toEqual([UNKNOWN_COUNT, UNKNOWN])
    expect(after.dismissed).toBe(1)
    const missing = await admin.call('equipment/discovered/dismiss', {
      equipmentId: deviceId,
      metrics: [{ segment: DEVICE, name: 'Never/Announced' }],
    })
    expect(missing.code).toBe(90003)
  })

  it('an adopted metric becomes a variable keyed by its name, fed by the node’s next birth', async () => {
    const births = node.commands.length
    const [variable, count] = await ok(
      admin.call('equipment/discovered/adopt', {
        equipmentId: deviceId,
        metrics: [
          { segment: DEVICE, name: UNKNOWN, title: 'pressure', unit: 'bar' },
          { segment: DEVICE, name: UNKNOWN_COUNT, title: 'count' },
        ],
      }),
    )
    expect(variable).toMatchObject({ name: 'pressure', key: UNKNOWN, unit: 'bar', dataType: 'float32' })
    // a UInt64 is a uint64 variable and shows no decimal places (9000000000, not 9000000000.00)
    expect(count).toMatchObject({ key: UNKNOWN_COUNT, dataType: 'uint64', decimals: 0 })
    expect(variable.decimals).toBe(2)
    // the platform asks for a rebirth; the birth's value reaches the new variable
    await waitFor(() => node.commands.length > births, 5000, 'the rebirth request')
    await waitFor(
      () => services.realtime.live.get(variable.id)?.value === 2.5,
      5000,
      'the adopted metric’s value live',
    )
    await waitFor(
      () => services.realtime.live.get(count.id)?.value === 9e9,
      5000,
      'the adopted count’s value live',
    )
    await services.realtime.ingest.idle()
    const left = await ok(admin.call('equipment/discovered/query', { equipmentId: deviceId }))
    expect(left).toEqual({ list: [], dismissed: 1 })
  })

  it('the host’s STATE turns offline, retained, when the platform stops', async () => {
    await services.realtime.close()
    await waitFor(() => node.states.at(-1)?.payload.online === false, 5000, 'offline STATE')
  })
})
