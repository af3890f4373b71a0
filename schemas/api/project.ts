// Bodies of the project calls (`project/*`, platform spec §7 "Project"): projects, sharing, project
// users and permissions (`project/pmsn/*`) and project equipment (`project/equip/*`).
import Type, { type Static } from 'typebox'
import { ErrorDisplay, Project, ProjectAction, ProjectInfo, ShareAuth } from '../entities/project.ts'
import { Id, Name, PageOf, Paging, Text } from './common.ts'

/** A comma-joined id list (spec §7 "ids comma-joined") or an array of ids. */
export const IdList = (maxItems = 1000) =>
  Type.Union([
    Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$', maxLength: 65 * maxItems }),
    Type.Array(Id, { maxItems, uniqueItems: true }),
  ])

export const ProjectIdBody = Type.Object({ projectId: Id })
export type ProjectIdBody = Static<typeof ProjectIdBody>

export const ProjectQueryBody = Type.Object({ ...Paging, keyword: Type.Optional(Text(64)) })
export type ProjectQueryBody = Static<typeof ProjectQueryBody>
export const KeywordBody = Type.Object({ keyword: Type.Optional(Text(64)) })
export type KeywordBody = Static<typeof KeywordBody>

const ProjectFields = {
  remark: Type.Optional(Text(200)),
  errorDisplay: Type.Optional(ErrorDisplay),
  errorValue: Type.Optional(Text(32)),
}
export const ProjectAddBody = Type.Object({ name: Name, ...ProjectFields })
export type ProjectAddBody = Static<typeof ProjectAddBody>
export const ProjectEditBody = Type.Object({ id: Id, name: Type.Optional(Name), ...ProjectFields })
export type ProjectEditBody = Static<typeof ProjectEditBody>

/** The projects in their new order. */
export const ProjectSeqBody = Type.Object({ ids: IdList() })
export type ProjectSeqBody = Static<typeof ProjectSeqBody>

/** shared false removes the password; shared true needs one unless one is set already (spec §5 rule). */
export const SharePasswordBody = Type.Object({
  projectId: Id,
  shared: Type.Boolean(),
  password: Type.Optional(Text(64)),
})
export type SharePasswordBody = Static<typeof SharePasswordBody>
export const ShareAuthBody = Type.Object({ projectId: Id, auth: ShareAuth })
export type ShareAuthBody = Static<typeof ShareAuthBody>

const PermissionFields = {
  actions: Type.Array(ProjectAction, { maxItems: 4, uniqueItems: true }),
  /** pages of the project its users may open; none listed: every page */
  pageIds: Type.Optional(IdList(100)),
  /** the accounts holding it (each account holds at most one permission per project) */
  accountIds: Type.Optional(IdList(50)),
}
export const PermissionAddBody = Type.Object({ projectId: Id, title: Text(64, 1), ...PermissionFields })
export type PermissionAddBody = Static<typeof PermissionAddBody>
export const PermissionEditBody = Type.Object({
  id: Id,
  title: Type.Optional(Text(64, 1)),
  ...Type.Partial(Type.Object(PermissionFields)).properties,
})
export type PermissionEditBody = Static<typeof PermissionEditBody>

export const EquipQueryBody = Type.Object({ projectId: Id, ...Paging, keyword: Type.Optional(Text(64)) })
export type EquipQueryBody = Static<typeof EquipQueryBody>
export const EquipIdsBody = Type.Object({ projectId: Id, equipmentIds: IdList(500) })
export type EquipIdsBody = Static<typeof EquipIdsBody>
/** The equipment key: letters, digits and underscores, unique in the project. */
export const EquipKey = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })
export const EquipKeyBody = Type.Object({ projectId: Id, equipmentId: Id, key: EquipKey })
export type EquipKeyBody = Static<typeof EquipKeyBody>
/** Counting the project's devices: all, or only those online (or not), or in alarm (or not). */
export const EquipCountBody = Type.Object({
  projectId: Id,
  online: Type.Optional(Type.Boolean()),
  alarm: Type.Optional(Type.Boolean()),
})
export type EquipCountBody = Static<typeof EquipCountBody>

export const SignalQueryBody = Type.Object({ projectId: Id, equipmentId: Type.Optional(Id) })
export type SignalQueryBody = Static<typeof SignalQueryBody>

/** The project calls in the endpoint map (schemas/api/endpoints.ts): body schema, answer schema. */
export const PROJECT_ENDPOINTS = {
  'project/queryAll': { body: ProjectQueryBody, answer: PageOf(Project) },
  'project/queryAllByUser': { body: KeywordBody, answer: Type.Array(Project) },
  'project/info': { body: Type.Object({ id: Id }), answer: ProjectInfo },
  'project/add': { body: ProjectAddBody, answer: Project },
} as const
