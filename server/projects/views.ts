// Project rows as the API shows them (schemas/entities/project.ts); secrets become flags.
import type { Selectable } from 'kysely'
import type { PageKind, PageSummary, Project, ShareAuth, ShareInfo } from '../../schemas/entities/project.ts'
import { parseJsonObject } from '../storage/json.ts'
import type { PageTable, ProjectTable } from '../storage/tables/projects.ts'
import type { Caller } from '../tenancy/caller.ts'
import { grantedProjectsTo } from '../tenancy/granted.ts'

export const projectView = (row: Selectable<ProjectTable>): Project => ({
  id: row.id,
  name: row.name,
  remark: row.remark,
  ownerId: row.ownerId,
  errorDisplay: row.errorDisplay === 'last' ? 'last' : 'custom',
  errorValue: row.errorValue,
  sort: row.sort,
  shared: row.sharePasswordHash !== null,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
})

/** The view of a project, named with its grantor where another enterprise granted it to the caller's. */
export const projectViewFor =
  (caller: Caller) =>
  (row: Selectable<ProjectTable>): Project => {
    const grant = row.orgId === caller.orgId ? undefined : grantedProjectsTo(caller).get(row.id)
    return grant ? { ...projectView(row), grantedBy: grant.grantor } : projectView(row)
  }

export function shareAuthOf(text: string): ShareAuth {
  const stored = parseJsonObject(text)
  return { topMenu: stored.topMenu === true, menu: stored.menu === true, write: stored.write === true }
}

export const shareInfoView = (row: Selectable<ProjectTable>): ShareInfo => ({
  projectId: row.id,
  shared: row.sharePasswordHash !== null,
  auth: shareAuthOf(row.shareAuth),
})

export const pageSummaryView = (row: Omit<Selectable<PageTable>, 'document'>): PageSummary => ({
  id: row.id,
  projectId: row.projectId ?? '',
  equipmentId: row.deviceId ?? '',
  templateId: row.templateId ?? '',
  title: row.title,
  kind: row.kind as PageKind,
  width: row.width,
  height: row.height,
  isStart: row.isStart === 1,
  hasPassword: row.passwordHash !== null,
  sort: row.sort,
  updatedAt: row.updatedAt,
})
