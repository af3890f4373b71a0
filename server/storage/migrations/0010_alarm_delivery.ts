// Alarm delivery (issue 21):
// - `alarm_push` on gateways and enterprises: the push methods of offline and power-off alarms (JSON
//   `{ pushMethods, voiceLoops }`); null on a gateway: its enterprise's, null there: the message only.
// - The outbox as a delivery queue: each row's attempts, its last error, and when it is tried next
//   (null once sent, failed for good, or kept with no provider); due rows found by `next_attempt_at`.
import type { Migration } from 'kysely'
import type { AnyDb } from './columns.ts'
import { notNullText } from './columns.ts'

export const alarmDelivery: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('gateways').addColumn('alarm_push', 'text').execute()
    await db.schema.alterTable('enterprises').addColumn('alarm_push', 'text').execute()
    const outbox = () => db.schema.alterTable('notification_outbox')
    await outbox()
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await outbox().addColumn('last_error', 'text', notNullText).execute()
    await outbox().addColumn('next_attempt_at', 'bigint').execute()
    await outbox().addColumn('updated_at', 'bigint').execute()
    await db.schema
      .createIndex('notification_outbox_due')
      .on('notification_outbox')
      .column('next_attempt_at')
      .execute()
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('notification_outbox_due').execute()
    for (const column of ['updated_at', 'next_attempt_at', 'last_error', 'attempts'])
      await db.schema.alterTable('notification_outbox').dropColumn(column).execute()
    await db.schema.alterTable('enterprises').dropColumn('alarm_push').execute()
    await db.schema.alterTable('gateways').dropColumn('alarm_push').execute()
  },
}
