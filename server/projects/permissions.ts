// Project permissions and their users: at most 10 permissions per project (1904, DESIGN.md), titles
// unique in the project (1903), at most 50 accounts per project (2602); an account holds at most one
// permission of a project, so naming it under another permission moves it there.
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { ProjectAction, ProjectPermission } from '../../schemas/entities/project.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { ProjectPermissionTable } from '../storage/tables/projects.ts'

export const MAX_PERMISSIONS_PER_PROJECT = 10
export const MAX_ACCOUNTS_PER_PROJECT = 50

export async function assertPermissionTitleFree(db: Db, projectId: string, title: string, exceptId?: string) {
  const taken = await db
    .selectFrom('projectPermissions')
    .select('id')
    .where('projectId', '=', projectId)
    .where('title', '=', title)
    .executeTakeFirst()
  if (taken && taken.id !== exceptId) fail(Code.permissionTitleExists, { title })
}

export async function assertRoomForPermission(db: Db, projectId: string) {
  const row = await db
    .selectFrom('projectPermissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('projectId', '=', projectId)
    .executeTakeFirst()
  if (Number(row?.n ?? 0) >= MAX_PERMISSIONS_PER_PROJECT) {
    fail(Code.tooManyPermissions, { max: MAX_PERMISSIONS_PER_PROJECT })
  }
}

/** Page ids must name pages of this project (10001 naming the others). */
export async function assertPagesOfProject(db: Db, projectId: string, pageIds: readonly string[]) {
  if (pageIds.length === 0) return
  const found = await db
    .selectFrom('pages')
    .select('id')
    .where('projectId', '=', projectId)
    .where('id', 'in', pageIds)
    .execute()
  const foreign = pageIds.filter((id) => !found.some((p) => p.id === id))
  if (foreign.length > 0)
    fail(Code.paramInvalid, { field: 'pageIds', reason: 'not a page of the project', ids: foreign })
}

/** Makes `accountIds` exactly the users of the permission, within the project's 50 accounts. */
export async function setPermissionUsers(
  db: Db,
  permission: { id: string; projectId: string; orgId: string },
  accountIds: readonly string[],
  now: number,
) {
  const { id, projectId, orgId } = permission
  await db.deleteFrom('projectUsers').where('permissionId', '=', id).execute()
  if (accountIds.length > 0) {
    await db
      .deleteFrom('projectUsers')
      .where('projectId', '=', projectId)
      .where('accountId', 'in', accountIds)
      .execute()
    await db
      .insertInto('projectUsers')
      .values(
        accountIds.map((accountId) => ({ projectId, accountId, permissionId: id, orgId, createdAt: now })),
      )
      .execute()
  }
  const row = await db
    .selectFrom('projectUsers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('projectId', '=', projectId)
    .executeTakeFirst()
  if (Number(row?.n ?? 0) > MAX_ACCOUNTS_PER_PROJECT) {
    fail(Code.projectAccountLimit, { max: MAX_ACCOUNTS_PER_PROJECT })
  }
}

/** Permissions with their users, as the API shows them. */
export async function permissionViews(
  db: Db,
  rows: Selectable<ProjectPermissionTable>[],
): Promise<ProjectPermission[]> {
  const ids = rows.map((r) => r.id)
  const users =
    ids.length === 0
      ? []
      : await db
          .selectFrom('projectUsers')
          .innerJoin('accounts', 'accounts.id', 'projectUsers.accountId')
          .select(['projectUsers.permissionId', 'accounts.id as accountId', 'accounts.loginname'])
          .where('projectUsers.permissionId', 'in', ids)
          .orderBy('accounts.loginname')
          .execute()
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    title: r.title,
    actions: parseJsonArray<ProjectAction>(r.actions),
    pageIds: parseJsonArray<string>(r.pageIds),
    users: users
      .filter((u) => u.permissionId === r.id)
      .map((u) => ({ accountId: u.accountId, loginname: u.loginname })),
  }))
}
