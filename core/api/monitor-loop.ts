// The shared rules of live monitoring (platform spec §4): live monitoring runs while the gateway allows
// it (online, not on VPN) and power saving does not hold it; when the gateway does not allow it the data
// counts as loaded. The gateway side is re-queried every `refreshMs` by its source.
import type { Clock } from './clock.ts'
import { type ApiError, toApiError } from './errors.ts'
import { createIdleWatch } from './idle.ts'
import type { LiveHandlers } from './sockets.ts'
import { IDLE_LIMIT_MS } from './timing.ts'

export interface MonitorState {
  /** The gateway allows live monitoring: online and not on VPN. */
  monitoring: boolean
  /** Power saving holds live monitoring after IDLE_LIMIT_MS without activity (economizeOpen on). */
  powerSaving: boolean
  /** Values arrived, or there are none to wait for because monitoring is off. */
  loaded: boolean
}

export interface MonitorHandlers {
  onState?(state: MonitorState): void
  /** A background call failed (gateway query, open); monitoring carries on. */
  onError?(error: ApiError): void
}

export interface Monitor {
  /** The host calls this on mouse and key events. */
  notifyActivity(): void
  state(): MonitorState
  stop(): void
}

export interface MonitorSource {
  refreshMs: number
  /** Queries the gateway side; says whether live monitoring is allowed and whether power saving is on. */
  refresh(): Promise<{ monitoring: boolean; economize: boolean }>
  /** Starts live monitoring (open, subscribe); `loaded` is called when values arrive. Returns its stop. */
  startLive(loaded: () => void): () => void
}

export function runMonitor(clock: Clock, source: MonitorSource, handlers: MonitorHandlers): Monitor {
  const state: MonitorState = { monitoring: false, powerSaving: false, loaded: false }
  let stopLive: (() => void) | undefined
  let timer: unknown
  let stopped = false

  const update = (patch: Partial<MonitorState>) => {
    if (stopped) return
    const before = JSON.stringify(state)
    Object.assign(state, patch)
    if (!state.monitoring) state.loaded = true
    const wanted = state.monitoring && !state.powerSaving
    if (wanted && !stopLive) stopLive = source.startLive(() => update({ loaded: true }))
    if (!wanted && stopLive) {
      stopLive()
      stopLive = undefined
    }
    if (JSON.stringify(state) !== before) handlers.onState?.({ ...state })
  }
  const idle = createIdleWatch(clock, IDLE_LIMIT_MS, {
    idle: () => update({ powerSaving: true }),
    active: () => update({ powerSaving: false }),
  })

  const tick = async () => {
    let allowed = { monitoring: false, economize: false }
    try {
      allowed = await source.refresh()
    } catch (e) {
      handlers.onError?.(toApiError(e))
    }
    if (stopped) return
    update({ monitoring: allowed.monitoring })
    idle.setEnabled(allowed.economize)
    timer = clock.setTimeout(tick, source.refreshMs)
  }
  void tick()

  return {
    notifyActivity: () => idle.notifyActivity(),
    state: () => ({ ...state }),
    stop() {
      stopped = true
      clock.clearTimeout(timer)
      idle.stop()
      stopLive?.()
      stopLive = undefined
    },
  }
}

/** The socket handlers of a monitor: the host's, with the first values marking the data loaded. */
export function liveHandlers(handlers: LiveHandlers, loaded: () => void): LiveHandlers {
  const { gatewayAlarm, signalAlarm, onOpen, onClose } = handlers
  return {
    signalVal: (values) => {
      loaded()
      handlers.signalVal?.(values)
    },
    ...(gatewayAlarm && { gatewayAlarm }),
    ...(signalAlarm && { signalAlarm }),
    ...(onOpen && { onOpen }),
    ...(onClose && { onClose }),
  }
}
