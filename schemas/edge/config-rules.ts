// Rules of the configuration document that JSON Schema cannot say (references, uniqueness, limit order),
// and the one entry point that both the platform (before sending) and the agent (before applying) use.
import { Value } from 'typebox/value'
import { Code } from '../../core/i18n/codes.ts'
import { check } from '../validate.ts'
import { GatewayConfig, type GatewayVariable, type VariableDataType } from './config.ts'

export interface ConfigProblem {
  /** JSON pointer-like path of the offending field. */
  path: string
  code: number
  message: string
}

/** Registers (16-bit words) a data type occupies; bits take one register or one coil. */
export const REGISTER_COUNT: Record<VariableDataType, number> = {
  bit: 1,
  int16: 1,
  uint16: 1,
  int32: 2,
  uint32: 2,
  float32: 2,
  float64: 4,
}

const isBitTable = (v: GatewayVariable) => v.registerType === 'coil' || v.registerType === 'discreteInput'

function variableProblems(v: GatewayVariable, path: string, driverIds: Set<string>): ConfigProblem[] {
  const out: ConfigProblem[] = []
  const bad = (field: string, message: string, code: number = Code.paramInvalid) =>
    out.push({ path: `${path}/${field}`, code, message })
  if (!driverIds.has(v.driverId)) bad('driverId', `no driver ${v.driverId}`)
  if (isBitTable(v) && v.dataType !== 'bit') bad('dataType', `${v.registerType} holds bits only`)
  if (v.bitAddress !== undefined && (isBitTable(v) || v.dataType !== 'bit'))
    bad('bitAddress', 'a bit address applies to a bit inside a holding or input register')
  if (v.address + REGISTER_COUNT[v.dataType] - 1 > 65535) bad('address', 'value runs past register 65535')
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
  const driverIds = new Set(doc.drivers.map((d) => d.id))
  return [
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
      doc.variables.map((v) => v.name),
      '/variables',
      'name',
    ),
    ...doc.variables.flatMap((v, i) => variableProblems(v, `/variables/${i}`, driverIds)),
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
