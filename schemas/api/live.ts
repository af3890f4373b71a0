// Bodies of the monitoring calls (platform spec §7 Messages, Equipment callback, Single-device and
// Project monitoring): gateway info and opening, signals, writes and their callbacks, configuration sync,
// socket tokens, history and reports, alarms and messages.
import Type, { type Static } from 'typebox'
import { ALARM_LEVELS, ALARM_TYPES, MESSAGE_TYPES, MessageView } from '../entities/live.ts'
import { Empty, Id, OptionalId, PageOf, Paging } from './common.ts'
import { IdList } from './project.ts'

/** A comma list the client may send empty (`dataEquip`, `dataSignal`). */
const OptionalList = Type.Optional(Type.Union([IdList(), Type.Literal('')]))
/** Epoch ms, or a date text core/validation's toTime reads. */
const Time = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 32 })])

export const EquipmentBody = Type.Object({ equipmentId: Id })
export type EquipmentBody = Static<typeof EquipmentBody>

/** `monitor/multi/open`: keep the device's live data flowing for `delay` seconds (spec: 600). */
export const MonitorOpenBody = Type.Object({
  equipmentId: Id,
  interval: Type.Optional(Type.Number({ minimum: 0 })),
  delay: Type.Integer({ minimum: 1, maximum: 86_400, default: 600 }),
})
export type MonitorOpenBody = Static<typeof MonitorOpenBody>

/** `monitor/project/gateway/query`: the gateways of a page's devices and signals. */
export const ProjectGatewayQueryBody = Type.Object({
  projectId: OptionalId,
  pageId: OptionalId,
  dataEquip: OptionalList,
  dataSignal: OptionalList,
})
export type ProjectGatewayQueryBody = Static<typeof ProjectGatewayQueryBody>

/** `monitor/project/gateway/open` (spec: delay 3600). */
export const ProjectGatewayOpenBody = Type.Object({
  projectId: Id,
  equipmentId: Id,
  interval: Type.Optional(Type.Number({ minimum: 0 })),
  delay: Type.Integer({ minimum: 1, maximum: 86_400, default: 3600 }),
})
export type ProjectGatewayOpenBody = Static<typeof ProjectGatewayOpenBody>

export const DeviceTokenBody = Type.Object({
  equipmentId: Id,
  dataSignal: OptionalList,
  /** the device's alarms only, no signal values (an alarm table's watch) */
  alarmsOnly: Type.Optional(Type.Boolean()),
})
export type DeviceTokenBody = Static<typeof DeviceTokenBody>

export const ProjectTokenBody = Type.Object({
  projectId: Id,
  pageId: OptionalId,
  dataEquip: OptionalList,
  dataSignal: OptionalList,
})
export type ProjectTokenBody = Static<typeof ProjectTokenBody>

/** `signal/query`: a project's signals, or one device's; optionally only some. */
export const SignalQueryBody = Type.Object({
  projectId: OptionalId,
  equipmentId: OptionalId,
  signalIds: Type.Optional(IdList()),
})
export type SignalQueryBody = Static<typeof SignalQueryBody>

/** `signal/writeVal` (spec: projectId, signalId, value); projectId empty for a device's own screens. */
export const WriteValueBody = Type.Object({
  projectId: OptionalId,
  signalId: Id,
  value: Type.Union([Type.Number(), Type.Boolean(), Type.String({ minLength: 1, maxLength: 1000 })]),
})
export type WriteValueBody = Static<typeof WriteValueBody>

/** `signal/callback`, `equipment/multi/callback`. */
export const UuidBody = Type.Object({ uuid: Type.String({ format: 'uuid' }) })
export type UuidBody = Static<typeof UuidBody>

/** `history/query`: points of up to 10 signals; with `width`, thinned to that many pixel columns. */
export const HistoryQueryBody = Type.Object({
  equipmentId: OptionalId,
  projectId: OptionalId,
  signalIds: IdList(10),
  startTime: Time,
  endTime: Time,
  width: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  mode: Type.Optional(Type.Union([Type.Literal('minmax'), Type.Literal('lttb')])),
})
export type HistoryQueryBody = Static<typeof HistoryQueryBody>

/**
 * `history/page` (an extension for tables): a page of points of up to 10 signals, newest first, by
 * keyset: the next page is asked with the `next` of the page before (the last row's time and signal,
 * and how many rows of that time and signal were given), so a deep page costs what a first one does.
 */
export const HistoryPageBody = Type.Object({
  equipmentId: OptionalId,
  projectId: OptionalId,
  signalIds: IdList(10),
  startTime: Time,
  endTime: Time,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 50 })),
  beforeTime: Type.Optional(Type.Integer({ minimum: 0 })),
  beforeSignalId: Type.Optional(Type.String({ maxLength: 64 })),
  beforeSkip: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
})
export type HistoryPageBody = Static<typeof HistoryPageBody>

export const ReportColsBody = Type.Object({ reportId: Id })
export type ReportColsBody = Static<typeof ReportColsBody>

const ReportRange = { reportId: Id, startTime: Time, endTime: Time }
/** `history/queryAllData`: every row of a report over a window. */
export const ReportRangeBody = Type.Object(ReportRange)
export type ReportRangeBody = Static<typeof ReportRangeBody>
/** `history/queryAll`: a page of report rows, newest first. */
export const ReportPageBody = Type.Object({ ...Paging, ...ReportRange })
export type ReportPageBody = Static<typeof ReportPageBody>

export const ALARM_STATES = ['alarming', 'resolved', 'unconfirmed'] as const

const AlarmFilters = {
  equipmentId: OptionalId,
  /** several devices (an alarm table's list), comma-joined; within the project when one is given */
  equipmentIds: Type.Optional(IdList(100)),
  projectId: OptionalId,
  type: Type.Optional(Type.Enum(ALARM_TYPES)),
  level: Type.Optional(Type.Enum(ALARM_LEVELS)),
  state: Type.Optional(Type.Enum(ALARM_STATES)),
  startTime: Type.Optional(Time),
  endTime: Type.Optional(Time),
}
export const AlarmQueryBody = Type.Object({ ...Paging, ...AlarmFilters })
export type AlarmQueryBody = Static<typeof AlarmQueryBody>
export const AlarmQueryAllBody = Type.Object(AlarmFilters)
export type AlarmQueryAllBody = Static<typeof AlarmQueryAllBody>
/** The columns an alarm export writes, in order (the alarm table's shown columns). */
export const ALARM_EXPORT_COLUMNS = [
  'equipTitle',
  'type',
  'alarmLevelId',
  'gmtTrigger',
  'gmtRelease',
  'value',
  'msg',
  'confirm',
] as const
/** `alarm/export`: the records alarm/queryAll answers for a device list, as an Excel file with the given columns. */
export const AlarmExportBody = Type.Object({
  ...AlarmFilters,
  /** an export names its devices (the table's list) */
  equipmentIds: IdList(100),
  columns: Type.Optional(
    Type.String({
      maxLength: 200,
      pattern: `^(${ALARM_EXPORT_COLUMNS.join('|')})(,(${ALARM_EXPORT_COLUMNS.join('|')}))*$`,
    }),
  ),
  /** the reader's clock: minutes east of UTC, so the file's times read as the table's */
  timeZoneOffset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })),
})
export type AlarmExportBody = Static<typeof AlarmExportBody>
export const AlarmCountBody = Type.Object({ equipmentId: OptionalId, projectId: OptionalId })
export type AlarmCountBody = Static<typeof AlarmCountBody>
/** The longest acknowledgement note and shelving reason; the longest shelving (7 days), in minutes. */
export const ALARM_NOTE_MAX = 200
export const SHELVE_MINUTES_MAX = 7 * 24 * 60

export const AlarmConfirmBody = Type.Object({
  id: IdList(100),
  /** where it was acknowledged (the alarm's history says so): the alarm table unless said */
  via: Type.Optional(Type.Enum(['table', 'message'])),
  /** the operator's note, kept on each record and in the operation log */
  note: Type.Optional(Type.String({ maxLength: ALARM_NOTE_MAX })),
})
export type AlarmConfirmBody = Static<typeof AlarmConfirmBody>

/** `alarm/shelve`: an alarm shelved for a time with a reason (ISA-18.2): recorded, telling no one. */
export const AlarmShelveBody = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  minutes: Type.Integer({ minimum: 1, maximum: SHELVE_MINUTES_MAX }),
  reason: Type.String({ minLength: 1, maxLength: ALARM_NOTE_MAX }),
})
export type AlarmShelveBody = Static<typeof AlarmShelveBody>

export const MessageQueryBody = Type.Object({
  ...Paging,
  type: Type.Optional(Type.Enum(MESSAGE_TYPES)),
  read: Type.Optional(Type.Boolean()),
})
export type MessageQueryBody = Static<typeof MessageQueryBody>
/** Messages by id (comma list); `msg/info` also takes the id of what a message is about (its dataId). */
export const MessageIdsBody = Type.Object({ id: IdList(1000) })
export type MessageIdsBody = Static<typeof MessageIdsBody>
export const MessageInfoBody = Type.Object({
  id: Id,
  type: Type.Optional(Type.String({ maxLength: 16 })),
  equipType: Type.Optional(Type.String({ maxLength: 16 })),
})
export type MessageInfoBody = Static<typeof MessageInfoBody>
export const MessageIgnoreBody = Type.Object({ id: IdList(1000), ignored: Type.Boolean({ default: true }) })
export type MessageIgnoreBody = Static<typeof MessageIgnoreBody>

/** How many messages a call counted or changed. */
const MessageCount = Type.Object({ count: Type.Integer({ minimum: 0 }) })

/** The message calls in the endpoint map (schemas/api/endpoints.ts): body schema, answer schema. */
export const MESSAGE_ENDPOINTS = {
  'msg/query': { body: MessageQueryBody, answer: PageOf(MessageView) },
  'msg/queryUnReadMsgCount': { body: Empty, answer: MessageCount },
  'msg/info': { body: MessageInfoBody, answer: MessageView },
  'msg/markAsRead': { body: MessageIdsBody, answer: MessageCount },
  'msg/allMarkAsRead': { body: Empty, answer: MessageCount },
  'msg/markAsReadForEquipAlarm': { body: EquipmentBody, answer: MessageCount },
  'msg/delete': { body: MessageIdsBody, answer: MessageCount },
  'msg/setIgnore': { body: MessageIgnoreBody, answer: MessageCount },
  'msg/acknowledgeAlarm': {
    body: Type.Object({ id: Id, note: Type.Optional(Type.String({ maxLength: ALARM_NOTE_MAX })) }),
    answer: Type.Object({ acknowledged: Type.Boolean() }),
  },
} as const
