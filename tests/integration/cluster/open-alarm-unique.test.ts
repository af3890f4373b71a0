// A leader handover can overlap a moment in which two instances both lead (server/cluster/leader.ts). The open
// alarm records are unique in the database (migration 0006_open_alarms_unique): two engines raising the same
// alarm at once — a rule's, or a gateway's offline alarm — make one record, one alarm frame and one message per
// recipient; the second raiser sends nothing, takes the record as its rule's open alarm and resolves it when
// the condition ends. The migration resolves the duplicate open records an older database may hold (keeping
// the earliest) before building the indexes. SQLite and PostgreSQL (skipped, saying so, when not reachable).
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { AlarmEngine } from '../../../server/alarms/engine.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { LiveHub, MessageHub } from '../../../server/live-state/hub.ts'
import { LiveStore } from '../../../server/live-state/store.ts'
import { recipientsOfDevice } from '../../../server/messages/messages.ts'
import { createNotifier } from '../../../server/notify/notifier.ts'
import { seedDemo } from '../../../server/seed.ts'
import type { Db } from '../../../server/storage/db.ts'
import { openAlarmsUnique } from '../../../server/storage/migrations/0006_open_alarms_unique.ts'
import { DIALECTS, migratedDatabase } from '../server/databases.ts'
import { demoRuleAtLimit } from '../server/helpers.ts'

const NOW = Date.UTC(2026, 0, 15, 8, 0, 0)
/** the seeded rule: temperature > 35 */
const LIMIT = 35

/** One instance's alarm engine, leading, with its own live store and hubs (spied on). */
function instance(db: Db) {
  const hub = new LiveHub()
  const frames = vi.spyOn(hub, 'publishAlarm')
  const engine = new AlarmEngine({
    db,
    live: new LiveStore(),
    hub,
    messages: new MessageHub(),
    notifier: createNotifier(),
    clock: () => NOW,
    leadership: { isLeader: () => true },
  })
  return { engine, frames }
}

describe.each(DIALECTS)('%s', (dialect) => {
  const database = migratedDatabase(dialect)
  const { skip } = database
  let db: Db
  let deviceId: string
  let orgId: string
  let rule: { id: string; variableId: string }

  beforeAll(async () => {
    if (skip) return
    db = database.db
    await seedDemo(db, NOW)
    await demoRuleAtLimit(db)
    const device = await db
      .selectFrom('devices')
      .innerJoin('gateways', 'gateways.id', 'devices.gatewayId')
      .select(['devices.id', 'devices.orgId'])
      .where('gateways.sn', '=', DEMO_GATEWAY.sn)
      .executeTakeFirstOrThrow()
    deviceId = device.id
    orgId = device.orgId
    rule = await db
      .selectFrom('alarmRules')
      .select(['id', 'variableId'])
      .where('deviceId', '=', deviceId)
      .executeTakeFirstOrThrow()
  })

  const temperature = (value: number, time: number) => [
    { signalId: rule.variableId, equipmentId: deviceId, value, time },
  ]
  const records = (where: { ruleId?: string; type?: string }) => {
    let q = db
      .selectFrom('alarmRecords')
      .select(['id', 'triggeredAt', 'resolvedAt'])
      .where('deviceId', '=', deviceId)
    if (where.ruleId) q = q.where('ruleId', '=', where.ruleId)
    if (where.type) q = q.where('type', '=', where.type)
    return q.orderBy('triggeredAt').execute()
  }
  const messagesOf = (alarmId: string) =>
    db.selectFrom('messages').select('accountId').where('dataId', '=', alarmId).execute()

  it.skipIf(skip)(
    'two instances raising a rule alarm at once make one record and one message each',
    async () => {
      const a = instance(db)
      const b = instance(db)
      // both have read the rule's state (no open alarm) before either raises
      for (const { engine } of [a, b]) engine.onValues(deviceId, temperature(LIMIT - 5, NOW))
      await Promise.all([a.engine.idle(), b.engine.idle()])
      for (const { engine } of [a, b]) engine.onValues(deviceId, temperature(LIMIT + 5, NOW + 1000))
      await Promise.all([a.engine.idle(), b.engine.idle()])

      const raised = await records({ ruleId: rule.id })
      expect(raised).toHaveLength(1)
      expect(raised[0]!.resolvedAt).toBeNull()
      expect(a.frames.mock.calls.length + b.frames.mock.calls.length).toBe(1)
      const recipients = (await recipientsOfDevice(db, deviceId)).map((r) => r.id).sort()
      expect(recipients.length).toBeGreaterThan(0)
      expect((await messagesOf(raised[0]!.id)).map((m) => m.accountId).sort()).toEqual(recipients)

      // the instance that lost the race holds the record as its rule's open alarm and resolves it
      const loser = a.frames.mock.calls.length === 0 ? a : b
      loser.engine.onValues(deviceId, temperature(LIMIT - 5, NOW + 2000))
      await loser.engine.idle()
      expect((await records({ ruleId: rule.id }))[0]!.resolvedAt).toBe(NOW + 2000)
      expect(loser.frames).toHaveBeenCalledTimes(1)
    },
  )

  it.skipIf(skip)('two instances seeing a gateway death at once make one offline alarm', async () => {
    const a = instance(db)
    const b = instance(db)
    for (const { engine } of [a, b]) engine.gatewayDown(orgId, deviceId, 'offline', NOW + 3000)
    await Promise.all([a.engine.idle(), b.engine.idle()])
    const raised = await records({ type: 'offline' })
    expect(raised).toHaveLength(1)
    expect(a.frames.mock.calls.length + b.frames.mock.calls.length).toBe(1)
    const recipients = await recipientsOfDevice(db, deviceId)
    expect(await messagesOf(raised[0]!.id)).toHaveLength(recipients.length)
    a.engine.gatewayUp(deviceId, NOW + 4000)
    await a.engine.idle()
  })

  it.skipIf(skip)('the migration resolves duplicate open records, keeping the earliest', async () => {
    await openAlarmsUnique.down!(db)
    const add = (values: { ruleId: string | null; type: string; triggeredAt: number }) =>
      db
        .insertInto('alarmRecords')
        .values({
          id: randomUUID(),
          orgId,
          deviceId,
          variableId: null,
          level: 'normal',
          value: '',
          text: 'old',
          resolvedAt: null,
          confirmedAt: null,
          confirmedBy: null,
          ...values,
        })
        .execute()
    const T = NOW + 10_000
    await add({ ruleId: rule.id, type: 'variable', triggeredAt: T + 1 })
    await add({ ruleId: rule.id, type: 'variable', triggeredAt: T })
    await add({ ruleId: rule.id, type: 'variable', triggeredAt: T + 1 })
    await add({ ruleId: null, type: 'power', triggeredAt: T + 5 })
    await add({ ruleId: null, type: 'power', triggeredAt: T + 2 })
    await add({ ruleId: null, type: 'variable', triggeredAt: T })
    await add({ ruleId: null, type: 'variable', triggeredAt: T })
    await openAlarmsUnique.up(db)

    const ruleOpen = (await records({ ruleId: rule.id })).filter((r) => r.resolvedAt === null)
    expect(ruleOpen.map((r) => r.triggeredAt)).toEqual([T])
    for (const r of (await records({ ruleId: rule.id })).filter((r) => r.triggeredAt === T + 1))
      expect(r.resolvedAt).toBe(T + 1)
    const power = await records({ type: 'power' })
    expect(power.map((r) => [r.triggeredAt, r.resolvedAt])).toEqual([
      [T + 2, null],
      [T + 5, T + 5],
    ])
    // records whose rule is gone are not the same alarm: both stay open
    const ruleless = await db
      .selectFrom('alarmRecords')
      .select('id')
      .where('deviceId', '=', deviceId)
      .where('type', '=', 'variable')
      .where('ruleId', 'is', null)
      .where('resolvedAt', 'is', null)
      .execute()
    expect(ruleless).toHaveLength(2)
    // and the indexes hold again
    await expect(add({ ruleId: null, type: 'power', triggeredAt: T + 9 })).rejects.toThrow()
    await expect(add({ ruleId: rule.id, type: 'variable', triggeredAt: T + 9 })).rejects.toThrow()
  })
})
