// The five kinds of configuration row behind `equipment/{driver,signal,alarm,report,script}/*`: for
// each, its table, capacity, bodies, how a body becomes the full field set (defaults on add, the
// stored row on edit; '' and null clear a field), and the rules that need the database (references
// to rows of the same owner, unique variable names and identifiers: 1401; a driver of the owner: 1504).
import type { TObject } from 'typebox'
import { Code } from '../../core/i18n/codes.ts'
import {
  type AlarmAddBody,
  AlarmBodies,
  type DriverAddBody,
  DriverBodies,
  type ReportAddBody,
  ReportBodies,
  type ScriptAddBody,
  ScriptBodies,
  type VariableAddBody,
  VariableBodies,
} from '../../schemas/api/equipment-config.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import type { EntityKind } from '../tenancy/entities.ts'
import type { ConfigKind } from './capacity.ts'
import { type Owner, ownerColumn } from './config-owner.ts'
import { alarmColumns, alarmDefaults, alarmView, checkAlarm } from './config-rows/alarms.ts'
import {
  type AlarmInput,
  blankToNull,
  type DriverInput,
  given,
  type ReportInput,
  type ScriptInput,
  type VariableInput,
} from './config-rows/common.ts'
import {
  checkDriver,
  driverAnswer,
  driverColumns,
  driverDefaults,
  driverView,
  keptSecrets,
} from './config-rows/drivers.ts'
import {
  checkReport,
  reportColumns,
  reportDefaults,
  reportView,
  triggerVariable,
} from './config-rows/reports.ts'
import { checkScript, scriptColumns, scriptDefaults, scriptView } from './config-rows/scripts.ts'
import { checkVariable, variableColumns, variableDefaults, variableView } from './config-rows/variables.ts'
import { insertReportVariables, reportVariableIds } from './config-set.ts'
import { locateVariable } from './protocols.ts'

export type ConfigTable = 'drivers' | 'variables' | 'alarmRules' | 'reports' | 'scripts'
type Fields<B> = Omit<B, 'equipmentId' | 'templateId'>
// biome-ignore lint/suspicious/noExplicitAny: rows of five tables pass through one generic route factory
type AnyRow = any

export interface KindSpec<Input extends object, View extends { id: string }> {
  /** the path segment: `equipment/{path}/…` */
  path: string
  /** the operation log's object type */
  objectType: string
  table: ConfigTable
  entity: EntityKind
  capacity: ConfigKind
  bodies: { add: TObject; edit: TObject }
  /** body fields (besides the owner and the row id) that name other rows */
  refFields: Record<string, EntityKind>
  /** the full field set from a body, over the stored one on edit */
  fromBody(body: Record<string, unknown>, stored: Input | null): Input
  views(db: Db, rows: AnyRow[]): Promise<View[]>
  toInput(view: View): Input
  columns(input: Input): Record<string, unknown>
  /** field rules, and rules against the owner's other rows (selfId: the row being edited) */
  check(db: Db, owner: Owner, input: Input, selfId: string | null): Promise<void>
  /** rows kept beside the main one (report members) */
  afterWrite?(db: Db, id: string, input: Input, orgId: string): Promise<void>
  /** the query's keyword (and driver) filter */
  matches(view: View, filter: { keyword?: string; driverId?: string }): boolean
  /** the row as answers and the operation log show it (without secrets); the view itself by default */
  shown?(view: View): object
}

const withoutIds = <V extends { id: string; equipmentId: string | null; templateId: string | null }>({
  id: _id,
  equipmentId: _e,
  templateId: _t,
  ...rest
}: V) => rest

const nameHas = (name: string, keyword: string | undefined) => !keyword || name.includes(keyword)

/** The ids that are not rows of this owner in the table: 90003 (a template's row in a device, …). */
async function assertOwned(
  db: Db,
  owner: Owner,
  table: ConfigTable,
  ids: readonly (string | null)[],
  code: number,
) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
  if (wanted.length === 0) return
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', wanted)
    .where(ownerColumn(owner), '=', owner.id)
    .execute()
  if (found.length !== wanted.length) fail(code, { reason: 'not a row of this device or template' })
}

const driverSpec: KindSpec<DriverInput, ReturnType<typeof driverView>> = {
  path: 'driver',
  objectType: 'driver',
  table: 'drivers',
  entity: 'driver',
  capacity: 'drivers',
  bodies: DriverBodies,
  refFields: {},
  fromBody: (body, stored) => {
    const fields = given(body as Partial<Fields<DriverAddBody>>)
    return keptSecrets(
      stored ? { ...stored, ...fields } : driverDefaults(fields as Fields<DriverAddBody>),
      stored,
    )
  },
  views: async (_db, rows) => rows.map(driverView),
  shown: driverAnswer,
  toInput: withoutIds,
  columns: driverColumns,
  check: async (_db, _owner, input) => checkDriver(input),
  matches: (v, f) => nameHas(v.name, f.keyword),
}

const variableSpec: KindSpec<VariableInput, ReturnType<typeof variableView>> = {
  path: 'signal',
  objectType: 'variable',
  table: 'variables',
  entity: 'variable',
  capacity: 'variables',
  bodies: VariableBodies,
  refFields: { driverId: 'driver' },
  fromBody: (body, stored) => {
    const b = body as Partial<Fields<VariableAddBody>>
    const fields: Partial<VariableInput> = {
      ...given({
        ...b,
        driverId: undefined,
        bitAddress: undefined,
        readMin: undefined,
        readMax: undefined,
        writeMin: undefined,
        writeMax: undefined,
        s7Area: undefined,
        dbNumber: undefined,
      }),
      ...(b.s7Area !== undefined && { s7Area: blankToNull(b.s7Area) }),
      ...(b.dbNumber !== undefined && { dbNumber: blankToNull(b.dbNumber) }),
      ...(b.driverId !== undefined && { driverId: blankToNull(b.driverId) }),
      ...(b.bitAddress !== undefined && { bitAddress: blankToNull(b.bitAddress) }),
      ...(b.readMin !== undefined && { readMin: blankToNull(b.readMin) }),
      ...(b.readMax !== undefined && { readMax: blankToNull(b.readMax) }),
      ...(b.writeMin !== undefined && { writeMin: blankToNull(b.writeMin) }),
      ...(b.writeMax !== undefined && { writeMax: blankToNull(b.writeMax) }),
    }
    const input = stored ? { ...stored, ...fields } : variableDefaults(fields as VariableInput)
    // Only device variables are read from a driver.
    return input.kind === 'device'
      ? input
      : { ...input, driverId: null, registerType: null, address: null, bitAddress: null }
  },
  views: async (_db, rows) => rows.map(variableView),
  toInput: withoutIds,
  columns: variableColumns,
  check: async (db, owner, input, selfId) => {
    const driver =
      input.driverId === null
        ? undefined
        : await db.selectFrom('drivers').selectAll().where('id', '=', input.driverId).executeTakeFirst()
    const protocol = driver && driverView(driver).protocol
    checkVariable(
      protocol && input.kind === 'device' ? await locateVariable(db, input, protocol) : input,
      protocol,
    )
    await assertOwned(db, owner, 'drivers', [input.driverId], Code.driverNotCreated)
    const clash = await db
      .selectFrom('variables')
      .select(['name', 'key'])
      .where(ownerColumn(owner), '=', owner.id)
      .where((eb) => eb.or([eb('name', '=', input.name), eb('key', '=', input.key)]))
      .$if(selfId !== null, (qb) => qb.where('id', '!=', selfId as string))
      .executeTakeFirst()
    if (clash) fail(Code.identifierExists, { field: clash.name === input.name ? 'name' : 'key' })
  },
  matches: (v, f) =>
    (nameHas(v.name, f.keyword) || nameHas(v.key, f.keyword)) && (!f.driverId || v.driverId === f.driverId),
}

const alarmSpec: KindSpec<AlarmInput, ReturnType<typeof alarmView>> = {
  path: 'alarm',
  objectType: 'alarmRule',
  table: 'alarmRules',
  entity: 'alarmRule',
  capacity: 'alarms',
  bodies: AlarmBodies,
  refFields: { variableId: 'variable', compareVariableId: 'variable' },
  fromBody: (body, stored) => {
    const b = body as Partial<Fields<AlarmAddBody>>
    const fields: Partial<AlarmInput> = {
      ...given({ ...b, value: undefined, compareVariableId: undefined }),
      ...(b.value !== undefined && { value: blankToNull(b.value) }),
      ...(b.compareVariableId !== undefined && { compareVariableId: blankToNull(b.compareVariableId) }),
    }
    return stored ? { ...stored, ...fields } : alarmDefaults(fields as AlarmInput)
  },
  views: async (_db, rows) => rows.map(alarmView),
  toInput: withoutIds,
  columns: alarmColumns,
  check: async (db, owner, input) => {
    checkAlarm(input)
    await assertOwned(
      db,
      owner,
      'variables',
      [input.variableId, input.compareVariableId],
      Code.noDataOrPermission,
    )
  },
  matches: (v, f) => nameHas(v.text, f.keyword),
}

const reportSpec: KindSpec<ReportInput, ReturnType<typeof reportView>> = {
  path: 'report',
  objectType: 'report',
  table: 'reports',
  entity: 'report',
  capacity: 'reports',
  bodies: ReportBodies,
  refFields: { variableIds: 'variable' },
  fromBody: (body, stored) => {
    const b = body as Partial<Fields<ReportAddBody>>
    const fields: Partial<ReportInput> = {
      ...given({ ...b, aggregation: undefined }),
      ...(b.aggregation !== undefined && { aggregation: blankToNull(b.aggregation) }),
    }
    return stored ? { ...stored, ...fields } : reportDefaults(fields as ReportInput)
  },
  views: async (db, rows) => {
    const members = await reportVariableIds(
      db,
      rows.map((r: { id: string }) => r.id),
    )
    return rows.map((r) => reportView(r, members.get(r.id) ?? []))
  },
  toInput: withoutIds,
  columns: reportColumns,
  check: async (db, owner, input) => {
    checkReport(input)
    const trigger = triggerVariable(input.trigger)
    await assertOwned(db, owner, 'variables', [...input.variableIds, trigger], Code.noDataOrPermission)
  },
  afterWrite: (db, id, input, orgId) => insertReportVariables(db, id, orgId, input.variableIds),
  matches: (v, f) => nameHas(v.name, f.keyword),
}

const scriptSpec: KindSpec<ScriptInput, ReturnType<typeof scriptView>> = {
  path: 'script',
  objectType: 'script',
  table: 'scripts',
  entity: 'script',
  capacity: 'scripts',
  bodies: ScriptBodies,
  refFields: {},
  fromBody: (body, stored) => {
    const b = body as Partial<Fields<ScriptAddBody>>
    const fields: Partial<ScriptInput> = {
      ...given({ ...b, intervalS: undefined }),
      ...(b.intervalS !== undefined && { intervalS: blankToNull(b.intervalS) }),
    }
    return stored ? { ...stored, ...fields } : scriptDefaults(fields as ScriptInput)
  },
  views: async (_db, rows) => rows.map(scriptView),
  toInput: withoutIds,
  columns: scriptColumns,
  check: async (_db, _owner, input) => checkScript(input),
  matches: (v, f) => nameHas(v.name, f.keyword),
}

export const CONFIG_KIND_SPECS = [driverSpec, variableSpec, alarmSpec, reportSpec, scriptSpec] as const
