// Wire shapes of the platform's calls as the client reads them (platform spec §7): envelope, async command
// answers, gateway info, live frames and socket tokens. The server answers with exactly these shapes.
import Type, { type Static } from 'typebox'

/** Every answer: ok only when code is 200 or 201; data is the call's own payload. */
export const Envelope = Type.Object({
  code: Type.Number(),
  msg: Type.Optional(Type.String()),
  data: Type.Optional(Type.Unknown()),
})
export type Envelope = Static<typeof Envelope>

/**
 * The answer to an asynchronous device command (`equipment/multi/...`) and to `signal/writeVal`.
 * Without `uuid`, or with `online: false`, it is itself the command's result.
 */
export const CommandStart = Type.Object(
  { uuid: Type.Optional(Type.String()), online: Type.Optional(Type.Boolean()) },
  { additionalProperties: true },
)
export type CommandStart = Static<typeof CommandStart>

/** Command states; any other status (e.g. 'pending') means "ask again". */
export const CommandStatus = { success: 'success', failure: 'failure', pending: 'pending' } as const

/**
 * The data of `equipment/multi/callback` and `signal/callback` (body: uuid). On success `result` is
 * what the command resolves with; on failure `code` and `msg` say why.
 */
export const CommandCallback = Type.Object({
  status: Type.String(),
  result: Type.Optional(Type.Unknown()),
  code: Type.Optional(Type.Number()),
  msg: Type.Optional(Type.String()),
})
export type CommandCallback = Static<typeof CommandCallback>

/** `monitor/multi/gateway/info` data (§7). */
export const GatewayInfo = Type.Object(
  {
    online: Type.Boolean(),
    vpn: Type.Boolean(),
    interval: Type.Number(),
    economizeOpen: Type.Boolean(),
  },
  { additionalProperties: true },
)
export type GatewayInfo = Static<typeof GatewayInfo>

/** One entry of `monitor/project/gateway/query` data (§7); economizeOpen as in GatewayInfo. */
export const ProjectGateway = Type.Object(
  {
    equipmentId: Type.String(),
    interval: Type.Number(),
    online: Type.Boolean(),
    vpn: Type.Boolean(),
    economizeOpen: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
)
export type ProjectGateway = Static<typeof ProjectGateway>
export const ProjectGateways = Type.Array(ProjectGateway)

/** One live value. A newer value replaces an older one only if its time is not earlier (§4). */
export const SignalValue = Type.Object(
  {
    signalId: Type.String(),
    equipmentId: Type.Optional(Type.String()),
    value: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
    time: Type.Number({ description: 'milliseconds since the epoch' }),
  },
  { additionalProperties: true },
)
export type SignalValue = Static<typeof SignalValue>

/**
 * A frame of the device and project sockets (`ws/eg/signal/subscribe`, `ws/project/signal/subscribe`):
 * any of its three parts may be present. The alarm payloads belong to the alarm screens.
 */
export const LiveFrame = Type.Object(
  {
    signalVal: Type.Optional(Type.Array(SignalValue)),
    gatewayAlarm: Type.Optional(Type.Unknown()),
    signalAlarm: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
)
export type LiveFrame = Static<typeof LiveFrame>

/** A frame of ws/gm/subscribe (server/live/fleet-feed.ts): what changed in the GM scope, or its rate. */
export const FleetFrame = Type.Object({
  gmChange: Type.Optional(Type.Array(Type.Union([Type.Literal('state'), Type.Literal('alarm')]))),
  gmRate: Type.Optional(Type.Number({ minimum: 0 })),
})
export type FleetFrame = Static<typeof FleetFrame>

/** The data of the token calls (`websocket/monitor/new/token`, `.../project/token`, `websocket/msg/token`). */
export const SocketToken = Type.String({ minLength: 1 })
