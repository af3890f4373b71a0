// Authorisation to external parties (issue 32, platform spec §6 "API authorisation", `/manage/api/list`):
// an enterprise grants another enterprise of the platform chosen devices and projects, read-only or with
// writes, until an optional expiry, and cancels it. A granted project opens its pages and its devices to
// watching (and writing setpoints, with writes), never its configuration. The party is found by the login name of one of its accounts or by
// its enterprise id (its code): the lookup answers only the enterprise's name, never its accounts.
import Type, { type Static } from 'typebox'
import { Id, PageOf, Paging, Text } from './common.ts'

/** At most this many devices (and this many projects) in one grant. */
export const MAX_GRANT_DEVICES = 200

export const EXTERNAL_GRANT_STATES = ['active', 'expired', 'cancelled'] as const
export const ExternalGrantState = Type.Enum(EXTERNAL_GRANT_STATES)
export type ExternalGrantState = Static<typeof ExternalGrantState>

export const ExternalParty = Type.Object({ orgId: Type.String(), name: Type.String() })
export type ExternalParty = Static<typeof ExternalParty>

export const GrantedDeviceView = Type.Object({ id: Type.String(), name: Type.String() })
export const GrantedProjectView = Type.Object({ id: Type.String(), name: Type.String() })

export const ExternalGrantView = Type.Object({
  id: Type.String(),
  /** the enterprise that granted (its name is what the grantee sees) */
  grantor: ExternalParty,
  /** the enterprise the devices are granted to */
  party: ExternalParty,
  devices: Type.Array(GrantedDeviceView),
  projects: Type.Array(GrantedProjectView),
  write: Type.Boolean(),
  /** epoch ms; null: never expires */
  expiresAt: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.Integer(),
  cancelledAt: Type.Union([Type.Integer(), Type.Null()]),
  state: ExternalGrantState,
})
export type ExternalGrantView = Static<typeof ExternalGrantView>

/** `direction`: the grants the caller's enterprise made (default) or those made to it. */
export const ExternalGrantQueryBody = Type.Object({
  ...Paging,
  direction: Type.Optional(Type.Enum(['given', 'received'])),
})
export type ExternalGrantQueryBody = Static<typeof ExternalGrantQueryBody>

/** A login name of one of the party's accounts, or its enterprise id. */
export const ExternalPartyLookupBody = Type.Object({ party: Text(64, 1) })
export type ExternalPartyLookupBody = Static<typeof ExternalPartyLookupBody>

/** At least one device or project (10001 `/deviceIds` rule `minItems` when both are empty). */
export const ExternalGrantAddBody = Type.Object({
  party: Text(64, 1),
  deviceIds: Type.Optional(Type.Array(Id, { maxItems: MAX_GRANT_DEVICES })),
  projectIds: Type.Optional(Type.Array(Id, { maxItems: MAX_GRANT_DEVICES })),
  write: Type.Optional(Type.Boolean()),
  expiresAt: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
})
export type ExternalGrantAddBody = Static<typeof ExternalGrantAddBody>

export const ExternalGrantIdBody = Type.Object({ id: Id })
export type ExternalGrantIdBody = Static<typeof ExternalGrantIdBody>

export const EXTERNAL_GRANT_ENDPOINTS = {
  'api/pmsn/queryAuthExternal': { body: ExternalGrantQueryBody, answer: PageOf(ExternalGrantView) },
  /** a party not yet granted these devices: found by an account's login name or the enterprise id */
  'api/pmsn/queryUnAuthExternal': { body: ExternalPartyLookupBody, answer: ExternalParty },
  'api/pmsn/auth': { body: ExternalGrantAddBody, answer: ExternalGrantView },
  'api/pmsn/cancelAuth': { body: ExternalGrantIdBody, answer: ExternalGrantView },
} as const
