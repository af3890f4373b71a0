// Tenant-isolation fixtures of the monitoring kinds (server/tenancy/authorise.ts, server/routes/msg.ts): the
// watch kinds reuse the enterprise's device, variable and report; an alarm record and a message of
// the enterprise's administrator are inserted as the edge link would make them.
import { randomUUID } from 'node:crypto'
import type { EntityKind } from '../../../server/tenancy/entities.ts'
import type { TestServer } from './helpers.ts'

export async function liveEntityFixtures(
  server: TestServer,
  org: { orgId: string; adminId: string },
  have: Partial<Record<EntityKind, string>>,
): Promise<Partial<Record<EntityKind, string>>> {
  const { device, variable, report } = have
  if (!device || !variable || !report) throw new Error('the equipment fixtures come first')
  const now = server.clock.now()
  const alarmId = randomUUID()
  await server.db
    .insertInto('alarmRecords')
    .values({
      id: alarmId,
      orgId: org.orgId,
      deviceId: device,
      ruleId: null,
      variableId: variable,
      type: 'variable',
      level: 'normal',
      value: '1',
      text: 'fixture',
      triggeredAt: now,
      resolvedAt: null,
      confirmedAt: null,
      confirmedBy: null,
    })
    .execute()
  const messageId = randomUUID()
  await server.db
    .insertInto('messages')
    .values({
      id: messageId,
      orgId: org.orgId,
      accountId: org.adminId,
      type: 'alarm',
      equipType: 'equip',
      dataId: alarmId,
      dataStatus: 'alarming',
      title: 'fixture',
      note: '',
      imgUrl: '',
      alarmBroadcastTimes: 0,
      createdAt: now,
    })
    .execute()
  return {
    watchDevice: device,
    watchSignal: variable,
    watchReport: report,
    alarmRecord: alarmId,
    message: messageId,
    messageData: messageId,
  }
}
