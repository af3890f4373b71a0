// The gateway configuration document (platform spec §3 Gateway, Driver, Variable, Alarm rule, History report,
// Script): owned by the platform, sent to the edge agent as NCMD `Config/Document`, applied and persisted
// there; the agent reports the `version` it runs as `Config/Version`, which makes synced/unsynced a fact.
import Type, { type Static } from 'typebox'

const literals = <T extends string[]>(values: readonly [...T], def?: T[number]) =>
  Type.Enum(values, def === undefined ? {} : { default: def })

/** Ids become Sparkplug topic levels (drivers) and metric names (variables): no '/', '+', '#'. */
export const TopicSafeId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[^/+#]+$' })
/** Platform spec §5: gateway SN is 12 digits, the verification code 6 digits. */
export const GATEWAY_SN_PATTERN = '^[0-9]{12}$'
export const VERIFY_CODE_PATTERN = '^[0-9]{6}$'

export const WORK_MODES = ['standard', 'switch', 'router'] as const
export const REGISTER_TYPES = ['coil', 'discreteInput', 'holdingRegister', 'inputRegister'] as const
export const VARIABLE_DATA_TYPES = [
  'bit',
  'int16',
  'uint16',
  'int32',
  'uint32',
  'float32',
  'float64',
] as const
/** Byte order of a multi-byte value, A the most significant byte (see edge/modbus/codec.ts). */
export const BYTE_ORDERS = ['ABCD', 'CDAB', 'BADC', 'DCBA'] as const
export const ACCESS_TYPES = ['readOnly', 'writeOnly', 'readWrite'] as const
export const COLLECT_MODES = ['cyclic', 'onDemand'] as const

export type RegisterType = (typeof REGISTER_TYPES)[number]
export type VariableDataType = (typeof VARIABLE_DATA_TYPES)[number]
export type ByteOrder = (typeof BYTE_ORDERS)[number]

export const ModbusTcpDriver = Type.Object({
  id: TopicSafeId,
  name: Type.String({ minLength: 1, maxLength: 64 }),
  protocol: Type.Literal('modbusTcp', { default: 'modbusTcp' }),
  brand: Type.String({ default: '' }),
  model: Type.String({ default: '' }),
  /** Modbus unit id of the slave. */
  slaveAddress: Type.Integer({ minimum: 0, maximum: 255, default: 1 }),
  ip: Type.String({ format: 'ipv4' }),
  port: Type.Integer({ minimum: 1, maximum: 65535, default: 502 }),
  /** Shortest time between two collection rounds of this driver. */
  minCollectTimeMs: Type.Integer({ minimum: 10, default: 1000 }),
  /** How long to wait for the slave's answer before a timeout (99902). */
  waitTimeMs: Type.Integer({ minimum: 10, default: 1000 }),
})
export type ModbusTcpDriver = Static<typeof ModbusTcpDriver>

const OptionalNumber = Type.Optional(Type.Number())

export const GatewayVariable = Type.Object({
  id: TopicSafeId,
  /** Platform spec §5: letters, digits, underscore, not starting with a digit. */
  name: Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$', maxLength: 64 }),
  key: Type.String({ default: '' }),
  driverId: TopicSafeId,
  registerType: literals(REGISTER_TYPES),
  /** Zero-based register (or coil) address on the wire. */
  address: Type.Integer({ minimum: 0, maximum: 65535 }),
  /** For a `bit` inside a holding or input register: which bit, 0 = least significant. */
  bitAddress: Type.Optional(Type.Integer({ minimum: 0, maximum: 15 })),
  dataType: literals(VARIABLE_DATA_TYPES),
  byteOrder: literals(BYTE_ORDERS, 'ABCD'),
  access: literals(ACCESS_TYPES, 'readWrite'),
  unit: Type.String({ default: '' }),
  decimals: Type.Integer({ minimum: 0, maximum: 10, default: 2 }),
  /** A new reading is reported only when it differs from the last reported one by more than this. */
  deadZone: Type.Number({ minimum: 0, default: 0 }),
  /** Formula of X (the raw reading) giving the reported value; empty = X. */
  readFormula: Type.String({ maxLength: 200, default: '' }),
  /** Formula of X (the value to write) giving the raw value written; empty = X. */
  writeFormula: Type.String({ maxLength: 200, default: '' }),
  /** Readings outside these limits are discarded as implausible. */
  readLower: OptionalNumber,
  readUpper: OptionalNumber,
  /** A written value must lie within these limits (2002). */
  writeLower: OptionalNumber,
  writeUpper: OptionalNumber,
  collectMode: literals(COLLECT_MODES, 'cyclic'),
})
export type GatewayVariable = Static<typeof GatewayVariable>

export const AlarmRule = Type.Object({
  id: Type.String({ minLength: 1 }),
  variableId: Type.String({ minLength: 1 }),
  condition: literals(['gt', 'ge', 'lt', 'le', 'eq', 'ne'] as const),
  /** Compare with a constant, or with another variable when compareVariableId is set. */
  value: Type.Optional(Type.Number()),
  compareVariableId: Type.Optional(Type.String()),
  filterCount: Type.Integer({ minimum: 0, default: 0 }),
  level: literals(['severe', 'important', 'normal'] as const, 'normal'),
  pushMethods: Type.Array(literals(['message', 'sms', 'phone', 'voice', 'wechat', 'app'] as const), {
    default: ['message'],
  }),
  voiceLoops: Type.Integer({ minimum: 0, default: 0 }),
  alarmGroup: Type.String({ default: '' }),
  enabled: Type.Boolean({ default: true }),
})
export type AlarmRule = Static<typeof AlarmRule>

export const HistoryReport = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  type: literals(['normal', 'summary', 'periodic', 'condition', 'change'] as const, 'normal'),
  storageMode: literals(['periodic', 'change', 'conditional'] as const, 'periodic'),
  intervalSec: Type.Integer({ minimum: 1, default: 60 }),
  trigger: Type.String({ default: '' }),
  aggregation: Type.Optional(literals(['delta', 'first', 'last', 'max', 'min', 'average'] as const)),
  /** Platform spec §9: at most 100 variables per report (1708). */
  variableIds: Type.Array(Type.String(), { maxItems: 100, default: [] }),
})
export type HistoryReport = Static<typeof HistoryReport>

export const GatewayScript = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  strategy: literals(['onStart', 'periodic', 'onCondition', 'onDataChange'] as const),
  intervalSec: Type.Optional(Type.Integer({ minimum: 1 })),
  condition: Type.String({ default: '' }),
  source: Type.String({ default: '' }),
})
export type GatewayScript = Static<typeof GatewayScript>

export const GatewayConfig = Type.Object({
  /** Increases with every change the platform makes; 0 is a gateway that never received a document. */
  version: Type.Integer({ minimum: 0 }),
  workMode: literals(WORK_MODES, 'standard'),
  drivers: Type.Array(ModbusTcpDriver, { default: [] }),
  variables: Type.Array(GatewayVariable, { default: [] }),
  alarms: Type.Array(AlarmRule, { default: [] }),
  reports: Type.Array(HistoryReport, { default: [] }),
  scripts: Type.Array(GatewayScript, { default: [] }),
})
export type GatewayConfig = Static<typeof GatewayConfig>

/** The document of a gateway that has not been configured yet. */
export const emptyGatewayConfig = (): GatewayConfig => ({
  version: 0,
  workMode: 'standard',
  drivers: [],
  variables: [],
  alarms: [],
  reports: [],
  scripts: [],
})
