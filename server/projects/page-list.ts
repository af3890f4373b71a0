// The page calls' shared reads and writes (server/routes/page.ts, page-order.ts): a page's row and
// summary, an owner's pages in order as the caller may see them, the owner fields of a page JSON, and
// the operation log entry of a page change.
import type { PageSummary } from '../../schemas/entities/project.ts'
import { type Actor, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { mayOpenPage, projectRights } from '../tenancy/project-access.ts'
import { type PageOwner, pagesOf } from './pages.ts'
import { pageSummaryView } from './views.ts'

const SUMMARY_COLUMNS = [
  'id',
  'orgId',
  'projectId',
  'deviceId',
  'templateId',
  'title',
  'kind',
  'width',
  'height',
  'isStart',
  'passwordHash',
  'sort',
  'createdAt',
  'updatedAt',
] as const

export const pageRow = (db: Db, id: string) =>
  db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
export const summaryOf = async (db: Db, id: string) =>
  pageSummaryView(
    await db.selectFrom('pages').select(SUMMARY_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow(),
  )

/** The owner's pages in order, narrowed on a project to those the caller's permission covers. */
export async function pagesFor(db: Db, caller: Caller, owner: PageOwner): Promise<PageSummary[]> {
  const rows = await pagesOf(db, owner)
    .select(SUMMARY_COLUMNS)
    .orderBy('sort')
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
  if (owner.kind !== 'project') return rows.map(pageSummaryView)
  const rights = await projectRights(db, caller, owner.id)
  return rows.filter((r) => mayOpenPage(rights, r.id)).map(pageSummaryView)
}

export const ownerDocumentFields = (owner: PageOwner) => ({
  projectId: owner.kind === 'project' ? owner.id : '',
  equipmentId: owner.kind === 'device' ? owner.id : '',
  templateId: owner.kind === 'template' ? owner.id : '',
})

export async function logPage(
  db: Db,
  actor: Actor,
  now: number,
  id: string,
  action: string,
  before?: PageSummary,
) {
  const after = action === 'delete' ? undefined : await summaryOf(db, id)
  await recordChange(db, actor, now, { objectType: 'page', objectId: id, action, before, after })
  return after ?? null
}
