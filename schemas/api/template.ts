// Bodies of the template calls (`template/*`; platform spec §3 Template, §7 "Template and hardware").
import Type, { type Static } from 'typebox'
import { GatewaySeries, TEMPLATE_TYPES, Template, TemplateDetail } from '../entities/equipment.ts'
import { Id, PageOf, Paging, Text } from './common.ts'

export const TemplateQueryBody = Type.Object({
  ...Paging,
  keyword: Type.Optional(Text(64)),
  gatewaySeries: Type.Optional(GatewaySeries),
  type: Type.Optional(Type.Enum(TEMPLATE_TYPES)),
})
export type TemplateQueryBody = Static<typeof TemplateQueryBody>

const TemplateFields = {
  name: Text(64, 1),
  type: Type.Optional(Type.Enum(TEMPLATE_TYPES)),
  gatewaySeries: Type.Optional(GatewaySeries),
  remark: Type.Optional(Text(200)),
}

export const TemplateAddBody = Type.Object({
  ...TemplateFields,
  /** start from this device's configuration (drivers, signals, alarms, reports, scripts, pages) */
  equipmentId: Type.Optional(Id),
})
export type TemplateAddBody = Static<typeof TemplateAddBody>

export const TemplateEditBody = Type.Object({
  id: Id,
  ...Type.Partial(Type.Object(TemplateFields)).properties,
})
export type TemplateEditBody = Static<typeof TemplateEditBody>

export const TemplateCopyBody = Type.Object({ id: Id, name: Text(64, 1) })

const TemplateIdBody = Type.Object({ id: Id })

/** The template calls in the endpoint map (schemas/api/endpoints.ts): body schema, answer schema. */
export const TEMPLATE_ENDPOINTS = {
  'template/queryForManage': { body: TemplateQueryBody, answer: PageOf(Template) },
  'template/query': { body: TemplateQueryBody, answer: PageOf(Template) },
  'template/detail': { body: TemplateIdBody, answer: TemplateDetail },
  'template/add': { body: TemplateAddBody, answer: Template },
  'template/edit': { body: TemplateEditBody, answer: Template },
  'template/delete': { body: TemplateIdBody, answer: Type.Null() },
  /** copying runs as a job (`equipment/multi/job/info`) */
  'template/copy': { body: TemplateCopyBody, answer: Type.Object({ jobId: Type.String() }) },
} as const
