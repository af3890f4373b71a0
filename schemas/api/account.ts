// Bodies of the account calls (`account/*`).
import Type, { type Static } from 'typebox'
import { Account, AccountKind } from '../entities/account.ts'
import { KEY_FILE_MAX_BYTES } from '../limits.ts'
import { Email, Id, OptionalId, PageOf, Paging, PasswordText, Phone, Text } from './common.ts'

export const Loginname = Type.String({ pattern: '^[A-Za-z0-9_.@-]{2,32}$' })

const Contact = {
  tel: Type.Optional(Type.Union([Phone, Type.Literal('')])),
  email: Type.Optional(Type.Union([Email, Type.Literal('')])),
  address: Type.Optional(Text(200)),
  company: Type.Optional(Text(100)),
  customerLevel: Type.Optional(Text(32)),
}

export const AccountQueryBody = Type.Object({
  ...Paging,
  kind: Type.Optional(AccountKind),
  keyword: Type.Optional(Text(64)),
  deptId: Type.Optional(Id),
  roleId: Type.Optional(Id),
})
export type AccountQueryBody = Static<typeof AccountQueryBody>

export const AccountAddBody = Type.Object({
  loginname: Loginname,
  password: PasswordText,
  kind: AccountKind,
  roleId: OptionalId,
  deptId: OptionalId,
  ...Contact,
})
export type AccountAddBody = Static<typeof AccountAddBody>

export const AccountEditBody = Type.Object({
  id: Id,
  roleId: OptionalId,
  deptId: OptionalId,
  ...Contact,
  /** Administrators only: the hardware lock check (spec §7) for this account; needs a key. */
  useLock: Type.Optional(Type.Boolean()),
  /**
   * Administrators only: the lock's public key — PEM (public key or X.509 certificate) or base64 DER,
   * RSA ≥ 2048 bits or EC P-256 (10001 otherwise); '' removes it. Never answered back.
   */
  lockPublicKey: Type.Optional(Text(KEY_FILE_MAX_BYTES)),
})
export type AccountEditBody = Static<typeof AccountEditBody>

export const AccountDisableBody = Type.Object({ id: Id, disabled: Type.Boolean() })
export const AccountResetPasswordBody = Type.Object({ id: Id, password: PasswordText, confirm: PasswordText })

const AccountIdBody = Type.Object({ id: Id })

/** The account calls in the endpoint map (schemas/api/endpoints.ts): body schema, answer schema. */
export const ACCOUNT_ENDPOINTS = {
  'account/query': { body: AccountQueryBody, answer: PageOf(Account) },
  'account/info': { body: AccountIdBody, answer: Account },
  'account/add': { body: AccountAddBody, answer: Account },
  'account/edit': { body: AccountEditBody, answer: Account },
  'account/disable': { body: AccountDisableBody, answer: Account },
  'account/resetPassword': { body: AccountResetPasswordBody, answer: Type.Null() },
  /** the devices, templates and projects of the account go to the enterprise's administrator */
  'account/delete': {
    body: AccountIdBody,
    answer: Type.Object({ devicesMovedTo: Type.String(), devicesMoved: Type.Integer() }),
  },
} as const
