// The protocols as data (issue 35; migration 0056): read for the forms and the variable checks, kept by
// the platform administrators. A variable's register type is one of its driver's protocol's, its data
// type one the register type (else the protocol) takes; the gateway document names the agent's table.
import { Code } from '../../core/i18n/codes.ts'
import type { DriverProtocol, RegisterType, VariableDataType } from '../../schemas/edge/config.ts'
import type { ProtocolDef, ProtocolView, RegisterTypeDef } from '../../schemas/entities/protocols.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { isUniqueViolation } from '../storage/errors.ts'
import type { RegisterTypeTable } from '../storage/tables/protocols.ts'
import { driverView } from './config-rows/drivers.ts'

const typesOf = (json: string) => JSON.parse(json) as VariableDataType[]

const registerTypeOf = (row: RegisterTypeTable): RegisterTypeDef => ({
  protocol: row.protocol as DriverProtocol,
  name: row.name,
  labelZh: row.labelZh,
  labelEn: row.labelEn,
  table: row.tableName as RegisterType,
  dataTypes: typesOf(row.dataTypes),
})

export async function protocolViews(db: Db): Promise<ProtocolView[]> {
  const [protocols, registers] = await Promise.all([
    db.selectFrom('protocols').selectAll().orderBy('sort').execute(),
    db.selectFrom('registerTypes').selectAll().orderBy('sort').orderBy('name').execute(),
  ])
  return protocols.map((p) => ({
    key: p.key as DriverProtocol,
    name: p.name,
    dataTypes: typesOf(p.dataTypes),
    registerTypes: registers.filter((r) => r.protocol === p.key).map(registerTypeOf),
    updatedAt: p.updatedAt,
  }))
}

export async function protocolView(db: Db, key: DriverProtocol): Promise<ProtocolView> {
  const view = (await protocolViews(db)).find((p) => p.key === key)
  if (!view) fail(Code.noDataOrPermission)
  return view
}

const unique = async (write: () => Promise<unknown>, code: 2101 | 2102, name: string) => {
  try {
    await write()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    fail(code, { name })
  }
}

/** Renames a protocol (2101 when taken) and sets its data types; its register types narrow with them. */
export async function saveProtocol(db: Db, def: ProtocolDef, now: number): Promise<void> {
  const update = () =>
    db
      .updateTable('protocols')
      .set({ name: def.name, dataTypes: JSON.stringify(def.dataTypes), updatedAt: now })
      .where('key', '=', def.key)
      .executeTakeFirst()
  await unique(update, Code.protocolNameExists, def.name)
}

/** 10001 naming the field unless the register type fits its protocol's data types and its table. */
function checkRegisterType(def: RegisterTypeDef, protocol: ProtocolView): void {
  if (!protocol.key.startsWith('modbus'))
    fail(Code.paramInvalid, { field: 'protocol', reason: 'no registers' })
  const outside = def.dataTypes.find((t) => !protocol.dataTypes.includes(t))
  if (outside) fail(Code.paramInvalid, { field: 'dataTypes', reason: `${protocol.name} has no ${outside}` })
  const bits = def.table === 'coil' || def.table === 'discreteInput'
  if (bits && def.dataTypes.some((t) => t !== 'bit'))
    fail(Code.paramInvalid, { field: 'dataTypes', reason: `${def.table} holds bits only` })
}

/** Adds a register type, or changes the one named `previous` (2102 when the name is taken). */
export async function saveRegisterType(
  db: Db,
  def: RegisterTypeDef,
  previous: string | undefined,
): Promise<void> {
  checkRegisterType(def, await protocolView(db, def.protocol))
  if (previous !== undefined && previous !== def.name) await assertUnused(db, def.protocol, previous)
  const row = {
    protocol: def.protocol,
    name: def.name,
    labelZh: def.labelZh,
    labelEn: def.labelEn,
    tableName: def.table,
    dataTypes: JSON.stringify(def.dataTypes),
  }
  const write = async () => {
    if (previous === undefined) {
      await db
        .insertInto('registerTypes')
        .values({ ...row, sort: 100 })
        .execute()
      return
    }
    const updated = await db
      .updateTable('registerTypes')
      .set(row)
      .where('protocol', '=', def.protocol)
      .where('name', '=', previous)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) fail(Code.noDataOrPermission)
  }
  await unique(write, Code.registerTypeNameExists, def.name)
}

/** 10004 while a variable of a driver of the protocol reads the register type. */
async function assertUnused(db: Db, protocol: DriverProtocol, name: string): Promise<void> {
  const drivers = await db
    .selectFrom('variables')
    .innerJoin('drivers', 'drivers.id', 'variables.driverId')
    .selectAll('drivers')
    .where('variables.registerType', '=', name)
    .execute()
  if (drivers.some((d) => driverView(d).protocol === protocol)) fail(Code.inUse, { field: 'name', name })
}

export async function deleteRegisterType(db: Db, protocol: DriverProtocol, name: string): Promise<void> {
  await assertUnused(db, protocol, name)
  const deleted = await db
    .deleteFrom('registerTypes')
    .where('protocol', '=', protocol)
    .where('name', '=', name)
    .executeTakeFirst()
  if (Number(deleted.numDeletedRows) === 0) fail(Code.noDataOrPermission)
}

interface Located {
  registerType: string | null
  dataType: VariableDataType
}

/**
 * A device variable against its driver's protocol's data: 10001 naming `dataType` for a type the protocol
 * (or the register type) does not take, `registerType` for one the protocol has not. Answers the variable
 * with its register type as the agent's table, for the table's own rules.
 */
export async function locateVariable<V extends Located>(db: Db, v: V, protocol: DriverProtocol): Promise<V> {
  const def = await protocolView(db, protocol)
  if (!def.registerTypes.length || v.registerType === null) {
    if (!def.dataTypes.includes(v.dataType))
      fail(Code.paramInvalid, { field: 'dataType', reason: v.dataType })
    return v
  }
  const register = def.registerTypes.find((r) => r.name === v.registerType)
  if (!register) fail(Code.paramInvalid, { field: 'registerType', reason: v.registerType })
  if (!register.dataTypes.includes(v.dataType))
    fail(Code.paramInvalid, { field: 'dataType', reason: v.dataType })
  return { ...v, registerType: register.table }
}

/** Each protocol's register types' tables by name, for the gateway document. */
export async function registerTables(
  db: Db,
): Promise<(protocol: string, name: string) => RegisterType | undefined> {
  const rows = await db.selectFrom('registerTypes').select(['protocol', 'name', 'tableName']).execute()
  const tables = new Map(rows.map((r) => [`${r.protocol}/${r.name}`, r.tableName as RegisterType]))
  return (protocol, name) => tables.get(`${protocol}/${name}`)
}
