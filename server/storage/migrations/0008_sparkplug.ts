// Sparkplug B for third-party edge nodes (issue 13): the metrics a gateway's births name that match none
// of its device's variables, kept per device and Sparkplug device id (segment '' for the node's own
// metrics) until adopted or the device is deleted; and the Sparkplug group id of an enterprise and of a
// gateway (null: the platform's default group; a gateway's own overrides its enterprise's).
import type { Migration } from 'kysely'
import { type AnyDb, index } from './columns.ts'

export const sparkplug: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('discovered_metrics')
      .addColumn('org_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
      .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
      .addColumn('segment', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('datatype', 'integer', (c) => c.notNull())
      .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('discovered_metrics_pk', ['device_id', 'segment', 'name'])
      .execute()
    await index(db, 'discovered_metrics', ['org_id'])
    await db.schema.alterTable('enterprises').addColumn('sparkplug_group', 'text').execute()
    await db.schema.alterTable('gateways').addColumn('sparkplug_group', 'text').execute()
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('gateways').dropColumn('sparkplug_group').execute()
    await db.schema.alterTable('enterprises').dropColumn('sparkplug_group').execute()
    await db.schema.dropTable('discovered_metrics').execute()
  },
}
