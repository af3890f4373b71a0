// Push methods of a gateway's offline and power-off alarms (issue 21): the gateway's own setting, else
// its enterprise's default, else the message centre only. Stored as an alarm rule's push (rules.ts).
import type { AlarmPushSetting } from '../../schemas/entities/alarm-push.ts'
import type { Db } from '../storage/db.ts'
import { type Push, parsePush } from './rules.ts'

const MESSAGE_ONLY = '[]'

/** The push of the gateway a device is bound to. */
export async function gatewayAlarmPush(db: Db, deviceId: string): Promise<Push> {
  const row = await db
    .selectFrom('devices')
    .leftJoin('gateways', 'gateways.id', 'devices.gatewayId')
    .innerJoin('enterprises', 'enterprises.id', 'devices.orgId')
    .select(['gateways.alarmPush as own', 'enterprises.alarmPush as enterprise'])
    .where('devices.id', '=', deviceId)
    .executeTakeFirst()
  return parsePush(row?.own ?? row?.enterprise ?? MESSAGE_ONLY)
}

export const pushSetting = (stored: string | null): AlarmPushSetting => {
  const push = parsePush(stored ?? MESSAGE_ONLY)
  return { pushMethods: [...push.methods], voiceLoops: push.voiceLoops }
}

export const storedPush = (setting: AlarmPushSetting): string =>
  JSON.stringify({ pushMethods: setting.pushMethods, voiceLoops: setting.voiceLoops })
