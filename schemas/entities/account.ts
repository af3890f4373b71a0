// Accounts (platform spec §3, §6): four kinds; roleType admin | operation decides the admin and
// operation helpers. Secrets (password hash, security answers) never leave the server.
import Type, { type Static } from 'typebox'

export const ACCOUNT_KINDS = ['operation', 'enterprise', 'internal', 'external'] as const
export const AccountKind = Type.Enum(ACCOUNT_KINDS)
export type AccountKind = Static<typeof AccountKind>

export const ROLE_TYPES = ['admin', 'operation', 'internal', 'external'] as const
export const RoleType = Type.Enum(ROLE_TYPES)
export type RoleType = Static<typeof RoleType>

/** The roleType each kind of account carries. */
export const ROLE_TYPE_OF_KIND: Record<AccountKind, RoleType> = {
  enterprise: 'admin',
  operation: 'operation',
  internal: 'internal',
  external: 'external',
}

export const Account = Type.Object({
  id: Type.String(),
  orgId: Type.String(),
  loginname: Type.String(),
  kind: AccountKind,
  roleType: RoleType,
  roleId: Type.Union([Type.String(), Type.Null()]),
  deptId: Type.Union([Type.String(), Type.Null()]),
  tel: Type.String(),
  email: Type.String(),
  address: Type.String(),
  company: Type.String(),
  customerLevel: Type.String(),
  disabled: Type.Boolean(),
  wechatBound: Type.Boolean(),
  hasSecurityQuestions: Type.Boolean(),
  /** the hardware lock check is on (spec §7) */
  useLock: Type.Boolean(),
  /** a lock public key is set; the key itself never leaves the server */
  hasLockKey: Type.Boolean(),
  createdAt: Type.Integer(),
})
export type Account = Static<typeof Account>
