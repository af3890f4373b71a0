// The GM centre (issue 36, platform spec §2 `/monitor/gm/*`, §6 operating-centre authorisation): the fleet
// list of every gateway a platform operator watches, operating centres and their figures, and the
// operator's own gateway groups. Enterprises, centres and gateways are named by plain fields
// (`enterprise`, `centre`, `sns`), not `…Id`: they are platform-wide, checked against the caller's
// centres by the GM scope (server/tenancy/gm-scope.ts), never against the caller's own enterprise.
import Type, { type Static } from 'typebox'
import { SocketToken } from '../wire.ts'
import { Id, Name, Text } from './common.ts'

export const GATEWAY_STATES = ['online', 'offline', 'sleeping'] as const
export const GM_STATES = [...GATEWAY_STATES, 'never'] as const
export const GM_SORTS = ['sn', 'lastSeenAt'] as const

const Ref = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
/** An operating centre's id (also the platform's hardware screens' filter: hardware.ts, platform.ts). */
export const CentreRef = Ref

export const GmListBody = Type.Object({
  /** one enterprise of the caller's centres */
  enterprise: Type.Optional(Ref),
  /** one of the caller's GM groups */
  groupId: Type.Optional(Id),
  /** a gateway state; `never`: registered but never seen */
  state: Type.Optional(
    Type.Union([
      Type.Literal('online'),
      Type.Literal('offline'),
      Type.Literal('sleeping'),
      Type.Literal('never'),
    ]),
  ),
  model: Type.Optional(Text(64, 1)),
  firmware: Type.Optional(Text(64, 1)),
  /** last seen before this time (epoch ms): silent for longer than a while */
  lastSeenBefore: Type.Optional(Type.Integer({ minimum: 0 })),
  /** part of the SN or of the device's name */
  keyword: Type.Optional(Text(64)),
  sort: Type.Optional(Type.Union([Type.Literal('sn'), Type.Literal('lastSeenAt')])),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  /** the `next` of the page before (keyset paging) */
  after: Type.Optional(Text(512)),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 20 })),
})
export type GmListBody = Static<typeof GmListBody>

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

export const GmGateway = Type.Object({
  id: Type.String(),
  sn: Type.String(),
  orgId: Nullable(Type.String()),
  enterprise: Type.String(),
  deviceId: Nullable(Type.String()),
  deviceName: Type.String(),
  model: Type.String(),
  firmwareVersion: Type.String(),
  signalStrength: Nullable(Type.Number()),
  networkMode: Type.String(),
  state: Type.String(),
  lastSeenAt: Nullable(Type.Integer()),
  valuesPerMinute: Type.Integer({ minimum: 0 }),
})
export type GmGateway = Static<typeof GmGateway>

export const GmListAnswer = Type.Object({
  list: Type.Array(GmGateway),
  /** the `after` of the next page; null on the last */
  next: Nullable(Type.String()),
  /** rows matching the filters (a kept count) */
  total: Type.Integer({ minimum: 0 }),
  pageSize: Type.Integer({ minimum: 1 }),
  /** whether the caller may act on these gateways (platform administrators, operators granted writes) */
  canWrite: Type.Boolean(),
})

export const GmCentreBody = Type.Object({ centre: Type.Optional(Ref) })

const Named = Type.Object({ id: Type.String(), name: Type.String() })
export const GmCentreInfo = Type.Object({
  /** the centre shown; null: everything the caller sees */
  centre: Nullable(Named),
  /** the centres the caller may choose */
  centres: Type.Array(Named),
  /** the enterprises shown (the list's enterprise filter), by name, at most 500 */
  enterprises: Type.Array(Named),
  total: Type.Integer(),
  online: Type.Integer(),
  offline: Type.Integer(),
  sleeping: Type.Integer(),
  never: Type.Integer(),
  alarming: Type.Integer(),
  valuesPerSecond: Type.Number(),
  firmware: Type.Array(Type.Object({ version: Type.String(), count: Type.Integer() })),
  /** gateways gone offline in the last hour, latest first (at most 50) */
  wentOffline: Type.Array(
    Type.Object({
      id: Type.String(),
      sn: Type.String(),
      enterprise: Type.String(),
      deviceName: Type.String(),
      lastSeenAt: Type.Integer(),
    }),
  ),
  at: Type.Integer(),
})
export type GmCentreInfo = Static<typeof GmCentreInfo>

/** A located gateway of the operating centre's map (its device's position). */
export const GmMapPoint = Type.Object({
  deviceId: Type.String(),
  name: Type.String(),
  sn: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  state: Type.String(),
  alarming: Type.Boolean(),
})
export type GmMapPoint = Static<typeof GmMapPoint>
/** The most gateways the map shows (the first by SN): markers beyond that are not readable anyway. */
export const GM_MAP_MAX = 2000

/** Operating centres (platform administrators): a name, its enterprises, its operators. */
export const GmCentreSaveBody = Type.Object({
  centre: Type.Optional(Ref),
  name: Name,
  enterprises: Type.Array(Ref, { maxItems: 1000 }),
})
export const GmCentreGrantBody = Type.Object({
  centre: Ref,
  /** the operator's login name */
  loginname: Text(64, 1),
  write: Type.Optional(Type.Boolean()),
  /** false: take the grant back */
  granted: Type.Optional(Type.Boolean()),
})
export const GmCentreRef = Type.Object({ centre: Ref })
export const GmCentreView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  enterprises: Type.Array(Named),
  operators: Type.Array(
    Type.Object({ accountId: Type.String(), loginname: Type.String(), write: Type.Boolean() }),
  ),
})

/** The operator's own groups of gateways across enterprises. */
export const GmGroupView = Type.Object({ id: Type.String(), name: Type.String(), count: Type.Integer() })
export const GmGroupAddBody = Type.Object({ name: Name })
export const GmGroupEditBody = Type.Object({ groupId: Id, name: Name })
export const GmGroupRef = Type.Object({ groupId: Id })
export const GmGroupGatewaysBody = Type.Object({
  groupId: Id,
  /** SNs to put in the group */
  add: Type.Optional(Type.Array(Text(64, 1), { maxItems: 500 })),
  /** SNs to take out */
  remove: Type.Optional(Type.Array(Text(64, 1), { maxItems: 500 })),
})

const Empty = Type.Object({})

export const GM_ENDPOINTS = {
  'gm/list': { body: GmListBody, answer: GmListAnswer },
  'gm/ocInfo': { body: GmCentreBody, answer: GmCentreInfo },
  'gm/map': { body: GmCentreBody, answer: Type.Array(GmMapPoint, { maxItems: GM_MAP_MAX }) },
  /** a token for ws/gm/subscribe: the scope's (or one centre's) gateway changes and values per second */
  'gm/live/token': { body: GmCentreBody, answer: SocketToken },
  'gm/oc/query': { body: Empty, answer: Type.Array(GmCentreView) },
  'gm/oc/save': { body: GmCentreSaveBody, answer: GmCentreView },
  'gm/oc/grant': { body: GmCentreGrantBody, answer: GmCentreView },
  'gm/oc/delete': { body: GmCentreRef, answer: Type.Object({ deleted: Type.Integer() }) },
  'gm/group/query': { body: Empty, answer: Type.Array(GmGroupView) },
  'gm/group/add': { body: GmGroupAddBody, answer: GmGroupView },
  'gm/group/edit': { body: GmGroupEditBody, answer: GmGroupView },
  'gm/group/delete': { body: GmGroupRef, answer: Type.Object({ deleted: Type.Integer() }) },
  'gm/group/gateways': { body: GmGroupGatewaysBody, answer: GmGroupView },
}
