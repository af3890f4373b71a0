// Bodies of the organisation calls: enterprises, departments, roles (`org/*`).
import Type, { type Static } from 'typebox'
import { Account } from '../entities/account.ts'
import { Department, Enterprise, Role } from '../entities/org.ts'
import { Loginname } from './account.ts'
import { Email, Empty, Id, Name, OptionalId, PageOf, Paging, PasswordText, Phone, Text } from './common.ts'
import { PermissionKey } from './permissions.ts'

export const IdBody = Type.Object({ id: Id })

const EnterpriseFields = {
  contact: Type.Optional(Text(64)),
  tel: Type.Optional(Type.Union([Phone, Type.Literal('')])),
  email: Type.Optional(Type.Union([Email, Type.Literal('')])),
  address: Type.Optional(Text(200)),
}
export const EnterpriseQueryBody = Type.Object({ ...Paging, keyword: Type.Optional(Text(64)) })
export const EnterpriseAddBody = Type.Object({
  name: Name,
  ...EnterpriseFields,
  admin: Type.Object({
    loginname: Loginname,
    password: PasswordText,
    tel: Type.Optional(Type.Union([Phone, Type.Literal('')])),
    email: Type.Optional(Type.Union([Email, Type.Literal('')])),
  }),
})
export type EnterpriseAddBody = Static<typeof EnterpriseAddBody>
export const EnterpriseEditBody = Type.Object({ id: Id, name: Type.Optional(Name), ...EnterpriseFields })
export type EnterpriseEditBody = Static<typeof EnterpriseEditBody>

export const DeptAddBody = Type.Object({
  name: Name,
  parentId: OptionalId,
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  remark: Type.Optional(Text(200)),
})
export type DeptAddBody = Static<typeof DeptAddBody>
export const DeptEditBody = Type.Object({ id: Id, ...Type.Partial(DeptAddBody).properties })
export type DeptEditBody = Static<typeof DeptEditBody>

export const RoleUuid = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
export const RoleQueryBody = Type.Object({ ...Paging, keyword: Type.Optional(Text(64)) })
export const RoleAddBody = Type.Object({
  uuid: RoleUuid,
  name: Name,
  auths: Type.Array(PermissionKey, { maxItems: 200, uniqueItems: true }),
  remark: Type.Optional(Text(200)),
})
export type RoleAddBody = Static<typeof RoleAddBody>
export const RoleEditBody = Type.Object({ id: Id, ...Type.Partial(RoleAddBody).properties })
export type RoleEditBody = Static<typeof RoleEditBody>

/** The organisation calls in the endpoint map (schemas/api/endpoints.ts): body schema, answer schema. */
export const ORG_ENDPOINTS = {
  'org/enterprise/query': { body: EnterpriseQueryBody, answer: PageOf(Enterprise) },
  'org/enterprise/add': {
    body: EnterpriseAddBody,
    answer: Type.Intersect([Enterprise, Type.Object({ admin: Account })]),
  },
  'org/enterprise/edit': { body: EnterpriseEditBody, answer: Enterprise },
  'org/my/info': { body: Empty, answer: Enterprise },
  'org/queryCompanyAndExternal': {
    body: Empty,
    answer: Type.Object({ company: Enterprise, externals: Type.Array(Account) }),
  },
  'org/dept/query': { body: Empty, answer: Type.Array(Department) },
  'org/dept/add': { body: DeptAddBody, answer: Department },
  'org/dept/edit': { body: DeptEditBody, answer: Department },
  'org/dept/delete': { body: IdBody, answer: Type.Null() },
  'org/role/query': { body: RoleQueryBody, answer: PageOf(Role) },
  'org/role/add': { body: RoleAddBody, answer: Role },
  'org/role/edit': { body: RoleEditBody, answer: Role },
  'org/role/delete': { body: IdBody, answer: Type.Null() },
} as const
