// Row shapes of the organisation tables as Kysely sees them (camelCase; columns are snake_case).
// Flags are integers 0/1 and times are epoch milliseconds so both dialects store them alike.
import type { Generated } from 'kysely'

export interface EnterpriseTable {
  id: string
  name: string
  contact: string
  tel: string
  email: string
  address: string
  adminAccountId: string | null
  /** the style the enterprise uses (migration 0007); null: the default look */
  styleId: string | null
  /** the Sparkplug group id of its gateways (migration 0008); null: the platform's default */
  sparkplugGroup: string | null
  /** default push methods of its gateways' offline and power-off alarms (migration 0010, JSON) */
  alarmPush: string | null
  /** account limits (migration 0034): internal accounts (1012) and external accounts (1013) */
  maxInternalAccounts: Generated<number>
  maxExternalAccounts: Generated<number>
  createdAt: number
  updatedAt: number
}

export interface DepartmentTable {
  id: string
  orgId: string
  parentId: string | null
  name: string
  sort: Generated<number>
  remark: string
  createdAt: number
  updatedAt: number
}

export interface RoleTable {
  id: string
  orgId: string
  uuid: string
  name: string
  /** JSON array of permission keys. */
  auths: string
  remark: string
  /** the self-registration link's token (`/register/{token}`, migration 0034); null: closed */
  registerToken: string | null
  /** the kind of account self-registration makes (internal | external; '' while never opened) */
  registerKind: Generated<string>
  registerDeptId: string | null
  createdAt: number
  updatedAt: number
}

export interface AccountTable {
  id: string
  orgId: string
  loginname: string
  /** operation | enterprise | internal | external */
  kind: string
  /** admin | operation | internal | external */
  roleType: string
  roleId: string | null
  deptId: string | null
  tel: string | null
  email: string | null
  address: string
  company: string
  customerLevel: string
  passwordHash: string
  passwordChangedAt: number
  disabled: Generated<number>
  platformAdmin: Generated<number>
  wechatOpenId: string | null
  publicKey: string | null
  avatar: string | null
  /** JSON array of { question, answerHash }. */
  securityQuestions: Generated<string>
  styleId: string
  authRegion: string
  dataRange: string
  prompType: string
  scadaAdaption: Generated<number>
  equipDisplay: string
  useLock: Generated<number>
  /** JSON object of the user's own UI settings (user/config/*). */
  config: Generated<string>
  /** JSON array of the notices the account dismissed for good (user/notice/dismiss). */
  dismissedNotices: Generated<string>
  createdBy: string | null
  createdAt: number
  updatedAt: number
}
