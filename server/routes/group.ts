// Groups and the monitor lists (spec §7 "Groups and map"): the group tree (`monitor/group/*`; depth
// ≤ 10: 1201, ≤ 500 nodes under a parent: 1202; a group holding devices or sub-groups is not deleted:
// 10004), devices by group, the monitor list with alarm and follow state (followed first), following,
// and every located device for the map.
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { QueryAllByGroupBody } from '../../schemas/api/group.ts'
import type { Group } from '../../schemas/entities/equipment.ts'
import {
  type DevicesBase,
  filtered,
  monitoredView,
  monitoredViewFor,
  ordered,
  pageOfDevices,
  withColumns,
  withMonitorColumns,
} from '../devices/device-list.ts'
import { assertRoomUnder, depthUnder, moveGroup } from '../devices/groups.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { orNull } from '../org/accounts.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { visibleDeviceIds } from '../tenancy/devices.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

async function groupsOf(db: Db, caller: Caller, id?: string): Promise<Group[]> {
  const rows = await db
    .selectFrom('deviceGroups')
    .selectAll('deviceGroups')
    .select((eb) =>
      eb
        .selectFrom('devices')
        .select((d) => d.fn.countAll<number>().as('n'))
        .whereRef('devices.groupId', '=', 'deviceGroups.id')
        .where('devices.id', 'in', visibleDeviceIds(db, caller))
        .as('deviceCount'),
    )
    .where('orgId', '=', caller.orgId)
    .$if(id !== undefined, (qb) => qb.where('id', '=', id as string))
    .orderBy('depth')
    .orderBy('sort')
    .orderBy('name')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    parentId: r.parentId,
    depth: r.depth,
    sort: r.sort,
    deviceCount: Number(r.deviceCount ?? 0),
  }))
}

const groupById = async (db: Db, caller: Caller, id: string) => (await groupsOf(db, caller, id))[0] as Group

/** Followed devices named in the query up to this many (beyond, a subquery: same rows, slower plan). */
const FOLLOWS_INLINE = 1000

/**
 * The condition "followed by the caller" (or its negation). The ids are read first and named: offered a
 * subquery, SQLite's planner walks every device of the enterprise to test each against it.
 */
async function followCondition(db: Db, caller: Caller) {
  const follows = db
    .selectFrom('deviceFollows')
    .select('deviceFollows.deviceId')
    .where('deviceFollows.accountId', '=', caller.accountId)
  const ids = (await follows.limit(FOLLOWS_INLINE + 1).execute()).map((r) => r.deviceId)
  if (ids.length === 0) return undefined
  return ids.length > FOLLOWS_INLINE ? follows : ids
}

/**
 * Rows `offset`… of a monitor list (all without a `limit`) with their alarm and follow state, followed
 * first, each part in the list's order: the followed part (as long as the caller's follows) before the
 * rest, which walks the list's order index; no sort of the whole list on a computed column.
 */
async function monitorRows(db: Db, base: DevicesBase, caller: Caller, limit?: number, offset = 0) {
  const rowsOf = (part: DevicesBase, count: number | undefined, skip: number) => {
    if (count !== undefined && count <= 0) return Promise.resolve([])
    const rows = withMonitorColumns(ordered(withColumns(part)), caller)
    return (count === undefined ? rows : rows.limit(count).offset(skip)).execute()
  }
  const follows = await followCondition(db, caller)
  if (!follows) return rowsOf(base, limit, offset)
  const followed = base.where('devices.id', 'in', follows)
  const counted = await followed.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  const followedCount = Number(counted?.n ?? 0)
  const first = offset < followedCount ? await rowsOf(followed, limit, offset) : []
  const rest = base.where('devices.id', 'not in', follows)
  const left = limit === undefined ? undefined : limit - first.length
  return [...first, ...(await rowsOf(rest, left, Math.max(0, offset - followedCount)))]
}

const monitorPage = (
  db: Db,
  base: DevicesBase,
  caller: Caller,
  paging: { pageNo?: number; pageSize?: number },
) =>
  pageOfDevices(
    db,
    base,
    paging,
    (limit, offset) => monitorRows(db, base, caller, limit, offset),
    monitoredViewFor(caller),
  )

export const groupRoutes = [
  endpoint('monitor/group/query', {
    summary: "the enterprise's groups as a flat list (parentId, depth) with their device counts",
    auth: 'user',
    handler: async ({ caller, s }) => groupsOf(s.db, caller),
  }),

  endpoint('monitor/group/add', {
    summary:
      'create a group, optionally under a parent (1201 deeper than 10, 1202 over 500 under the parent)',
    auth: 'manage_eg_group',
    idFields: { parentId: 'group' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const parentId = orNull(body.parentId)
        const depth = await depthUnder(trx, parentId)
        await assertRoomUnder(trx, caller.orgId, parentId)
        const id = randomUUID()
        await trx
          .insertInto('deviceGroups')
          .values({
            id,
            orgId: caller.orgId,
            parentId,
            name: body.name,
            depth,
            sort: body.sort ?? 0,
            createdAt: now,
            updatedAt: now,
          })
          .execute()
        const after = await groupById(trx, caller, id)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'group',
          objectId: id,
          action: 'add',
          after,
        })
        return after
      }),
  }),

  endpoint('monitor/group/edit', {
    summary: 'rename, re-sort or move a group with its sub-groups (10001 under itself, 1201, 1202)',
    auth: 'manage_eg_group',
    idFields: { id: 'group', parentId: 'group' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const before = await groupById(trx, caller, body.id)
        if (body.parentId !== undefined)
          await moveGroup(trx, caller.orgId, body.id, orNull(body.parentId), now)
        await trx
          .updateTable('deviceGroups')
          .set({
            ...(body.name !== undefined && { name: body.name }),
            ...(body.sort !== undefined && { sort: body.sort }),
            updatedAt: now,
          })
          .where('id', '=', body.id)
          .execute()
        const after = await groupById(trx, caller, body.id)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'group',
          objectId: body.id,
          action: 'edit',
          before,
          after,
        })
        return after
      }),
  }),

  endpoint('monitor/group/delete', {
    summary: 'delete an empty group (10004 while it holds devices or sub-groups)',
    auth: 'manage_eg_group',
    idFields: { id: 'group' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const before = await groupById(trx, caller, body.id)
        const child = await trx
          .selectFrom('deviceGroups')
          .select('id')
          .where('parentId', '=', body.id)
          .executeTakeFirst()
        const device = await trx
          .selectFrom('devices')
          .select('id')
          .where('groupId', '=', body.id)
          .executeTakeFirst()
        if (child || device) fail(Code.inUse, { reason: child ? 'sub-groups' : 'devices' })
        await trx.deleteFrom('deviceGroups').where('id', '=', body.id).execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'group',
          objectId: body.id,
          action: 'delete',
          before,
        })
        return null
      }),
  }),

  endpoint('monitor/equipment/query', {
    summary:
      'page through the monitored devices: alarm and follow state, followed first (keyword, group, state, followed)',
    auth: 'user',
    idFields: { groupId: 'group' },
    handler: async ({ body, caller, s }) => {
      const query = await filtered(
        s.db,
        caller,
        { keyword: body.keyword, groupId: body.groupId || undefined, state: body.state },
        // the devices other enterprises granted show in the whole list, not in a group of the caller's
        { withGranted: !body.groupId },
      )
      const followed =
        body.followed === undefined
          ? query
          : query.where((eb) => {
              const follows = eb
                .selectFrom('deviceFollows')
                .select('deviceFollows.deviceId')
                .where('deviceFollows.accountId', '=', caller.accountId)
              return body.followed ? eb('devices.id', 'in', follows) : eb('devices.id', 'not in', follows)
            })
      return monitorPage(s.db, followed, caller, body)
    },
  }),

  endpoint('monitor/equipment/queryByGroup', {
    summary: 'page through the devices directly in a group (in no group when none is named)',
    auth: 'user',
    idFields: { groupId: 'group' },
    handler: async ({ body, caller, s }) => {
      const groupId = orNull(body.groupId)
      const query = (await filtered(s.db, caller, { keyword: body.keyword })).where(
        'devices.groupId',
        groupId === null ? 'is' : '=',
        groupId,
      )
      return monitorPage(s.db, query, caller, body)
    },
  }),

  route({
    path: 'monitor/equipment/queryAllByGroup',
    summary: 'every device of a group and its sub-groups (no paging)',
    bodySchema: QueryAllByGroupBody,
    auth: 'user',
    idFields: { groupId: 'group' },
    handler: async ({ body, caller, s }) => {
      const query = await filtered(s.db, caller, { groupId: body.groupId })
      return (await monitorRows(s.db, query, caller)).map(monitoredView)
    },
  }),

  endpoint('monitor/equipment/queryAllForMap', {
    summary: 'every device with a location (longitude and latitude), for the map (group, keyword)',
    auth: 'user',
    idFields: { groupId: 'group' },
    handler: async ({ body, caller, s }) => {
      const query = (
        await filtered(s.db, caller, {
          keyword: body.keyword,
          groupId: body.groupId || undefined,
        })
      )
        .where('devices.lng', 'is not', null)
        .where('devices.lat', 'is not', null)
      return (await monitorRows(s.db, query, caller)).map(monitoredView)
    },
  }),

  endpoint('monitor/equipment/setFollow', {
    summary: 'follow a device (it comes first in the monitor lists)',
    auth: 'user',
    idFields: { equipmentId: 'device' },
    handler: async ({ body, caller, s, now }) => {
      await s.db
        .insertInto('deviceFollows')
        .values({
          accountId: caller.accountId,
          deviceId: body.equipmentId,
          orgId: caller.orgId,
          createdAt: now,
        })
        .onConflict((oc) => oc.columns(['accountId', 'deviceId']).doNothing())
        .execute()
      return { equipmentId: body.equipmentId, followed: true }
    },
  }),

  endpoint('monitor/equipment/cancleFollow', {
    summary: 'stop following a device (the spec’s spelling)',
    auth: 'user',
    idFields: { equipmentId: 'device' },
    handler: async ({ body, caller, s }) => {
      await s.db
        .deleteFrom('deviceFollows')
        .where('accountId', '=', caller.accountId)
        .where('deviceId', '=', body.equipmentId)
        .execute()
      return { equipmentId: body.equipmentId, followed: false }
    },
  }),
]
