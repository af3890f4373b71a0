// One instance of a cluster, leading or following as a test sets it (server/cluster/leader.ts), fed straight
// to the ingest: a follower keeps its live view but stores no history, raises no alarm and sends no message;
// taking over it reads the alarm states from the open records (none raised twice), raises what crossed while
// no instance led, replays the gateway deaths it saw, and writes the history it held — each point once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ManualLeadership, manualLeadership } from '../../../server/cluster/leader.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { readSeries } from '../../../server/history/reader.ts'
import { createTestServer, deviceOfGateway, type TestServer } from '../server/helpers.ts'
import { alarmText } from './alarm-text.ts'
import { birthMetrics, deviceOf, nodeOf, payload, value } from './sparkplug.ts'

const SN = DEMO_GATEWAY.sn
/** the seeded rule: temperature > 35 */
const LIMIT = 35
/** a follower's wait for a birth before it asks for a rebirth itself (the product's is 3 s) */
const FOLLOWER_REBIRTH_MS = 200
/**
 * Resolves once a follower's wait begun before this call has run out: Node runs timers of one delay in
 * the order they were set, so the product's timer has fired (or was cancelled) by then, at any load.
 */
const pastFollowerWait = () => new Promise((r) => setTimeout(r, FOLLOWER_REBIRTH_MS))
let server: TestServer
let leadership: ManualLeadership
let deviceId: string
let seq = 0

const rt = () => server.services.realtime
async function settle() {
  await rt().ingest.idle()
  await rt().alarms.idle()
}
async function send(topic: string, metrics: Parameters<typeof payload>[0]) {
  rt().ingest.handle(topic, payload(metrics, seq++ % 256))
  await settle()
}
async function birth(bdSeq = 1) {
  seq = 0
  await send(nodeOf('NBIRTH', SN), birthMetrics(bdSeq, 2))
}
const temperature = (v: number, at: number) => send(deviceOf('DDATA', SN), [value('temperature', v, at)])
const alarms = () =>
  server.db
    .selectFrom('alarmRecords')
    .select(['type', 'value', 'resolvedAt'])
    .where('deviceId', '=', deviceId)
    .orderBy('triggeredAt')
    .execute()
const messageCount = async () =>
  (
    await server.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
  )?.n
const storedPoints = async () =>
  Number(
    (
      await server.db
        .selectFrom('historyChunks')
        .select((eb) => eb.fn.sum<number>('count').as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  )
async function setLeader(leader: boolean) {
  leadership.set(leader)
  await rt().history.flush()
  await settle()
}

beforeEach(async () => {
  leadership = manualLeadership(false)
  server = await createTestServer({ leadership, realtime: { followerRebirthMs: FOLLOWER_REBIRTH_MS } })
  deviceId = await deviceOfGateway(server.db, SN)
})
afterEach(() => server.close())

describe('an instance that follows', () => {
  it('keeps its live view but stores no history, raises no alarm and sends no message', async () => {
    const t = server.clock.now()
    await birth()
    await temperature(LIMIT + 5, t)
    await rt().history.flush()
    expect(rt().live.get('temperature')?.value).toBe(LIMIT + 5)
    expect(await alarms()).toEqual([])
    expect(await messageCount()).toBe(0)
    expect(await storedPoints()).toBe(0)
    // its own reads still see the value
    expect(
      (await readSeries(server.db, rt().history, 'temperature', { start: t, end: t }, 10)).values,
    ).toEqual([LIMIT + 5])
  })

  it('asks for a rebirth only if no birth follows a gap soon', async () => {
    const ingestRebirth = () => rt().ingest.stats.rebirths
    // a gap the leader asks about: the birth it brings comes before this follower would ask
    await birth()
    seq = 10
    await temperature(20, server.clock.now())
    expect(ingestRebirth()).toBe(0)
    await birth(2)
    await pastFollowerWait()
    expect(ingestRebirth()).toBe(0)
    // a gap only this instance saw: it asks, once the wait is over
    seq = 30
    await temperature(21, server.clock.now())
    expect(ingestRebirth()).toBe(0)
    await pastFollowerWait()
    expect(ingestRebirth()).toBe(1)
  })
})

describe('taking over', () => {
  it('raises the alarm that crossed while no instance led, once, and writes the history held', async () => {
    const t = server.clock.now()
    await birth()
    await temperature(20, t)
    await temperature(LIMIT + 5, t + 1000)
    await setLeader(true)
    expect(await alarms()).toEqual([
      {
        type: 'variable',
        value: await alarmText(server.db, deviceId, 'temperature', LIMIT + 5),
        resolvedAt: null,
      },
    ])
    const messages = await messageCount()
    expect(messages).toBeGreaterThan(0)
    expect(await storedPoints()).toBe(2)
    // the next value over the limit raises nothing new
    await temperature(LIMIT + 6, t + 2000)
    await rt().history.flush()
    expect(await alarms()).toHaveLength(1)
    expect(await messageCount()).toBe(messages)
    expect(await storedPoints()).toBe(3)
  })

  it('an alarm open in the database (raised by the previous leader) is not raised again, and resolves', async () => {
    const t = server.clock.now()
    leadership.set(true)
    await birth()
    await temperature(LIMIT + 5, t)
    expect(await alarms()).toHaveLength(1)
    const messages = await messageCount()
    await setLeader(false)
    await temperature(LIMIT + 7, t + 1000)
    await setLeader(true)
    await temperature(LIMIT + 8, t + 2000)
    expect(await alarms()).toHaveLength(1)
    expect(await messageCount()).toBe(messages)
    await temperature(20, t + 3000)
    expect(await alarms()).toEqual([
      {
        type: 'variable',
        value: await alarmText(server.db, deviceId, 'temperature', LIMIT + 5),
        resolvedAt: t + 3000,
      },
    ])
  })

  it('a value back under the limit while no instance led resolves the open alarm on taking over', async () => {
    const t = server.clock.now()
    leadership.set(true)
    await birth()
    await temperature(LIMIT + 5, t)
    await setLeader(false)
    await temperature(20, t + 1000)
    expect((await alarms())[0]?.resolvedAt).toBeNull()
    await setLeader(true)
    expect((await alarms())[0]?.resolvedAt).toBe(t + 1000)
  })

  it('a gateway death seen while following raises its offline alarm on taking over, once', async () => {
    await birth(4)
    await send(nodeOf('NDEATH', SN), birthMetrics(4, 0).slice(0, 1))
    expect(await alarms()).toEqual([])
    await setLeader(true)
    expect(await alarms()).toEqual([{ type: 'offline', value: '', resolvedAt: null }])
    await setLeader(false)
    await setLeader(true)
    expect(await alarms()).toHaveLength(1)
  })

  it('a death and a birth seen while following leave nothing to raise', async () => {
    await birth(4)
    await send(nodeOf('NDEATH', SN), birthMetrics(4, 0).slice(0, 1))
    await birth(5)
    await setLeader(true)
    expect(await alarms()).toEqual([])
  })
})

describe('stepping down', () => {
  it('stops raising alarms and writing history', async () => {
    const t = server.clock.now()
    leadership.set(true)
    await birth()
    await temperature(20, t)
    await rt().history.flush()
    expect(await storedPoints()).toBe(1)
    await setLeader(false)
    await temperature(LIMIT + 5, t + 1000)
    await rt().history.flush()
    expect(await alarms()).toEqual([])
    expect(await storedPoints()).toBe(1)
  })
})
