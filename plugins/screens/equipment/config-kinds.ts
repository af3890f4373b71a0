// The five configuration kinds of a device or a template (platform spec §3 Driver, Variable, Alarm rule,
// History report, Script) as the forms show them: which fields, in which order, which of them are
// columns, and which name another row. Each field's input (enum, number range, switch, text) and
// whether it is required come from the API body schema (schemas/api/equipment-config.ts), so the forms
// send what the server takes.
import type { TObject, TSchema } from 'typebox'
import { type Check, formula, ipv4, variableName } from '../../../core/validation/index.ts'
import {
  AlarmBodies,
  DRIVER_SECRETS,
  DriverBodies,
  ReportBodies,
  ScriptBodies,
  secretUsed,
  VariableBodies,
} from '../../../schemas/api/equipment-config.ts'

export const CONFIG_KIND_NAMES = ['driver', 'signal', 'alarm', 'report', 'script'] as const
export type ConfigKindName = (typeof CONFIG_KIND_NAMES)[number]
export const CONFIG_OPS = ['query', 'add', 'edit', 'delete'] as const
export type ConfigOp = (typeof CONFIG_OPS)[number]

/** `equipment/{kind}/{op}`: the same calls for a device (`equipmentId`) and a template (`templateId`). */
export const configPath = <K extends ConfigKindName, O extends ConfigOp>(kind: K, op: O) =>
  `equipment/${kind}/${op}` as const

/** A configuration row's owner, as the calls name it. */
export type ConfigOwner = { equipmentId: string } | { templateId: string }

/** Rows another field names: a driver, a variable, or several variables. */
export type RefKind = 'driver' | 'variable' | 'variables'

export interface ConfigField {
  key: string
  /** its text is `field.<label>` in the equipment namespace; label defaults to the key */
  label?: string
  /** shown as a table column too */
  column?: boolean
  ref?: RefKind
  check?: Check
  /** a password: typed unseen */
  secret?: boolean
  /** write-only: the row's flag saying a value is stored (rows come with the field empty; left empty, it stays) */
  storedFlag?: string
  /** required whenever shown, though the body schema leaves it optional (the server checks it by protocol) */
  required?: boolean
  /** shown (and sent) only when this holds of the form's values; `protocol` is the named driver's */
  when?: (values: Record<string, unknown>, protocol: string | undefined) => boolean
}

export interface ConfigKind {
  name: ConfigKindName
  /** the add body; edit takes the same fields, all optional */
  schema: TObject
  fields: readonly ConfigField[]
  /** what a new row starts with */
  initial: Record<string, unknown>
  /** the kinds whose rows this kind's fields name */
  refs: readonly RefKind[]
}

const f = (key: string, extra: Omit<ConfigField, 'key'> = {}): ConfigField => ({ key, ...extra })

/** Driver fields by protocol (platform spec §3: serial parameters, OPC fields). */
const protocolIs =
  (...protocols: string[]) =>
  (values: Record<string, unknown>) =>
    protocols.includes(String(values.protocol ?? 'modbusTcp'))
const tcp = protocolIs('modbusTcp', 'modbusRtuOverTcp', 's7')
const serial = protocolIs('modbusRtu')
const opc = protocolIs('opcUa')
/** OPC UA with a secure channel or a certificate login: the client certificate and key */
const secured = (v: Record<string, unknown>) => secretUsed('privateKey', v)
/** Variable fields by the protocol of the variable's driver. */
const driverIs =
  (...protocols: string[]) =>
  (_values: Record<string, unknown>, protocol: string | undefined) =>
    protocols.includes(protocol ?? 'modbusTcp')

/** A variable of a number (or bit) data type; a text has none of the number fields. */
const numeric = (values: Record<string, unknown>) => values.dataType !== 'text'

export const CONFIG_KINDS: Record<ConfigKindName, ConfigKind> = {
  driver: {
    name: 'driver',
    schema: DriverBodies.add,
    fields: [
      f('name', { column: true }),
      f('protocol', { column: true }),
      f('port', { column: true }),
      f('ip', { column: true, check: ipv4, when: tcp, required: true }),
      f('tcpPort', { column: true, when: tcp }),
      f('address', { label: 'slaveAddress', column: true, when: (v) => !opc(v) }),
      f('baudRate', { when: serial }),
      f('dataBits', { when: serial }),
      f('parity', { when: serial }),
      f('stopBits', { when: serial }),
      f('endpoint', { when: opc, required: true }),
      f('securityPolicy', { when: opc }),
      f('messageMode', { when: opc }),
      f('authMode', { when: opc }),
      f('username', { when: (v) => opc(v) && v.authMode === 'userPassword' }),
      f('password', {
        secret: true,
        storedFlag: DRIVER_SECRETS.password,
        when: (v) => secretUsed('password', v),
      }),
      f('certificate', { when: secured }),
      f('privateKey', { storedFlag: DRIVER_SECRETS.privateKey, when: secured }),
      f('brand'),
      f('model'),
      f('minCollectMs'),
      f('waitMs'),
    ],
    initial: {
      protocol: 'modbusTcp',
      port: 'eth0',
      tcpPort: 502,
      address: 1,
      minCollectMs: 1000,
      waitMs: 1000,
      baudRate: 9600,
      dataBits: 8,
      parity: 'none',
      stopBits: 1,
      securityPolicy: 'None',
      messageMode: 'None',
      authMode: 'anonymous',
    },
    refs: [],
  },
  signal: {
    name: 'signal',
    schema: VariableBodies.add,
    fields: [
      f('name', { column: true, check: variableName }),
      f('key'),
      f('kind'),
      f('driverId', { column: true, ref: 'driver' }),
      f('registerType', { column: true, when: driverIs('modbusTcp', 'modbusRtu', 'modbusRtuOverTcp') }),
      f('opcNode', { column: true, when: driverIs('opcUa') }),
      f('s7Area', { when: driverIs('s7') }),
      f('dbNumber', { when: (v, p) => p === 's7' && v.s7Area === 'DB' }),
      f('address', { label: 'registerAddress', column: true, when: (_v, p) => p !== 'opcUa' }),
      f('bitAddress', { when: (_v, p) => p !== 'opcUa' }),
      f('dataType', { column: true }),
      f('byteOrder', {
        when: (v, p) => numeric(v) && driverIs('modbusTcp', 'modbusRtu', 'modbusRtuOverTcp')(v, p),
      }),
      f('rw', { column: true }),
      f('unit', { column: true }),
      // a text is shown and stored as the device gave it: no places, dead zone, formulas or limits
      f('decimals', { when: numeric }),
      f('deadZone', { when: numeric }),
      f('readFormula', { check: formula(), when: numeric }),
      f('writeFormula', { check: formula(), when: numeric }),
      f('readMin', { when: numeric }),
      f('readMax', { when: numeric }),
      f('writeMin', { when: numeric }),
      f('writeMax', { when: numeric }),
      f('collectMode'),
    ],
    initial: {
      kind: 'device',
      registerType: 'holdingRegister',
      address: 0,
      dataType: 'float32',
      byteOrder: 'ABCD',
      rw: 'r',
      decimals: 2,
      collectMode: 'cyclic',
    },
    refs: ['driver'],
  },
  alarm: {
    name: 'alarm',
    schema: AlarmBodies.add,
    fields: [
      f('variableId', { column: true, ref: 'variable' }),
      f('condition', { column: true }),
      f('value', { column: true }),
      f('compareVariableId', { ref: 'variable' }),
      f('level', { column: true }),
      f('filterCount'),
      f('deadband'),
      f('onDelayS'),
      f('offDelayS'),
      f('pushMethods', { column: true }),
      f('voiceLoops'),
      f('renotifyMinutes'),
      f('notifyRecovery'),
      f('autoWorkOrder'),
      f('alarmGroup'),
      f('text', { column: true }),
      f('enabled', { column: true }),
    ],
    initial: {
      condition: 'gt',
      level: 'normal',
      filterCount: 0,
      deadband: 0,
      onDelayS: 0,
      offDelayS: 0,
      pushMethods: ['message'],
      notifyRecovery: false,
      autoWorkOrder: false,
      enabled: true,
    },
    refs: ['variable'],
  },
  report: {
    name: 'report',
    schema: ReportBodies.add,
    fields: [
      f('name', { column: true }),
      f('type', { column: true }),
      f('storageMode', { column: true }),
      f('intervalS', { column: true }),
      f('trigger'),
      f('aggregation'),
      f('variableIds', { column: true, ref: 'variables' }),
    ],
    initial: { type: 'normal', storageMode: 'periodic', intervalS: 60 },
    refs: ['variables'],
  },
  script: {
    name: 'script',
    schema: ScriptBodies.add,
    fields: [
      f('name', { column: true }),
      f('strategy', { column: true }),
      f('intervalS', { column: true }),
      f('condition'),
      f('body'),
      f('enabled', { column: true }),
    ],
    initial: { strategy: 'onStart', enabled: true },
    refs: [],
  },
}

/** How a field is entered, read off its schema. */
export type FieldInput =
  | { kind: 'select'; options: readonly (string | number)[]; multiple: boolean }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'switch' }
  | { kind: 'text'; maxLength?: number; long: boolean }

interface Shape {
  type?: string
  enum?: readonly (string | number)[]
  const?: unknown
  anyOf?: Shape[]
  items?: Shape
  minimum?: number
  maximum?: number
  maxLength?: number
}

/** The non-blank alternatives of a union ('' and null stand for "none"). */
const alternatives = (s: Shape): Shape[] =>
  (s.anyOf ?? [s]).filter((a) => a.const !== '' && a.type !== 'null')

export function inputOf(schema: TSchema): FieldInput {
  const [shape = {}] = alternatives(schema as Shape)
  if (shape.enum) return { kind: 'select', options: shape.enum, multiple: false }
  if (shape.type === 'array' && shape.items?.enum)
    return { kind: 'select', options: shape.items.enum, multiple: true }
  if (shape.type === 'integer' || shape.type === 'number')
    return {
      kind: 'number',
      integer: shape.type === 'integer',
      ...(shape.minimum === undefined ? {} : { min: shape.minimum }),
      ...(shape.maximum === undefined ? {} : { max: shape.maximum }),
    }
  if (shape.type === 'boolean') return { kind: 'switch' }
  return {
    kind: 'text',
    ...(shape.maxLength === undefined ? {} : { maxLength: shape.maxLength }),
    long: (shape.maxLength ?? 0) > 200,
  }
}

/** Whether a field may be sent as '' to clear it: its schema takes ''. */
function clearable(schema: TSchema | undefined): boolean {
  const s = schema as (Shape & { minLength?: number; pattern?: string }) | undefined
  if (!s) return false
  if (s.anyOf) return s.anyOf.some((a) => a.const === '')
  return s.type === 'string' && !s.minLength && (!s.pattern || new RegExp(s.pattern).test(''))
}

/**
 * The body of an add or an edit from the form's values: the owner (add) or the row id (edit), the
 * fields the kind shows; an emptied field is sent as '' where its schema takes '' (so it is cleared),
 * else left out.
 */
export function configBody(
  kind: ConfigKind,
  values: Record<string, unknown>,
  target: { owner: ConfigOwner } | { id: string },
): Record<string, unknown> {
  const body: Record<string, unknown> = 'id' in target ? { id: target.id } : { ...target.owner }
  for (const { key } of kind.fields) {
    const value = values[key]
    const blank = value === undefined || value === null || value === ''
    if (!blank) body[key] = value
    else if (clearable(kind.schema.properties[key])) body[key] = ''
  }
  return body
}

export const isRequired = (kind: ConfigKind, key: string): boolean =>
  (kind.schema.required as readonly string[] | undefined)?.includes(key) ?? false
