// The endpoint map: every call of the API named once, path → body schema → answer schema. The server
// registers its routes from it (server/routes/endpoint.ts: the handler must answer the answer's type) and
// the web client calls through it (`api.call(path, body)` in core/api: the body and the answer are typed
// by the path), so a renamed path or a changed answer shape is a type error on both sides. Each area keeps
// its part beside its body schemas and adds it here.
import type { Static, TSchema } from 'typebox'
import { ACCOUNT_ENDPOINTS } from './account.ts'
import { ALARM_GROUP_ENDPOINTS } from './alarm-groups.ts'
import { API_KEY_ENDPOINTS } from './api-keys.ts'
import { ASSET_ENDPOINTS } from './asset.ts'
import { CARD_ENDPOINTS } from './cards.ts'
import { COMMERCE_ENDPOINTS } from './commerce.ts'
import { CUSTOM_REPORT_ENDPOINTS } from './custom-report.ts'
import { ENROLL_ENDPOINTS } from './enroll.ts'
import { CONFIG_ENDPOINTS } from './equipment-config-endpoints.ts'
import { EQUIPMENT_ENDPOINTS } from './equipment-endpoints.ts'
import { EXCEL_ENDPOINTS } from './excel.ts'
import { EXPIRY_ENDPOINTS } from './expiry.ts'
import { EXTERNAL_GRANT_ENDPOINTS } from './external-grants.ts'
import { FEEDBACK_ENDPOINTS } from './feedback.ts'
import { FIRMWARE_ENDPOINTS } from './firmware.ts'
import { GATEWAY_ENDPOINTS } from './gateway-endpoints.ts'
import { GM_ENDPOINTS } from './gm.ts'
import { GROUP_ENDPOINTS } from './group.ts'
import { INVOICE_ENDPOINTS } from './invoice.ts'
import { MESSAGE_ENDPOINTS } from './live.ts'
import { MEDIA_ENDPOINTS } from './media.ts'
import { MONITOR_ENDPOINTS } from './monitor-endpoints.ts'
import { NOTICE_ENDPOINTS } from './notice.ts'
import { SHARE_ENDPOINTS } from './operations.ts'
import { OPS_ENDPOINTS } from './ops.ts'
import { ORG_ENDPOINTS } from './org.ts'
import { PLATFORM_ENDPOINTS } from './platform.ts'
import { PROJECT_ENDPOINTS } from './project.ts'
import { PROJECT_SCREEN_ENDPOINTS } from './project-endpoints.ts'
import { MVAR_ENDPOINTS } from './project-mvar.ts'
import { PROTOCOL_ENDPOINTS } from './protocols.ts'
import { RECORDS_ENDPOINTS } from './records.ts'
import { PLUGIN_ENDPOINTS } from './remote-plugin.ts'
import { SCENE_ENDPOINTS } from './scene.ts'
import { SECURITY_ENDPOINTS } from './security-endpoints.ts'
import { SMS_ENDPOINTS } from './sms.ts'
import { STYLE_ENDPOINTS } from './style.ts'
import { SYMBOL_ENDPOINTS } from './symbol.ts'
import { TEMPLATE_ENDPOINTS } from './template.ts'
import { USER_ENDPOINTS, USER_GET_ENDPOINTS } from './user.ts'
import { USUAL_ENDPOINTS } from './usual.ts'

export interface EndpointSchemas {
  body: TSchema
  answer: TSchema
}

export const ENDPOINTS = {
  ...ACCOUNT_ENDPOINTS,
  ...ALARM_GROUP_ENDPOINTS,
  ...API_KEY_ENDPOINTS,
  ...ASSET_ENDPOINTS,
  ...COMMERCE_ENDPOINTS,
  ...CARD_ENDPOINTS,
  ...CONFIG_ENDPOINTS,
  ...CUSTOM_REPORT_ENDPOINTS,
  ...ENROLL_ENDPOINTS,
  ...EXPIRY_ENDPOINTS,
  ...FEEDBACK_ENDPOINTS,
  ...FIRMWARE_ENDPOINTS,
  ...EQUIPMENT_ENDPOINTS,
  ...EXCEL_ENDPOINTS,
  ...EXTERNAL_GRANT_ENDPOINTS,
  ...GATEWAY_ENDPOINTS,
  ...GM_ENDPOINTS,
  ...GROUP_ENDPOINTS,
  ...INVOICE_ENDPOINTS,
  ...MEDIA_ENDPOINTS,
  ...MESSAGE_ENDPOINTS,
  ...MONITOR_ENDPOINTS,
  ...MVAR_ENDPOINTS,
  ...NOTICE_ENDPOINTS,
  ...OPS_ENDPOINTS,
  ...ORG_ENDPOINTS,
  ...PLATFORM_ENDPOINTS,
  ...PLUGIN_ENDPOINTS,
  ...PROJECT_ENDPOINTS,
  ...PROJECT_SCREEN_ENDPOINTS,
  ...PROTOCOL_ENDPOINTS,
  ...RECORDS_ENDPOINTS,
  ...SCENE_ENDPOINTS,
  ...SECURITY_ENDPOINTS,
  ...SHARE_ENDPOINTS,
  ...SMS_ENDPOINTS,
  ...STYLE_ENDPOINTS,
  ...SYMBOL_ENDPOINTS,
  ...TEMPLATE_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...USUAL_ENDPOINTS,
} as const satisfies Record<string, EndpointSchemas>

export type EndpointPath = keyof typeof ENDPOINTS
export type EndpointBody<P extends EndpointPath> = Static<(typeof ENDPOINTS)[P]['body']>
export type EndpointAnswer<P extends EndpointPath> = Static<(typeof ENDPOINTS)[P]['answer']>

/** Whether a path is in the map (for the route table's check and the untyped-call check). */
export const isEndpointPath = (path: string): path is EndpointPath => Object.hasOwn(ENDPOINTS, path)

/**
 * The few GET calls (platform spec §7: `user/info` with a time query), kept apart because their input is a
 * query string, not a body: path → query schema → answer schema, used by `api.query` and `getEndpoint`.
 */
export interface GetEndpointSchemas {
  query: TSchema
  answer: TSchema
}

export const GET_ENDPOINTS = { ...USER_GET_ENDPOINTS } as const satisfies Record<string, GetEndpointSchemas>

export type GetPath = keyof typeof GET_ENDPOINTS
export type GetQuery<P extends GetPath> = Static<(typeof GET_ENDPOINTS)[P]['query']>
export type GetAnswer<P extends GetPath> = Static<(typeof GET_ENDPOINTS)[P]['answer']>
