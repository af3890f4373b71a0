// Where a message's values go (server/edge-link/value-routing.ts), alone: with a real live store, leases,
// node session, pacer and database (in memory: a birth records its unknown metrics), and recorders for what it sends on (history, alarms, commands, sockets, memory
// variables). A birth's aliases name later data; news goes to history (a birth repeating the live value
// does not; a text value goes to the text history; an old value after a partition was taken is a
// replay); a viewer's copy reaches the live store only; smart data saving holds the sockets while no one
// keeps the device open; an alias no birth defined is counted and asks for a rebirth; a device id that
// is no driver of the gateway's device is dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DataType, type Metric, type Payload } from '../../../core/sparkplug/index.ts'
import type { AlarmEngine } from '../../../server/alarms/engine.ts'
import type { CommandBook } from '../../../server/edge-link/commands.ts'
import type { GatewayDirectory, GatewayEntry } from '../../../server/edge-link/directory.ts'
import { Pacer } from '../../../server/edge-link/ingest-queue.ts'
import { NodeSession } from '../../../server/edge-link/node-session.ts'
import { type RoutingCounts, ValueRouting } from '../../../server/edge-link/value-routing.ts'
import type { HistoryWriter } from '../../../server/history/writer.ts'
import { Leases } from '../../../server/live/leases.ts'
import type { LiveHub } from '../../../server/live-state/hub.ts'
import { LiveStore, type LiveValue } from '../../../server/live-state/store.ts'
import { ValueRates } from '../../../server/live-state/value-rates.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'

const NOW = 1_800_000_000_000
let db: Db
beforeAll(async () => {
  db = openDb({ sqliteFile: ':memory:' })
  await migrateToLatest(db)
})
afterAll(() => db.destroy())
const SN = '100000000042'
const DRIVER = 'plc'

const entry = (economizeOpen = false): GatewayEntry => ({
  id: 'g1',
  sn: SN,
  orgId: 'org1',
  deviceId: 'dev1',
  group: 'lfscada',
  settings: { economizeOpen, vpn: false, offlineAlarm: true, powerAlarm: true, lowPower: false },
  devices: new Map([
    [
      DRIVER,
      {
        driverId: DRIVER,
        byName: new Map([
          ['temperature', { variableId: 'v-temp', dataType: 'float64' }],
          ['batch', { variableId: 'v-batch', dataType: 'text' }],
        ]),
      },
    ],
  ]),
})

/** The routing with recorders for what it sends on; `takenAt` the partition's taking (a replay window). */
function routing(takenAt?: number) {
  const sent = {
    history: [] as [string, string, number, unknown][],
    alarms: [] as LiveValue[],
    pushed: [] as LiveValue[],
    mvars: [] as string[],
    reported: [] as [string, unknown][],
    rebirths: [] as string[],
  }
  const append =
    (kind: string) =>
    (signalId: string, time: number, value: unknown): void =>
      void sent.history.push([kind, signalId, time, value])
  const counts: RoutingCounts = {
    values: 0,
    ignored: 0,
    unknownMetrics: 0,
    unknownAliases: 0,
    unknownDevices: 0,
  }
  const live = new LiveStore()
  const leases = new Leases(() => NOW)
  const r = new ValueRouting({
    db,
    directory: { reload: async () => undefined } as unknown as GatewayDirectory,
    live,
    hub: { publish: (values: LiveValue[]) => sent.pushed.push(...values) } as unknown as LiveHub,
    mvars: { onValues: (values) => void sent.mvars.push(...values.map((v) => v.signalId)) },
    leases,
    history: {
      append: append('number'),
      appendReplayed: append('replayed'),
      appendText: append('text'),
    } as unknown as HistoryWriter,
    alarms: {
      onValues: (_: string, values: LiveValue[]) => sent.alarms.push(...values),
    } as unknown as AlarmEngine,
    commands: {
      reported: (_sn: string, signalId: string, value: unknown) => sent.reported.push([signalId, value]),
    } as unknown as CommandBook,
    clock: () => NOW,
    wall: () => NOW,
    ...(takenAt === undefined ? {} : { ownership: { takenAt: () => takenAt } }),
    replayWindowMs: 60_000,
    pacer: new Pacer(),
    counts,
    rates: new ValueRates(),
    unknownAlias: (sn) => void sent.rebirths.push(sn),
    log: () => {},
  })
  return { r, sent, counts, live, leases, node: new NodeSession() }
}

const metric = (m: Partial<Metric> & Pick<Metric, 'value'>): Metric => ({ datatype: DataType.Double, ...m })
const payload = (...metrics: Metric[]): Payload => ({ timestamp: NOW, metrics })

describe('value routing', () => {
  it('names data by a birth’s alias, and sends news to live, history, sockets and alarms', async () => {
    const { r, sent, counts, live, node } = routing()
    await r.route(entry(), node, DRIVER, payload(metric({ name: 'temperature', alias: 7, value: 21 })), false)
    await r.route(entry(), node, DRIVER, payload(metric({ alias: 7, value: 22.5, timestamp: NOW + 1 })), true)
    expect(sent.history).toEqual([
      ['number', 'v-temp', NOW, 21],
      ['number', 'v-temp', NOW + 1, 22.5],
    ])
    expect(live.get('v-temp')?.value).toBe(22.5)
    expect(sent.pushed.map((v) => v.value)).toEqual([21, 22.5])
    // alarms and write confirmations are for data, not for a birth's repeat of the current values
    expect(sent.alarms.map((v) => v.value)).toEqual([22.5])
    expect(sent.reported).toEqual([['v-temp', 22.5]])
    expect(sent.mvars).toEqual(['v-temp', 'v-temp'])
    expect(counts.values).toBe(2)
  })

  it('stores a birth that repeats the live value once, and a text value as text', async () => {
    const { r, sent, node } = routing()
    await r.route(entry(), node, DRIVER, payload(metric({ name: 'temperature', value: 21 })), true)
    await r.route(entry(), node, DRIVER, payload(metric({ name: 'temperature', value: 21 })), false)
    const text = metric({ name: 'batch', datatype: DataType.String, value: '0042' })
    await r.route(entry(), node, DRIVER, payload(text), true)
    expect(sent.history).toEqual([
      ['number', 'v-temp', NOW, 21],
      ['text', 'v-batch', NOW, '0042'],
    ])
  })

  it('stores a value older than the partition’s taking as a replay', async () => {
    const { r, sent, node } = routing(NOW - 1000)
    const old = metric({ name: 'temperature', value: 20, timestamp: NOW - 5000 })
    await r.route(entry(), node, DRIVER, payload(old, metric({ name: 'temperature', value: 21 })), true)
    expect(sent.history).toEqual([
      ['replayed', 'v-temp', NOW - 5000, 20],
      ['number', 'v-temp', NOW, 21],
    ])
  })

  it('gives a viewer’s copy to the live store only', async () => {
    const { r, sent, live, node } = routing()
    await r.route(entry(), node, DRIVER, payload(metric({ name: 'temperature', value: 30 })), true, false)
    expect(live.get('v-temp')?.value).toBe(30)
    expect(sent.pushed).toHaveLength(1)
    expect([sent.history, sent.alarms, sent.reported]).toEqual([[], [], []])
  })

  it('holds the sockets under smart data saving until someone keeps the device open', async () => {
    const { r, sent, leases, node } = routing()
    await r.route(entry(true), node, DRIVER, payload(metric({ name: 'temperature', value: 1 })), true)
    expect(sent.pushed).toEqual([])
    leases.open('dev1', 60)
    const later = metric({ name: 'temperature', value: 2, timestamp: NOW + 1 })
    await r.route(entry(true), node, DRIVER, payload(later), true)
    expect(sent.pushed.map((v) => v.value)).toEqual([2])
    // history and alarms take every value, watched or not
    expect(sent.history).toHaveLength(2)
  })

  it('counts an alias no birth defined and asks for a rebirth; drops an unknown device id', async () => {
    const { r, sent, counts, node } = routing()
    await r.route(entry(), node, DRIVER, payload(metric({ alias: 99, value: 1 })), true)
    expect(counts.unknownAliases).toBe(1)
    expect(sent.rebirths).toEqual([SN])
    await r.route(entry(), node, 'no-such-driver', payload(metric({ name: 'temperature', value: 1 })), true)
    expect(counts.unknownDevices).toBe(1)
    expect(sent.history).toEqual([])
  })
})
