// Who may see and change a template (spec §3 Template: public or private; §6 template authorisation):
// public templates are visible to the whole enterprise, private ones to their owner; operation
// accounts (and administrators) see and manage every template of the enterprise. Only the owner or an
// operation account changes a template.
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { Template } from '../../schemas/entities/equipment.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonObject } from '../storage/json.ts'
import type { TemplateTable } from '../storage/tables/equipment.ts'
import type { Caller } from '../tenancy/caller.ts'
import { seriesOfGateway } from './gateways.ts'

/** Templates per enterprise (3101). */
export const MAX_TEMPLATES = 100

export type TemplateRow = Selectable<TemplateTable>

export const canSeeTemplate = (caller: Caller, row: Pick<TemplateRow, 'type' | 'ownerId'>): boolean =>
  row.type === 'public' || row.ownerId === caller.accountId || caller.isOperation

export const canEditTemplate = (caller: Caller, row: Pick<TemplateRow, 'ownerId'>): boolean =>
  row.ownerId === caller.accountId || caller.isOperation

/** The template (already scoped to the caller's enterprise by the route), if the caller may see it. */
export async function readableTemplate(db: Db, caller: Caller, id: string): Promise<TemplateRow> {
  const row = await db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row || row.orgId !== caller.orgId || !canSeeTemplate(caller, row)) fail(Code.noDataOrPermission)
  return row
}

export async function assertTemplateEditable(db: Db, caller: Caller, id: string): Promise<TemplateRow> {
  const row = await readableTemplate(db, caller, id)
  if (!canEditTemplate(caller, row)) fail(Code.noAccess)
  return row
}

export function templateView(row: TemplateRow, deviceCount: number): Template {
  return {
    id: row.id,
    name: row.name,
    type: row.type === 'public' ? 'public' : 'private',
    gatewaySeries: seriesOfGateway({ series: row.gatewaySeries }),
    ownerId: row.ownerId,
    remark: String(parseJsonObject(row.settings).remark ?? ''),
    configVersion: row.configVersion,
    deviceCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}
