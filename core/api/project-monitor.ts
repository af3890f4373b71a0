// Live monitoring of a project page (platform spec §7 "Project monitoring"): the page's gateways are
// queried every 3570 s; each one online without VPN is opened with delay 3600 s (so openings never lapse),
// and while any is, the project socket runs. Power saving applies when any gateway has economizeOpen.
import { check } from '../../schemas/validate.ts'
import { type ProjectGateway, ProjectGateways } from '../../schemas/wire.ts'
import { Code } from '../i18n/codes.ts'
import type { ApiClient } from './client.ts'
import { ApiError, toApiError } from './errors.ts'
import { liveHandlers, type Monitor, type MonitorHandlers, runMonitor } from './monitor-loop.ts'
import type { LiveHandlers, ProjectSubscription } from './sockets.ts'
import { PROJECT_GATEWAY_REQUERY_MS, PROJECT_OPEN_DELAY_S } from './timing.ts'

export interface ProjectMonitorHandlers extends LiveHandlers, MonitorHandlers {
  /** Each answer of the gateway query; [] when it failed. */
  onGateways?(gateways: ProjectGateway[]): void
}

const monitorable = (g: ProjectGateway) => g.online && !g.vpn

export function createProjectMonitor(
  client: ApiClient,
  subscription: ProjectSubscription,
  handlers: ProjectMonitorHandlers,
): Monitor {
  const { projectId, pageId, dataEquip = [], dataSignal = [] } = subscription
  let gateways: ProjectGateway[] = []
  let live = false

  const queryGateways = async (): Promise<ProjectGateway[]> => {
    const body = { pageId, dataEquip: dataEquip.join(','), dataSignal: dataSignal.join(',') }
    const list = await client.post('monitor/project/gateway/query', body)
    if (!check(ProjectGateways, list).ok) throw new ApiError(Code.unknown, 'malformed gateway list')
    return list as ProjectGateway[]
  }
  const openAll = () => {
    for (const { equipmentId, interval } of gateways.filter(monitorable)) {
      const body = { projectId, equipmentId, interval, delay: PROJECT_OPEN_DELAY_S }
      client.post('monitor/project/gateway/open', body).catch((e) => handlers.onError?.(toApiError(e)))
    }
  }

  return runMonitor(
    client.clock,
    {
      refreshMs: PROJECT_GATEWAY_REQUERY_MS,
      async refresh() {
        gateways = await queryGateways().catch((e) => {
          gateways = []
          handlers.onGateways?.([])
          throw e
        })
        handlers.onGateways?.(gateways)
        if (live) openAll()
        return {
          monitoring: gateways.some(monitorable),
          economize: gateways.some((g) => g.economizeOpen === true),
        }
      },
      startLive(loaded) {
        live = true
        openAll()
        const unsubscribe = client.subscribeProject(subscription, liveHandlers(handlers, loaded))
        return () => {
          live = false
          unsubscribe()
        }
      },
    },
    handlers,
  )
}
