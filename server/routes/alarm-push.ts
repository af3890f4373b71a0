// Push methods of gateways' offline and power-off alarms (issue 21): `alarm/push/query` and
// `alarm/push/edit` name a gateway of the caller's enterprise, or none for the enterprise's default.
// Every change is in the operation log.
import {
  type AlarmPushEditBody,
  AlarmPushQueryBody,
  AlarmPushEditBody as EditBody,
} from '../../schemas/api/alarm-push.ts'
import type { AlarmPushView } from '../../schemas/entities/alarm-push.ts'
import { pushSetting, storedPush } from '../alarms/gateway-push.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Caller } from '../tenancy/caller.ts'
import { route } from './types.ts'

async function pushView(s: Services, caller: Caller, gatewayId: string | undefined): Promise<AlarmPushView> {
  const enterprise = await s.db
    .selectFrom('enterprises')
    .select('alarmPush')
    .where('id', '=', caller.orgId)
    .executeTakeFirstOrThrow()
  const own = gatewayId
    ? (
        await s.db
          .selectFrom('gateways')
          .select('alarmPush')
          .where('id', '=', gatewayId)
          .executeTakeFirstOrThrow()
      ).alarmPush
    : null
  return {
    gatewayId: gatewayId ?? null,
    ...pushSetting(own ?? enterprise.alarmPush),
    inherited: gatewayId !== undefined && own === null,
  }
}

/** The stored value an edit leaves: null when a gateway inherits again, else the edited setting. */
function editedPush(before: AlarmPushView, body: AlarmPushEditBody): string | null {
  if (body.inherit && body.gatewayId) return null
  return storedPush({
    pushMethods: body.pushMethods ?? before.pushMethods,
    voiceLoops: body.voiceLoops ?? before.voiceLoops,
    alarmGroupId: body.alarmGroupId ?? before.alarmGroupId,
  })
}

export const alarmPushRoutes = [
  route({
    path: 'alarm/push/query',
    summary: "a gateway's offline and power-off alarm push methods, or the enterprise's default",
    bodySchema: AlarmPushQueryBody,
    auth: 'manage_eg_equipment',
    idFields: { gatewayId: 'gateway' },
    handler: ({ body, caller, s }) => pushView(s, caller, body.gatewayId),
  }),

  route({
    path: 'alarm/push/edit',
    summary: "set a gateway's offline and power-off alarm push methods (or the enterprise's default)",
    bodySchema: EditBody,
    auth: 'manage_eg_equipment',
    idFields: { gatewayId: 'gateway', alarmGroupId: 'alarmGroup' },
    handler: async ({ body, caller, s, now }) => {
      const before = await pushView(s, caller, body.gatewayId)
      const alarmPush = editedPush(before, body)
      await s.db.transaction().execute(async (trx) => {
        if (body.gatewayId)
          await trx
            .updateTable('gateways')
            .set({ alarmPush, updatedAt: now })
            .where('id', '=', body.gatewayId)
            .execute()
        else
          await trx
            .updateTable('enterprises')
            .set({ alarmPush, updatedAt: now })
            .where('id', '=', caller.orgId)
            .execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: body.gatewayId ? 'gateway' : 'enterprise',
          objectId: body.gatewayId ?? caller.orgId,
          action: 'alarmPush',
          before,
          after: {
            pushMethods: body.pushMethods,
            voiceLoops: body.voiceLoops,
            alarmGroupId: body.alarmGroupId,
            inherit: body.inherit,
          },
        })
      })
      return pushView(s, caller, body.gatewayId)
    },
  }),
]
