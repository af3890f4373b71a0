// The monitoring calls in the endpoint map (schemas/api/endpoints.ts): the monitored device lists and
// following, a device's signals with their latest values, history curves and pages, alarm records and
// their confirmation, writing a value and its result (server/routes/group.ts, monitor.ts, signal.ts, history.ts, alarm.ts).
import Type from 'typebox'
import { MonitoredDevice } from '../entities/equipment.ts'
import {
  AlarmOverview,
  AlarmRecordView,
  HistoryCurve,
  HistoryPage,
  HistoryPoint,
  SignalRecord,
} from '../entities/live.ts'
import { CommandCallback, CommandStart } from '../wire.ts'
import { PageOf } from './common.ts'
import { FollowBody, MapQueryBody, MonitorQueryBody, QueryByGroupBody } from './group.ts'
import {
  AlarmConfirmBody,
  AlarmCountBody,
  AlarmQueryBody,
  AlarmShelveBody,
  EquipmentBody,
  HistoryPageBody,
  HistoryQueryBody,
  SignalQueryBody,
  UuidBody,
  WriteValueBody,
} from './live.ts'
import { IdBody } from './operations.ts'

const Followed = Type.Object({ equipmentId: Type.String(), followed: Type.Boolean() })

export const MONITOR_ENDPOINTS = {
  'monitor/equipment/query': { body: MonitorQueryBody, answer: PageOf(MonitoredDevice) },
  'monitor/equipment/queryByGroup': { body: QueryByGroupBody, answer: PageOf(MonitoredDevice) },
  'monitor/equipment/queryAllForMap': { body: MapQueryBody, answer: Type.Array(MonitoredDevice) },
  'monitor/equipment/setFollow': { body: FollowBody, answer: Followed },
  'monitor/equipment/cancleFollow': { body: FollowBody, answer: Followed },
  'monitor/multi/signal/query': { body: EquipmentBody, answer: Type.Array(SignalRecord) },
  'signal/query': { body: SignalQueryBody, answer: Type.Array(SignalRecord) },
  /** a write sent to the gateway: its uuid for `signal/callback` */
  'signal/writeVal': { body: WriteValueBody, answer: CommandStart },
  'signal/callback': { body: UuidBody, answer: CommandCallback },
  /** the points, or with a width each signal thinned to a curve (isHistoryCurve in history-answer.ts tells them apart) */
  'history/query': { body: HistoryQueryBody, answer: Type.Union([Type.Array(HistoryPoint), HistoryCurve]) },
  'history/page': { body: HistoryPageBody, answer: HistoryPage },
  'alarm/query': { body: AlarmQueryBody, answer: PageOf(AlarmRecordView) },
  'alarm/confirm': { body: AlarmConfirmBody, answer: Type.Object({ confirmed: Type.Integer() }) },
  'alarm/shelve': { body: AlarmShelveBody, answer: AlarmRecordView },
  'alarm/unshelve': { body: IdBody, answer: AlarmRecordView },
  'alarm/overview': { body: AlarmCountBody, answer: AlarmOverview },
} as const
