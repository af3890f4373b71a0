// Enterprise, department and role rows as the API shows them.
import type { Selectable } from 'kysely'
import type { PermissionKey } from '../../schemas/api/permissions.ts'
import type { Department, Enterprise, Role } from '../../schemas/entities/org.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { DepartmentTable, EnterpriseTable, RoleTable } from '../storage/tables/org.ts'

export const enterpriseView = (row: Selectable<EnterpriseTable>): Enterprise => ({
  id: row.id,
  name: row.name,
  contact: row.contact,
  tel: row.tel,
  email: row.email,
  address: row.address,
  adminAccountId: row.adminAccountId,
  createdAt: row.createdAt,
})

export const deptView = (row: Selectable<DepartmentTable>): Department => ({
  id: row.id,
  orgId: row.orgId,
  parentId: row.parentId,
  name: row.name,
  sort: row.sort,
  remark: row.remark,
})

export const roleView = (row: Selectable<RoleTable>): Role => ({
  id: row.id,
  orgId: row.orgId,
  uuid: row.uuid,
  name: row.name,
  auths: parseJsonArray<PermissionKey>(row.auths),
  remark: row.remark,
})
