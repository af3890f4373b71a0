// Notices an account dismissed for good (user/notice/dismiss): the phone-bind prompt after "later", the
// administrator's "new style not set" notice once seen. A JSON array on the account.
import type { Migration } from 'kysely'
import { type AnyDb, jsonArray } from './columns.ts'

export const dismissedNotices: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('accounts').addColumn('dismissed_notices', 'text', jsonArray).execute()
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('accounts').dropColumn('dismissed_notices').execute()
  },
}
