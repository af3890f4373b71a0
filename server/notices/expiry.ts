// Expiry messages (issues 34 and 32): the cluster leader's daily job (edge-link/jobs.ts, run at most
// once a day per instance) finds what expires within 30 days, or has expired, without a notice for that
// expiry time yet, writes one (unique per object and time) and sends a message of type `expire` (equipType
// the kind, dataId the notice). Projects tell their owner and their enterprise's administrators and
// operation accounts; a grant of devices to an external party (`api`) tells the administrators and
// operation accounts of both sides; an IoT card (`card`, within the dictionary's reminder days) its
// enterprise's. An object given a new expiry time is told again. The job also cancels lapsed cards.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { cancelLapsedCards, reminderDays } from '../commerce/cards.ts'
import type { MessageHub } from '../live-state/hub.ts'
import { sendMessages } from '../messages/messages.ts'
import type { Db } from '../storage/db.ts'

const DAY = 86_400_000
export const EXPIRY_NOTICE_DAYS = 30
/** At most this many notices of one kind a day: a backlog is told over the next days. */
const BATCH = 200

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

type Kind = 'project' | 'api' | 'card'

/** Something about to expire, and who is told: the accounts of `orgIds` that run them, and `ownerId`. */
interface Expiring {
  objectId: string
  orgId: string
  name: string
  expiresAt: number
  orgIds: string[]
  ownerId?: string
}

const TITLES: Record<Kind, { expired: string; expiring: string }> = {
  project: { expired: '项目已到期 / Project expired', expiring: '项目即将到期 / Project expiring' },
  api: { expired: 'API 授权已到期 / API grant expired', expiring: 'API 授权即将到期 / API grant expiring' },
  card: { expired: '物联网卡已到期 / IoT card expired', expiring: '物联网卡即将到期 / IoT card expiring' },
}

/** Objects of `kind` (rows of `table`) whose notice for their expiry time is not written yet. */
const unnotified = (kind: Kind, table: 'projects' | 'externalGrants' | 'iotCards') =>
  sql<boolean>`not exists (select 1 from expiry_notices n where n.kind = ${kind}
    and n.object_id = ${sql.ref(`${table}.id`)} and n.expires_at = ${sql.ref(`${table}.expiresAt`)})`

async function expiringProjects(db: Db, now: number): Promise<Expiring[]> {
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'orgId', 'ownerId', 'name', 'expiresAt'])
    .where('expiresAt', 'is not', null)
    .where('expiresAt', '<=', now + EXPIRY_NOTICE_DAYS * DAY)
    .where(unnotified('project', 'projects'))
    .limit(BATCH)
    .execute()
  return rows.map((p) => ({
    objectId: p.id,
    orgId: p.orgId,
    name: p.name,
    expiresAt: Number(p.expiresAt),
    orgIds: [p.orgId],
    ownerId: p.ownerId,
  }))
}

async function expiringGrants(db: Db, now: number): Promise<Expiring[]> {
  const rows = await db
    .selectFrom('externalGrants')
    .innerJoin('enterprises as grantor', 'grantor.id', 'externalGrants.orgId')
    .innerJoin('enterprises as party', 'party.id', 'externalGrants.granteeOrgId')
    .select([
      'externalGrants.id',
      'externalGrants.orgId',
      'externalGrants.granteeOrgId',
      'externalGrants.expiresAt',
      'grantor.name as grantorName',
      'party.name as partyName',
    ])
    .where('externalGrants.cancelledAt', 'is', null)
    .where('externalGrants.expiresAt', 'is not', null)
    .where('externalGrants.expiresAt', '<=', now + EXPIRY_NOTICE_DAYS * DAY)
    .where(unnotified('api', 'externalGrants'))
    .limit(BATCH)
    .execute()
  return rows.map((g) => ({
    objectId: g.id,
    orgId: g.orgId,
    name: `${g.grantorName} → ${g.partyName}`,
    expiresAt: Number(g.expiresAt),
    orgIds: [g.orgId, g.granteeOrgId],
  }))
}

async function expiringCards(db: Db, now: number): Promise<Expiring[]> {
  const days = await reminderDays(db)
  const rows = await db
    .selectFrom('iotCards')
    .select(['id', 'orgId', 'iccid', 'expiresAt'])
    .where('state', '=', 'normal')
    .where('expiresAt', '<=', now + days * DAY)
    .where(unnotified('card', 'iotCards'))
    .limit(BATCH)
    .execute()
  return rows.map((c) => ({
    objectId: c.id,
    orgId: c.orgId,
    name: c.iccid,
    expiresAt: Number(c.expiresAt),
    orgIds: [c.orgId],
  }))
}

/** Writes the notice of one expiring object and its messages; answers the pushes to make after commit. */
async function notify(trx: Db, kind: Kind, item: Expiring, now: number) {
  const id = randomUUID()
  const { objectId, orgId, name, expiresAt } = item
  await trx
    .insertInto('expiryNotices')
    .values({ id, orgId, kind, objectId, name, expiresAt, createdAt: now, updatedAt: now })
    .execute()
  const accounts = await trx
    .selectFrom('accounts')
    .select(['id', 'orgId'])
    .where('orgId', 'in', item.orgIds)
    .where('disabled', '=', 0)
    .where((eb) =>
      eb.or([
        eb('roleType', 'in', ['admin', 'operation']),
        ...(item.ownerId ? [eb('id', '=', item.ownerId)] : []),
      ]),
    )
    .execute()
  const expired = expiresAt <= now
  const pushed: { accountId: string; view: unknown }[] = []
  for (const org of item.orgIds)
    await sendMessages(
      trx,
      { publish: (accountId, view) => pushed.push({ accountId, view }) },
      accounts.filter((a) => a.orgId === org).map((a) => a.id),
      {
        orgId: org,
        type: 'expire',
        equipType: kind,
        dataId: id,
        dataStatus: expired ? 'expired' : 'expiring',
        title: `${expired ? TITLES[kind].expired : TITLES[kind].expiring}: ${name}`,
        note: `${name}: ${dateOf(expiresAt)}`,
        alarmBroadcastTimes: 0,
      },
      now,
    )
  return pushed
}

async function notifyAll(db: Db, hub: MessageHub, kind: Kind, due: Expiring[], now: number): Promise<number> {
  for (const item of due) {
    const pushed = await db.transaction().execute((trx) => notify(trx, kind, item, now))
    for (const m of pushed) hub.publish(m.accountId, m.view)
  }
  return due.length
}

export const notifyExpiringProjects = async (db: Db, hub: MessageHub, now: number): Promise<number> =>
  notifyAll(db, hub, 'project', await expiringProjects(db, now), now)

export const notifyExpiringGrants = async (db: Db, hub: MessageHub, now: number): Promise<number> =>
  notifyAll(db, hub, 'api', await expiringGrants(db, now), now)

/** IoT cards within the dictionary's reminder days (issue 33). */
export const notifyExpiringCards = async (db: Db, hub: MessageHub, now: number): Promise<number> =>
  notifyAll(db, hub, 'card', await expiringCards(db, now), now)

/** The daily job: runs at most once a day on this instance (the sweep asks every 5 s). */
export function dailyExpiryJob(db: Db, hub: MessageHub): (now: number) => Promise<void> {
  let last = Number.NEGATIVE_INFINITY
  return async (now) => {
    if (now - last < DAY) return
    last = now
    await notifyExpiringProjects(db, hub, now)
    await notifyExpiringGrants(db, hub, now)
    await notifyExpiringCards(db, hub, now)
    await cancelLapsedCards(db, now)
  }
}
