// Bodies of the group and monitor-list calls (`monitor/group/*`, `monitor/equipment/*`; platform
// spec §3 Group, §7 "Groups and map").
import Type, { type Static } from 'typebox'
import { DeviceState, Group } from '../entities/equipment.ts'
import { Empty, Id, OptionalId, Paging, Text } from './common.ts'

export const GroupAddBody = Type.Object({
  name: Text(64, 1),
  parentId: OptionalId,
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
})
export type GroupAddBody = Static<typeof GroupAddBody>
export const GroupEditBody = Type.Object({ id: Id, ...Type.Partial(GroupAddBody).properties })
export type GroupEditBody = Static<typeof GroupEditBody>

export const MonitorQueryBody = Type.Object({
  ...Paging,
  keyword: Type.Optional(Text(64)),
  /** the group and its sub-groups */
  groupId: OptionalId,
  state: Type.Optional(DeviceState),
  followed: Type.Optional(Type.Boolean()),
})
export type MonitorQueryBody = Static<typeof MonitorQueryBody>

export const QueryByGroupBody = Type.Object({
  ...Paging,
  keyword: Type.Optional(Text(64)),
  /** devices directly in this group; devices in no group when left out */
  groupId: OptionalId,
})
export type QueryByGroupBody = Static<typeof QueryByGroupBody>

export const QueryAllByGroupBody = Type.Object({ groupId: Id })
export const FollowBody = Type.Object({ equipmentId: Id })
export const MapQueryBody = Type.Object({ groupId: OptionalId, keyword: Type.Optional(Text(64)) })
export type MapQueryBody = Static<typeof MapQueryBody>

/** The device group calls in the endpoint map (schemas/api/endpoints.ts): body schema, answer schema. */
export const GROUP_ENDPOINTS = {
  'monitor/group/query': { body: Empty, answer: Type.Array(Group) },
  'monitor/group/add': { body: GroupAddBody, answer: Group },
  'monitor/group/edit': { body: GroupEditBody, answer: Group },
  'monitor/group/delete': { body: Type.Object({ id: Id }), answer: Type.Null() },
} as const
