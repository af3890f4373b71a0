// The gateway configuration document (platform spec §3 Gateway, Driver, Variable, Alarm rule, History report,
// Script): owned by the platform, sent to the edge agent as NCMD `Config/Document`, applied and persisted
// there; the agent reports the `version` it runs as `Config/Version`, which makes synced/unsynced a fact.
import Type, { type Static } from 'typebox'
import { AGENT_APPLIES, GatewaySettings } from '../entities/gateway-settings.ts'

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
  /**
   * 64-bit integers, exact: a number while a safe integer, else the decimal text (core/util/integers.ts);
   * four Modbus registers, OPC UA Int64/UInt64, Sparkplug Int64/UInt64
   */
  'int64',
  'uint64',
  /** a text as the device gave it (OPC UA String, Sparkplug String/Text/UUID); no Modbus or S7 registers */
  'text',
] as const
/** Byte order of a multi-byte value, A the most significant byte (see edge/modbus/codec.ts). */
export const BYTE_ORDERS = ['ABCD', 'CDAB', 'BADC', 'DCBA'] as const
export const ACCESS_TYPES = ['readOnly', 'writeOnly', 'readWrite'] as const
export const COLLECT_MODES = ['cyclic', 'onDemand'] as const

export type RegisterType = (typeof REGISTER_TYPES)[number]
export type VariableDataType = (typeof VARIABLE_DATA_TYPES)[number]
/** The data types a register (Modbus) or a memory area (S7) holds: all but text. */
export type RegisterDataType = Exclude<VariableDataType, 'text'>
export type ByteOrder = (typeof BYTE_ORDERS)[number]

/** Driver protocols (edge/<protocol>/): Modbus TCP, Modbus RTU on a serial port or over TCP, OPC UA, S7. */
export const DRIVER_PROTOCOLS = ['modbusTcp', 'modbusRtu', 'modbusRtuOverTcp', 'opcUa', 's7'] as const
export type DriverProtocol = (typeof DRIVER_PROTOCOLS)[number]
export const SERIAL_PARITIES = ['none', 'even', 'odd'] as const
export const BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200] as const
/** OPC UA security policies (the URI suffix) and message security modes. */
export const OPC_SECURITY_POLICIES = [
  'None',
  'Basic256Sha256',
  'Aes128_Sha256_RsaOaep',
  'Aes256_Sha256_RsaPss',
] as const
export const OPC_MESSAGE_MODES = ['None', 'Sign', 'SignAndEncrypt'] as const
export const OPC_AUTH_MODES = ['anonymous', 'userPassword', 'certificate'] as const
/** S7 memory areas: data block, merker (flags), process inputs, process outputs. */
export const S7_AREAS = ['DB', 'M', 'I', 'Q'] as const
export type S7Area = (typeof S7_AREAS)[number]

/** Platform spec §3 Driver: serial parameters (Modbus RTU on a serial port). */
export const SerialSettings = Type.Object({
  /** the gateway's serial device, e.g. /dev/ttyS1 */
  path: Type.String({ minLength: 1, maxLength: 128 }),
  baudRate: Type.Integer({ minimum: 300, maximum: 921600, default: 9600 }),
  dataBits: Type.Integer({ minimum: 7, maximum: 8, default: 8 }),
  parity: literals(SERIAL_PARITIES, 'none'),
  stopBits: Type.Integer({ minimum: 1, maximum: 2, default: 1 }),
})
export type SerialSettings = Static<typeof SerialSettings>

/** Platform spec §3 Driver: OPC fields (security policy, message mode, certificate, key) and login. */
export const OpcUaSettings = Type.Object({
  endpoint: Type.String({ pattern: '^opc\\.tcp://', maxLength: 256 }),
  securityPolicy: literals(OPC_SECURITY_POLICIES, 'None'),
  messageMode: literals(OPC_MESSAGE_MODES, 'None'),
  auth: literals(OPC_AUTH_MODES, 'anonymous'),
  username: Type.String({ maxLength: 64, default: '' }),
  password: Type.String({ maxLength: 128, default: '' }),
  /** PEM client certificate and private key: the secure channel's, and the login for `certificate` auth */
  certificate: Type.String({ maxLength: 16384, default: '' }),
  privateKey: Type.String({ maxLength: 16384, default: '' }),
})
export type OpcUaSettings = Static<typeof OpcUaSettings>

export const ModbusTcpDriver = Type.Object({
  id: TopicSafeId,
  name: Type.String({ minLength: 1, maxLength: 64 }),
  protocol: literals(DRIVER_PROTOCOLS, 'modbusTcp'),
  brand: Type.String({ default: '' }),
  model: Type.String({ default: '' }),
  /** Modbus unit id of the slave; the S7 slot (rack 0). */
  slaveAddress: Type.Integer({ minimum: 0, maximum: 255, default: 1 }),
  /** TCP protocols (Modbus TCP, RTU over TCP, S7); '' for the others. */
  ip: Type.Union([Type.String({ format: 'ipv4' }), Type.Literal('')], { default: '' }),
  port: Type.Integer({ minimum: 1, maximum: 65535, default: 502 }),
  /** Shortest time between two collection rounds of this driver (OPC UA: the sampling interval). */
  minCollectTimeMs: Type.Integer({ minimum: 10, default: 1000 }),
  /** How long to wait for the slave's answer before a timeout (99902). */
  waitTimeMs: Type.Integer({ minimum: 10, default: 1000 }),
  serial: Type.Optional(SerialSettings),
  opcUa: Type.Optional(OpcUaSettings),
})
/** A driver of any protocol (the name stays from when Modbus TCP was the only one). */
export type ModbusTcpDriver = Static<typeof ModbusTcpDriver>
export type GatewayDriver = ModbusTcpDriver

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
  /** Decimal places to show; the agent reports values unrounded (earlier agents rounded to them). */
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
  /** OPC UA drivers: the node read and written (e.g. ns=1;s=Temperature); registerType is ignored. */
  nodeId: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  /** S7 drivers: the area, the data block number (DB), address = byte offset, bitAddress = bit 0-7. */
  s7Area: Type.Optional(literals(S7_AREAS)),
  dbNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
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
  pushMethods: Type.Array(literals(['message', 'sms', 'phone', 'voice', 'wechat', 'app', 'email'] as const), {
    default: ['message'],
  }),
  voiceLoops: Type.Integer({ minimum: 0, default: 0 }),
  /** a person is told of this rule's alarm by a channel once in this many minutes (0: each time) */
  renotifyMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 10080, default: 30 })),
  /** whether those told of the alarm are told once when it clears */
  notifyRecovery: Type.Optional(Type.Boolean({ default: false })),
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

/** An intermediate variable: no driver; scripts compute it on the gateway, reported as a node metric. */
export const IntermediateVariable = Type.Object({
  id: TopicSafeId,
  name: Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$', maxLength: 64 }),
  dataType: literals(VARIABLE_DATA_TYPES, 'float64'),
})
export type IntermediateVariable = Static<typeof IntermediateVariable>

/** The gateway settings (platform spec §3 Gateway) a software gateway applies: AGENT_APPLIES. */
export const AgentSettings = Type.Pick(GatewaySettings, AGENT_APPLIES)
export type AgentSettings = Static<typeof AgentSettings>

export const GatewayConfig = Type.Object({
  /** Increases with every change the platform makes; 0 is a gateway that never received a document. */
  version: Type.Integer({ minimum: 0 }),
  workMode: literals(WORK_MODES, 'standard'),
  drivers: Type.Array(ModbusTcpDriver, { default: [] }),
  variables: Type.Array(GatewayVariable, { default: [] }),
  alarms: Type.Array(AlarmRule, { default: [] }),
  reports: Type.Array(HistoryReport, { default: [] }),
  scripts: Type.Array(GatewayScript, { default: [] }),
  /** optional in a document: gateways configured before intermediates went down take none */
  intermediates: Type.Optional(Type.Array(IntermediateVariable)),
  /** the gateway settings the agent applies itself (MQTT connection and TLS, anti-tamper, alarms) */
  settings: Type.Optional(AgentSettings),
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
