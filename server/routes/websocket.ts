// Socket tokens (platform spec §7): each call answers a token (a plain string) for one socket, granting
// exactly the signals and alarms the caller may watch (tenancy/authorise.ts) and, for a project page the
// caller may open, the page's memory variables and system keys (live/page-live.ts); the socket paths
// are in live/sockets.ts.
import { Empty } from '../../schemas/api/common.ts'
import { DeviceTokenBody, ProjectTokenBody } from '../../schemas/api/live.ts'
import { pageLive } from '../live/page-live.ts'
import { accessesOf } from '../live/revocable-sockets.ts'
import { projectWatch, signalsOf } from '../tenancy/authorise.ts'
import { idsIn } from '../tenancy/scope.ts'
import { route } from './types.ts'

export const websocketRoutes = [
  route({
    path: 'websocket/monitor/new/token',
    summary:
      'a token for ws/eg/signal/subscribe: one device’s signals (dataSignal, all when empty; none with alarmsOnly) and alarms',
    bodySchema: DeviceTokenBody,
    auth: 'user',
    idFields: { equipmentId: 'watchDevice' },
    handler: async ({ body, caller, s }) => {
      const devices = new Set([body.equipmentId])
      const signals = body.alarmsOnly
        ? new Set<string>()
        : await signalsOf(s.db, devices, idsIn(body.dataSignal))
      return s.realtime.tokens.issue({
        kind: 'device',
        accountId: caller.accountId,
        signals,
        devices,
        access: accessesOf(caller, devices),
      })
    },
  }),

  route({
    path: 'websocket/monitor/project/token',
    summary:
      'a token for ws/project/signal/subscribe: a project page’s signals, memory variables and system keys, and its devices’ alarms',
    bodySchema: ProjectTokenBody,
    auth: 'user',
    idFields: { projectId: 'watchProject', pageId: 'watchPage' },
    handler: async ({ body, caller, s }) => {
      // a page's socket names the devices and signals it shows: none named (a page of memory variables
      // and system keys, or one whose gateways are all off) is none, not every device of the project as
      // without a page
      const names = idsIn(body.dataEquip).length > 0 || idsIn(body.dataSignal).length > 0
      const { devices, signals } =
        body.pageId && !names
          ? { devices: new Set<string>(), signals: new Set<string>() }
          : await projectWatch(s.db, caller, body)
      const page = body.pageId ? await pageLive(s.db, caller, body.projectId, body.pageId) : undefined
      return s.realtime.tokens.issue({
        kind: 'project',
        accountId: caller.accountId,
        signals,
        devices,
        access: accessesOf(caller, devices, body.projectId),
        ...(page && {
          mvars: page.mvars,
          system: { projectId: body.projectId, keys: page.keys, loginName: caller.loginname },
        }),
      })
    },
  }),

  route({
    path: 'websocket/msg/token',
    summary: 'a token for ws/message/subscribe: the caller’s new messages',
    bodySchema: Empty,
    auth: 'user',
    handler: async ({ caller, s }) =>
      s.realtime.tokens.issue({ kind: 'message', accountId: caller.accountId }),
  }),
]
