// Live monitoring (platform spec §7 "Single-device monitoring", "Project monitoring"): gateway info,
// opening a device's live data for a while (smart data saving, live/leases.ts), its signals with their
// latest values, and the gateways of a project page.
import { Code } from '../../core/i18n/codes.ts'
import {
  EquipmentBody,
  MonitorOpenBody,
  ProjectGatewayOpenBody,
  ProjectGatewayQueryBody,
} from '../../schemas/api/live.ts'
import { gatewayInfo, projectGateways } from '../edge-link/gateway-info.ts'
import { fail } from '../http/api-error.ts'
import { signalRecords } from '../live/signals.ts'
import { projectDevices, projectWatch } from '../tenancy/authorise.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

export const monitorRoutes = [
  route({
    path: 'monitor/multi/gateway/info',
    summary:
      "a device's gateway: online, vpn, interval (s), economizeOpen, and its synced state (2001 unbound)",
    bodySchema: EquipmentBody,
    auth: 'user',
    idFields: { equipmentId: 'watchDevice' },
    handler: ({ body, s }) => gatewayInfo(s.db, body.equipmentId),
  }),

  route({
    path: 'monitor/multi/open',
    summary: "keep a device's live data flowing for `delay` seconds (smart data saving)",
    bodySchema: MonitorOpenBody,
    auth: 'user',
    idFields: { equipmentId: 'watchDevice' },
    handler: async ({ body, s }) => ({
      equipmentId: body.equipmentId,
      until: s.realtime.leases.open(body.equipmentId, body.delay),
    }),
  }),

  endpoint('monitor/multi/signal/query', {
    summary: "a device's signals with their latest values",
    auth: 'user',
    idFields: { equipmentId: 'watchDevice' },
    handler: ({ body, s }) => signalRecords(s.realtime, { deviceIds: [body.equipmentId] }),
  }),

  route({
    path: 'monitor/project/gateway/query',
    summary: "the gateways of a project page's devices (dataEquip) and signals (dataSignal)",
    bodySchema: ProjectGatewayQueryBody,
    auth: 'user',
    idFields: { projectId: 'watchProject', pageId: 'watchPage' },
    handler: async ({ body, caller, s }) => {
      const { devices } = await projectWatch(s.db, caller, body)
      return projectGateways(s.db, [...devices])
    },
  }),

  route({
    path: 'monitor/project/gateway/open',
    summary: "keep a project device's live data flowing for `delay` seconds",
    bodySchema: ProjectGatewayOpenBody,
    auth: 'user',
    idFields: { projectId: 'watchProject', equipmentId: 'watchDevice' },
    handler: async ({ body, caller, s }) => {
      const devices = await projectDevices(s.db, caller, body.projectId)
      if (!devices.has(body.equipmentId)) fail(Code.noDataOrPermission)
      return { equipmentId: body.equipmentId, until: s.realtime.leases.open(body.equipmentId, body.delay) }
    },
  }),
]
