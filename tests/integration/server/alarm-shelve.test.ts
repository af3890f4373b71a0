// Shelving and acknowledgement notes (issue 31, ISA-18.2): an operator shelves an open alarm for a time
// with a reason; it stays recorded and comes back when the time ends (the leader's sweep); shelving,
// unshelving and an acknowledgement's note are in the operation log and the alarm's history.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
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

const SN = DEMO_GATEWAY.sn
let server: TestServer
let admin: Session
let alarmId: string

const rt = () => server.services.realtime
const feed = (topic: string, metrics: Parameters<typeof ingestSettled>[2]) =>
  ingestSettled(server, topic, metrics)
const record = async () =>
  (await ok(admin.call('alarm/query', { type: 'variable' }))).list.find(
    (a: { id: string }) => a.id === alarmId,
  )
const log = async (action: string) =>
  (await ok(admin.call('user/operationlog/query', { objectType: 'alarmRecord' }))).list.filter(
    (e: { action: string }) => e.action === action,
  )
const history = async () =>
  (await ok(admin.call('alarm/history', { id: alarmId }))).map((e: { kind: string; detail: string }) => ({
    kind: e.kind,
    ...JSON.parse(e.detail),
  }))

beforeEach(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  await feed(nodeOf('NBIRTH', SN), birthMetrics(1, 2))
  await feed(deviceOf('DDATA', SN), [value('temperature', 50)])
  alarmId = (await ok(admin.call('alarm/query', { state: 'alarming', type: 'variable' }))).list[0].id
})
afterEach(() => server.close())

describe('shelving', () => {
  it('shelves for a time with a reason, logged; comes back when the time ends', async () => {
    const shelved = await ok(admin.call('alarm/shelve', { id: alarmId, minutes: 30, reason: 'sensor swap' }))
    const until = server.clock.now() + 30 * 60_000
    expect(shelved).toMatchObject({ shelvedUntil: until, shelvedBy: 'admin', shelveReason: 'sensor swap' })
    expect(await log('shelve')).toHaveLength(1)
    expect((await log('shelve'))[0].objectId).toBe(alarmId)

    server.clock.advance(29 * 60_000)
    expect(await rt().alarms.unshelve()).toBe(0)
    expect(await record()).toMatchObject({ shelvedUntil: until, resolvedAt: null })
    server.clock.advance(60_000)
    expect(await rt().alarms.unshelve()).toBe(1)
    expect(await record()).toMatchObject({ shelvedUntil: null, shelveReason: '', resolvedAt: null })
    expect((await history()).map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['shelved', 'unshelved']),
    )
    expect((await history()).find((e: { kind: string }) => e.kind === 'unshelved')).toMatchObject({
      expired: true,
    })
  })

  it('unshelves by hand, logged; a resolved alarm cannot be shelved', async () => {
    await ok(admin.call('alarm/shelve', { id: alarmId, minutes: 60, reason: 'maintenance' }))
    expect(await ok(admin.call('alarm/unshelve', { id: alarmId }))).toMatchObject({ shelvedUntil: null })
    expect(await log('unshelve')).toHaveLength(1)
    await feed(deviceOf('DDATA', SN), [value('temperature', 20)])
    const refused = await admin.call('alarm/shelve', { id: alarmId, minutes: 5, reason: 'late' })
    expect(refused.code).toBe(Code.paramInvalid)
    expect((await admin.call('alarm/shelve', { id: alarmId, minutes: 5, reason: '' })).code).toBe(
      Code.paramInvalid,
    )
  })
})

describe('acknowledging', () => {
  it('takes an optional note, kept on the record, in its history and the operation log', async () => {
    await ok(admin.call('alarm/confirm', { id: alarmId, note: 'valve closed by hand' }))
    expect(await record()).toMatchObject({ ackNote: 'valve closed by hand', confirmedBy: 'admin' })
    const [confirm] = await log('confirm')
    expect(confirm.after).toMatchObject({ note: 'valve closed by hand' })
    expect((await history()).find((e: { kind: string }) => e.kind === 'acknowledged')).toMatchObject({
      note: 'valve closed by hand',
    })
  })
})
