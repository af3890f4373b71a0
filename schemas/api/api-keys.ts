// API keys for external systems (issue 32, `/manage/api/list`): an administrator's clients, each limited to
// chosen devices and projects, read or write, until an optional expiry. The token is shown once, when the
// key is made: `lfk_<id>_<secret>`, sent as `Authorization: Bearer <token>`. `KEY_ROUTES` names the calls a
// key may make and whether each reads or writes: everything else answers 90008 to a key.
import Type, { type Static } from 'typebox'
import { Id, Name, PageOf, Paging, Text } from './common.ts'

/** The token's fixed start, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'lfk_'
/** At most this many devices and projects in one key's scopes. */
export const MAX_KEY_SCOPE = 200

export const API_KEY_STATES = ['active', 'expired', 'revoked'] as const
export const ApiKeyState = Type.Enum(API_KEY_STATES)
export type ApiKeyState = Static<typeof ApiKeyState>

const ScopeIds = Type.Array(Id, { maxItems: MAX_KEY_SCOPE })

export const ApiKeyView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** the token's public start (`lfk_<id>_`), to tell keys apart; the secret is never shown again */
  prefix: Type.String(),
  write: Type.Boolean(),
  deviceIds: Type.Array(Type.String()),
  projectIds: Type.Array(Type.String()),
  /** epoch ms; null: never expires */
  expiresAt: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.Integer(),
  /** epoch ms of its last call (to the minute); null: never used */
  lastUsedAt: Type.Union([Type.Integer(), Type.Null()]),
  revokedAt: Type.Union([Type.Integer(), Type.Null()]),
  state: ApiKeyState,
})
export type ApiKeyView = Static<typeof ApiKeyView>

export const ApiKeyQueryBody = Type.Object({ ...Paging, keyword: Type.Optional(Text(64)) })
export type ApiKeyQueryBody = Static<typeof ApiKeyQueryBody>

/** At least one device or project (10003 otherwise); `expiresAt` in the future or left out for never. */
export const ApiKeyAddBody = Type.Object({
  name: Name,
  write: Type.Optional(Type.Boolean()),
  deviceIds: Type.Optional(ScopeIds),
  projectIds: Type.Optional(ScopeIds),
  expiresAt: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
})
export type ApiKeyAddBody = Static<typeof ApiKeyAddBody>

export const ApiKeyIdBody = Type.Object({ id: Id })
export type ApiKeyIdBody = Static<typeof ApiKeyIdBody>

export const API_KEY_ENDPOINTS = {
  'api/key/query': { body: ApiKeyQueryBody, answer: PageOf(ApiKeyView) },
  /** the only answer that carries the token */
  'api/key/add': { body: ApiKeyAddBody, answer: Type.Object({ key: ApiKeyView, token: Type.String() }) },
  'api/key/revoke': { body: ApiKeyIdBody, answer: ApiKeyView },
} as const

/**
 * The calls a key may make, each a read or a write: live values and their socket tokens, a day of history,
 * device and project lists and details, and writing a setpoint (write keys only) with its result.
 */
export const KEY_ROUTES = {
  'equipment/multi/query': 'read',
  'equipment/multi/info': 'read',
  'project/queryAll': 'read',
  'project/info': 'read',
  'signal/query': 'read',
  'monitor/multi/signal/query': 'read',
  'history/query': 'read',
  'history/page': 'read',
  'websocket/monitor/new/token': 'read',
  'websocket/monitor/project/token': 'read',
  'signal/writeVal': 'write',
  'signal/callback': 'write',
} as const satisfies Record<string, 'read' | 'write'>
export type KeyRoutePath = keyof typeof KEY_ROUTES
