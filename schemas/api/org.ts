// Bodies of the organisation calls: enterprises, departments, roles (`org/*`).
import Type, { type Static } from 'typebox'
import { Loginname } from './account.ts'
import { Email, Id, Name, OptionalId, Paging, PasswordText, Phone, Text } from './common.ts'
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
