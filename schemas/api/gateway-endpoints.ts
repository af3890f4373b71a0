// The gateway calls of operations in the endpoint map (schemas/api/endpoints.ts): the enterprise's
// gateways with their settings, and devices put into a group (server/routes/gateway.ts).
import Type from 'typebox'
import { GatewayRowView } from '../entities/gateway-settings.ts'
import { PageOf } from './common.ts'
import { GatewayQueryBody, GatewaySettingsEditBody, GroupAssignBody } from './operations.ts'

export const GATEWAY_ENDPOINTS = {
  'gateway/query': { body: GatewayQueryBody, answer: PageOf(GatewayRowView) },
  'gateway/settings/edit': {
    body: GatewaySettingsEditBody,
    /** a work-mode change needs the gateway's restart */
    answer: Type.Object({ gateway: GatewayRowView, restartRequired: Type.Boolean() }),
  },
  'monitor/group/assign': { body: GroupAssignBody, answer: Type.Object({ moved: Type.Integer() }) },
} as const
