// Push subscriptions (platform spec §7): ask a token over HTTP, open the socket path with it, and on a
// close or a failed token ask again after RECONNECT_MS, until unsubscribed.
import { check } from '../../schemas/validate.ts'
import { FleetFrame, LiveFrame, type SignalValue, SocketToken } from '../../schemas/wire.ts'
import type { Clock, TimerHandle } from './clock.ts'
import { RECONNECT_MS, WS_IDLE_PING_MS, WS_PING } from './timing.ts'
import { resolveUrl, type Transport } from './transport.ts'

/** What the client needs of a socket: the browser's WebSocket and the `ws` package both fit. */
export interface WebSocketLike {
  send(data: string): void
  close(): void
  // `never` parameters accept both implementations' event types; our handlers only read `data`.
  onopen: ((ev: never) => unknown) | null
  onmessage: ((ev: never) => unknown) | null
  onclose: ((ev: never) => unknown) | null
  onerror: ((ev: never) => unknown) | null
}
export type WebSocketConstructor = new (url: string) => WebSocketLike

export interface SocketOptions {
  transport: Transport
  clock: Clock
  baseUrl: string
  WebSocket?: WebSocketConstructor
  /** Where a relative baseUrl lives; default globalThis.location. */
  location?: { protocol: string; host: string }
}

export interface ConnectionHandlers {
  onOpen?(): void
  onClose?(): void
}

export interface LiveHandlers extends ConnectionHandlers {
  signalVal?(values: SignalValue[]): void
  gatewayAlarm?(alarm: unknown): void
  signalAlarm?(alarm: unknown): void
}

export interface MessageHandlers extends ConnectionHandlers {
  message(message: unknown): void
}

export interface FleetHandlers extends ConnectionHandlers {
  /** gateways of the scope changed state, or their alarms did: the figures are to be read again */
  changed(kinds: NonNullable<FleetFrame['gmChange']>): void
  /** the scope's values per second */
  rate(perSecond: number): void
}

export interface DeviceSubscription {
  equipmentId: string
  dataSignal: string[]
  /** the device's alarm frames only, no signal values (an empty `dataSignal` alone means every signal) */
  alarmsOnly?: boolean
}

export interface ProjectSubscription {
  projectId: string
  pageId?: string
  dataEquip?: string[]
  dataSignal?: string[]
}

export type Unsubscribe = () => void

export interface Sockets {
  /** `websocket/monitor/new/token` (dataSignal comma-joined), then `ws/eg/signal/subscribe/{token}`. */
  subscribeDevice(subscription: DeviceSubscription, handlers: LiveHandlers): Unsubscribe
  /** `websocket/monitor/project/token` (lists comma-joined), then `ws/project/signal/subscribe/{token}`,
   * sending WS_PING after WS_IDLE_PING_MS without traffic. */
  subscribeProject(subscription: ProjectSubscription, handlers: LiveHandlers): Unsubscribe
  /** `websocket/msg/token`, then `ws/message/subscribe/{token}`; each JSON frame is one message. */
  subscribeMessages(handlers: MessageHandlers): Unsubscribe
  /** `gm/live/token` (one operating centre, or the caller's whole GM scope), then `ws/gm/subscribe/{token}`. */
  subscribeFleet(centre: string | undefined, handlers: FleetHandlers): Unsubscribe
}

/** The socket URL of a service path: ws(s) on baseUrl's host, or on `location`'s when baseUrl is relative. */
export function socketUrl(
  baseUrl: string,
  path: string,
  location?: { protocol: string; host: string },
): string {
  const http = resolveUrl(baseUrl, path)
  if (/^https?:/i.test(http)) return http.replace(/^http/i, 'ws')
  if (!location) throw new TypeError('socketUrl: a relative baseUrl needs a location')
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${http}`
}

interface Plan extends ConnectionHandlers {
  tokenPath: string
  tokenBody: Record<string, string>
  socketPath: string
  pingIdleMs?: number
  frame(data: unknown): void
}

export function createSockets(options: SocketOptions): Sockets {
  const { transport, clock, baseUrl } = options

  function subscribe(plan: Plan): Unsubscribe {
    // Configuration errors throw here, to the caller, rather than retrying forever.
    const WebSocketImpl = webSocketOf()
    const location = locationOf()
    socketUrl(baseUrl, plan.socketPath, location)
    let stopped = false
    let socket: WebSocketLike | undefined
    let retryTimer: TimerHandle
    let pingTimer: TimerHandle

    const retry = () => {
      if (!stopped) retryTimer = clock.setTimeout(connect, RECONNECT_MS)
    }
    const armPing = () => {
      if (stopped || plan.pingIdleMs === undefined) return
      clock.clearTimeout(pingTimer)
      pingTimer = clock.setTimeout(() => {
        socket?.send(WS_PING)
        armPing()
      }, plan.pingIdleMs)
    }

    async function connect(): Promise<void> {
      let ws: WebSocketLike
      try {
        const token = await transport.post(plan.tokenPath, plan.tokenBody)
        if (!check(SocketToken, token).ok) throw new TypeError('token answer is not a token')
        if (stopped) return
        ws = new WebSocketImpl(
          socketUrl(baseUrl, `${plan.socketPath}/${encodeURIComponent(token as string)}`, location),
        )
      } catch {
        return retry()
      }
      socket = ws
      ws.onopen = () => {
        armPing()
        plan.onOpen?.()
      }
      ws.onmessage = (ev: { data: unknown }) => {
        if (stopped) return
        armPing()
        const data = parseFrame(ev.data)
        if (data !== undefined) plan.frame(data)
      }
      ws.onclose = () => {
        clock.clearTimeout(pingTimer)
        socket = undefined
        plan.onClose?.()
        retry()
      }
      ws.onerror = () => {} // a close event follows, which retries
    }

    void connect()
    return () => {
      stopped = true
      clock.clearTimeout(retryTimer)
      clock.clearTimeout(pingTimer)
      socket?.close()
    }
  }

  const webSocketOf = (): WebSocketConstructor => {
    const impl = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket
    if (!impl) throw new TypeError('no WebSocket implementation: pass one to createApiClient')
    return impl
  }
  const locationOf = () =>
    options.location ?? (globalThis as { location?: { protocol: string; host: string } }).location

  const live = (handlers: LiveHandlers) => (data: unknown) => {
    if (!check(LiveFrame, data).ok) return
    const frame = data as LiveFrame
    if (frame.signalVal) handlers.signalVal?.(frame.signalVal)
    if (frame.gatewayAlarm !== undefined) handlers.gatewayAlarm?.(frame.gatewayAlarm)
    if (frame.signalAlarm !== undefined) handlers.signalAlarm?.(frame.signalAlarm)
  }
  const connection = ({ onOpen, onClose }: ConnectionHandlers): ConnectionHandlers => ({ onOpen, onClose })

  return {
    subscribeDevice: ({ equipmentId, dataSignal, alarmsOnly }, handlers) =>
      subscribe({
        tokenPath: 'websocket/monitor/new/token',
        // token bodies go as form fields (text): the server reads 'true' as the flag
        tokenBody: {
          equipmentId,
          dataSignal: dataSignal.join(','),
          ...(alarmsOnly ? { alarmsOnly: 'true' } : {}),
        },
        socketPath: 'ws/eg/signal/subscribe',
        frame: live(handlers),
        ...connection(handlers),
      }),
    subscribeProject: ({ projectId, pageId, dataEquip = [], dataSignal = [] }, handlers) =>
      subscribe({
        tokenPath: 'websocket/monitor/project/token',
        tokenBody: {
          projectId,
          ...(pageId === undefined ? {} : { pageId }),
          dataEquip: dataEquip.join(','),
          dataSignal: dataSignal.join(','),
        },
        socketPath: 'ws/project/signal/subscribe',
        pingIdleMs: WS_IDLE_PING_MS,
        frame: live(handlers),
        ...connection(handlers),
      }),
    subscribeMessages: (handlers) =>
      subscribe({
        tokenPath: 'websocket/msg/token',
        tokenBody: {},
        socketPath: 'ws/message/subscribe',
        frame: (data) => handlers.message(data),
        ...connection(handlers),
      }),
    subscribeFleet: (centre, handlers) =>
      subscribe({
        tokenPath: 'gm/live/token',
        tokenBody: centre === undefined ? {} : { centre },
        socketPath: 'ws/gm/subscribe',
        frame: (data) => {
          if (!check(FleetFrame, data).ok) return
          const frame = data as FleetFrame
          if (frame.gmChange) handlers.changed(frame.gmChange)
          if (frame.gmRate !== undefined) handlers.rate(frame.gmRate)
        },
        ...connection(handlers),
      }),
  }
}

/** A JSON text frame's value; anything else (a 'pong', binary) is not ours and is skipped. */
function parseFrame(data: unknown): unknown {
  if (typeof data !== 'string') return undefined
  try {
    return JSON.parse(data)
  } catch {
    return undefined
  }
}
