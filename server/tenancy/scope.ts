// The one scoping check every route's `idFields` go through: each id must name a row of the caller's
// enterprise (and, for device rows, a device the caller is authorised for, and for personal rows the
// caller's own). Anything else — foreign, missing, unauthorised — is 90003 before any change is made.
import type { Kysely } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from './caller.ts'
import { canUseDevices } from './devices.ts'
import { type CustomKind, ENTITY_KINDS, type EntityKind, type TableKind } from './entities.ts'
import { grantedProjectsTo } from './granted.ts'

/** The most ids one request may name. */
export const MAX_IDS = 1000

type Row = { id: string; orgId: string | null; deviceId: string | null; accountId: string | null }
// Tables are chosen from ENTITY_KINDS at run time, so the query is typed by the row it selects.
type LooseDb = Kysely<Record<string, Record<string, string | null>>>

async function rowsOf(db: Db, kind: TableKind, ids: string[]): Promise<Row[]> {
  const loose = db as unknown as LooseDb
  const rows = await loose
    .selectFrom(kind.table)
    .select((eb) => [
      eb.ref('id').as('id'),
      eb.ref(kind.orgColumn ?? 'orgId').as('orgId'),
      (kind.deviceColumn ? eb.ref(kind.deviceColumn) : eb.val(null)).as('deviceId'),
      (kind.accountColumn ? eb.ref(kind.accountColumn) : eb.val(null)).as('accountId'),
    ])
    .where('id', 'in', ids)
    .execute()
  return rows as Row[]
}

/** Ids named by a body value: one id, a comma-joined list (spec §7 "ids comma-joined"), or an array. */
export function idsIn(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  if (Array.isArray(value))
    return value.flatMap((v) => (typeof v === 'string' || Array.isArray(v) ? idsIn(v) : []))
  return []
}

/** The watching kinds a grant of a project opens (issue 32), with the column naming the project. */
const GRANTED_PROJECT_COLUMN = {
  watchProject: { table: 'projects', column: 'id' },
  watchPage: { table: 'pages', column: 'projectId' },
  watchMvar: { table: 'memoryVariables', column: 'projectId' },
} as const satisfies Partial<Record<EntityKind, { table: string; column: string }>>

/** The ids among `ids` that belong to a project another enterprise granted to the caller's. */
async function grantedAmong(db: Db, caller: Caller, kind: EntityKind, ids: string[]): Promise<Set<string>> {
  const projects = [...grantedProjectsTo(caller).keys()]
  if (!(kind in GRANTED_PROJECT_COLUMN) || projects.length === 0) return new Set()
  const { table, column } = GRANTED_PROJECT_COLUMN[kind as keyof typeof GRANTED_PROJECT_COLUMN]
  const rows = await (db as unknown as LooseDb)
    .selectFrom(table)
    .select('id')
    .where('id', 'in', ids)
    .where(column, 'in', projects)
    .execute()
  return new Set(rows.map((r) => r.id as string))
}

export async function assertInScope(
  db: Db,
  caller: Caller,
  kind: EntityKind,
  ids: readonly string[],
): Promise<void> {
  const named = [...new Set(ids)]
  if (named.length === 0) return
  if (named.length > MAX_IDS) fail(Code.outOfRange, { reason: 'too many ids' })
  const granted = await grantedAmong(db, caller, kind, named)
  const wanted = named.filter((id) => !granted.has(id))
  if (wanted.length === 0) return
  // an API key names only the projects of its scopes (its devices are checked as the caller's below)
  if (
    (kind === 'project' || kind === 'watchProject') &&
    caller.key &&
    !wanted.every((id) => caller.key?.projects.has(id))
  )
    fail(Code.noDataOrPermission)
  const spec: TableKind | CustomKind = ENTITY_KINDS[kind]
  if ('owns' in spec) {
    if (!(await spec.owns(db, caller, wanted))) fail(Code.noDataOrPermission)
    return
  }
  const rows = await rowsOf(db, spec, wanted)
  const foreign = rows.some(
    (r) => r.orgId !== caller.orgId || (spec.accountColumn !== undefined && r.accountId !== caller.accountId),
  )
  if (rows.length !== wanted.length || foreign) fail(Code.noDataOrPermission)
  const deviceIds = rows.map((r) => r.deviceId).filter((d): d is string => typeof d === 'string')
  if (!(await canUseDevices(db, caller, deviceIds))) fail(Code.noDataOrPermission)
}
