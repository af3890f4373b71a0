// Invitations and self-registration by role (platform spec §2 `/manage/account/enroll`, `/enroll/{code}`,
// `/register/{roleuuid}`; issue 34). An invitation makes one internal or external account; its state is
// derived from its times: pending until accepted, revoked or past its expiry.
import Type, { type Static } from 'typebox'

export const ENROLL_KINDS = ['internal', 'external'] as const
export const EnrollKind = Type.Enum(ENROLL_KINDS)
export type EnrollKind = Static<typeof EnrollKind>

export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const
export const InvitationState = Type.Enum(INVITATION_STATES)
export type InvitationState = Static<typeof InvitationState>

const NullableText = Type.Union([Type.String(), Type.Null()])

export const Invitation = Type.Object({
  id: Type.String(),
  code: Type.String(),
  kind: EnrollKind,
  roleId: NullableText,
  deptId: NullableText,
  remark: Type.String(),
  state: InvitationState,
  expiresAt: Type.Integer(),
  createdAt: Type.Integer(),
  acceptedAt: Type.Union([Type.Integer(), Type.Null()]),
  revokedAt: Type.Union([Type.Integer(), Type.Null()]),
  /** the login name of the account it made */
  acceptedBy: NullableText,
})
export type Invitation = Static<typeof Invitation>

/** A role's self-registration: open when `token` is set (the link is `/register/{token}`). */
export const RoleRegistration = Type.Object({
  roleId: Type.String(),
  roleName: Type.String(),
  uuid: Type.String(),
  token: NullableText,
  kind: EnrollKind,
  deptId: NullableText,
})
export type RoleRegistration = Static<typeof RoleRegistration>

/** What the public enrolment page shows before the form: whose account it will be. */
export const EnrollInfo = Type.Object({
  orgName: Type.String(),
  roleName: Type.String(),
  deptName: Type.String(),
  kind: EnrollKind,
  /** null for self-registration, which does not expire */
  expiresAt: Type.Union([Type.Integer(), Type.Null()]),
})
export type EnrollInfo = Static<typeof EnrollInfo>
