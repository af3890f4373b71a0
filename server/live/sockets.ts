// The push sockets of platform spec §7, each opened with a token from its token call:
//   ws/eg/signal/subscribe/{token}       one device's signals and alarms
//   ws/project/signal/subscribe/{token}  a project page's signals, memory variables (`mvar:<id>`), system
//                                        keys (`system:<key>`) and alarms; 'ping' is answered 'pong'
//   ws/message/subscribe/{token}         the user's new messages, one message object per frame
//   ws/gm/subscribe/{token}              a GM scope's gateway changes and rate (live/fleet-feed.ts)
// A socket gets only what its token grants (the token call checked the caller's authorisation). An
// unknown or lapsed token closes the socket at once; the client asks for a new token and retries.
import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'
import type { Realtime, SocketGrant } from '../edge-link/realtime.ts'
import type { PushedValue } from '../live-state/hub.ts'

export const SOCKET_PATHS = {
  device: 'ws/eg/signal/subscribe',
  project: 'ws/project/signal/subscribe',
  message: 'ws/message/subscribe',
  fleet: 'ws/gm/subscribe',
} as const

/** Close codes: a bad token, and a client too slow to take its frames. */
export const CLOSE_TOKEN_INVALID = 4401
export const CLOSE_TOO_SLOW = 4408
/** A socket with more than this much unsent is closed rather than buffered without end. */
const MAX_BUFFERED = 4 * 1024 * 1024

function sender(socket: WebSocket): (text: string) => void {
  return (text) => {
    if (socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount > MAX_BUFFERED) return socket.close(CLOSE_TOO_SLOW, 'too slow')
    socket.send(text)
  }
}

function attach(rt: Realtime, socket: WebSocket, grant: SocketGrant): () => void {
  const send = sender(socket)
  if (grant.kind === 'message') return rt.messages.subscribe(grant.accountId, send)
  if (grant.kind === 'fleet') return rt.fleet.watch(grant.scope, send)
  const mvars = rt.mvars.watch(grant.mvars ?? [])
  const signals: PushedValue[] = [...grant.signals].map((s) => rt.live.get(s)).filter((v) => !!v)
  const current = [...signals, ...mvars.current]
  if (current.length) send(JSON.stringify({ signalVal: current }))
  const keys = mvars.keys.length ? new Set([...grant.signals, ...mvars.keys]) : grant.signals
  const unsubscribe = rt.hub.subscribe({ signals: keys, devices: grant.devices, send })
  // devices whose gateway another instance owns: their values come through the broker
  const unview = rt.viewers.watch(grant.devices)
  const unwatchSystem = grant.system
    ? rt.systemKeys.watch(grant.system, (values) => send(JSON.stringify({ signalVal: values })))
    : () => {}
  return () => {
    unsubscribe()
    unview()
    mvars.unwatch()
    unwatchSystem()
  }
}

export async function registerLiveSockets(app: FastifyInstance, prefix: string, rt: Realtime): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } })
  for (const [kind, path] of Object.entries(SOCKET_PATHS)) {
    app.get<{ Params: { token: string } }>(`${prefix}/${path}/:token`, { websocket: true }, (socket, req) => {
      const grant = rt.tokens.redeem(req.params.token)
      if (!grant || grant.kind !== kind) return socket.close(CLOSE_TOKEN_INVALID, 'token invalid')
      const detach = attach(rt, socket, grant)
      const untrack =
        (grant.kind === 'device' || grant.kind === 'project') && grant.access
          ? rt.revocable.add(grant.access, socket)
          : () => {}
      socket.on('message', (data, isBinary) => {
        if (!isBinary && data.toString() === 'ping') socket.send('pong')
      })
      socket.on('close', () => {
        detach()
        untrack()
      })
      socket.on('error', () => socket.terminate())
    })
  }
}
