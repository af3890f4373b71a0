// Push methods of a gateway's offline and power-off alarms (issue 21): the gateway's own setting, else
// its enterprise's default, else the message centre only. Stored as an alarm rule's push (rules.ts), with
// the alarm group whose chain escalates them (escalation.ts), as a rule's alarm group does.
import type { AlarmPushSetting } from '../../schemas/entities/alarm-push.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonObject } from '../storage/json.ts'
import { type Push, parsePush } from './rules.ts'

const MESSAGE_ONLY = '[]'

/** A gateway alarm's push methods and the alarm group that escalates it ('' none). */
export interface GatewayPush extends Push {
  alarmGroup: string
}

const alarmGroupOf = (stored: string): string => {
  const group = parseJsonObject(stored).alarmGroupId
  return typeof group === 'string' ? group : ''
}

/** The push of the gateway a device is bound to. */
export async function gatewayAlarmPush(db: Db, deviceId: string): Promise<GatewayPush> {
  const row = await db
    .selectFrom('devices')
    .leftJoin('gateways', 'gateways.id', 'devices.gatewayId')
    .innerJoin('enterprises', 'enterprises.id', 'devices.orgId')
    .select(['gateways.alarmPush as own', 'enterprises.alarmPush as enterprise'])
    .where('devices.id', '=', deviceId)
    .executeTakeFirst()
  const stored = row?.own ?? row?.enterprise ?? MESSAGE_ONLY
  return { ...parsePush(stored), alarmGroup: alarmGroupOf(stored) }
}

export const pushSetting = (stored: string | null): AlarmPushSetting => {
  const push = parsePush(stored ?? MESSAGE_ONLY)
  return {
    pushMethods: [...push.methods],
    voiceLoops: push.voiceLoops,
    alarmGroupId: alarmGroupOf(stored ?? MESSAGE_ONLY),
  }
}

export const storedPush = (setting: AlarmPushSetting): string =>
  JSON.stringify({
    pushMethods: setting.pushMethods,
    voiceLoops: setting.voiceLoops,
    alarmGroupId: setting.alarmGroupId,
  })
