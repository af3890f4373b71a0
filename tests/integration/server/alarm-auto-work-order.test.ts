// Work orders opened by an alarm rule (issue 31): a rule set to open one makes, with each alarm it raises,
// a pending order for the device made by the system and linked to the alarm (the alarm's history names
// it); repeats of the active alarm open none, a rule not set opens none. Each test starts a fresh server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { birthMetrics, deviceOf, nodeOf, value } from '../edgelink/sparkplug.ts'
import {
  createTestServer,
  ingestSettled,
  type Json,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'

const SN = DEMO_GATEWAY.sn
let server: TestServer
let admin: Session

const feed = (temperature: number) =>
  ingestSettled(server, deviceOf('DDATA', SN), [value('temperature', temperature)])

/** The demo rule (temperature > 35), set to open a work order or not, through the rule screen's call. */
async function demoRule(autoWorkOrder: boolean, offDelayS = 0) {
  const rule = await server.db.selectFrom('alarmRules').select('id').executeTakeFirstOrThrow()
  const edited = await ok(admin.call('equipment/alarm/edit', { id: rule.id, autoWorkOrder, offDelayS }))
  expect(edited.autoWorkOrder).toBe(autoWorkOrder)
  return edited
}

/** The orders made from alarms (the demo has orders of its own, made by hand). */
const orders = async () =>
  ((await ok(admin.call('ops/repair/query', {}))).list as Json[]).filter((o) => o.alarmId !== null)
const alarming = async () =>
  (await ok(admin.call('alarm/query', { state: 'alarming', type: 'variable' }))).list as Json[]

beforeEach(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  await ingestSettled(server, nodeOf('NBIRTH', SN), birthMetrics(1, 2))
})
afterEach(() => server.close())

describe('a rule that opens a work order', () => {
  it('opens one per alarm, linked to it', async () => {
    const rule = await demoRule(true)
    await feed(50)
    const [alarm] = await alarming()
    expect(alarm.ruleId).toBe(rule.id)
    const [order] = await orders()
    expect(order).toMatchObject({
      alarmId: alarm.id,
      equipmentId: alarm.equipmentId,
      status: 'pending',
      creator: '',
      description: alarm.text,
    })
    expect(order.content).toContain(alarm.value)
    const history = await ok(admin.call('alarm/history', { id: alarm.id }))
    const made = history.find((e: Json) => e.kind === 'workOrder')
    expect(JSON.parse(made.detail)).toEqual({ number: order.number })
    // cleared (the tests' demo rule clears at its limit), a new alarm opens a new order
    await feed(20)
    expect(await alarming()).toEqual([])
    await feed(50)
    const all = await orders()
    expect(all).toHaveLength(2)
    expect(new Set(all.map((o) => o.alarmId)).size).toBe(2)
  })

  it('a repeat of the active alarm opens no second order', async () => {
    // held a while after its return (off-delay), the alarm coming back is a repeat of the same record
    await demoRule(true, 600)
    await feed(50)
    await feed(20)
    await feed(50)
    const [alarm] = await alarming()
    expect(alarm.occurrences).toBe(2)
    expect((await orders()).map((o) => o.alarmId)).toEqual([alarm.id])
  })

  it('a rule not set opens none', async () => {
    expect((await demoRule(false)).autoWorkOrder).toBe(false)
    await feed(50)
    expect(await alarming()).toHaveLength(1)
    expect(await orders()).toEqual([])
  })
})
