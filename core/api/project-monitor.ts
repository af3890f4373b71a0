// Live monitoring of a project page (platform spec §7 "Project monitoring"): the page's gateways are
// queried every 3570 s; each one online without VPN is opened with delay 3600 s (so openings never lapse),
// and while any is, the project socket runs with the page's devices and signals. A page that also shows
// values the server computes and pushes itself (memory variables, system keys: read from the stored page,
// so the subscription names the page) has its socket run whatever the gateways' state; while no gateway
// allows monitoring it names no device or signal, so device data keeps the gateway rules (spec §4).
// Power saving applies when any gateway has economizeOpen, whatever the socket carries.
import { check } from '../../schemas/validate.ts'
import { type ProjectGateway, ProjectGateways } from '../../schemas/wire.ts'
import { Code } from '../i18n/codes.ts'
import type { ApiClient } from './client.ts'
import { ApiError, toApiError } from './errors.ts'
import { liveHandlers, type Monitor, type MonitorHandlers, runMonitor } from './monitor-loop.ts'
import type { LiveHandlers, ProjectSubscription, Unsubscribe } from './sockets.ts'
import { PROJECT_GATEWAY_REQUERY_MS, PROJECT_OPEN_DELAY_S } from './timing.ts'

export interface ProjectMonitorHandlers extends LiveHandlers, MonitorHandlers {
  /** Each answer of the gateway query; [] when it failed. */
  onGateways?(gateways: ProjectGateway[]): void
}

export interface ProjectWatch extends ProjectSubscription {
  /**
   * The page (pageId) shows memory variables or system keys, which the server computes and pushes on the
   * project socket: the socket runs for them even when no gateway allows monitoring. With no dataSignal,
   * the watch covers those values only: no device is opened, and the gateway query (for power saving)
   * names none, so it answers the project's gateways.
   */
  computed?: boolean
}

const monitorable = (g: ProjectGateway) => g.online && !g.vpn

export function createProjectMonitor(
  client: ApiClient,
  watch: ProjectWatch,
  handlers: ProjectMonitorHandlers,
): Monitor {
  const { projectId, pageId, computed = false } = watch
  // a computed-only watch names no device: an empty list would ask for every device of the project
  const devicesWatched = !computed || (watch.dataSignal ?? []).length > 0
  const dataEquip = devicesWatched ? (watch.dataEquip ?? []) : []
  const dataSignal = devicesWatched ? (watch.dataSignal ?? []) : []
  const withDevices: ProjectSubscription = {
    projectId,
    ...(pageId !== undefined && { pageId }),
    dataEquip,
    dataSignal,
  }
  const valuesOnly: ProjectSubscription = { projectId, ...(pageId !== undefined && { pageId }) }

  let gateways: ProjectGateway[] = []
  /** the socket runs: its stop, its loaded callback, and whether it carries the devices */
  let live: { unsubscribe: Unsubscribe; loaded: () => void; devices: boolean } | undefined

  /** Device data is live: the watch has devices and a gateway allows monitoring. */
  const devicesLive = () => devicesWatched && gateways.some(monitorable)

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
  const subscribe = (loaded: () => void) => {
    const devices = devicesLive()
    if (devices) openAll()
    const unsubscribe = client.subscribeProject(
      devices ? withDevices : valuesOnly,
      liveHandlers(handlers, loaded),
    )
    live = { unsubscribe, loaded, devices }
  }
  const unsubscribe = () => {
    live?.unsubscribe()
    live = undefined
  }

  return runMonitor(
    client.clock,
    {
      refreshMs: PROJECT_GATEWAY_REQUERY_MS,
      async refresh() {
        gateways = await queryGateways().catch((e) => {
          gateways = []
          if (!computed) {
            handlers.onGateways?.([])
            throw e
          }
          // a computed watch carries on as with no gateway (devices off), so the failure is reported here
          handlers.onError?.(toApiError(e))
          return []
        })
        handlers.onGateways?.(gateways)
        const devices = devicesLive()
        const monitoring = computed || devices
        if (live && monitoring && live.devices !== devices) {
          // the devices joined or left what the socket may carry: a new subscription
          const { loaded } = live
          unsubscribe()
          subscribe(loaded)
        } else if (live?.devices) openAll()
        return { monitoring, economize: gateways.some((g) => g.economizeOpen === true) }
      },
      startLive(loaded) {
        subscribe(loaded)
        return unsubscribe
      },
    },
    handlers,
  )
}
