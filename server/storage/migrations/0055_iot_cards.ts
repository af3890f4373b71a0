// IoT (SIM) cards (issue 33): one row per card, its ICCID unique on the platform (a card belongs to one
// enterprise), plan and monthly price in cents, data in MB, activation and expiry times. The stored state is
// `normal`, `halted` or `cancelled`; "about to expire" and "expired" follow from the expiry time.
import type { Migration } from 'kysely'
import { type AnyDb, index, notNullText, tenantTable } from './columns.ts'

export const iotCards: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'iot_cards')
      .addColumn('iccid', 'text', (c) => c.notNull().unique())
      .addColumn('operator', 'text', notNullText)
      .addColumn('plan', 'text', notNullText)
      .addColumn('monthly_price', 'bigint', (c) => c.notNull())
      .addColumn('data_total', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('data_used', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('activated_at', 'bigint')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('normal'))
      .addColumn('cancelled_at', 'bigint')
      .addColumn('remark', 'text', notNullText)
      .execute()
    await index(db, 'iot_cards', ['org_id', 'expires_at'])
    await index(db, 'iot_cards', ['state', 'expires_at'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('iot_cards').execute()
  },
}
