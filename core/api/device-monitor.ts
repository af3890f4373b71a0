// Live monitoring of one device (platform spec §7 "Single-device monitoring"): gateway info every 60 s;
// while live, `monitor/multi/open` (delay 600 s) repeated every 580 s so it never lapses, and the socket.
import { check } from '../../schemas/validate.ts'
import { GatewayInfo } from '../../schemas/wire.ts'
import { Code } from '../i18n/codes.ts'
import type { ApiClient } from './client.ts'
import { ApiError, toApiError } from './errors.ts'
import { liveHandlers, type Monitor, type MonitorHandlers, runMonitor } from './monitor-loop.ts'
import type { DeviceSubscription, LiveHandlers } from './sockets.ts'
import { DEVICE_OPEN_DELAY_S, DEVICE_REOPEN_MS, GATEWAY_POLL_MS } from './timing.ts'

export interface DeviceMonitorHandlers extends LiveHandlers, MonitorHandlers {
  /** Each gateway answer; undefined when the query failed (the spec's "gateway cleared"). */
  onGateway?(gateway: GatewayInfo | undefined): void
}

export function createDeviceMonitor(
  client: ApiClient,
  { equipmentId, dataSignal }: DeviceSubscription,
  handlers: DeviceMonitorHandlers,
): Monitor {
  const { clock } = client
  let gateway: GatewayInfo | undefined

  const queryGateway = async (): Promise<GatewayInfo> => {
    const info = await client.post('monitor/multi/gateway/info', { equipmentId })
    if (!check(GatewayInfo, info).ok) throw new ApiError(Code.unknown, 'malformed gateway info')
    return info as GatewayInfo
  }

  return runMonitor(
    clock,
    {
      refreshMs: GATEWAY_POLL_MS,
      async refresh() {
        gateway = await queryGateway().catch((e) => {
          gateway = undefined
          handlers.onGateway?.(undefined)
          throw e
        })
        handlers.onGateway?.(gateway)
        return { monitoring: gateway.online && !gateway.vpn, economize: gateway.economizeOpen }
      },
      startLive(loaded) {
        let timer: unknown
        const open = () => {
          const body = { interval: gateway?.interval, delay: DEVICE_OPEN_DELAY_S, equipmentId }
          client.post('monitor/multi/open', body).catch((e) => handlers.onError?.(toApiError(e)))
          timer = clock.setTimeout(open, DEVICE_REOPEN_MS)
        }
        open()
        const unsubscribe = client.subscribeDevice(
          { equipmentId, dataSignal },
          liveHandlers(handlers, loaded),
        )
        return () => {
          clock.clearTimeout(timer)
          unsubscribe()
        }
      },
    },
    handlers,
  )
}
