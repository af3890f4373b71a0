// Enterprises, departments and roles as the API returns them (platform spec §3, §6).
import Type, { type Static } from 'typebox'
import { PermissionKey } from '../api/permissions.ts'

export const Enterprise = Type.Object({
  id: Type.String(),
  name: Type.String(),
  contact: Type.String(),
  tel: Type.String(),
  email: Type.String(),
  address: Type.String(),
  adminAccountId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
})
export type Enterprise = Static<typeof Enterprise>

export const Department = Type.Object({
  id: Type.String(),
  orgId: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  sort: Type.Integer(),
  remark: Type.String(),
})
export type Department = Static<typeof Department>

export const Role = Type.Object({
  id: Type.String(),
  orgId: Type.String(),
  /** unique per enterprise (3401); the `/register/{roleuuid}` link names it */
  uuid: Type.String(),
  name: Type.String(),
  auths: Type.Array(PermissionKey),
  remark: Type.String(),
})
export type Role = Static<typeof Role>
