// The user-info answer of `user/info` (platform spec §3 "User info").
import Type, { type Static } from 'typebox'
import { RoleType } from './account.ts'

export const UserInfo = Type.Object({
  loginname: Type.String(),
  tel: Type.String(),
  userId: Type.String(),
  styleId: Type.String(),
  orgId: Type.String(),
  deptId: Type.String(),
  roleId: Type.String(),
  roleType: RoleType,
  authRegion: Type.String(),
  dataRange: Type.String(),
  /** comma list of sound, title, alter */
  prompType: Type.String(),
  scadaAdaption: Type.Boolean(),
  equipDisplay: Type.String(),
  useLock: Type.Boolean(),
  /** permission keys (schemas/api/permissions.ts) */
  auths: Type.Array(Type.String()),
  /** notices this account dismissed for good (schemas/api/user.ts NOTICES) */
  dismissedNotices: Type.Optional(Type.Array(Type.String())),
})
export type UserInfo = Static<typeof UserInfo>
