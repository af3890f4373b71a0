// Data-centre reports as the API shows them (devices and roles by name), who may do what with one, and
// the checks of a template against the report's devices. Reading: managers (`manage_excel`), fillers,
// and the reader roles (every account of the enterprise when none is named). Filling: `excel_fill`
// and one of the filler roles (any when none is named); administrators and operation accounts always.
import { Code } from '../../core/i18n/codes.ts'
import type { Excel, ExcelSchedule, ExcelSummary } from '../../schemas/api/excel.ts'
import {
  EMPTY_TEMPLATE,
  EXCEL_LIMITS,
  type ExcelTemplate,
  ExcelTemplate as TemplateSchema,
} from '../../schemas/api/excel-template.ts'
import { check } from '../../schemas/validate.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { ExcelTable } from '../storage/tables/excel.ts'
import type { Database } from '../storage/tables/index.ts'
import type { Caller } from '../tenancy/caller.ts'

export interface Access {
  read: boolean
  fill: boolean
  manage: boolean
}

export async function roleOf(db: Db, caller: Caller): Promise<string | null> {
  const row = await db
    .selectFrom('accounts')
    .select('roleId')
    .where('id', '=', caller.accountId)
    .executeTakeFirst()
  return row?.roleId ?? null
}

export function accessTo(row: ExcelTable, caller: Caller, roleId: string | null): Access {
  const inRoles = (ids: string[]) =>
    caller.isOperation || ids.length === 0 || (!!roleId && ids.includes(roleId))
  const manage = caller.auths.has('manage_excel')
  const fill = caller.auths.has('excel_fill') && inRoles(parseJsonArray<string>(row.fillerRoleIds))
  return { manage, fill, read: manage || fill || inRoles(parseJsonArray<string>(row.readerRoleIds)) }
}

type DataCentreTable = 'excels' | 'excelGroups' | 'excelRecords'

/** A group, report or record of the caller's enterprise; another's, or none, is 90003. */
export async function ofEnterprise<T extends DataCentreTable>(
  db: Db,
  table: T,
  caller: Caller,
  id: string,
): Promise<Database[T]> {
  const row = await db
    .selectFrom(table as DataCentreTable)
    .selectAll()
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirst()
  return (row as Database[T] | undefined) ?? fail(Code.noDataOrPermission)
}

/** A report of the caller's enterprise the caller may read; otherwise 90003. */
export async function readableExcel(
  db: Db,
  caller: Caller,
  id: string,
): Promise<{ row: ExcelTable; access: Access }> {
  const row = await ofEnterprise(db, 'excels', caller, id)
  const access = accessTo(row, caller, await roleOf(db, caller))
  if (!access.read) fail(Code.noDataOrPermission)
  return { row, access }
}

export function templateOf(row: { template: string }): ExcelTemplate {
  try {
    const value: unknown = JSON.parse(row.template)
    if (check(TemplateSchema, value).ok) return value as ExcelTemplate
  } catch {}
  return EMPTY_TEMPLATE
}

export function scheduleOf(row: ExcelTable): ExcelSchedule {
  try {
    return JSON.parse(row.schedule) as ExcelSchedule
  } catch {
    return { kind: 'none' }
  }
}

export const clockOf = (row: ExcelTable) => ({
  utcOffset: row.utcOffset,
  shifts: scheduleOf(row).shifts ?? [],
})

async function namesOf(db: Db, table: 'devices' | 'roles', ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute()
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** The reports as listed, with device and role names (one query each for the whole list). */
export async function summariesOf(
  db: Db,
  rows: ExcelTable[],
  access: (row: ExcelTable) => Access,
): Promise<ExcelSummary[]> {
  const ids = (pick: (r: ExcelTable) => string) => [
    ...new Set(rows.flatMap((r) => parseJsonArray<string>(pick(r)))),
  ]
  const devices = await namesOf(
    db,
    'devices',
    ids((r) => r.deviceIds),
  )
  const roles = await namesOf(db, 'roles', [...ids((r) => r.fillerRoleIds), ...ids((r) => r.readerRoleIds)])
  const named = (text: string, names: Map<string, string>) =>
    parseJsonArray<string>(text)
      .filter((id) => names.has(id))
      .map((id) => ({ id, name: names.get(id)! }))
  return rows.map((row) => {
    const a = access(row)
    return {
      id: row.id,
      name: row.name,
      groupId: row.groupId,
      devices: named(row.deviceIds, devices),
      schedule: scheduleOf(row),
      fillerRoles: named(row.fillerRoleIds, roles),
      readerRoles: named(row.readerRoleIds, roles),
      utcOffsetMinutes: row.utcOffset,
      canFill: a.fill,
      canManage: a.manage,
      updatedAt: Number(row.updatedAt),
    }
  })
}

export async function excelView(db: Db, row: ExcelTable, access: Access): Promise<Excel> {
  const [summary] = await summariesOf(db, [row], () => access)
  return { ...summary!, template: templateOf(row) }
}

/** The template of a save: JSON, the schema, the limits, and every bound signal one of the report's devices'. */
export async function checkedTemplate(db: Db, row: ExcelTable, text: string): Promise<ExcelTemplate> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return fail(Code.paramInvalid, { field: 'template', reason: 'not JSON' })
  }
  const result = check(TemplateSchema, value)
  if (!result.ok) fail(Code.paramInvalid, { field: 'template', errors: result.errors })
  const template = value as ExcelTemplate
  await checkBindings(db, row, template)
  return template
}

export async function checkBindings(db: Db, row: ExcelTable, template: ExcelTemplate): Promise<void> {
  const bindings = template.sheets.flatMap((s) => s.cells.flatMap((c) => (c.binding ? [c.binding] : [])))
  const bound = bindings.filter((b) => b.kind !== 'input')
  if (bound.length > EXCEL_LIMITS.bindings)
    fail(Code.outOfRange, { field: 'bindings', max: EXCEL_LIMITS.bindings })
  if (bindings.length - bound.length > EXCEL_LIMITS.inputs)
    fail(Code.outOfRange, { field: 'inputs', max: EXCEL_LIMITS.inputs })
  for (const b of bindings)
    if (
      b.kind === 'input' &&
      (b.type === 'choice' ? !b.options?.length : b.min !== undefined && b.max !== undefined && b.min > b.max)
    )
      fail(Code.paramInvalid, { field: 'template', reason: 'input' })
  const signals = [...new Set(bound.map((b) => b.signalId))]
  if (signals.length === 0) return
  const devices = parseJsonArray<string>(row.deviceIds)
  const found = devices.length
    ? await db
        .selectFrom('variables')
        .select(['id', 'deviceId'])
        .where('id', 'in', signals)
        .where('deviceId', 'in', devices)
        .execute()
    : []
  const deviceOf = new Map(found.map((v) => [v.id, v.deviceId]))
  // a signal of another device, or of a device the report does not read, is not the caller's to bind
  if (bound.some((b) => deviceOf.get(b.signalId) !== b.deviceId))
    fail(Code.noDataOrPermission, { field: 'template' })
}
