// How offline and power-off alarms of a gateway reach people (issue 21): push methods like an alarm
// rule's (platform spec §3 Alarm rule), set per gateway, with the enterprise's setting as the default;
// like a rule's, they may name an alarm group whose chain escalates them while unacknowledged.
import Type, { type Static } from 'typebox'
import { PUSH_METHODS } from './equipment.ts'

export const AlarmPushMethods = Type.Array(Type.Enum(PUSH_METHODS), {
  maxItems: PUSH_METHODS.length,
  uniqueItems: true,
})

export const AlarmPushSetting = Type.Object({
  pushMethods: AlarmPushMethods,
  /** how many times a voice alarm is spoken */
  voiceLoops: Type.Integer({ minimum: 0, maximum: 10 }),
  /** the alarm group whose chain escalates an unacknowledged offline or power-off alarm ('' none) */
  alarmGroupId: Type.String(),
})
export type AlarmPushSetting = Static<typeof AlarmPushSetting>

/** A gateway's setting (or the enterprise's with no gateway), and whether it is the enterprise's default. */
export const AlarmPushView = Type.Object({
  gatewayId: Type.Union([Type.String(), Type.Null()]),
  ...AlarmPushSetting.properties,
  inherited: Type.Boolean(),
})
export type AlarmPushView = Static<typeof AlarmPushView>
