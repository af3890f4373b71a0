// Bodies of the configuration calls of a device or a template (`equipment/{driver,signal,alarm,
// report,script}/*`): the rows name their owner by `equipmentId` (a device) or `templateId`.
// Field rules follow platform spec §3 and §5; limits that have their own catalogue code (mappings
// 1726, variables per report 1708) are left to the handler so that it can answer that code.
import Type, { type Static, type TProperties } from 'typebox'
import {
  BYTE_ORDERS,
  COLLECT_MODES,
  DRIVER_PROTOCOLS,
  type DriverProtocol,
  OPC_AUTH_MODES,
  OPC_MESSAGE_MODES,
  OPC_SECURITY_POLICIES,
  S7_AREAS,
  SERIAL_PARITIES,
  VARIABLE_DATA_TYPES,
} from '../edge/config.ts'
import {
  AGGREGATIONS,
  ALARM_CONDITIONS,
  ALARM_LEVELS,
  type DriverSecretFlags,
  Mapping,
  PUSH_METHODS,
  REPORT_TYPES,
  RW_TYPES,
  SCRIPT_STRATEGIES,
  STORAGE_MODES,
  VARIABLE_KINDS,
} from '../entities/equipment.ts'
import { RegisterTypeName } from '../entities/protocols.ts'
import { Id, OptionalId, Text } from './common.ts'

/** Exactly one of them names the owner (checked by the handler: 10003 none, 10001 both). */
export const OwnerFields = {
  equipmentId: Type.Optional(Id),
  templateId: Type.Optional(Id),
}

const Sort = Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 }))
const LimitOrBlank = Type.Optional(Type.Union([Type.Number(), Type.Literal(''), Type.Null()]))

export const ConfigQueryBody = Type.Object({ ...OwnerFields, keyword: Type.Optional(Text(64)) })
export type ConfigQueryBody = Static<typeof ConfigQueryBody>
export const SignalQueryBody = Type.Object({ ...ConfigQueryBody.properties, driverId: Type.Optional(Id) })
export type SignalQueryBody = Static<typeof SignalQueryBody>

export const DriverFields = {
  name: Text(64, 1),
  protocol: Type.Optional(Type.Enum(DRIVER_PROTOCOLS)),
  port: Type.Optional(Text(128)),
  brand: Type.Optional(Text(64)),
  model: Type.Optional(Text(64)),
  address: Type.Optional(Type.Integer({ minimum: 0, maximum: 255 })),
  /** TCP protocols (Modbus TCP, RTU over TCP, S7): required by the handler; '' for the others */
  ip: Type.Optional(Type.Union([Type.String({ format: 'ipv4' }), Type.Literal('')])),
  tcpPort: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
  minCollectMs: Type.Optional(Type.Integer({ minimum: 10, maximum: 3_600_000 })),
  waitMs: Type.Optional(Type.Integer({ minimum: 10, maximum: 60_000 })),
  /** Modbus RTU on a serial port (the port field names the device) */
  baudRate: Type.Optional(Type.Integer({ minimum: 300, maximum: 921_600 })),
  dataBits: Type.Optional(Type.Integer({ minimum: 7, maximum: 8 })),
  parity: Type.Optional(Type.Enum(SERIAL_PARITIES)),
  stopBits: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  /** OPC UA: endpoint (opc.tcp://…), security, login; certificate and key in PEM */
  endpoint: Type.Optional(
    Type.Union([Type.String({ pattern: '^opc\\.tcp://', maxLength: 200 }), Type.Literal('')]),
  ),
  securityPolicy: Type.Optional(Type.Enum(OPC_SECURITY_POLICIES)),
  messageMode: Type.Optional(Type.Enum(OPC_MESSAGE_MODES)),
  authMode: Type.Optional(Type.Enum(OPC_AUTH_MODES)),
  username: Type.Optional(Text(64)),
  /** write-only (empty keeps the stored one): answers send '' with hasPassword / hasPrivateKey */
  password: Type.Optional(Text(128)),
  certificate: Type.Optional(Text(16_384)),
  privateKey: Type.Optional(Text(16_384)),
  sort: Sort,
}

/** The write-only OPC fields of a driver, with the answer flag that says each is set. */
export const DRIVER_SECRETS = {
  password: 'hasPassword',
  privateKey: 'hasPrivateKey',
} as const satisfies Record<string, keyof typeof DriverSecretFlags>
export type DriverSecret = keyof typeof DRIVER_SECRETS

/**
 * Whether a driver's settings use a secret (else it is cleared): the password for a user login, the
 * client key (with its certificate) for a secure channel or a certificate login.
 */
export function secretUsed(
  secret: DriverSecret,
  d: { protocol?: unknown; securityPolicy?: unknown; authMode?: unknown },
): boolean {
  if (d.protocol !== 'opcUa') return false
  if (secret === 'password') return d.authMode === 'userPassword'
  return (d.securityPolicy ?? 'None') !== 'None' || d.authMode === 'certificate'
}

/** Spec §5: letters, digits, underscore, not starting with a digit. */
export const VariableName = Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$', maxLength: 64 })

export const VariableFields = {
  name: VariableName,
  /** the identifier, unique per device (1401); the name when left out */
  key: Type.Optional(Text(64)),
  kind: Type.Optional(Type.Enum(VARIABLE_KINDS)),
  /** device variables only: the driver, register table and address */
  driverId: OptionalId,
  /** one of the driver's protocol's register types (system/protocol/query) */
  registerType: Type.Optional(RegisterTypeName),
  address: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  bitAddress: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 15 }), Type.Literal(''), Type.Null()]),
  ),
  dataType: Type.Optional(Type.Enum(VARIABLE_DATA_TYPES)),
  byteOrder: Type.Optional(Type.Enum(BYTE_ORDERS)),
  rw: Type.Optional(Type.Enum(RW_TYPES)),
  unit: Type.Optional(Text(16)),
  decimals: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  deadZone: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
  /** spec §5: at most 200 characters of X, + - * / and parentheses (core/formula) */
  readFormula: Type.Optional(Text(200)),
  writeFormula: Type.Optional(Text(200)),
  readMin: LimitOrBlank,
  readMax: LimitOrBlank,
  writeMin: LimitOrBlank,
  writeMax: LimitOrBlank,
  collectMode: Type.Optional(Type.Enum(COLLECT_MODES)),
  writePermission: Type.Optional(Text(64)),
  /** at most 100 (1726); values unique, text not blank */
  mappings: Type.Optional(Type.Array(Mapping, { maxItems: 1000 })),
  /** OPC UA drivers: the node read and written (ns=…;s=… / i=…) */
  opcNode: Type.Optional(Text(256)),
  /** S7 drivers: the area and, for DB, the data block number (address = byte, bit address 0-7) */
  s7Area: Type.Optional(Type.Union([Type.Enum(S7_AREAS), Type.Literal(''), Type.Null()])),
  dbNumber: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: 65_535 }), Type.Literal(''), Type.Null()]),
  ),
  sort: Sort,
}

const MODBUS_LOCATION = ['registerType', 'address'] as const

/**
 * The fields that locate a device variable's value, by its driver's protocol: each is required there,
 * no other protocol's field is. Modbus a register table and address, OPC UA a node id, S7 an area and
 * a byte address (and a DB area its number).
 */
export const VARIABLE_LOCATION = {
  modbusTcp: MODBUS_LOCATION,
  modbusRtu: MODBUS_LOCATION,
  modbusRtuOverTcp: MODBUS_LOCATION,
  opcUa: ['opcNode'],
  s7: ['s7Area', 'address'],
} as const satisfies Record<DriverProtocol, readonly (keyof typeof VariableFields)[]>

type Location = { [K in 'registerType' | 'address' | 'opcNode' | 's7Area' | 'dbNumber']: unknown }

/** The first location field a device variable of `protocol` lacks (blank or null), if any. */
export function missingLocation(v: Location, protocol: DriverProtocol): string | undefined {
  const blank = (x: unknown) => x === null || x === undefined || x === ''
  const needed = [
    ...VARIABLE_LOCATION[protocol],
    ...(protocol === 's7' && v.s7Area === 'DB' ? ['dbNumber' as const] : []),
  ]
  return needed.find((field) => blank(v[field]))
}

export const AlarmFields = {
  variableId: Id,
  condition: Type.Enum(ALARM_CONDITIONS),
  /** compare with a constant, or with another variable */
  value: Type.Optional(Type.Union([Type.Number(), Type.Literal(''), Type.Null()])),
  compareVariableId: OptionalId,
  filterCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  deadband: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  onDelayS: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
  offDelayS: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
  level: Type.Optional(Type.Enum(ALARM_LEVELS)),
  pushMethods: Type.Optional(
    Type.Array(Type.Enum(PUSH_METHODS), { maxItems: PUSH_METHODS.length, uniqueItems: true }),
  ),
  voiceLoops: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  renotifyMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 10080 })),
  notifyRecovery: Type.Optional(Type.Boolean()),
  /** each alarm the rule raises opens a work order for the device, linked to the alarm */
  autoWorkOrder: Type.Optional(Type.Boolean()),
  alarmGroup: Type.Optional(Text(64)),
  text: Type.Optional(Text(100)),
  enabled: Type.Optional(Type.Boolean()),
}

/**
 * A report trigger: blank, or `<variable id> <op> <number>` with op one of > >= < <= == != (or gt ge lt le
 * eq ne), the text the history reports evaluate.
 */
export const REPORT_TRIGGER_PATTERN =
  '^\\s*(?:([A-Za-z0-9_-]+)\\s*(>=|<=|==|!=|<>|=|>|<|gt|ge|lt|le|eq|ne)\\s*(-?[0-9]+(?:\\.[0-9]+)?(?:[eE][-+]?[0-9]+)?))?\\s*$'

export const ReportFields = {
  name: Text(64, 1),
  type: Type.Optional(Type.Enum(REPORT_TYPES)),
  storageMode: Type.Optional(Type.Enum(STORAGE_MODES)),
  intervalS: Type.Optional(Type.Integer({ minimum: 1, maximum: 86_400 })),
  /** conditional storage: `variable op value` with the variable's id, e.g. `temperature > 30` */
  trigger: Type.Optional(Type.String({ maxLength: 200, pattern: REPORT_TRIGGER_PATTERN })),
  aggregation: Type.Optional(Type.Union([Type.Enum(AGGREGATIONS), Type.Literal('')])),
  /** at most 100 (1708) */
  variableIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
}

export const ScriptFields = {
  name: Text(64, 1),
  strategy: Type.Enum(SCRIPT_STRATEGIES),
  intervalS: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: 86_400 }), Type.Literal(''), Type.Null()]),
  ),
  condition: Type.Optional(Text(200)),
  body: Type.Optional(Text(64 * 1024)),
  enabled: Type.Optional(Type.Boolean()),
}

/** `add` takes the owner and the fields; `edit` the row id and any of the fields (no defaults, so
 * an edit changes only what it names). */
export function configBodies<P extends TProperties>(fields: P) {
  return {
    add: Type.Object({ ...OwnerFields, ...fields }),
    edit: Type.Object({ id: Id, ...Type.Partial(Type.Object(fields)).properties }),
  }
}

export const DriverBodies = configBodies(DriverFields)

/** `equipment/driver/browse`: the children of an OPC UA driver's node (the Objects folder without opcNode). */
export const DriverBrowseBody = Type.Object({ id: Id, opcNode: Type.Optional(Text(256)) })
export type DriverBrowseBody = Static<typeof DriverBrowseBody>
export type DriverAddBody = Static<typeof DriverBodies.add>
export type DriverEditBody = Static<typeof DriverBodies.edit>
export const VariableBodies = configBodies(VariableFields)
export type VariableAddBody = Static<typeof VariableBodies.add>
export type VariableEditBody = Static<typeof VariableBodies.edit>
export const AlarmBodies = configBodies(AlarmFields)
export type AlarmAddBody = Static<typeof AlarmBodies.add>
export type AlarmEditBody = Static<typeof AlarmBodies.edit>
export const ReportBodies = configBodies(ReportFields)
export type ReportAddBody = Static<typeof ReportBodies.add>
export type ReportEditBody = Static<typeof ReportBodies.edit>
export const ScriptBodies = configBodies(ScriptFields)
export type ScriptAddBody = Static<typeof ScriptBodies.add>
export type ScriptEditBody = Static<typeof ScriptBodies.edit>
