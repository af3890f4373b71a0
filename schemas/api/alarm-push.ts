// Bodies of `alarm/push/query` and `alarm/push/edit`: a gateway's offline and power-off alarm push
// methods, or the enterprise's default without a gateway.
import Type, { type Static } from 'typebox'
import { AlarmPushMethods } from '../entities/alarm-push.ts'
import { Id } from './common.ts'

export const AlarmPushQueryBody = Type.Object({ gatewayId: Type.Optional(Id) })
export type AlarmPushQueryBody = Static<typeof AlarmPushQueryBody>

export const AlarmPushEditBody = Type.Object({
  gatewayId: Type.Optional(Id),
  pushMethods: Type.Optional(AlarmPushMethods),
  voiceLoops: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  /** an alarm group of the enterprise, or '' for none */
  alarmGroupId: Type.Optional(Type.Union([Id, Type.Literal('')])),
  /** a gateway goes back to the enterprise's default */
  inherit: Type.Optional(Type.Boolean()),
})
export type AlarmPushEditBody = Static<typeof AlarmPushEditBody>
