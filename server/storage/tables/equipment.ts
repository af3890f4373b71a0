// Row shapes of gateways, devices and what hangs off a device or a template (drivers, variables,
// alarm rules, reports, scripts). A configuration row belongs to a device or to a template: exactly
// one of deviceId / templateId is set. Settings the server does not query on live in a JSON `settings`.
import type { Generated } from 'kysely'

export interface GatewayTable {
  id: string
  /** the enterprise that bound it; null while it is unbound stock */
  orgId: string | null
  sn: string
  /** argon2id of sha-256(SN:code), the 6-digit verification code (devices/gateway-secrets.ts) */
  codeHash: string
  /** argon2id of sha-256(SN:credential), the MQTT password the gateway authenticates with */
  credentialHash: string
  series: string
  model: string
  firmwareVersion: string
  networkMode: string
  signalStrength: number | null
  /** the LAN its birth reported, JSON { lanIp, lanMask, mac } (migration 0020) */
  reportedLan: Generated<string>
  /** online | offline | sleeping */
  state: Generated<string>
  /** LAN/WAN/WIFI, work mode, low power, anti-tamper, alarms, MQTT connection: JSON */
  settings: Generated<string>
  /** its last `AntiTamper/Status` (schemas/edge/commands.ts), JSON; {} none (migration 0022) */
  antiTamperStatus: Generated<string>
  /** configuration version the platform last sent, and the one the gateway reports running */
  configVersion: Generated<number>
  reportedVersion: Generated<number>
  /** its Sparkplug group id (migration 0008); null: its enterprise's, else the platform's default */
  sparkplugGroup: string | null
  /** push methods of its offline and power-off alarms (migration 0010, JSON); null: its enterprise's */
  alarmPush: string | null
  lastSeenAt: number | null
  createdAt: number
  updatedAt: number
}

export interface DeviceTable {
  id: string
  orgId: string
  /** the creator, or the enterprise administrator after the creator was deleted */
  ownerId: string
  name: string
  groupId: string | null
  gatewayId: string | null
  templateId: string | null
  shared: Generated<number>
  sharePasswordHash: string | null
  /** JSON of the share permissions (top menu, menu permission, data write) */
  shareAuth: Generated<string>
  address: string
  lng: number | null
  lat: number | null
  /** factory/install dates, warranty, manufacturer, device number, ICCID, image: JSON */
  settings: Generated<string>
  sort: Generated<number>
  remark: string
  /** custom | last */
  defaultValueMode: Generated<string>
  /** the template configVersion last applied; null when the device's configuration has left it */
  templateVersion: number | null
  createdAt: number
  updatedAt: number
}

export interface DeviceFollowTable {
  accountId: string
  deviceId: string
  orgId: string
  createdAt: number
}

/** A long device operation (import, copy) with its progress and, on failure, its problems. */
export interface DeviceJobTable {
  id: string
  orgId: string
  accountId: string
  /** import | copy | templateCopy */
  kind: string
  /** running | completed | failed */
  state: string
  total: Generated<number>
  done: Generated<number>
  /** JSON array of { target, code, problem, solution } */
  problems: Generated<string>
  /** JSON of what the job made */
  result: Generated<string>
  createdAt: number
  updatedAt: number
}

export interface DeviceUserTable {
  deviceId: string
  accountId: string
  orgId: string
  createdAt: number
}

export interface TemplateTable {
  id: string
  orgId: string
  ownerId: string
  name: string
  /** public | private */
  type: string
  gatewaySeries: string
  /** the info tab: remark and device defaults, JSON */
  settings: Generated<string>
  /** increases with every change of the template's configuration */
  configVersion: Generated<number>
  createdAt: number
  updatedAt: number
}

interface ConfigOwner {
  id: string
  orgId: string
  deviceId: string | null
  templateId: string | null
  createdAt: number
  updatedAt: number
}

export interface DriverTable extends ConfigOwner {
  name: string
  port: string
  brand: string
  model: string
  address: string
  ip: string
  tcpPort: number | null
  minCollectMs: number
  waitMs: number
  /** serial parameters and OPC fields: JSON */
  settings: Generated<string>
  sort: Generated<number>
}

export interface VariableTable extends ConfigOwner {
  driverId: string | null
  name: string
  /** the identifier unique per device (1401) */
  key: string
  /** device | intermediate | internal | summary */
  kind: string
  registerType: string
  address: string
  dataType: string
  /** r | w | rw */
  rw: string
  unit: string
  decimals: number
  deadZone: number
  readFormula: string
  writeFormula: string
  readMin: number | null
  readMax: number | null
  writeMin: number | null
  writeMax: number | null
  /** cyclic | onDemand */
  collectMode: string
  writePermission: string
  /** JSON array of { value, text } */
  mappings: Generated<string>
  /** wire details: byte order, bit address (JSON) */
  settings: Generated<string>
  sort: Generated<number>
}

export interface AlarmRuleTable extends ConfigOwner {
  variableId: string
  condition: string
  value: string
  compareVariableId: string | null
  filterCount: number
  /** JSON: message, sms, phone, voice loop count */
  push: Generated<string>
  alarmGroup: string
  level: string
  text: string
  enabled: Generated<number>
  /** hysteresis and delays (migration 0026): back past the limit by this much to clear; seconds held */
  deadband: Generated<number>
  onDelayS: Generated<number>
  offDelayS: Generated<number>
  /** 1: each alarm the rule raises opens a work order linked to it (migration 0047) */
  autoWorkOrder: Generated<number>
}

export interface AlarmRecordTable {
  id: string
  orgId: string
  deviceId: string
  ruleId: string | null
  variableId: string | null
  /** variable | offline | power */
  type: string
  /** severe | important | normal */
  level: string
  value: string
  text: string
  triggeredAt: number
  resolvedAt: number | null
  confirmedAt: number | null
  confirmedBy: string | null
  /** escalation (migration 0014): the rule's alarm group, steps taken, when the next is due */
  alarmGroupId: string | null
  escalationStep: Generated<number>
  escalateAt: number | null
  /** times the condition came back while the record stayed open (migration 0026), and the latest */
  occurrences: Generated<number>
  lastOccurredAt: number | null
  /** shelved until then (migration 0027), by whom and why; the note of its acknowledgement */
  shelvedUntil: number | null
  shelvedBy: string | null
  shelveReason: Generated<string>
  ackNote: Generated<string>
}

export interface ReportTable extends ConfigOwner {
  name: string
  type: string
  storageMode: string
  intervalS: number
  /** JSON of the condition trigger */
  trigger: Generated<string>
  aggregation: string
}

export interface ReportVariableTable {
  reportId: string
  variableId: string
  orgId: string
  aggregation: string
  sort: number
}

export interface ScriptTable extends ConfigOwner {
  name: string
  /** onStart | periodic | onCondition | onDataChange */
  strategy: string
  /** JSON of the strategy parameters */
  strategySettings: Generated<string>
  body: string
  enabled: Generated<number>
  /** the gateway's report of its last run and last error (migration 0020) */
  lastRunAt: number | null
  lastError: Generated<string>
  lastErrorAt: number | null
}

export interface DeviceGroupTable {
  id: string
  orgId: string
  parentId: string | null
  name: string
  depth: number
  sort: Generated<number>
  createdAt: number
  updatedAt: number
}
