// Devices, gateways, their configuration rows, templates, groups and device jobs as the API answers
// them (platform spec §3 Device, Gateway, Driver, Variable, Alarm rule, History report, Script,
// Template, Group; §4 states). The wire vocabulary of the configuration follows the gateway document
// (schemas/edge/config.ts) so that a row maps onto the document field by field.
import Type, { type Static } from 'typebox'
import {
  type ACCESS_TYPES,
  AlarmRule,
  BYTE_ORDERS,
  COLLECT_MODES,
  DRIVER_PROTOCOLS,
  GatewayScript,
  HistoryReport,
  OPC_AUTH_MODES,
  OPC_MESSAGE_MODES,
  OPC_SECURITY_POLICIES,
  S7_AREAS,
  SERIAL_PARITIES,
  VARIABLE_DATA_TYPES,
} from '../edge/config.ts'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

/** Gateway series and what each can hold are in server/devices/capacity.ts. */
export const GATEWAY_SERIES = ['standard', 'lite', 'pro'] as const
export const GatewaySeries = Type.Enum(GATEWAY_SERIES)
export type GatewaySeries = Static<typeof GatewaySeries>

/** A device's gateway state; `unbound` when it has no gateway. */
export const DEVICE_STATES = ['online', 'offline', 'sleeping', 'unbound'] as const
export const DeviceState = Type.Enum(DEVICE_STATES)
export type DeviceState = Static<typeof DeviceState>

/** Where a gateway may be bound (spec §6 "some gateways can be bound only on the platform side"). */
export const BIND_SCOPES = ['any', 'platform', 'remote'] as const
export const BindScope = Type.Enum(BIND_SCOPES)

export const DEFAULT_VALUE_MODES = ['custom', 'last'] as const

export const Device = Type.Object({
  id: Type.String(),
  name: Type.String(),
  ownerId: Type.String(),
  groupId: Nullable(Type.String()),
  groupName: Type.String(),
  gatewayId: Nullable(Type.String()),
  sn: Nullable(Type.String()),
  state: DeviceState,
  series: Nullable(GatewaySeries),
  model: Type.String(),
  firmwareVersion: Type.String(),
  networkMode: Type.String(),
  signalStrength: Nullable(Type.Integer()),
  /** the LAN its gateway last reported in a birth ('' each until one did) */
  lan: Type.Optional(Type.Object({ lanIp: Type.String(), lanMask: Type.String(), mac: Type.String() })),
  /** platform versus gateway: the version sent and the one the gateway runs; null without a gateway */
  configVersion: Nullable(Type.Integer()),
  reportedVersion: Nullable(Type.Integer()),
  synced: Nullable(Type.Boolean()),
  templateId: Nullable(Type.String()),
  templateName: Type.String(),
  /** template versus device: false once either changed after the template was applied */
  templateSynced: Nullable(Type.Boolean()),
  shared: Type.Boolean(),
  address: Type.String(),
  lng: Nullable(Type.Number()),
  lat: Nullable(Type.Number()),
  factoryDate: Type.String(),
  installDate: Type.String(),
  warrantyMonths: Nullable(Type.Integer()),
  manufacturer: Type.String(),
  deviceNo: Type.String(),
  iccid: Type.String(),
  image: Type.String(),
  sort: Type.Integer(),
  remark: Type.String(),
  defaultValueMode: Type.Enum(DEFAULT_VALUE_MODES),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
})
export type Device = Static<typeof Device>

/** A device row of the monitor lists: the device with its alarm and follow state. */
export const MonitoredDevice = Type.Object({
  ...Device.properties,
  alarming: Type.Boolean(),
  /** its active (unresolved) alarms by level */
  alarms: Type.Object({ severe: Type.Integer(), important: Type.Integer(), normal: Type.Integer() }),
  /** when its gateway was last heard from; null when never */
  lastSeenAt: Nullable(Type.Integer()),
  followed: Type.Boolean(),
  /** set on a device another enterprise granted to the caller's (issue 32): that enterprise's name */
  grantedBy: Type.Optional(Type.String()),
})
export type MonitoredDevice = Static<typeof MonitoredDevice>

export const ShareAuth = Type.Object({
  topMenu: Type.Boolean(),
  menu: Type.Boolean(),
  write: Type.Boolean(),
})
export type ShareAuth = Static<typeof ShareAuth>

export const ShareInfo = Type.Object({
  equipId: Type.String(),
  shared: Type.Boolean(),
  hasPassword: Type.Boolean(),
  auth: ShareAuth,
})
export type ShareInfo = Static<typeof ShareInfo>

export const DeviceUser = Type.Object({
  accountId: Type.String(),
  loginname: Type.String(),
  kind: Type.String(),
  createdAt: Type.Integer(),
})
export type DeviceUser = Static<typeof DeviceUser>

export const Gateway = Type.Object({
  id: Type.String(),
  sn: Type.String(),
  series: GatewaySeries,
  model: Type.String(),
  firmwareVersion: Type.String(),
  networkMode: Type.String(),
  signalStrength: Nullable(Type.Integer()),
  state: Type.String(),
  bindScope: BindScope,
  bound: Type.Boolean(),
  configVersion: Type.Integer(),
  reportedVersion: Type.Integer(),
  lastSeenAt: Nullable(Type.Integer()),
})
export type Gateway = Static<typeof Gateway>

const OwnedRow = {
  id: Type.String(),
  equipmentId: Nullable(Type.String()),
  templateId: Nullable(Type.String()),
}
const Sort = Type.Integer()

/** Platform spec §3 Driver: serial parameters (Modbus RTU) and OPC fields, kept in the row's settings. */
export const DriverProtocolFields = {
  baudRate: Type.Integer(),
  dataBits: Type.Integer(),
  parity: Type.Enum(SERIAL_PARITIES),
  stopBits: Type.Integer(),
  endpoint: Type.String(),
  securityPolicy: Type.Enum(OPC_SECURITY_POLICIES),
  messageMode: Type.Enum(OPC_MESSAGE_MODES),
  authMode: Type.Enum(OPC_AUTH_MODES),
  username: Type.String(),
  password: Type.String(),
  certificate: Type.String(),
  privateKey: Type.String(),
}

/**
 * The OPC password and private key are write-only: answers send them as '' with these flags, so a form
 * can say that one is set; an edit that leaves them empty keeps the stored ones.
 */
export const DriverSecretFlags = {
  hasPassword: Type.Boolean(),
  hasPrivateKey: Type.Boolean(),
}

export const Driver = Type.Object({
  ...OwnedRow,
  name: Type.String(),
  protocol: Type.Enum(DRIVER_PROTOCOLS),
  /** the communication port of the gateway (e.g. eth0; the serial device for Modbus RTU, e.g. /dev/ttyS1) */
  port: Type.String(),
  brand: Type.String(),
  model: Type.String(),
  /** the slave (unit) address */
  address: Type.Integer(),
  ip: Type.String(),
  tcpPort: Type.Integer(),
  minCollectMs: Type.Integer(),
  waitMs: Type.Integer(),
  ...DriverProtocolFields,
  ...DriverSecretFlags,
  sort: Sort,
})
export type Driver = Static<typeof Driver>

export const VARIABLE_KINDS = ['device', 'intermediate', 'internal', 'summary'] as const
export const VariableKind = Type.Enum(VARIABLE_KINDS)
/** Read/write type as the platform stores it; the document says readOnly / writeOnly / readWrite. */
export const RW_TYPES = ['r', 'w', 'rw'] as const
export const RW_TO_ACCESS: Record<(typeof RW_TYPES)[number], (typeof ACCESS_TYPES)[number]> = {
  r: 'readOnly',
  w: 'writeOnly',
  rw: 'readWrite',
}

export const Mapping = Type.Object({
  value: Type.Union([Type.Number(), Type.String({ maxLength: 64 })]),
  text: Type.String({ maxLength: 64 }),
})
export type Mapping = Static<typeof Mapping>

export const Variable = Type.Object({
  ...OwnedRow,
  driverId: Nullable(Type.String()),
  name: Type.String(),
  key: Type.String(),
  kind: VariableKind,
  /** one of its driver's protocol's register types (schemas/entities/protocols.ts) */
  registerType: Nullable(Type.String()),
  address: Nullable(Type.Integer()),
  bitAddress: Nullable(Type.Integer()),
  dataType: Type.Enum(VARIABLE_DATA_TYPES),
  byteOrder: Type.Enum(BYTE_ORDERS),
  rw: Type.Enum(RW_TYPES),
  unit: Type.String(),
  decimals: Type.Integer(),
  deadZone: Type.Number(),
  readFormula: Type.String(),
  writeFormula: Type.String(),
  readMin: Nullable(Type.Number()),
  readMax: Nullable(Type.Number()),
  writeMin: Nullable(Type.Number()),
  writeMax: Nullable(Type.Number()),
  collectMode: Type.Enum(COLLECT_MODES),
  writePermission: Type.String(),
  mappings: Type.Array(Mapping),
  /** OPC UA drivers: the node; S7 drivers: the area and data block ('' / null for Modbus) */
  opcNode: Type.String(),
  s7Area: Nullable(Type.Enum(S7_AREAS)),
  dbNumber: Nullable(Type.Integer()),
  sort: Sort,
})
export type Variable = Static<typeof Variable>

export const ALARM_CONDITIONS = AlarmRule.properties.condition.enum
export const ALARM_LEVELS = AlarmRule.properties.level.enum
export const PUSH_METHODS = AlarmRule.properties.pushMethods.items.enum

export const Alarm = Type.Object({
  ...OwnedRow,
  variableId: Type.String(),
  condition: AlarmRule.properties.condition,
  value: Nullable(Type.Number()),
  compareVariableId: Nullable(Type.String()),
  filterCount: Type.Integer(),
  /** back past the limit by this much (the variable's unit) before the alarm clears */
  deadband: Type.Number(),
  /** seconds the condition holds before the alarm is raised, and its return to normal before it clears */
  onDelayS: Type.Integer(),
  offDelayS: Type.Integer(),
  level: AlarmRule.properties.level,
  pushMethods: AlarmRule.properties.pushMethods,
  voiceLoops: Type.Integer(),
  renotifyMinutes: Type.Integer(),
  notifyRecovery: Type.Boolean(),
  /** each alarm the rule raises opens a work order for the device, linked to the alarm */
  autoWorkOrder: Type.Boolean(),
  alarmGroup: Type.String(),
  text: Type.String(),
  enabled: Type.Boolean(),
})
export type Alarm = Static<typeof Alarm>

export const REPORT_TYPES = HistoryReport.properties.type.enum
export const STORAGE_MODES = HistoryReport.properties.storageMode.enum
export const AGGREGATIONS = HistoryReport.properties.aggregation.enum

export const Report = Type.Object({
  ...OwnedRow,
  name: Type.String(),
  type: HistoryReport.properties.type,
  storageMode: HistoryReport.properties.storageMode,
  intervalS: Type.Integer(),
  trigger: Type.String(),
  aggregation: Nullable(HistoryReport.properties.aggregation),
  variableIds: Type.Array(Type.String()),
})
export type Report = Static<typeof Report>

export const SCRIPT_STRATEGIES = GatewayScript.properties.strategy.enum

export const Script = Type.Object({
  ...OwnedRow,
  name: Type.String(),
  strategy: GatewayScript.properties.strategy,
  intervalS: Nullable(Type.Integer()),
  condition: Type.String(),
  body: Type.String(),
  enabled: Type.Boolean(),
  /** the gateway's report: when it last ran, its last error and when (null: none yet) */
  lastRunAt: Type.Optional(Nullable(Type.Integer())),
  lastError: Type.Optional(Type.String()),
  lastErrorAt: Type.Optional(Nullable(Type.Integer())),
})
export type Script = Static<typeof Script>

export const TEMPLATE_TYPES = ['public', 'private'] as const

export const Template = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: Type.Enum(TEMPLATE_TYPES),
  gatewaySeries: GatewaySeries,
  ownerId: Type.String(),
  remark: Type.String(),
  configVersion: Type.Integer(),
  /** devices bound to it (that the caller may see) */
  deviceCount: Type.Integer(),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
})
export type Template = Static<typeof Template>

export const TemplateDetail = Type.Object({
  ...Template.properties,
  drivers: Type.Array(Driver),
  variables: Type.Array(Variable),
  alarms: Type.Array(Alarm),
  reports: Type.Array(Report),
  scripts: Type.Array(Script),
  pages: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), kind: Type.String() })),
  devices: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), templateSynced: Type.Boolean() }),
  ),
})
export type TemplateDetail = Static<typeof TemplateDetail>

export const Group = Type.Object({
  id: Type.String(),
  name: Type.String(),
  parentId: Nullable(Type.String()),
  depth: Type.Integer(),
  sort: Type.Integer(),
  /** devices directly in the group (that the caller may see) */
  deviceCount: Type.Integer(),
})
export type Group = Static<typeof Group>

/** A problem a check or a job found, with what to do about it (spec §4). */
export const Problem = Type.Object({
  /** the device (or gateway SN) it concerns, when there are several */
  target: Type.String(),
  code: Type.Integer(),
  kind: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  problem: Type.String(),
  solution: Type.String(),
})
export type Problem = Static<typeof Problem>

export const JOB_KINDS = ['import', 'copy', 'templateCopy'] as const
export const JOB_STATES = ['running', 'completed', 'failed'] as const

export const Job = Type.Object({
  id: Type.String(),
  kind: Type.Enum(JOB_KINDS),
  state: Type.Enum(JOB_STATES),
  total: Type.Integer(),
  done: Type.Integer(),
  problems: Type.Array(Problem),
  result: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
})
export type Job = Static<typeof Job>

export const GatewayCheck = Type.Object({
  ok: Type.Boolean(),
  sn: Type.String(),
  series: Nullable(GatewaySeries),
  problems: Type.Array(Problem),
})
export type GatewayCheck = Static<typeof GatewayCheck>
