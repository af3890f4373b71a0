// System notices (issue 34): rich text cleaned at save with the one allow-list (projects/rich-text.ts),
// published by the cluster leader once due (edge-link/realtime.ts's sweep, every 5 s; at once when saved
// due): one message of type `notice` per enabled account of the audience, pushed live like every message.
// A notice is published once: the row is claimed (publishedAt set where still null) before its messages
// are written, in one transaction, so two leaders in a hand-over never both send it.
import type { Selectable } from 'kysely'
import type { Notice } from '../../schemas/entities/notice.ts'
import type { MessageHub } from '../live-state/hub.ts'
import { type NewMessage, sendMessages } from '../messages/messages.ts'
import { cleanHtml } from '../projects/rich-text.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { SystemNoticeTable } from '../storage/tables/notices.ts'

/** The most characters of a notice's text a message carries (the detail shows it whole). */
const NOTE_CHARS = 200

export const cleanNoticeHtml = (html: string): Promise<string> => cleanHtml(html)

/** The notice's text without markup, for the message's note (shown as text). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NOTE_CHARS)
}

export const noticeView = (row: Selectable<SystemNoticeTable>): Notice => ({
  id: row.id,
  title: row.title,
  content: row.content,
  audience: row.audience === 'orgs' ? 'orgs' : 'all',
  enterprises: parseJsonArray<string>(row.orgIds),
  publishAt: row.publishAt,
  publishedAt: row.publishedAt,
  createdAt: row.createdAt,
})

/** Enabled accounts of the audience, by enterprise. */
async function audienceOf(db: Db, row: Selectable<SystemNoticeTable>): Promise<Map<string, string[]>> {
  const orgIds = parseJsonArray<string>(row.orgIds)
  if (row.audience === 'orgs' && orgIds.length === 0) return new Map()
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'orgId'])
    .where('disabled', '=', 0)
    .$if(row.audience === 'orgs', (qb) => qb.where('orgId', 'in', orgIds))
    .orderBy('orgId')
    .orderBy('id')
    .execute()
  const byOrg = new Map<string, string[]>()
  for (const a of accounts) byOrg.set(a.orgId, [...(byOrg.get(a.orgId) ?? []), a.id])
  return byOrg
}

/** Publishes one notice if still unpublished; answers whether this call published it. */
async function publishOne(db: Db, hub: MessageHub, id: string, now: number): Promise<boolean> {
  const sent: (() => void)[] = []
  const published = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('systemNotices')
      .set({ publishedAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('publishedAt', 'is', null)
      .returningAll()
      .executeTakeFirst()
    if (!claimed) return false
    const message: Omit<NewMessage, 'orgId'> = {
      type: 'notice',
      equipType: 'public',
      dataId: claimed.id,
      dataStatus: '',
      title: claimed.title,
      note: plainText(claimed.content),
      alarmBroadcastTimes: 0,
    }
    for (const [orgId, accountIds] of await audienceOf(trx, claimed)) {
      // pushed once the transaction holds: a socket never shows a message the database then lost
      const held: { accountId: string; view: unknown }[] = []
      const collect = { publish: (accountId: string, view: unknown) => held.push({ accountId, view }) }
      await sendMessages(trx, collect, accountIds, { ...message, orgId }, now)
      sent.push(() => {
        for (const h of held) hub.publish(h.accountId, h.view)
      })
    }
    return true
  })
  for (const push of sent) push()
  return published
}

/** Publishes every notice due by `now` (the leader's sweep; a save that is due). */
export async function publishDueNotices(db: Db, hub: MessageHub, now: number): Promise<number> {
  const due = await db
    .selectFrom('systemNotices')
    .select('id')
    .where('publishedAt', 'is', null)
    .where('publishAt', '<=', now)
    .orderBy('publishAt')
    .limit(20)
    .execute()
  let count = 0
  for (const { id } of due) if (await publishOne(db, hub, id, now)) count++
  return count
}
