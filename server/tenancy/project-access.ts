// Project-level permissions (platform spec §6): besides the enterprise scope every route checks, a
// project is open to administrators and operation accounts, to its owner (every action, every page),
// and to the accounts holding one of its permissions (that permission's actions, on its pages — all
// pages when it names none). A project user whose permission was deleted holds nothing. A project another
// enterprise granted to the caller's (issue 32) is open for reading only: its pages, never its
// configuration; writing setpoints is the grant's `write` (GRANTED below, and signal/writeVal).
import { Code } from '../../core/i18n/codes.ts'
import type { ProjectAction } from '../../schemas/entities/project.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { Caller } from './caller.ts'
import { inIds } from './devices.ts'
import { grantedProjectsTo } from './granted.ts'

export interface ProjectRights {
  actions: ReadonlySet<ProjectAction>
  /** the pages the caller may open; null: every page */
  pageIds: ReadonlySet<string> | null
  /** owner, administrator or operation account: may also manage users, sharing and delete the project */
  full: boolean
}

const FULL: ProjectRights = {
  actions: new Set(['query', 'add', 'edit', 'delete']),
  pageIds: null,
  full: true,
}
const NONE: ProjectRights = { actions: new Set(), pageIds: new Set(), full: false }

/** A project granted to the caller's enterprise: opened and watched, nothing changed. */
const GRANTED: ProjectRights = { actions: new Set(['query']), pageIds: null, full: false }

const keyRights = (write: boolean): ProjectRights => ({
  actions: new Set(write ? ['query', 'edit'] : ['query']),
  pageIds: null,
  full: false,
})

/** The caller's rights on a project of its enterprise (the scope check has run). */
export async function projectRights(db: Db, caller: Caller, projectId: string): Promise<ProjectRights> {
  const project = await db
    .selectFrom('projects')
    .select('ownerId')
    .where('id', '=', projectId)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirst()
  if (!project) return grantedProjectsTo(caller).has(projectId) ? GRANTED : fail(Code.noDataOrPermission)
  // an API key: its own projects, every page, reading (and writing values when it may), nothing else
  if (caller.key) return caller.key.projects.has(projectId) ? keyRights(caller.key.write) : NONE
  if (caller.isOperation || project.ownerId === caller.accountId) return FULL
  const permission = await db
    .selectFrom('projectUsers')
    .innerJoin('projectPermissions', 'projectPermissions.id', 'projectUsers.permissionId')
    .select(['projectPermissions.actions', 'projectPermissions.pageIds'])
    .where('projectUsers.projectId', '=', projectId)
    .where('projectUsers.accountId', '=', caller.accountId)
    .executeTakeFirst()
  if (!permission) return NONE
  const pageIds = parseJsonArray<string>(permission.pageIds)
  return {
    actions: new Set(parseJsonArray<ProjectAction>(permission.actions)),
    pageIds: pageIds.length > 0 ? new Set(pageIds) : null,
    full: false,
  }
}

/** 90008 unless the caller may take this action on the project. */
export async function assertProjectAction(
  db: Db,
  caller: Caller,
  projectId: string,
  action: ProjectAction,
): Promise<ProjectRights> {
  const rights = await projectRights(db, caller, projectId)
  if (!rights.actions.has(action)) fail(Code.noAccess, { required: `project:${action}` })
  return rights
}

/** 90008 unless the caller owns the project or is an administrator or operation account. */
export async function assertProjectManager(db: Db, caller: Caller, projectId: string): Promise<void> {
  if (!(await projectRights(db, caller, projectId)).full) fail(Code.noAccess, { required: 'project:owner' })
}

export const mayOpenPage = (rights: ProjectRights, pageId: string): boolean =>
  rights.actions.has('query') && (rights.pageIds === null || rights.pageIds.has(pageId))

/** The projects of the caller's enterprise the caller may open, for `where('id', 'in', …)`. */
export function openProjectIds(db: Db, caller: Caller) {
  return db
    .selectFrom('projects')
    .select('projects.id')
    .where('projects.orgId', '=', caller.orgId)
    .$if(!!caller.key, (qb) => qb.where((eb) => inIds(eb, 'projects.id', caller.key?.projects ?? new Set())))
    .$if(!caller.isOperation && !caller.key, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('projects.ownerId', '=', caller.accountId),
          eb(
            'projects.id',
            'in',
            db
              .selectFrom('projectUsers')
              .innerJoin('projectPermissions', 'projectPermissions.id', 'projectUsers.permissionId')
              .select('projectUsers.projectId')
              .where('projectUsers.accountId', '=', caller.accountId)
              // actions is a JSON array of plain words: the quoted word matches only that action
              .where('projectPermissions.actions', 'like', '%"query"%'),
          ),
        ]),
      ),
    )
}
