// Expiry messages for projects (issue 34): the cluster leader's daily job (edge-link/realtime.ts's sweep,
// at most once a day per instance) finds projects expiring within 30 days, or expired, that have no
// notice for that expiry time yet, writes one (unique per project and time) and sends a message of type
// `expire` (equipType `project`, dataId the notice) to the owner and the enterprise's administrators and
// operation accounts. A project given a new expiry time is told again.
import { randomUUID } from 'node:crypto'
import type { MessageHub } from '../live/hub.ts'
import { sendMessages } from '../messages/messages.ts'
import type { Db } from '../storage/db.ts'

const DAY = 86_400_000
export const EXPIRY_NOTICE_DAYS = 30

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export async function notifyExpiringProjects(db: Db, hub: MessageHub, now: number): Promise<number> {
  const due = await db
    .selectFrom('projects')
    .select(['id', 'orgId', 'ownerId', 'name', 'expiresAt'])
    .where('expiresAt', 'is not', null)
    .where('expiresAt', '<=', now + EXPIRY_NOTICE_DAYS * DAY)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('expiryNotices')
            .select('expiryNotices.id')
            .where('expiryNotices.kind', '=', 'project')
            .whereRef('expiryNotices.objectId', '=', 'projects.id')
            .whereRef('expiryNotices.expiresAt', '=', 'projects.expiresAt'),
        ),
      ),
    )
    .limit(200)
    .execute()
  for (const p of due) {
    const expiresAt = Number(p.expiresAt)
    const id = randomUUID()
    const pushed: { accountId: string; view: unknown }[] = []
    await db.transaction().execute(async (trx) => {
      const row = {
        id,
        orgId: p.orgId,
        kind: 'project',
        objectId: p.id,
        name: p.name,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      }
      await trx.insertInto('expiryNotices').values(row).execute()
      const accounts = await trx
        .selectFrom('accounts')
        .select('id')
        .where('orgId', '=', p.orgId)
        .where('disabled', '=', 0)
        .where((eb) => eb.or([eb('roleType', 'in', ['admin', 'operation']), eb('id', '=', p.ownerId)]))
        .execute()
      const expired = expiresAt <= now
      await sendMessages(
        trx,
        { publish: (accountId, view) => pushed.push({ accountId, view }) },
        accounts.map((a) => a.id),
        {
          orgId: p.orgId,
          type: 'expire',
          equipType: 'project',
          dataId: id,
          dataStatus: expired ? 'expired' : 'expiring',
          title: expired
            ? `项目已到期 / Project expired: ${p.name}`
            : `项目即将到期 / Project expiring: ${p.name}`,
          note: `${p.name}: ${dateOf(expiresAt)}`,
          alarmBroadcastTimes: 0,
        },
        now,
      )
    })
    for (const m of pushed) hub.publish(m.accountId, m.view)
  }
  return due.length
}

/** The daily job: runs at most once a day on this instance (the sweep asks every 5 s). */
export function dailyExpiryJob(db: Db, hub: MessageHub): (now: number) => Promise<void> {
  let last = Number.NEGATIVE_INFINITY
  return async (now) => {
    if (now - last < DAY) return
    last = now
    await notifyExpiringProjects(db, hub, now)
  }
}
