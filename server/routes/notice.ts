// System notices (issue 34): platform administrators write them (`notice/query|add|edit|delete`; a
// published notice no longer changes: 2401), the cluster leader publishes them when due
// (notices/notices.ts; at once when saved due), and `notice/detail` (spec §7) shows one to anyone in a
// published notice's audience, its rich text cleaned again on the way out.
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import type { NoticeAddBody } from '../../schemas/api/notice.ts'
import { fail } from '../http/api-error.ts'
import { cleanNoticeHtml, noticeView, publishDueNotices } from '../notices/notices.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'

const AUTH = 'platform_admin'

/** The stored fields of a body: cleaned text, known enterprises (90003 otherwise), a publish time. */
async function fieldsOf(db: Db, body: NoticeAddBody, now: number) {
  const enterprises = body.audience === 'orgs' ? [...new Set(body.enterprises ?? [])] : []
  if (body.audience === 'orgs') {
    if (enterprises.length === 0) fail(Code.paramMissing, { field: 'enterprises' })
    const found = await db.selectFrom('enterprises').select('id').where('id', 'in', enterprises).execute()
    if (found.length !== enterprises.length) fail(Code.noDataOrPermission, { field: 'enterprises' })
  }
  return {
    title: body.title.trim(),
    content: await cleanNoticeHtml(body.content),
    audience: body.audience,
    orgIds: JSON.stringify(enterprises),
    publishAt: body.publishAt ?? now,
    updatedAt: now,
  }
}

async function noticeOf(db: Db, id: string) {
  return db.selectFrom('systemNotices').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** Publishes what is due now and answers the notice as it then is. */
async function afterSave(s: Services, id: string, now: number) {
  await publishDueNotices(s.db, s.realtime.messages, now)
  return noticeView(await noticeOf(s.db, id))
}

export const noticeRoutes = [
  endpoint('notice/query', {
    summary: 'page through the system notices, newest first (platform administrators)',
    auth: AUTH,
    handler: async ({ body, caller, s }) => {
      const query = s.db
        .selectFrom('systemNotices')
        .selectAll()
        .where('orgId', '=', caller.orgId)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
      return pageOf(query, body, noticeView)
    },
  }),

  endpoint('notice/add', {
    summary: 'write a system notice for all or chosen enterprises; published at publishAt (now: at once)',
    auth: AUTH,
    handler: async ({ body, caller, s, now }) => {
      const id = randomUUID()
      const fields = await fieldsOf(s.db, body, now)
      await s.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('systemNotices')
          .values({
            id,
            orgId: caller.orgId,
            ...fields,
            publishedAt: null,
            createdBy: caller.accountId,
            createdAt: now,
          })
          .execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'notice',
          objectId: id,
          action: 'add',
          after: { title: fields.title, audience: fields.audience, publishAt: fields.publishAt },
        })
      })
      return afterSave(s, id, now)
    },
  }),

  endpoint('notice/edit', {
    summary: 'change a system notice not yet published (2401 once published)',
    auth: AUTH,
    idFields: { id: 'notice' },
    handler: async ({ body, caller, s, now }) => {
      const fields = await fieldsOf(s.db, body, now)
      await s.db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('systemNotices')
          .set(fields)
          .where('id', '=', body.id)
          .where('publishedAt', 'is', null)
          .executeTakeFirst()
        if (Number(changed.numUpdatedRows) !== 1) fail(Code.noticePublished)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'notice',
          objectId: body.id,
          action: 'edit',
          after: { title: fields.title, audience: fields.audience, publishAt: fields.publishAt },
        })
      })
      return afterSave(s, body.id, now)
    },
  }),

  endpoint('notice/delete', {
    summary: 'delete a system notice not yet published (2401 once published)',
    auth: AUTH,
    idFields: { id: 'notice' },
    handler: async ({ body, caller, s, now }) => {
      await s.db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('systemNotices')
          .where('id', '=', body.id)
          .where('publishedAt', 'is', null)
          .executeTakeFirst()
        if (Number(gone.numDeletedRows) !== 1) fail(Code.noticePublished)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'notice',
          objectId: body.id,
          action: 'delete',
        })
      })
      return null
    },
  }),

  endpoint('notice/detail', {
    summary: "one system notice: published to the caller's enterprise (or all), or its own enterprise's",
    auth: 'user',
    idFields: { id: 'visibleNotice' },
    handler: async ({ body, s }) => {
      const row = await noticeOf(s.db, body.id)
      // cleaned again on the way out: a row written before today's allow-list is shown by today's
      return noticeView({ ...row, content: await cleanNoticeHtml(row.content) })
    },
  }),
]
