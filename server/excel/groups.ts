// The report group tree: at most 10 levels (1201) and 500 groups under one parent (1202); a group cannot
// move under itself or its descendants (10001); one holding groups or reports is not deleted (10004).
// An enterprise's groups are few, so the tree is checked in memory.
import { Code } from '../../core/i18n/codes.ts'
import { EXCEL_REPORT_LIMITS } from '../../schemas/api/excel.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import type { ExcelGroupTable } from '../storage/tables/excel.ts'

type Node = Pick<ExcelGroupTable, 'id' | 'parentId'>

export const groupsOf = (db: Db, orgId: string) =>
  db
    .selectFrom('excelGroups')
    .selectAll()
    .where('orgId', '=', orgId)
    .orderBy('sort')
    .orderBy('name')
    .execute()

function depthOf(nodes: readonly Node[], id: string | null): number {
  let depth = 0
  for (let at = id; at !== null && depth <= EXCEL_REPORT_LIMITS.groupDepth; depth++)
    at = nodes.find((n) => n.id === at)?.parentId ?? null
  return depth
}

function subtreeOf(nodes: readonly Node[], id: string): Set<string> {
  const ids = new Set([id])
  for (let grew = true; grew; ) {
    grew = false
    for (const n of nodes)
      if (n.parentId && ids.has(n.parentId) && !ids.has(n.id)) {
        ids.add(n.id)
        grew = true
      }
  }
  return ids
}

/** Checks that `id` (a new group when undefined) may go under `parentId`. */
export function placeUnder(nodes: readonly Node[], parentId: string | null, id?: string): void {
  const subtree = id ? subtreeOf(nodes, id) : new Set<string>()
  if (parentId && subtree.has(parentId))
    fail(Code.paramInvalid, { field: 'parentId', reason: 'under itself' })
  const height = Math.max(1, ...[...subtree].map((s) => depthOf(nodes, s) - depthOf(nodes, id ?? null) + 1))
  const depth = depthOf(nodes, parentId) + 1
  if (depth + height - 1 > EXCEL_REPORT_LIMITS.groupDepth)
    fail(Code.groupTooDeep, { max: EXCEL_REPORT_LIMITS.groupDepth })
  const siblings = nodes.filter((n) => n.parentId === parentId && n.id !== id).length
  if (siblings >= EXCEL_REPORT_LIMITS.groupChildren)
    fail(Code.groupTooWide, { max: EXCEL_REPORT_LIMITS.groupChildren })
}

/** 10004 when the group holds groups or reports. */
export async function assertEmptyGroup(db: Db, id: string): Promise<void> {
  const child = await db.selectFrom('excelGroups').select('id').where('parentId', '=', id).executeTakeFirst()
  const report = await db.selectFrom('excels').select('id').where('groupId', '=', id).executeTakeFirst()
  if (child || report) fail(Code.inUse, { reason: child ? 'groups' : 'reports' })
}
