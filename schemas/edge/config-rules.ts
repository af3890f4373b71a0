// Rules of the configuration document that JSON Schema cannot say (references, uniqueness, limit order),
// and the one entry point that both the platform (before sending) and the agent (before applying) use.
import { Value } from 'typebox/value'
import { Code } from '../codes.ts'
import { check } from '../validate.ts'
import { GatewayConfig, type GatewayDriver, type GatewayVariable, type VariableDataType } from './config.ts'

export interface ConfigProblem {
  /** JSON pointer-like path of the offending field. */
  path: string
  code: number
  message: string
}

/** Registers (16-bit words) a data type occupies; bits take one register or one coil; a text none. */
export const REGISTER_COUNT: Record<VariableDataType, number> = {
  bit: 1,
  int16: 1,
  uint16: 1,
  int32: 2,
  uint32: 2,
  float32: 2,
  float64: 4,
  int64: 4,
  uint64: 4,
  text: 0,
}

const isBitTable = (v: GatewayVariable) => v.registerType === 'coil' || v.registerType === 'discreteInput'

const TCP_PROTOCOLS = new Set<GatewayDriver['protocol']>(['modbusTcp', 'modbusRtuOverTcp', 's7'])

/** The settings a driver's protocol needs: an IP (TCP), serial parameters (RTU) or OPC UA fields. */
function driverProblems(d: GatewayDriver, path: string): ConfigProblem[] {
  const missing = (field: string, message: string) => [
    { path: `${path}/${field}`, code: Code.paramMissing, message },
  ]
  if (TCP_PROTOCOLS.has(d.protocol) && d.ip === '') return missing('ip', `${d.protocol} needs an IP`)
  if (d.protocol === 'modbusRtu' && !d.serial) return missing('serial', 'modbusRtu needs serial parameters')
  if (d.protocol === 'opcUa' && !d.opcUa) return missing('opcUa', 'opcUa needs an endpoint')
  return []
}

/** OPC UA variables name a node, S7 variables an area (and a data block); Modbus ones follow below. */
function addressProblems(v: GatewayVariable, protocol: GatewayDriver['protocol']): [string, string][] {
  if (protocol === 'opcUa') return v.nodeId ? [] : [['nodeId', 'an OPC UA variable needs a node id']]
  if (protocol !== 's7') return []
  if (!v.s7Area) return [['s7Area', 'an S7 variable needs an area']]
  if (v.s7Area === 'DB' && v.dbNumber === undefined) return [['dbNumber', 'a DB variable needs its number']]
  if ((v.bitAddress ?? 0) > 7) return [['bitAddress', 'an S7 bit is 0-7']]
  return []
}

function variableProblems(
  v: GatewayVariable,
  path: string,
  drivers: Map<string, GatewayDriver>,
): ConfigProblem[] {
  const out: ConfigProblem[] = []
  const bad = (field: string, message: string, code: number = Code.paramInvalid) =>
    out.push({ path: `${path}/${field}`, code, message })
  const driver = drivers.get(v.driverId)
  if (!driver) bad('driverId', `no driver ${v.driverId}`)
  for (const [field, message] of addressProblems(v, driver?.protocol ?? 'modbusTcp')) bad(field, message)
  const modbus = driver?.protocol !== 'opcUa' && driver?.protocol !== 's7'
  if (modbus && isBitTable(v) && v.dataType !== 'bit') bad('dataType', `${v.registerType} holds bits only`)
  if (modbus && v.bitAddress !== undefined && (isBitTable(v) || v.dataType !== 'bit'))
    bad('bitAddress', 'a bit address applies to a bit inside a holding or input register')
  if (modbus && v.address + REGISTER_COUNT[v.dataType] - 1 > 65535)
    bad('address', 'value runs past register 65535')
  if (v.readLower !== undefined && v.readUpper !== undefined && !(v.readUpper > v.readLower))
    bad('readUpper', 'upper reading limit must exceed the lower', Code.outOfRange)
  if (v.writeLower !== undefined && v.writeUpper !== undefined && !(v.writeUpper > v.writeLower))
    bad('writeUpper', 'upper write limit must exceed the lower', Code.outOfRange)
  return out
}

function duplicates(values: string[], path: string, field: string): ConfigProblem[] {
  const seen = new Set<string>()
  return values.flatMap((value, i) => {
    if (!seen.has(value)) {
      seen.add(value)
      return []
    }
    return [
      { path: `${path}/${i}/${field}`, code: Code.identifierExists, message: `duplicate ${field} ${value}` },
    ]
  })
}

/** Cross-field rules of a schema-valid document. */
export function configRuleProblems(doc: GatewayConfig): ConfigProblem[] {
  const drivers = new Map(doc.drivers.map((d) => [d.id, d]))
  return [
    ...doc.drivers.flatMap((d, i) => driverProblems(d, `/drivers/${i}`)),
    ...duplicates(
      doc.drivers.map((d) => d.id),
      '/drivers',
      'id',
    ),
    ...duplicates(
      doc.variables.map((v) => v.id),
      '/variables',
      'id',
    ),
    ...duplicates(
      // scripts name device and intermediate variables alike (an index past the variables: intermediates)
      [...doc.variables, ...(doc.intermediates ?? [])].map((v) => v.name),
      '/variables',
      'name',
    ),
    ...doc.variables.flatMap((v, i) => variableProblems(v, `/variables/${i}`, drivers)),
  ]
}

export type ConfigParse = { ok: true; config: GatewayConfig } | { ok: false; problems: ConfigProblem[] }

/** Fills defaults, validates against the schema, then applies the cross-field rules. */
export function parseGatewayConfig(input: unknown): ConfigParse {
  const doc = Value.Default(GatewayConfig, structuredClone(input))
  const schema = check(GatewayConfig, doc)
  if (!schema.ok)
    return {
      ok: false,
      problems: schema.errors.map((e) => ({
        path: e.instancePath,
        code: Code.paramInvalid,
        message: e.message ?? e.keyword,
      })),
    }
  const problems = configRuleProblems(doc as GatewayConfig)
  return problems.length ? { ok: false, problems } : { ok: true, config: doc as GatewayConfig }
}
