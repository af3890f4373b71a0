// The device group tree of an enterprise (spec §3 Group; §9): at most 10 levels (1201) and at most
// 500 nodes under one parent (1202), a node being a sub-group or a device placed directly in it.
// Top-level groups count against the same 500. Depth is stored (top level = 1) and kept right
// when a group moves.
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'

export const MAX_GROUP_DEPTH = 10
export const MAX_NODES_PER_PARENT = 500

interface GroupNode {
  id: string
  parentId: string | null
  depth: number
}

const groupsOf = (db: Db, orgId: string): Promise<GroupNode[]> =>
  db.selectFrom('deviceGroups').select(['id', 'parentId', 'depth']).where('orgId', '=', orgId).execute()

function subtreeOf(groups: readonly GroupNode[], rootId: string): GroupNode[] {
  const children = new Map<string | null, GroupNode[]>()
  for (const g of groups) children.set(g.parentId, [...(children.get(g.parentId) ?? []), g])
  const out: GroupNode[] = []
  const stack = groups.filter((g) => g.id === rootId)
  while (stack.length) {
    const g = stack.pop() as GroupNode
    out.push(g)
    stack.push(...(children.get(g.id) ?? []))
  }
  return out
}

/** The group and every group below it. */
export async function groupAndDescendants(db: Db, orgId: string, id: string): Promise<string[]> {
  return subtreeOf(await groupsOf(db, orgId), id).map((g) => g.id)
}

/** Nodes directly under a parent (null: the top level, groups only). */
async function nodesUnder(db: Db, orgId: string, parentId: string | null): Promise<number> {
  const groups = await db
    .selectFrom('deviceGroups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('orgId', '=', orgId)
    .where('parentId', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirstOrThrow()
  if (parentId === null) return Number(groups.n)
  const devices = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('groupId', '=', parentId)
    .executeTakeFirstOrThrow()
  return Number(groups.n) + Number(devices.n)
}

/** 1202 when the parent already holds its 500 nodes. */
export async function assertRoomUnder(db: Db, orgId: string, parentId: string | null): Promise<void> {
  if ((await nodesUnder(db, orgId, parentId)) >= MAX_NODES_PER_PARENT)
    fail(Code.groupTooWide, { max: MAX_NODES_PER_PARENT })
}

/** The depth a new group under this parent has: 1201 beyond 10 levels. */
export async function depthUnder(db: Db, parentId: string | null): Promise<number> {
  if (parentId === null) return 1
  const parent = await db
    .selectFrom('deviceGroups')
    .select('depth')
    .where('id', '=', parentId)
    .executeTakeFirstOrThrow()
  const depth = parent.depth + 1
  if (depth > MAX_GROUP_DEPTH) fail(Code.groupTooDeep, { max: MAX_GROUP_DEPTH })
  return depth
}

/**
 * Moves a group (with its sub-groups) under a new parent: 10001 under itself or a descendant, 1201
 * when its deepest descendant would pass level 10, 1202 when the new parent is full. Depths follow.
 */
export async function moveGroup(db: Db, orgId: string, id: string, parentId: string | null, now: number) {
  const groups = await groupsOf(db, orgId)
  const subtree = subtreeOf(groups, id)
  const node = subtree[0] as GroupNode
  if (node.parentId === parentId) return
  if (parentId !== null && subtree.some((g) => g.id === parentId))
    fail(Code.paramInvalid, { field: 'parentId', reason: 'a group cannot move under itself' })
  const depth = parentId === null ? 1 : (groups.find((g) => g.id === parentId)?.depth ?? 0) + 1
  const shift = depth - node.depth
  if (Math.max(...subtree.map((g) => g.depth)) + shift > MAX_GROUP_DEPTH)
    fail(Code.groupTooDeep, { max: MAX_GROUP_DEPTH })
  await assertRoomUnder(db, orgId, parentId)
  await db.updateTable('deviceGroups').set({ parentId, updatedAt: now }).where('id', '=', id).execute()
  if (shift !== 0)
    await db
      .updateTable('deviceGroups')
      .set((eb) => ({ depth: eb('depth', '+', shift) }))
      .where(
        'id',
        'in',
        subtree.map((g) => g.id),
      )
      .execute()
}
