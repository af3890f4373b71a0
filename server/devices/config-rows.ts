// Configuration rows (drivers, variables, alarm rules, reports, scripts) between their API shape and
// their columns, with the field rules of platform spec §5 that a schema cannot say: formulas
// (core/formula), limit order (core/validation), mappings (1726 over 100; unique values, text not
// blank), the parts a device variable needs. Add and edit both build the full field set (defaults,
// or the stored row with the edit laid over it) and check it here, so the rules cannot drift apart.
import type { Selectable } from 'kysely'
import { validateFormula } from '../../core/formula/index.ts'
import { Code } from '../../core/i18n/codes.ts'
import { readLimits, writeLimits } from '../../core/validation/bounds.ts'
import { MAPPINGS_MAX } from '../../core/validation/limits.ts'
import { mappings as mappingRule } from '../../core/validation/mappings.ts'
import type { Reason } from '../../core/validation/reason.ts'
import {
  DRIVER_SECRETS,
  type DriverSecret,
  missingLocation,
  REPORT_TRIGGER_PATTERN,
  secretUsed,
} from '../../schemas/api/equipment-config.ts'
import {
  DRIVER_PROTOCOLS,
  type DriverProtocol,
  OPC_AUTH_MODES,
  OPC_MESSAGE_MODES,
  OPC_SECURITY_POLICIES,
  S7_AREAS,
  SERIAL_PARITIES,
  VARIABLE_DATA_TYPES,
} from '../../schemas/edge/config.ts'
import { REGISTER_COUNT } from '../../schemas/edge/config-rules.ts'
import {
  type Alarm,
  type Driver,
  type DriverSecretFlags,
  type Mapping,
  PUSH_METHODS,
  type Report,
  type Script,
  type Variable,
} from '../../schemas/entities/equipment.ts'
import { DEFAULT_RENOTIFY_MINUTES, parsePush } from '../alarms/rules.ts'
import { fail } from '../http/api-error.ts'
import { parseJsonArray, parseJsonObject } from '../storage/json.ts'
import type {
  AlarmRuleTable,
  DriverTable,
  ReportTable,
  ScriptTable,
  VariableTable,
} from '../storage/tables/equipment.ts'

type Owned = 'id' | 'equipmentId' | 'templateId'
/** A driver as stored, with its secrets: never an answer (driverAnswer makes one). */
export type StoredDriver = Omit<Driver, keyof typeof DriverSecretFlags>
export type DriverInput = Omit<StoredDriver, Owned>
export type VariableInput = Omit<Variable, Owned>
export type AlarmInput = Omit<Alarm, Owned>
export type ReportInput = Omit<Report, Owned>
export type ScriptInput = Omit<Script, Owned>

/** '' and null both mean "none" in a body (forms cannot send null). */
export const blankToNull = <T>(value: T | '' | null | undefined): T | null =>
  value === '' || value === null || value === undefined ? null : value

/** The fields a body names, without the ones it leaves out. */
export function given<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<T>
}

const owners = (row: { id: string; deviceId: string | null; templateId: string | null }) => ({
  id: row.id,
  equipmentId: row.deviceId,
  templateId: row.templateId,
})

const invalid = (field: string, reason: Reason | string, code: number = Code.paramInvalid): never =>
  fail(
    code,
    typeof reason === 'string'
      ? { field, reason }
      : { field, reason: reason.key, params: reason.params ?? {} },
  )

// ---- drivers

const PROTOCOL_DEFAULTS = {
  baudRate: 9600,
  dataBits: 8,
  parity: 'none',
  stopBits: 1,
  endpoint: '',
  securityPolicy: 'None',
  messageMode: 'None',
  authMode: 'anonymous',
  username: '',
  password: '',
  certificate: '',
  privateKey: '',
} as const satisfies Partial<DriverInput>
type ProtocolFields = Pick<DriverInput, keyof typeof PROTOCOL_DEFAULTS>

export const driverDefaults = (b: Partial<DriverInput> & Pick<DriverInput, 'name'>): DriverInput => ({
  ...PROTOCOL_DEFAULTS,
  ...given(b),
  name: b.name,
  protocol: b.protocol ?? 'modbusTcp',
  port: b.port ?? '',
  brand: b.brand ?? '',
  model: b.model ?? '',
  address: b.address ?? 1,
  ip: b.ip ?? '',
  tcpPort: b.tcpPort ?? 502,
  minCollectMs: b.minCollectMs ?? 1000,
  waitMs: b.waitMs ?? 1000,
  sort: b.sort ?? 0,
})

/** The protocol and its fields as the row's settings keep them (defaults for a row from before them). */
function protocolOf(settings: Record<string, unknown>): Pick<DriverInput, 'protocol'> & ProtocolFields {
  const pick = <K extends keyof ProtocolFields>(key: K, values?: readonly string[]): ProtocolFields[K] => {
    const v = settings[key]
    const fallback = PROTOCOL_DEFAULTS[key] as ProtocolFields[K]
    if (typeof v !== typeof fallback) return fallback
    return values && !values.includes(v as string) ? fallback : (v as ProtocolFields[K])
  }
  return {
    protocol: oneOf(DRIVER_PROTOCOLS, String(settings.protocol ?? ''), 'modbusTcp'),
    baudRate: pick('baudRate'),
    dataBits: pick('dataBits'),
    parity: pick('parity', SERIAL_PARITIES),
    stopBits: pick('stopBits'),
    endpoint: pick('endpoint'),
    securityPolicy: pick('securityPolicy', OPC_SECURITY_POLICIES),
    messageMode: pick('messageMode', OPC_MESSAGE_MODES),
    authMode: pick('authMode', OPC_AUTH_MODES),
    username: pick('username'),
    password: pick('password'),
    certificate: pick('certificate'),
    privateKey: pick('privateKey'),
  }
}

export const driverView = (row: Selectable<DriverTable>): StoredDriver => ({
  ...owners(row),
  ...protocolOf(parseJsonObject(row.settings)),
  name: row.name,
  port: row.port,
  brand: row.brand,
  model: row.model,
  address: Number(row.address) || 0,
  ip: row.ip,
  tcpPort: row.tcpPort ?? 502,
  minCollectMs: row.minCollectMs,
  waitMs: row.waitMs,
  sort: row.sort,
})

const SECRETS = Object.keys(DRIVER_SECRETS) as DriverSecret[]

/** A driver as answers show it: the secrets '' and a flag for each that is set. */
export const driverAnswer = (d: StoredDriver): Driver => ({
  ...d,
  password: '',
  privateKey: '',
  hasPassword: d.password !== '',
  hasPrivateKey: d.privateKey !== '',
})

/**
 * The driver with its secrets settled: an empty one keeps the stored one (forms get them as ''), a
 * given one replaces it, and one its settings no longer use is cleared.
 */
export function keptSecrets<D extends DriverInput>(d: D, stored: Pick<DriverInput, DriverSecret> | null): D {
  const kept = { ...d }
  for (const k of SECRETS) kept[k] = secretUsed(k, d) ? d[k] || stored?.[k] || '' : ''
  return kept
}

export const driverColumns = (d: DriverInput) => ({
  name: d.name,
  port: d.port,
  brand: d.brand,
  model: d.model,
  address: String(d.address),
  ip: d.ip,
  tcpPort: d.tcpPort,
  minCollectMs: d.minCollectMs,
  waitMs: d.waitMs,
  settings: JSON.stringify(
    Object.fromEntries(
      ['protocol', ...Object.keys(PROTOCOL_DEFAULTS)].map((k) => [k, d[k as keyof DriverInput]]),
    ),
  ),
  sort: d.sort,
})

const TCP_PROTOCOLS: readonly string[] = ['modbusTcp', 'modbusRtuOverTcp', 's7']

/** What each protocol needs: an IP (TCP), a serial device in the port field (RTU), an endpoint (OPC UA). */
export function checkDriver(d: DriverInput): void {
  const missing = (field: string) =>
    fail(Code.paramMissing, { errors: [{ path: `/${field}`, rule: 'required' }] })
  if (TCP_PROTOCOLS.includes(d.protocol) && d.ip === '') missing('ip')
  if (d.protocol === 'modbusRtu' && d.port.trim() === '') missing('port')
  if (d.protocol === 'opcUa' && d.endpoint === '') missing('endpoint')
  if (d.protocol === 'opcUa' && d.authMode === 'certificate' && (!d.certificate || !d.privateKey))
    missing(d.certificate ? 'privateKey' : 'certificate')
}

// ---- variables

export const variableDefaults = (b: Partial<VariableInput> & Pick<VariableInput, 'name'>): VariableInput => ({
  name: b.name,
  key: b.key || b.name,
  kind: b.kind ?? 'device',
  driverId: b.driverId ?? null,
  registerType: b.registerType ?? null,
  address: b.address ?? null,
  bitAddress: b.bitAddress ?? null,
  dataType: b.dataType ?? 'int16',
  byteOrder: b.byteOrder ?? 'ABCD',
  rw: b.rw ?? 'r',
  unit: b.unit ?? '',
  decimals: b.decimals ?? 2,
  deadZone: b.deadZone ?? 0,
  readFormula: b.readFormula ?? '',
  writeFormula: b.writeFormula ?? '',
  readMin: b.readMin ?? null,
  readMax: b.readMax ?? null,
  writeMin: b.writeMin ?? null,
  writeMax: b.writeMax ?? null,
  collectMode: b.collectMode ?? 'cyclic',
  writePermission: b.writePermission ?? '',
  mappings: b.mappings ?? [],
  opcNode: b.opcNode ?? '',
  s7Area: b.s7Area ?? null,
  dbNumber: b.dbNumber ?? null,
  sort: b.sort ?? 0,
})

const oneOf = <const T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback

export function variableView(row: Selectable<VariableTable>): Variable {
  const settings = parseJsonObject(row.settings)
  const bitAddress = settings.bitAddress
  return {
    ...owners(row),
    driverId: row.driverId,
    name: row.name,
    key: row.key,
    kind: oneOf(['device', 'intermediate', 'internal', 'summary'], row.kind, 'device'),
    // a register type of the driver's protocol (server/devices/protocols.ts), as stored
    registerType: row.registerType || null,
    address: row.address === '' ? null : Number(row.address),
    bitAddress: typeof bitAddress === 'number' ? bitAddress : null,
    dataType: oneOf(VARIABLE_DATA_TYPES, row.dataType, 'int16'),
    byteOrder: oneOf(['ABCD', 'CDAB', 'BADC', 'DCBA'], String(settings.byteOrder ?? ''), 'ABCD'),
    rw: oneOf(['r', 'w', 'rw'], row.rw, 'r'),
    unit: row.unit,
    decimals: row.decimals,
    deadZone: row.deadZone,
    readFormula: row.readFormula,
    writeFormula: row.writeFormula,
    readMin: row.readMin,
    readMax: row.readMax,
    writeMin: row.writeMin,
    writeMax: row.writeMax,
    collectMode: row.collectMode === 'onDemand' ? 'onDemand' : 'cyclic',
    writePermission: row.writePermission,
    mappings: parseJsonArray<Mapping>(row.mappings),
    opcNode: typeof settings.nodeId === 'string' ? settings.nodeId : '',
    s7Area: S7_AREAS.find((a) => a === settings.s7Area) ?? null,
    dbNumber: typeof settings.dbNumber === 'number' ? settings.dbNumber : null,
    sort: row.sort,
  }
}

export const variableColumns = (v: VariableInput) => ({
  driverId: v.driverId,
  name: v.name,
  key: v.key,
  kind: v.kind,
  registerType: v.registerType ?? '',
  address: v.address === null ? '' : String(v.address),
  dataType: v.dataType,
  rw: v.rw,
  unit: v.unit,
  decimals: v.decimals,
  deadZone: v.deadZone,
  readFormula: v.readFormula,
  writeFormula: v.writeFormula,
  readMin: v.readMin,
  readMax: v.readMax,
  writeMin: v.writeMin,
  writeMax: v.writeMax,
  collectMode: v.collectMode,
  writePermission: v.writePermission,
  mappings: JSON.stringify(v.mappings),
  settings: JSON.stringify({
    byteOrder: v.byteOrder,
    ...(v.bitAddress !== null && { bitAddress: v.bitAddress }),
    ...(v.opcNode !== '' && { nodeId: v.opcNode }),
    ...(v.s7Area !== null && { s7Area: v.s7Area }),
    ...(v.dbNumber !== null && { dbNumber: v.dbNumber }),
  }),
  sort: v.sort,
})

const isBitTable = (registerType: string | null) =>
  registerType === 'coil' || registerType === 'discreteInput'

/** Modbus's rules of a variable's register table, bit and address. */
function checkRegisters(v: VariableInput): void {
  if (isBitTable(v.registerType) && v.dataType !== 'bit')
    invalid('dataType', `${v.registerType} holds bits only`)
  if (v.bitAddress !== null && (isBitTable(v.registerType) || v.dataType !== 'bit'))
    invalid('bitAddress', 'a bit address applies to a bit inside a holding or input register')
  if ((v.address ?? 0) + REGISTER_COUNT[v.dataType] - 1 > 65535)
    invalid('address', 'value runs past register 65535')
}

/**
 * The field rules of one variable; a device variable needs the fields that locate it in its driver's
 * `protocol` (undefined: a driver not found, which its reference check answers elsewhere).
 */
export function checkVariable(v: VariableInput, protocol: DriverProtocol | undefined): void {
  if (v.kind === 'device') {
    const missing = v.driverId === null ? 'driverId' : protocol && missingLocation(v, protocol)
    if (missing) fail(Code.paramMissing, { errors: [{ path: `/${missing}`, rule: 'required' }] })
    if (protocol !== 'opcUa' && protocol !== 's7') checkRegisters(v)
  } else if (v.driverId !== null || v.registerType !== null || v.address !== null)
    invalid('kind', `a ${v.kind} variable has no driver, register type or address`)
  for (const field of ['readFormula', 'writeFormula'] as const) {
    const reason = v[field] === '' ? null : validateFormula(v[field])
    if (reason) invalid(field, reason)
  }
  const readOrder = readLimits(v.readMin, v.readMax)
  if (readOrder) invalid('readMax', readOrder, Code.outOfRange)
  const writeOrder = writeLimits(v.writeMin, v.writeMax)
  if (writeOrder) invalid('writeMax', writeOrder, Code.outOfRange)
  if (v.mappings.length > MAPPINGS_MAX) fail(Code.mappingCapacity, { max: MAPPINGS_MAX })
  const mappingReason = mappingRule(v.mappings)
  if (mappingReason) invalid('mappings', mappingReason)
}

// ---- alarm rules

export const alarmDefaults = (
  b: Partial<AlarmInput> & Pick<AlarmInput, 'variableId' | 'condition'>,
): AlarmInput => ({
  variableId: b.variableId,
  condition: b.condition,
  value: b.value ?? null,
  compareVariableId: b.compareVariableId ?? null,
  filterCount: b.filterCount ?? 0,
  deadband: b.deadband ?? 0,
  onDelayS: b.onDelayS ?? 0,
  offDelayS: b.offDelayS ?? 0,
  level: b.level ?? 'normal',
  pushMethods: b.pushMethods ?? ['message'],
  voiceLoops: b.voiceLoops ?? 0,
  renotifyMinutes: b.renotifyMinutes ?? DEFAULT_RENOTIFY_MINUTES,
  notifyRecovery: b.notifyRecovery ?? false,
  autoWorkOrder: b.autoWorkOrder ?? false,
  alarmGroup: b.alarmGroup ?? '',
  text: b.text ?? '',
  enabled: b.enabled ?? true,
})

export function alarmView(row: Selectable<AlarmRuleTable>): Alarm {
  const push = parseJsonObject(row.push)
  const methods = Array.isArray(push.pushMethods) ? push.pushMethods : ['message']
  const value = row.value === '' ? null : Number(row.value)
  return {
    ...owners(row),
    variableId: row.variableId,
    condition: oneOf(['gt', 'ge', 'lt', 'le', 'eq', 'ne'], row.condition, 'gt'),
    value: value === null || Number.isNaN(value) ? null : value,
    compareVariableId: row.compareVariableId,
    filterCount: row.filterCount,
    deadband: row.deadband,
    onDelayS: row.onDelayS,
    offDelayS: row.offDelayS,
    level: oneOf(['severe', 'important', 'normal'], row.level, 'normal'),
    pushMethods: methods.filter((m): m is Alarm['pushMethods'][number] => PUSH_METHODS.includes(m)),
    voiceLoops: Number(push.voiceLoops) || 0,
    renotifyMinutes: parsePush(row.push).renotifyMs / 60_000,
    notifyRecovery: push.notifyRecovery === true,
    autoWorkOrder: row.autoWorkOrder === 1,
    alarmGroup: row.alarmGroup,
    text: row.text,
    enabled: row.enabled === 1,
  }
}

export const alarmColumns = (a: AlarmInput) => ({
  variableId: a.variableId,
  condition: a.condition,
  value: a.value === null ? '' : String(a.value),
  compareVariableId: a.compareVariableId,
  filterCount: a.filterCount,
  deadband: a.deadband,
  onDelayS: a.onDelayS,
  offDelayS: a.offDelayS,
  push: JSON.stringify({
    pushMethods: a.pushMethods,
    voiceLoops: a.voiceLoops,
    renotifyMinutes: a.renotifyMinutes,
    notifyRecovery: a.notifyRecovery,
  }),
  alarmGroup: a.alarmGroup,
  level: a.level,
  text: a.text,
  enabled: a.enabled ? 1 : 0,
  autoWorkOrder: a.autoWorkOrder ? 1 : 0,
})

export function checkAlarm(a: AlarmInput): void {
  if (a.value === null && a.compareVariableId === null)
    fail(Code.paramMissing, { errors: [{ path: '/value', rule: 'required' }] })
  if (a.value !== null && a.compareVariableId !== null)
    invalid('value', 'a value or a variable to compare with, not both')
  if (a.compareVariableId === a.variableId) invalid('compareVariableId', 'a variable compared with itself')
}

// ---- reports

/** Variables per report (spec §9, 1708). */
export const MAX_REPORT_VARIABLES = 100

export const reportDefaults = (b: Partial<ReportInput> & Pick<ReportInput, 'name'>): ReportInput => ({
  name: b.name,
  type: b.type ?? 'normal',
  storageMode: b.storageMode ?? 'periodic',
  intervalS: b.intervalS ?? 60,
  trigger: b.trigger ?? '',
  aggregation: b.aggregation ?? null,
  variableIds: b.variableIds ?? [],
})

export function reportView(row: Selectable<ReportTable>, variableIds: string[]): Report {
  const trigger = parseJsonObject(row.trigger)
  return {
    ...owners(row),
    name: row.name,
    type: oneOf(['normal', 'summary', 'periodic', 'condition', 'change'], row.type, 'normal'),
    storageMode: oneOf(['periodic', 'change', 'conditional'], row.storageMode, 'periodic'),
    intervalS: row.intervalS,
    trigger: String(trigger.text ?? ''),
    aggregation: row.aggregation
      ? oneOf(['delta', 'first', 'last', 'max', 'min', 'average'], row.aggregation, 'last')
      : null,
    variableIds,
  }
}

export const reportColumns = (r: ReportInput) => ({
  name: r.name,
  type: r.type,
  storageMode: r.storageMode,
  intervalS: r.intervalS,
  trigger: JSON.stringify({ text: r.trigger }),
  aggregation: r.aggregation ?? '',
})

/** The variable a report trigger (`variable op value`, REPORT_TRIGGER_PATTERN) names, if any. */
export function triggerVariable(trigger: string): string | null {
  return new RegExp(REPORT_TRIGGER_PATTERN).exec(trigger)?.[1] ?? null
}

export function checkReport(r: ReportInput): void {
  if (r.variableIds.length > MAX_REPORT_VARIABLES) fail(Code.reportVariables, { max: MAX_REPORT_VARIABLES })
  if (new Set(r.variableIds).size !== r.variableIds.length) invalid('variableIds', 'a variable named twice')
  if (r.storageMode === 'conditional' && r.trigger.trim() === '')
    fail(Code.paramMissing, { errors: [{ path: '/trigger', rule: 'required' }] })
  if (r.trigger.trim() !== '' && triggerVariable(r.trigger) === null)
    invalid('trigger', 'variable op value, e.g. temperature > 30')
}

// ---- scripts

export const scriptDefaults = (
  b: Partial<ScriptInput> & Pick<ScriptInput, 'name' | 'strategy'>,
): ScriptInput => ({
  name: b.name,
  strategy: b.strategy,
  intervalS: b.intervalS ?? null,
  condition: b.condition ?? '',
  body: b.body ?? '',
  enabled: b.enabled ?? true,
})

export function scriptView(row: Selectable<ScriptTable>): Script {
  const settings = parseJsonObject(row.strategySettings)
  return {
    ...owners(row),
    name: row.name,
    strategy: oneOf(['onStart', 'periodic', 'onCondition', 'onDataChange'], row.strategy, 'onStart'),
    intervalS: typeof settings.intervalS === 'number' ? settings.intervalS : null,
    condition: String(settings.condition ?? ''),
    body: row.body,
    enabled: row.enabled === 1,
    lastRunAt: row.lastRunAt === null ? null : Number(row.lastRunAt),
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt === null ? null : Number(row.lastErrorAt),
  }
}

export const scriptColumns = (s: ScriptInput) => ({
  name: s.name,
  strategy: s.strategy,
  strategySettings: JSON.stringify({ intervalS: s.intervalS, condition: s.condition }),
  body: s.body,
  enabled: s.enabled ? 1 : 0,
})

export function checkScript(s: ScriptInput): void {
  if (s.strategy === 'periodic' && s.intervalS === null)
    fail(Code.paramMissing, { errors: [{ path: '/intervalS', rule: 'required' }] })
  if (s.strategy === 'onCondition' && s.condition.trim() === '')
    fail(Code.paramMissing, { errors: [{ path: '/condition', rule: 'required' }] })
}
