// Work orders from alarms (issue 31): a manager makes an order from a device's alarm; the order keeps the
// alarm (and links to it), the alarm's history names the order. The alarm must be the order's device's
// (else 10001) and the caller's enterprise's (else 90003, like any foreign id).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { birthMetrics, deviceOf, nodeOf, value } from '../edgelink/sparkplug.ts'
import {
  createEnterprise,
  createTestServer,
  ingestSettled,
  type Json,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'
import { insertDevice } from './project-fixtures.ts'

const SN = DEMO_GATEWAY.sn
let server: TestServer
let admin: Session
let alarm: { id: string; equipmentId: string }

const feed = (topic: string, metrics: Parameters<typeof ingestSettled>[2]) =>
  ingestSettled(server, topic, metrics)

beforeEach(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  await feed(nodeOf('NBIRTH', SN), birthMetrics(1, 2))
  await feed(deviceOf('DDATA', SN), [value('temperature', 50)])
  alarm = (await ok(admin.call('alarm/query', { state: 'alarming', type: 'variable' }))).list[0]
})
afterEach(() => server.close())

describe('a work order from an alarm', () => {
  it('keeps the alarm, and the alarm’s history names the order', async () => {
    const order = await ok(
      admin.call('ops/repair/add', {
        equipmentId: alarm.equipmentId,
        alarmId: alarm.id,
        description: 'Important Too hot',
      }),
    )
    expect(order).toMatchObject({ alarmId: alarm.id, equipmentId: alarm.equipmentId, status: 'pending' })
    const listed = await ok(admin.call('ops/repair/query', { equipmentId: alarm.equipmentId }))
    expect(listed.list.find((o: Json) => o.id === order.id)).toMatchObject({ alarmId: alarm.id })
    const history = await ok(admin.call('alarm/history', { id: alarm.id }))
    const made = history.find((e: Json) => e.kind === 'workOrder')
    expect(made).toMatchObject({ actor: 'admin' })
    expect(JSON.parse(made.detail)).toEqual({ number: order.number })
    // an order made without an alarm has none
    const plain = await ok(admin.call('ops/repair/add', { equipmentId: alarm.equipmentId, description: 'x' }))
    expect(plain.alarmId).toBeNull()
  })

  it('refuses an alarm of another device (10001) or enterprise (90003)', async () => {
    const otherDevice = await insertDevice(
      server,
      { orgId: admin.info.orgId, accountId: admin.info.userId },
      'Pump',
    )
    const mismatched = await admin.call('ops/repair/add', {
      equipmentId: otherDevice,
      alarmId: alarm.id,
      description: 'x',
    })
    expect(mismatched.code).toBe(Code.paramInvalid)
    const other = await createEnterprise(server, admin)
    const theirDevice = await insertDevice(
      server,
      { orgId: other.orgId, accountId: other.adminId },
      'Foreign',
    )
    const foreign = await other.admin.call('ops/repair/add', {
      equipmentId: theirDevice,
      alarmId: alarm.id,
      description: 'x',
    })
    expect(foreign.code).toBe(Code.noDataOrPermission)
    const history = await ok(admin.call('alarm/history', { id: alarm.id }))
    expect(history.some((e: Json) => e.kind === 'workOrder')).toBe(false)
  })
})
