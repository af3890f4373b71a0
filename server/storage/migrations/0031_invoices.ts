// Invoice applications (issue 33): on paid orders (each order's `invoice_id` names its application, so an
// order is invoiced once), with the title, tax number, address and e-mail, applied → issued | refused.
import type { Migration } from 'kysely'
import type { AnyDb } from './columns.ts'
import { index, jsonArray, notNullText, tenantTable } from './columns.ts'

export const invoices: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'invoices')
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('order_ids', 'text', jsonArray)
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('tax_number', 'text', (c) => c.notNull())
      .addColumn('address', 'text', notNullText)
      .addColumn('email', 'text', notNullText)
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('applied'))
      .addColumn('reason', 'text', notNullText)
      .addColumn('handled_by', 'text')
      .addColumn('handled_at', 'bigint')
      .execute()
    await index(db, 'invoices', ['org_id', 'created_at'])
    await index(db, 'invoices', ['state', 'created_at'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('invoices').execute()
  },
}
