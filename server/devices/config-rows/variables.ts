// Variable rows: defaults, view, columns, and the field rules (formulas through core/formula, limit order
// through core/validation, mappings: 1726 over 100, unique values, text not blank), with the fields a
// device variable needs to be found in its driver's protocol.
import type { Selectable } from 'kysely'
import { validateFormula } from '../../../core/formula/index.ts'
import { Code } from '../../../core/i18n/codes.ts'
import { readLimits, writeLimits } from '../../../core/validation/bounds.ts'
import { MAPPINGS_MAX } from '../../../core/validation/limits.ts'
import { mappings as mappingRule } from '../../../core/validation/mappings.ts'
import { missingLocation } from '../../../schemas/api/equipment-config.ts'
import { type DriverProtocol, S7_AREAS, VARIABLE_DATA_TYPES } from '../../../schemas/edge/config.ts'
import { REGISTER_COUNT } from '../../../schemas/edge/config-rules.ts'
import type { Mapping, Variable } from '../../../schemas/entities/equipment.ts'
import { fail } from '../../http/api-error.ts'
import { parseJsonArray, parseJsonObject } from '../../storage/json.ts'
import type { VariableTable } from '../../storage/tables/equipment.ts'
import { invalid, oneOf, owners, type VariableInput } from './common.ts'

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
