// The operation log: every change is one row of who, what object, which action, when, and the
// object before and after as JSON. Secrets are masked before they are written.
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'

export interface Actor {
  accountId: string | null
  orgId: string
  loginname: string
}

export interface Change {
  objectType: string
  objectId: string
  action: string
  before?: object | null
  after?: object | null
}

const SECRET_KEY = /hash|password|secret|credential|token|answer/i

function masked(value: object | null | undefined): string | null {
  if (!value) return null
  return JSON.stringify(value, (key, v) => (key && SECRET_KEY.test(key) && v != null ? '***' : v))
}

export async function recordChange(db: Db, actor: Actor, now: number, change: Change): Promise<void> {
  await db
    .insertInto('operationLog')
    .values({
      id: sortableId(now),
      orgId: actor.orgId,
      accountId: actor.accountId,
      loginname: actor.loginname,
      objectType: change.objectType,
      objectId: change.objectId,
      action: change.action,
      beforeJson: masked(change.before),
      afterJson: masked(change.after),
      createdAt: now,
    })
    .execute()
}

/** The actor of a signed-in caller. */
export const actorOf = (caller: {
  accountId: string
  orgId: string
  loginname: string
}): Actor & { accountId: string } => ({
  accountId: caller.accountId,
  orgId: caller.orgId,
  loginname: caller.loginname,
})

/**
 * Runs `apply` in one transaction and logs the object's view before and after it: none before an 'add',
 * none after a 'delete'. Answers the view after the change (before it, for a delete).
 */
export async function loggedChange<V extends object>(
  db: Db,
  actor: Actor,
  now: number,
  change: { objectType: string; objectId: string; action: string },
  view: (trx: Db) => Promise<V>,
  apply: (trx: Db) => Promise<void>,
): Promise<V> {
  return db.transaction().execute(async (trx) => {
    const before = change.action === 'add' ? null : await view(trx)
    await apply(trx)
    const after = change.action === 'delete' ? null : await view(trx)
    await recordChange(trx, actor, now, { ...change, before, after })
    return (after ?? before)!
  })
}
