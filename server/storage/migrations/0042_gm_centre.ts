// The GM centre (issue 36, platform spec §2 and §6): operating centres (a named set of enterprises a
// platform operator is authorised for, read-only unless granted writes), the operators' own groups of
// gateways across enterprises, and the indexes the fleet list's keyset pages walk (by last seen, by
// enterprise and SN) so the first page stays fast at 100,000 gateways.
import { type Migration, sql } from 'kysely'
import { type AnyDb, flag, index } from './columns.ts'

const times = (t: ReturnType<AnyDb['schema']['createTable']>) =>
  t
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())

export const gmCentre: Migration = {
  async up(db: AnyDb) {
    await times(
      db.schema
        .createTable('operating_centres')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull()),
    ).execute()
    await db.schema
      .createTable('operating_centre_orgs')
      .addColumn('centre_id', 'text', (c) =>
        c.notNull().references('operating_centres.id').onDelete('cascade'),
      )
      .addColumn('org_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('operating_centre_orgs_pk', ['centre_id', 'org_id'])
      .execute()
    await db.schema
      .createTable('operating_centre_grants')
      .addColumn('centre_id', 'text', (c) =>
        c.notNull().references('operating_centres.id').onDelete('cascade'),
      )
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('can_write', 'integer', flag)
      .addPrimaryKeyConstraint('operating_centre_grants_pk', ['centre_id', 'account_id'])
      .execute()
    await index(db, 'operating_centre_grants', ['account_id'])
    await times(
      db.schema
        .createTable('gm_groups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull()),
    ).execute()
    await index(db, 'gm_groups', ['account_id'])
    await db.schema
      .createTable('gm_group_gateways')
      .addColumn('group_id', 'text', (c) => c.notNull().references('gm_groups.id').onDelete('cascade'))
      .addColumn('gateway_id', 'text', (c) => c.notNull().references('gateways.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('gm_group_gateways_pk', ['group_id', 'gateway_id'])
      .execute()
    await index(db, 'gm_group_gateways', ['gateway_id'])
    await index(db, 'gateways', ['org_id', 'sn'])
    // the list's keyset by last seen: never seen sorts as -1 (server/gm/list.ts), one comparable value
    await db.schema
      .createIndex('gateways_seen_id_ix')
      .on('gateways')
      .expression(sql`coalesce(last_seen_at, -1), id`)
      .execute()
    await index(db, 'gateways', ['state', 'sn'])
  },
  async down(db: AnyDb) {
    for (const name of ['gateways_state_sn_ix', 'gateways_seen_id_ix', 'gateways_org_id_sn_ix'])
      await db.schema.dropIndex(name).execute()
    for (const table of [
      'gm_group_gateways',
      'gm_groups',
      'operating_centre_grants',
      'operating_centre_orgs',
      'operating_centres',
    ])
      await db.schema.dropTable(table).execute()
  },
}
