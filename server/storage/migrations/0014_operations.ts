// Operations essentials (issue 21):
// - `alarm_groups`: an enterprise's escalation chains. A rule names one in its alarm group field; an
//   alarm of it not acknowledged within `delay_minutes` notifies the chain's next step (an account or a
//   department), step after step. The alarm record keeps its chain, how many steps were taken and when the
//   next is due (null: no escalation, or it ended).
// - `alarm_events`: each alarm record's history (raised, notified, escalated, acknowledged, resolved).
// - `alarm_ack_links`: one-time reply links sent with an alarm's notifications (sha-256 of the token).
// - `notification_outbox.alarm_id`: the alarm a notification is about (the outbox screen by alarm).
// - `wechat_bind_states`: WeChat binding states in the database, so a binding started on one instance
//   completes on another and survives a restart (sha-256 of the state).
// - `system_params`: platform parameters set by the platform admin (provider keys among them).
// - `share_links` and `share_sessions`: public share links of a device or project (with an expiry) and
//   the sessions opened on them with the share password; a session remembers the password hash it was
//   opened with, so changing the password or ending the share ends it.
import type { Migration } from 'kysely'
import { type AnyDb, index, jsonArray, notNullText, tenantTable } from './columns.ts'

export const operations: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'alarm_groups')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('delay_minutes', 'integer', (c) => c.notNull())
      // [{ kind: 'account' | 'dept', id }]
      .addColumn('steps', 'text', jsonArray)
      .execute()
    await index(db, 'alarm_groups', ['org_id', 'name'], true)

    const records = () => db.schema.alterTable('alarm_records')
    await records().addColumn('alarm_group_id', 'text').execute()
    await records()
      .addColumn('escalation_step', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await records().addColumn('escalate_at', 'bigint').execute()
    await index(db, 'alarm_records', ['escalate_at'])

    await db.schema
      .createTable('alarm_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('alarm_id', 'text', (c) => c.notNull().references('alarm_records.id').onDelete('cascade'))
      .addColumn('at', 'bigint', (c) => c.notNull())
      // raised | notified | escalated | acknowledged | resolved | ended
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', notNullText)
      .addColumn('detail', 'text', notNullText)
      .execute()
    await index(db, 'alarm_events', ['alarm_id', 'at'])

    await db.schema
      .createTable('alarm_ack_links')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('alarm_id', 'text', (c) => c.notNull().references('alarm_records.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
    await index(db, 'alarm_ack_links', ['alarm_id'])

    await db.schema.alterTable('notification_outbox').addColumn('alarm_id', 'text').execute()
    await index(db, 'notification_outbox', ['alarm_id'])

    await db.schema
      .createTable('wechat_bind_states')
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('system_params')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', notNullText)
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()

    await tenantTable(db, 'share_links')
      // equip | project
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('object_id', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('creator', 'text', notNullText)
      .execute()
    await index(db, 'share_links', ['token'], true)
    await index(db, 'share_links', ['object_id'])

    await db.schema
      .createTable('share_sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('link_id', 'text', (c) => c.notNull().references('share_links.id').onDelete('cascade'))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
  },
  async down(db: AnyDb) {
    for (const table of [
      'share_sessions',
      'share_links',
      'system_params',
      'wechat_bind_states',
      'alarm_ack_links',
      'alarm_events',
      'alarm_groups',
    ])
      await db.schema.dropTable(table).execute()
    await db.schema.dropIndex('notification_outbox_alarm_id_ix').execute()
    await db.schema.alterTable('notification_outbox').dropColumn('alarm_id').execute()
    await db.schema.dropIndex('alarm_records_escalate_at_ix').execute()
    for (const column of ['escalate_at', 'escalation_step', 'alarm_group_id'])
      await db.schema.alterTable('alarm_records').dropColumn(column).execute()
  },
}
