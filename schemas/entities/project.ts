// Projects and what hangs off them as the API returns them (platform spec §3 Project, §6 project-level
// permissions and sharing; designer spec §3 signal lookup and equipment records).
import Type, { type Static } from 'typebox'
import { Page } from '../page.ts'

/** Error value display of a project: a custom default value (the default) or the last collected one. */
export const ERROR_DISPLAYS = ['custom', 'last'] as const
export const ErrorDisplay = Type.Enum(ERROR_DISPLAYS, { default: 'custom' })

export const Project = Type.Object({
  id: Type.String(),
  name: Type.String(),
  remark: Type.String(),
  ownerId: Type.String(),
  errorDisplay: ErrorDisplay,
  /** shown in place of a value in error while errorDisplay is custom; '0' by default */
  errorValue: Type.String({ default: '0' }),
  sort: Type.Integer(),
  shared: Type.Boolean(),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
  /** set on a project another enterprise granted to the caller's (issue 32): that enterprise's name */
  grantedBy: Type.Optional(Type.String()),
})
export type Project = Static<typeof Project>

/** Share permissions (spec §6): top menu, menu permission, data write. */
export const ShareAuth = Type.Object(
  {
    topMenu: Type.Boolean({ default: false }),
    menu: Type.Boolean({ default: false }),
    write: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
)
export type ShareAuth = Static<typeof ShareAuth>

/** Shared exactly when a share password is set; the password itself never leaves the server. */
export const ShareInfo = Type.Object({ projectId: Type.String(), shared: Type.Boolean(), auth: ShareAuth })
export type ShareInfo = Static<typeof ShareInfo>

/** Project-level user permissions (spec §6). */
export const PROJECT_ACTIONS = ['query', 'add', 'edit', 'delete'] as const
export const ProjectAction = Type.Enum(PROJECT_ACTIONS)
export type ProjectAction = Static<typeof ProjectAction>

/** `project/info`: the project with what the caller may do in it. */
export const ProjectInfo = Type.Object({
  ...Project.properties,
  actions: Type.Array(ProjectAction),
  /** owner, administrator or operation account: users, sharing, deletion */
  manage: Type.Boolean(),
})
export type ProjectInfo = Static<typeof ProjectInfo>

export const ProjectUser = Type.Object({ accountId: Type.String(), loginname: Type.String() })
export type ProjectUser = Static<typeof ProjectUser>

export const ProjectPermission = Type.Object({
  id: Type.String(),
  projectId: Type.String(),
  /** unique in the project (1903) */
  title: Type.String(),
  actions: Type.Array(ProjectAction),
  /** the pages its users may open; empty: every page of the project */
  pageIds: Type.Array(Type.String()),
  users: Type.Array(ProjectUser),
})
export type ProjectPermission = Static<typeof ProjectPermission>

export const PAGE_KINDS = ['main', 'sub'] as const
export const PageKind = Type.Enum(PAGE_KINDS, { default: 'main' })
export type PageKind = Static<typeof PageKind>

/** A page as lists show it; exactly one of projectId, equipmentId, templateId is set. */
export const PageSummary = Type.Object({
  id: Type.String(),
  projectId: Type.String(),
  equipmentId: Type.String(),
  templateId: Type.String(),
  /** unique per owner (1901) */
  title: Type.String(),
  kind: PageKind,
  width: Type.Integer(),
  height: Type.Integer(),
  isStart: Type.Boolean(),
  hasPassword: Type.Boolean(),
  sort: Type.Integer(),
  updatedAt: Type.Integer(),
})
export type PageSummary = Static<typeof PageSummary>

/** `project/page/info`: the page with its page JSON (whose `con.password` is always ''). */
export const PageInfo = Type.Object({
  ...PageSummary.properties,
  checkpwd: Type.Boolean(),
  /** a protected page whose password this session has not given: `json` holds its container only */
  locked: Type.Boolean(),
  json: Page,
})
export type PageInfo = Static<typeof PageInfo>

/** A device bound to a project, with the equipment key bindings are refreshed by (designer spec §4). */
export const ProjectEquip = Type.Object({
  equipmentId: Type.String(),
  title: Type.String(),
  key: Type.String(),
  gatewaySn: Type.String(),
  online: Type.Boolean(),
})
export type ProjectEquip = Static<typeof ProjectEquip>

/** Signal lookup record (spec §3): a variable of one of the project's devices. */
export const SignalLookup = Type.Object({
  signalId: Type.String(),
  equipId: Type.String(),
  signalTitle: Type.String(),
  equipTitle: Type.String(),
  equipKey: Type.String(),
  unit: Type.String(),
  /** r | w | rw */
  rw: Type.String(),
  /** the variable's data type (int16, float32, bool, …), shown in the designer's signal picker */
  dataType: Type.String(),
})
export type SignalLookup = Static<typeof SignalLookup>

/** System keys a widget may bind (binding kind `system`); their values come with the project's live data. */
export const SYSTEM_KEYS = {
  equipTotal: { zh: '设备总数', en: 'Devices' },
  equipOnline: { zh: '在线设备数', en: 'Devices online' },
  equipOffline: { zh: '离线设备数', en: 'Devices offline' },
  equipAlarm: { zh: '报警设备数', en: 'Devices in alarm' },
  projectName: { zh: '项目名称', en: 'Project name' },
  loginName: { zh: '登录用户', en: 'Signed-in user' },
  currentTime: { zh: '当前时间', en: 'Current time' },
} as const
export type SystemKeyName = keyof typeof SYSTEM_KEYS

export const SystemKey = Type.Object({ systemKey: Type.String(), title: Type.String() })
export type SystemKey = Static<typeof SystemKey>
