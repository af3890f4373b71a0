// Alarm delivery you can trust (issue 38): the outbox row is the delivery's record from the alarm's
// transaction to the provider's answer.
// - `alarm_key`: the alarm's source (device and rule, or device and gateway alarm type), so a re-raised
//   alarm within the rule's re-notify interval is held, not sent again (alarms/guard.ts).
// - `held_reason`: why a row was held back ('' when it was not: renotify, rateLimit); `summary_id`: the
//   summary row that reported a rate-limited one.
// - `sent_at`, `answer`: when the provider took it and what it answered.
// Indexes for the guard's two counts: by source and recipient, and by recipient and channel in a window.
import type { Migration } from 'kysely'
import type { AnyDb } from './columns.ts'
import { index, notNullText } from './columns.ts'

const TEXT_COLUMNS = ['held_reason', 'answer'] as const

export const outboxGuard: Migration = {
  async up(db: AnyDb) {
    const outbox = () => db.schema.alterTable('notification_outbox')
    await outbox().addColumn('alarm_key', 'text').execute()
    for (const column of TEXT_COLUMNS) await outbox().addColumn(column, 'text', notNullText).execute()
    await outbox().addColumn('summary_id', 'text').execute()
    await outbox().addColumn('sent_at', 'bigint').execute()
    await index(db, 'notification_outbox', ['alarm_key', 'account_id', 'channel', 'created_at'])
    await index(db, 'notification_outbox', ['account_id', 'channel', 'created_at'])
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('notification_outbox_account_id_channel_created_at_ix').execute()
    await db.schema.dropIndex('notification_outbox_alarm_key_account_id_channel_created_at_ix').execute()
    for (const column of ['sent_at', 'summary_id', ...TEXT_COLUMNS, 'alarm_key'])
      await db.schema.alterTable('notification_outbox').dropColumn(column).execute()
  },
}
