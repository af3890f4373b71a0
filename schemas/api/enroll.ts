// Bodies of invitations and self-registration (issue 34): the administrator's `account/invite/*` and
// `account/register/*`, and the public `enroll/*` (by an invitation's code) and `register/*` (by a role's
// registration token) with the same bodies, the token carried as `code` in both.
import Type, { type Static } from 'typebox'
import {
  EnrollInfo,
  EnrollKind,
  Invitation,
  InvitationState,
  RoleRegistration,
} from '../entities/invitation.ts'
import { Loginname } from './account.ts'
import { Email, Id, OptionalId, PageOf, Paging, PasswordText, Phone, Text } from './common.ts'
import { VerifyCode } from './security.ts'

export const InviteAddBody = Type.Object({
  kind: EnrollKind,
  roleId: OptionalId,
  deptId: OptionalId,
  /** how long the invitation holds, in days */
  validDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, default: 7 })),
  remark: Type.Optional(Text(100)),
})
export type InviteAddBody = Static<typeof InviteAddBody>

export const InviteQueryBody = Type.Object({ ...Paging, state: Type.Optional(InvitationState) })
const IdBody = Type.Object({ id: Id })

export const RegisterSetBody = Type.Object({
  roleId: Id,
  open: Type.Boolean(),
  kind: Type.Optional(EnrollKind),
  deptId: OptionalId,
})

/** An invitation's code or a role's registration token. */
export const EnrollCode = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })
export const EnrollCodeBody = Type.Object({ code: EnrollCode })

const Target = {
  method: Type.Enum(['tel', 'email']),
  /** the phone number or e-mail address to prove */
  target: Type.Union([Phone, Email]),
}
export const EnrollSendCodeBody = Type.Object({ code: EnrollCode, ...Target })
export type EnrollSendCodeBody = Static<typeof EnrollSendCodeBody>

export const EnrollAcceptBody = Type.Object({
  code: EnrollCode,
  ...Target,
  verifyCode: VerifyCode,
  loginname: Loginname,
  password: PasswordText,
  confirm: PasswordText,
})
export type EnrollAcceptBody = Static<typeof EnrollAcceptBody>

const Sent = Type.Object({ to: Type.String() })
const Accepted = Type.Object({ loginname: Type.String() })

/** The enrolment calls in the endpoint map. */
export const ENROLL_ENDPOINTS = {
  'account/invite/add': { body: InviteAddBody, answer: Invitation },
  'account/invite/query': { body: InviteQueryBody, answer: PageOf(Invitation) },
  'account/invite/revoke': { body: IdBody, answer: Invitation },
  'account/register/query': { body: Type.Object({}), answer: Type.Array(RoleRegistration) },
  'account/register/set': { body: RegisterSetBody, answer: RoleRegistration },
  'enroll/info': { body: EnrollCodeBody, answer: EnrollInfo },
  'enroll/sendCode': { body: EnrollSendCodeBody, answer: Sent },
  'enroll/accept': { body: EnrollAcceptBody, answer: Accepted },
  'register/info': { body: EnrollCodeBody, answer: EnrollInfo },
  'register/sendCode': { body: EnrollSendCodeBody, answer: Sent },
  'register/accept': { body: EnrollAcceptBody, answer: Accepted },
} as const
