// The whole configuration of a device or a template (the driver, signal, alarm, report, page and
// script tabs) as one value: loaded, cleared, and written to another owner with fresh ids and every
// reference remapped. Binding a template, making a template from a device, copying a device or a
// template, and importing an exported configuration are all "write this set to that owner".
import type { Alarm, Report, Script, Variable } from '../../schemas/entities/equipment.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import { type Owner, ownerColumn } from './config-owner.ts'
import { alarmColumns, alarmView } from './config-rows/alarms.ts'
import type { StoredDriver } from './config-rows/common.ts'
import { driverColumns, driverView } from './config-rows/drivers.ts'
import { reportColumns, reportView, triggerVariable } from './config-rows/reports.ts'
import { scriptColumns, scriptView } from './config-rows/scripts.ts'
import { variableColumns, variableView } from './config-rows/variables.ts'

export interface PageCopy {
  id: string
  title: string
  kind: string
  width: number
  height: number
  isStart: boolean
  passwordHash: string | null
  /** the page JSON (schemas/page.ts) */
  document: string
  sort: number
}

export interface ConfigSet {
  /** the owner the set was read from: page documents naming it are pointed at the new owner */
  sourceId: string | null
  /** with their secrets: answers show them through driverAnswer */
  drivers: StoredDriver[]
  variables: Variable[]
  alarms: Alarm[]
  reports: Report[]
  scripts: Script[]
  pages: PageCopy[]
}

/** The protocol of a set's driver, if it has one by that id. */
export const protocolOf = (set: Pick<ConfigSet, 'drivers'>, driverId: string | null) =>
  set.drivers.find((d) => d.id === driverId)?.protocol

export async function loadConfigSet(db: Db, owner: Owner): Promise<ConfigSet> {
  const column = ownerColumn(owner)
  const [drivers, variables, alarms, reports, scripts, pages] = await Promise.all([
    db
      .selectFrom('drivers')
      .selectAll()
      .where(column, '=', owner.id)
      .orderBy('sort')
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('variables')
      .selectAll()
      .where(column, '=', owner.id)
      .orderBy('sort')
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('alarmRules')
      .selectAll()
      .where(column, '=', owner.id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('reports')
      .selectAll()
      .where(column, '=', owner.id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('scripts')
      .selectAll()
      .where(column, '=', owner.id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('pages')
      .selectAll()
      .where(column, '=', owner.id)
      .orderBy('sort')
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
  ])
  const members = await reportVariableIds(
    db,
    reports.map((r) => r.id),
  )
  return {
    sourceId: owner.id,
    drivers: drivers.map(driverView),
    variables: variables.map(variableView),
    alarms: alarms.map(alarmView),
    reports: reports.map((r) => reportView(r, members.get(r.id) ?? [])),
    scripts: scripts.map(scriptView),
    pages: pages.map((p) => ({
      id: p.id,
      title: p.title,
      kind: p.kind,
      width: p.width,
      height: p.height,
      isStart: p.isStart === 1,
      passwordHash: p.passwordHash,
      document: p.document,
      sort: p.sort,
    })),
  }
}

/** Each report's variables in their order. */
export async function reportVariableIds(
  db: Db,
  reportIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>()
  if (reportIds.length === 0) return out
  const rows = await db
    .selectFrom('reportVariables')
    .select(['reportId', 'variableId'])
    .where('reportId', 'in', reportIds)
    .orderBy('reportId')
    .orderBy('sort')
    .execute()
  for (const r of rows) out.set(r.reportId, [...(out.get(r.reportId) ?? []), r.variableId])
  return out
}

export async function clearConfig(db: Db, owner: Owner): Promise<void> {
  const column = ownerColumn(owner)
  for (const table of ['alarmRules', 'reports', 'scripts', 'variables', 'drivers', 'pages'] as const)
    await db.deleteFrom(table).where(column, '=', owner.id).execute()
}

/** Rows in batches small enough for SQLite's bound-parameter limit. */
function chunks<T>(rows: readonly T[], size = 200): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

/** Page JSON with every id-holding field (`…Id`, `…Ids`) that names a copied row pointed at its copy. */
export function remapDocument(document: string, idMap: ReadonlyMap<string, string>): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(document)
  } catch {
    return document
  }
  const ID_KEY = /(^id|Id|Ids)$/
  const walk = (node: unknown, key: string): unknown => {
    if (typeof node === 'string') return ID_KEY.test(key) ? (idMap.get(node) ?? node) : node
    if (Array.isArray(node)) return node.map((item) => walk(item, key))
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]))
    return node
  }
  return JSON.stringify(walk(parsed, ''))
}

/**
 * Writes the set to the owner with fresh ids (the caller clears the owner first when it replaces).
 * References inside the set follow the copies; answers the map from the set's ids to the new ones.
 */
export async function writeConfigSet(
  db: Db,
  owner: Owner,
  orgId: string,
  set: ConfigSet,
  now: number,
): Promise<Map<string, string>> {
  const idMap = new Map<string, string>()
  // Ids that sort in the order written keep the set's order among rows of one sort value and time.
  const fresh = (oldId: string) => {
    const id = sortableId(now)
    idMap.set(oldId, id)
    return id
  }
  if (set.sourceId) idMap.set(set.sourceId, owner.id)
  const mapped = (id: string | null) => (id === null ? null : (idMap.get(id) ?? id))
  const base = () => ({
    orgId,
    deviceId: owner.kind === 'device' ? owner.id : null,
    templateId: owner.kind === 'template' ? owner.id : null,
    createdAt: now,
    updatedAt: now,
  })

  const drivers = set.drivers.map((d) => ({ id: fresh(d.id), ...base(), ...driverColumns(d) }))
  for (const v of set.variables) fresh(v.id)
  const variables = set.variables.map((v) => ({
    id: idMap.get(v.id) as string,
    ...base(),
    ...variableColumns({ ...v, driverId: mapped(v.driverId) }),
  }))
  const alarms = set.alarms.map((a) => ({
    id: fresh(a.id),
    ...base(),
    ...alarmColumns({
      ...a,
      variableId: mapped(a.variableId) as string,
      compareVariableId: mapped(a.compareVariableId),
    }),
  }))
  const reports = set.reports.map((r) => {
    const trigger = triggerVariable(r.trigger)
    const remapped = trigger === null ? r.trigger : r.trigger.replace(trigger, mapped(trigger) as string)
    return { id: fresh(r.id), ...base(), ...reportColumns({ ...r, trigger: remapped }) }
  })
  const members = set.reports.flatMap((r) =>
    r.variableIds.map((v, sort) => ({
      reportId: idMap.get(r.id) as string,
      variableId: mapped(v) as string,
      orgId,
      aggregation: '',
      sort,
    })),
  )
  const scripts = set.scripts.map((s) => ({ id: fresh(s.id), ...base(), ...scriptColumns(s) }))
  for (const p of set.pages) fresh(p.id)
  const pages = set.pages.map((p) => ({
    id: idMap.get(p.id) as string,
    ...base(),
    projectId: null,
    title: p.title,
    kind: p.kind,
    width: p.width,
    height: p.height,
    isStart: p.isStart ? 1 : 0,
    passwordHash: p.passwordHash,
    document: remapDocument(p.document, idMap),
    sort: p.sort,
  }))
  for (const chunk of chunks(drivers)) await db.insertInto('drivers').values(chunk).execute()
  for (const chunk of chunks(variables)) await db.insertInto('variables').values(chunk).execute()
  for (const chunk of chunks(alarms)) await db.insertInto('alarmRules').values(chunk).execute()
  for (const chunk of chunks(reports)) await db.insertInto('reports').values(chunk).execute()
  for (const chunk of chunks(members)) await db.insertInto('reportVariables').values(chunk).execute()
  for (const chunk of chunks(scripts)) await db.insertInto('scripts').values(chunk).execute()
  for (const chunk of chunks(pages)) await db.insertInto('pages').values(chunk).execute()
  return idMap
}

export async function insertReportVariables(
  db: Db,
  reportId: string,
  orgId: string,
  variableIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('reportVariables').where('reportId', '=', reportId).execute()
  if (variableIds.length === 0) return
  await db
    .insertInto('reportVariables')
    .values(variableIds.map((variableId, sort) => ({ reportId, variableId, orgId, aggregation: '', sort })))
    .execute()
}

/** Replaces the owner's whole configuration with the set. */
export async function replaceConfig(
  db: Db,
  owner: Owner,
  orgId: string,
  set: ConfigSet,
  now: number,
): Promise<void> {
  await clearConfig(db, owner)
  await writeConfigSet(db, owner, orgId, set, now)
}
