// What the monitoring calls answer (platform spec §3 Message, Alarm record, Signal lookup record, Gateway
// live info; §7 Messages, Single-device and Project monitoring): messages, alarm records, signals with
// their live values, history points and report rows. Live frames and command answers are in wire.ts.
import Type, { type Static } from 'typebox'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])
const LiveValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])

export const MESSAGE_TYPES = ['alarm', 'order', 'notice', 'expire', 'payment'] as const

/** A message as `msg/query` lists it and `ws/message/subscribe` pushes it. */
export const MessageView = Type.Object({
  id: Type.String(),
  type: Type.String(),
  equipType: Type.String(),
  /** what the message is about: the alarm record for alarms */
  dataId: Type.String(),
  dataStatus: Type.String(),
  title: Type.String(),
  note: Type.String(),
  imgUrl: Type.String(),
  /** how many times an alarm is spoken; 0 plays the alarm sound (§9) */
  alarmBroadcastTimes: Type.Integer(),
  gmtCreate: Type.Integer(),
  read: Type.Boolean(),
  ignored: Type.Boolean(),
  /** for alarm messages: the device, so the detail can link to it */
  equipmentId: Type.Optional(Type.String()),
  /** for alarm messages whose alarm is acknowledged: when, by whom, with the operator's note (issue 31) */
  ack: Type.Optional(Type.Object({ at: Type.Integer(), by: Type.String(), note: Type.String() })),
})
export type MessageView = Static<typeof MessageView>

export const ALARM_TYPES = ['variable', 'offline', 'power'] as const
export const ALARM_LEVELS = ['severe', 'important', 'normal'] as const

/**
 * An alarm record; `gmtTrigger`, `gmtRelease`, `msg` and `equipTitle` are the names the alarm table
 * widget's columns use (designer spec §3 Alarm widget).
 */
export const AlarmRecordView = Type.Object({
  id: Type.String(),
  equipmentId: Type.String(),
  equipTitle: Type.String(),
  signalId: Nullable(Type.String()),
  signalTitle: Type.String(),
  ruleId: Nullable(Type.String()),
  type: Type.Enum(ALARM_TYPES),
  level: Type.Enum(ALARM_LEVELS),
  text: Type.String(),
  msg: Type.String(),
  value: Type.String(),
  triggeredAt: Type.Integer(),
  resolvedAt: Nullable(Type.Integer()),
  gmtTrigger: Type.Integer(),
  gmtRelease: Nullable(Type.Integer()),
  confirmedAt: Nullable(Type.Integer()),
  confirmedBy: Nullable(Type.String()),
  /** times the condition came back while the alarm stayed active (1: once), and the latest time */
  occurrences: Type.Integer(),
  lastOccurredAt: Nullable(Type.Integer()),
  /** shelved until then (notifies no one, comes back then), by whom and why */
  shelvedUntil: Nullable(Type.Integer()),
  shelvedBy: Nullable(Type.String()),
  shelveReason: Type.String(),
  /** what the operator noted acknowledging it */
  ackNote: Type.String(),
})
export type AlarmRecordView = Static<typeof AlarmRecordView>

/** The alarm overview's window: the last 24 hours, hour by hour; the most frequent alarms listed. */
export const OVERVIEW_HOURS = 24
export const OVERVIEW_TOP = 10

const ByAck = Type.Object({ unacked: Type.Integer(), acked: Type.Integer(), shelved: Type.Integer() })
/**
 * `alarm/overview` (issue 31, ISA-18.2 performance): the active alarms by level and acknowledgement (a
 * shelved one counts as shelved only), the oldest of them with their age, alarms raised per hour over the
 * last 24 h (oldest hour first) and the most frequent ("bad actors", repeats counted).
 */
export const AlarmOverview = Type.Object({
  now: Type.Integer(),
  active: Type.Object({ severe: ByAck, important: ByAck, normal: ByAck }),
  oldest: Type.Array(AlarmRecordView),
  /** the start of each hour and the alarms raised in it */
  perHour: Type.Array(Type.Object({ hour: Type.Integer(), n: Type.Integer() })),
  badActors: Type.Array(
    Type.Object({
      equipmentId: Type.String(),
      equipTitle: Type.String(),
      text: Type.String(),
      level: Type.Enum(ALARM_LEVELS),
      /** raised, plus the repeats counted on each record */
      n: Type.Integer(),
    }),
  ),
})
export type AlarmOverview = Static<typeof AlarmOverview>

/** `alarm/queryCount`: alarms of the caller's devices (or a project's). */
export const AlarmCounts = Type.Object({
  total: Type.Integer(),
  /** unresolved */
  alarming: Type.Integer(),
  unconfirmed: Type.Integer(),
  severe: Type.Integer(),
  important: Type.Integer(),
  normal: Type.Integer(),
})
export type AlarmCounts = Static<typeof AlarmCounts>

/** A state-map entry of a variable (platform spec §3: state mapping list of value and text). */
export const StateMapping = Type.Object({
  value: Type.Union([Type.Number(), Type.String()]),
  text: Type.String(),
})

/**
 * How a signal's values are shown to people (platform spec §3 Variable: unit, decimal places, data type,
 * state mapping); every field optional, as a place may know only some.
 */
export const ValueMeta = Type.Object({
  /** decimal places; absent or negative shows a number as it comes (float noise trimmed) */
  decimals: Type.Optional(Type.Integer()),
  unit: Type.Optional(Type.String()),
  /** the variable's data type (bit, int16, float32, …) */
  dataType: Type.Optional(Type.String()),
  mappings: Type.Optional(Type.Array(StateMapping)),
  /** write limits and formula (controls that write check a typed value against them first) */
  writeMin: Type.Optional(Nullable(Type.Number())),
  writeMax: Type.Optional(Nullable(Type.Number())),
  writeFormula: Type.Optional(Type.String()),
})
export type ValueMeta = Static<typeof ValueMeta>

/**
 * A signal with its latest value (`monitor/multi/signal/query`, `signal/query`): the signal lookup
 * record of §3 (signalId, equipId, signalTitle, equipTitle, equipKey) with the variable's details.
 */
export const SignalRecord = Type.Object({
  signalId: Type.String(),
  equipId: Type.String(),
  signalTitle: Type.String(),
  equipTitle: Type.String(),
  equipKey: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  rw: Type.String(),
  dataType: Type.String(),
  decimals: Type.Integer(),
  writeMin: Nullable(Type.Number()),
  writeMax: Nullable(Type.Number()),
  /** the formula a written value goes through on the gateway (X the value), empty for none */
  writeFormula: Type.Optional(Type.String()),
  mappings: Type.Array(StateMapping),
  value: Type.Optional(LiveValue),
  /** absent when the signal never reported */
  time: Type.Optional(Type.Integer()),
})
export type SignalRecord = Static<typeof SignalRecord>

/** Gateway live info (§3, `monitor/multi/gateway/info`) with the sync facts of §4. */
export const GatewayLiveInfo = Type.Object({
  online: Type.Boolean(),
  vpn: Type.Boolean(),
  /** seconds between collection rounds */
  interval: Type.Number(),
  economizeOpen: Type.Boolean(),
  state: Type.String(),
  sn: Nullable(Type.String()),
  configVersion: Nullable(Type.Integer()),
  reportedVersion: Nullable(Type.Integer()),
  synced: Nullable(Type.Boolean()),
  lastSeenAt: Nullable(Type.Integer()),
})
export type GatewayLiveInfo = Static<typeof GatewayLiveInfo>

/** One entry of `monitor/project/gateway/query`. */
export const ProjectGatewayView = Type.Object({
  equipmentId: Type.String(),
  interval: Type.Number(),
  online: Type.Boolean(),
  vpn: Type.Boolean(),
  economizeOpen: Type.Boolean(),
  state: Type.String(),
})
export type ProjectGatewayView = Static<typeof ProjectGatewayView>

/** A point of `history/query`; value null where the gateway could not read the variable. */
export const HistoryPoint = Type.Object({
  signalId: Type.String(),
  time: Type.Integer(),
  /** a number (a bit as 0/1), a text (String metrics of Sparkplug nodes), null for a failed read */
  value: Nullable(Type.Union([Type.Number(), Type.String()])),
})
export type HistoryPoint = Static<typeof HistoryPoint>

/**
 * One signal of a thinned `history/query` (asked with a width): parallel arrays of times and values
 * instead of an object per point, and the extremes and number of the points read before thinning.
 */
export const HistoryCurveSeries = Type.Object({
  signalId: Type.String(),
  times: Type.Array(Type.Integer()),
  values: Type.Array(Type.Number()),
  min: Nullable(Type.Number()),
  max: Nullable(Type.Number()),
  count: Type.Integer({ minimum: 0 }),
})
export type HistoryCurveSeries = Static<typeof HistoryCurveSeries>

/** `history/query` with a width: each signal thinned to that many pixel columns over the window. */
export const HistoryCurve = Type.Object({
  startTime: Type.Integer(),
  endTime: Type.Integer(),
  width: Type.Integer({ minimum: 1 }),
  series: Type.Array(HistoryCurveSeries),
})
export type HistoryCurve = Static<typeof HistoryCurve>

/** Where the next `history/page` starts: the fields to send back, or null after the last page. */
export const HistoryPageCursor = Type.Object({
  beforeTime: Type.Integer(),
  beforeSignalId: Type.String(),
  beforeSkip: Type.Integer({ minimum: 0 }),
})
export type HistoryPageCursor = Static<typeof HistoryPageCursor>

/** `history/page`: points newest first (time, then signal id, descending). */
export const HistoryPage = Type.Object({
  list: Type.Array(HistoryPoint),
  next: Nullable(HistoryPageCursor),
})
export type HistoryPage = Static<typeof HistoryPage>

export const ReportColumnView = Type.Object({
  signalId: Type.String(),
  title: Type.String(),
  unit: Type.String(),
  aggregation: Nullable(Type.String()),
})
export type ReportColumnView = Static<typeof ReportColumnView>

export const ReportRowView = Type.Object({
  time: Type.Integer(),
  values: Type.Record(Type.String(), Nullable(Type.Number())),
})
export type ReportRowView = Static<typeof ReportRowView>

/**
 * The gateway settings (the JSON `settings` of a gateway) the edge link acts on: smart data saving and
 * VPN as `monitor/multi/gateway/info` reports them, whether a death raises an offline or power-off alarm,
 * and low power (a low-power gateway's death means it went to sleep, not offline).
 */
export const GatewayLiveSettings = Type.Object({
  economizeOpen: Type.Boolean({ default: false }),
  vpn: Type.Boolean({ default: false }),
  offlineAlarm: Type.Boolean({ default: true }),
  powerAlarm: Type.Boolean({ default: true }),
  lowPower: Type.Boolean({ default: false }),
})
export type GatewayLiveSettings = Static<typeof GatewayLiveSettings>
