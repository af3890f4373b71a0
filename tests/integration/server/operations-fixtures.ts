// Tenant-isolation fixtures of issue 21's kinds: an alarm group (through the API), a failed
// notification of the enterprise (an outbox row), and a public share link of its device.
import type { EntityKind } from '../../../server/tenancy/entities.ts'
import { ok, type TestEnterprise, type TestServer } from './helpers.ts'

export async function operationsEntityFixtures(
  server: TestServer,
  org: TestEnterprise,
  have: Partial<Record<EntityKind, string>>,
): Promise<Partial<Record<EntityKind, string>>> {
  const group = await ok(
    org.admin.call('alarm/group/add', {
      name: 'Fixture',
      delayMinutes: 5,
      steps: [{ accountId: org.adminId }],
    }),
  )
  const outbox = `fixture-${org.orgId.slice(0, 8)}`
  await server.db
    .insertInto('notificationOutbox')
    .values({
      id: outbox,
      orgId: org.orgId,
      accountId: org.adminId,
      channel: 'sms',
      recipient: '13800000000',
      subject: 'Fixture',
      body: 'Fixture',
      provider: 'webhook-sms',
      status: 'failed',
      createdAt: server.clock.now(),
      alarmId: null,
      nextAttemptAt: null,
      updatedAt: null,
    })
    .execute()
  const equipId = have.device as string
  await ok(org.admin.call('equipment/multi/share/editPwd', { equipId, shared: true, password: 'fixture1' }))
  const link = await ok(org.admin.call('share/link/add', { equipmentId: equipId, days: 7 }))
  return { alarmGroup: group.id, outbox, shareLink: link.id }
}
