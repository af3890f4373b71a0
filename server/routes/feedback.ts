// Feedback (issue 34): anyone signed in sends an opinion of at least 10 characters (spec §5; 10001
// otherwise, white space at the ends not counted) with an optional screenshot, checked by its content
// (server/uploads: png, jpg, gif or webp, at most 512 KB; 10006-10008), and lists their own with the
// platform's answer; platform administrators list everyone's and answer; the author sees the answer in their list.
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import { SNIFFED_MIME } from '../../schemas/api/asset.ts'
import {
  FEEDBACK_IMAGE_BYTES,
  FEEDBACK_IMAGE_FORMATS,
  FEEDBACK_MIN_CHARS,
  type Feedback,
} from '../../schemas/entities/feedback.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import type { FeedbackTable } from '../storage/tables/feedback.ts'
import { checkUpload } from '../uploads/check-upload.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'

type Row = Selectable<FeedbackTable> & { loginname?: string | null; orgName?: string | null }

const feedbackView = (row: Row): Feedback => ({
  id: row.id,
  content: row.content,
  contact: row.contact,
  image: row.image,
  answer: row.answer,
  answeredAt: row.answeredAt,
  createdAt: row.createdAt,
  ...(row.loginname != null && { loginname: row.loginname }),
  ...(row.orgName != null && { orgName: row.orgName }),
})

const withAuthor = (db: Db) =>
  db
    .selectFrom('feedback')
    .leftJoin('accounts', 'accounts.id', 'feedback.accountId')
    .leftJoin('enterprises', 'enterprises.id', 'feedback.orgId')
    .selectAll('feedback')
    .select(['accounts.loginname as loginname', 'enterprises.name as orgName'])

export const feedbackRoutes = [
  endpoint('feedback/add', {
    summary:
      'send feedback: at least 10 characters (10001), optional screenshot `file` (png, jpg, gif, webp, 512 KB)',
    auth: 'user',
    fileLimit: FEEDBACK_IMAGE_BYTES,
    handler: async ({ body, caller, s, now }) => {
      const content = body.content.trim()
      if ([...content].length < FEEDBACK_MIN_CHARS)
        fail(Code.paramInvalid, { field: 'content', reason: 'feedbackTooShort', min: FEEDBACK_MIN_CHARS })
      let image = ''
      if (body.file) {
        const format = checkUpload(body.file, {
          field: 'file',
          accepted: FEEDBACK_IMAGE_FORMATS,
          limitBytes: FEEDBACK_IMAGE_BYTES,
        })
        image = `data:${SNIFFED_MIME[format]};base64,${Buffer.from(body.file.data).toString('base64')}`
      }
      const row = {
        id: randomUUID(),
        orgId: caller.orgId,
        accountId: caller.accountId,
        content,
        contact: body.contact?.trim() ?? '',
        image,
        answeredAt: null,
        answeredBy: null,
        createdAt: now,
        updatedAt: now,
      }
      await s.db.insertInto('feedback').values(row).execute()
      return feedbackView({ ...row, answer: '' })
    },
  }),

  endpoint('feedback/query', {
    summary: "a page of the caller's own feedback with the platform's answers, newest first",
    auth: 'user',
    handler: async ({ body, caller, s }) => {
      const query = s.db
        .selectFrom('feedback')
        .selectAll()
        .where('accountId', '=', caller.accountId)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
      return pageOf(query, body, feedbackView)
    },
  }),

  endpoint('feedback/queryAll', {
    summary: "a page of every enterprise's feedback with its author (platform administrators)",
    auth: 'platform_admin',
    handler: async ({ body, s }) => {
      const query = withAuthor(s.db)
        .$if(body.answered !== undefined, (qb) =>
          qb.where('feedback.answeredAt', body.answered ? 'is not' : 'is', null),
        )
        .orderBy('feedback.createdAt', 'desc')
        .orderBy('feedback.id')
      return pageOf(query, body, feedbackView)
    },
  }),

  endpoint('feedback/answer', {
    summary: 'answer feedback of any enterprise (platform administrators); 90003 for no such feedback',
    auth: 'platform_admin',
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('feedback')
          .selectAll()
          .where('id', '=', body.feedback)
          .executeTakeFirst()
        if (!before) fail(Code.noDataOrPermission, { field: 'feedback' })
        await trx
          .updateTable('feedback')
          .set({ answer: body.answer.trim(), answeredAt: now, answeredBy: caller.accountId, updatedAt: now })
          .where('id', '=', body.feedback)
          .execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'feedback',
          objectId: body.feedback,
          action: 'answer',
          after: { answer: body.answer.trim() },
        })
        return feedbackView(
          await withAuthor(trx).where('feedback.id', '=', body.feedback).executeTakeFirstOrThrow(),
        )
      }),
  }),
]
