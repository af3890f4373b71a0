// The project calls of the project screens and the designer in the endpoint map (schemas/api/
// endpoints.ts): sharing, permissions, pages and the signal pickers (server/routes/project.ts,
// project-pmsn.ts, page.ts, project-equip.ts).
import Type from 'typebox'
import {
  PageInfo,
  PageSummary,
  ProjectEquip,
  ProjectPermission,
  ProjectUser,
  ShareInfo,
  SignalLookup,
  SystemKey,
} from '../entities/project.ts'
import { Empty } from './common.ts'
import { SignalQueryBody as LiveSignalQueryBody } from './live.ts'
import { IdBody } from './org.ts'
import {
  PageCopyBody,
  PageMoveBody,
  PageTemplateIdBody,
  PageTemplateSaveBody,
  PageTemplateView,
} from './page-template.ts'
import {
  PermissionAddBody,
  PermissionEditBody,
  ProjectIdBody,
  ShareAuthBody,
  SharePasswordBody,
  SignalQueryBody,
} from './project.ts'
import {
  PageAddBody,
  PageIdBody,
  PageOwnerBody,
  PagePasswordBody,
  PageSaveBody,
  PageValidPasswordBody,
} from './project-page.ts'

/** A report signal of the designer's picker: each history report's variables. */
const ReportSignalLookup = Type.Object({
  ...SignalLookup.properties,
  title: Type.String(),
  reportId: Type.String(),
  reportTitle: Type.String(),
})

/** A page after a change; null once deleted. */
const PageChanged = Type.Union([PageSummary, Type.Null()])

export const PROJECT_SCREEN_ENDPOINTS = {
  'project/queryShareInfo': { body: ProjectIdBody, answer: ShareInfo },
  'project/editSharePwd': { body: SharePasswordBody, answer: ShareInfo },
  'project/editShareAuth': { body: ShareAuthBody, answer: ShareInfo },
  'project/pmsn/query': { body: ProjectIdBody, answer: Type.Array(ProjectPermission) },
  'project/pmsn/queryNoPmsnUser': { body: ProjectIdBody, answer: Type.Array(ProjectUser) },
  'project/pmsn/add': { body: PermissionAddBody, answer: ProjectPermission },
  'project/pmsn/edit': { body: PermissionEditBody, answer: ProjectPermission },
  'project/pmsn/delete': { body: IdBody, answer: Type.Null() },
  'project/page/query': { body: PageOwnerBody, answer: Type.Array(PageSummary) },
  'project/page/add': { body: PageAddBody, answer: PageChanged },
  'project/page/delete': { body: PageIdBody, answer: PageChanged },
  'project/page/editPwd': { body: PagePasswordBody, answer: PageChanged },
  'project/page/setStart': { body: PageIdBody, answer: PageChanged },
  'project/page/info': { body: PageIdBody, answer: PageInfo },
  'project/page/validPassword': { body: PageValidPasswordBody, answer: Type.Literal(true) },
  'project/page/save': { body: PageSaveBody, answer: PageChanged },
  'project/page/copy': { body: PageCopyBody, answer: PageChanged },
  /** the owner's pages in their new order */
  'project/page/move': { body: PageMoveBody, answer: Type.Array(PageSummary) },
  'project/page/template/query': { body: Empty, answer: Type.Array(PageTemplateView) },
  'project/page/template/save': { body: PageTemplateSaveBody, answer: PageTemplateView },
  'project/page/template/delete': { body: PageTemplateIdBody, answer: Type.Null() },
  'project/equip/queryAll': { body: ProjectIdBody, answer: Type.Array(ProjectEquip) },
  'project/signal/query': { body: SignalQueryBody, answer: Type.Array(SignalLookup) },
  'project/report/signal/query': { body: LiveSignalQueryBody, answer: Type.Array(ReportSignalLookup) },
  'project/system/key/query': { body: Empty, answer: Type.Array(SystemKey) },
} as const
