// Tables of migration 0014 (issue 21): escalation chains, alarm histories and reply links, WeChat binding
// states, system parameters, public share links and their sessions.
export interface AlarmGroupTable {
  id: string
  orgId: string
  name: string
  delayMinutes: number
  /** JSON [{ kind: 'account' | 'dept', id }] */
  steps: string
  createdAt: number
  updatedAt: number
}

export interface AlarmEventTable {
  id: string
  alarmId: string
  at: number
  /** raised | notified | escalated | acknowledged | resolved | ended */
  kind: string
  actor: string
  detail: string
}

export interface AlarmAckLinkTable {
  tokenHash: string
  alarmId: string
  accountId: string
  expiresAt: number
}

export interface WechatBindStateTable {
  stateHash: string
  accountId: string
  expiresAt: number
}

export interface SystemParamTable {
  name: string
  value: string
  updatedAt: number
}

export interface ShareLinkTable {
  id: string
  orgId: string
  /** equip | project */
  kind: string
  objectId: string
  token: string
  expiresAt: number
  revokedAt: number | null
  creator: string
  createdAt: number
  updatedAt: number
}

export interface ShareSessionTable {
  tokenHash: string
  linkId: string
  /** the share password's stored hash when the session opened; another one now ends the session */
  passwordHash: string
  expiresAt: number
}
