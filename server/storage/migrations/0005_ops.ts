// Operation and maintenance (platform spec §3 Work order, Inspection): repair work orders, inspection
// contents (named lists of items), inspection plans and one inspection record per plan and device.
// Accounts are named by id without a foreign key (a deleted repairer or inspector leaves the order or
// plan readable); a plan keeps a copy of its content's name and items, so a completed plan stays as it
// was inspected whatever becomes of the content.
import type { Migration } from 'kysely'
import { type AnyDb, flag, index, jsonArray, notNullText, tenantTable } from './columns.ts'

export const ops: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'work_orders')
      // 'WO' + yyyymmdd + '-' + 4-digit sequence of the day, unique per enterprise
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
      .addColumn('description', 'text', notNullText)
      .addColumn('content', 'text', notNullText)
      .addColumn('repairer_id', 'text')
      .addColumn('creator_id', 'text')
      .addColumn('creator', 'text', notNullText)
      // pending | dispatched | received | finished | ended
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .execute()
    await index(db, 'work_orders', ['org_id', 'number'], true)
    await index(db, 'work_orders', ['device_id', 'created_at'])
    await index(db, 'work_orders', ['repairer_id'])

    await tenantTable(db, 'inspection_contents')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('items', 'text', jsonArray)
      .execute()
    await index(db, 'inspection_contents', ['org_id', 'created_at'])

    await tenantTable(db, 'inspection_plans')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content_id', 'text', (c) => c.notNull())
      .addColumn('content_name', 'text', notNullText)
      .addColumn('items', 'text', jsonArray)
      .addColumn('inspector_id', 'text', (c) => c.notNull())
      .addColumn('creator_id', 'text')
      .addColumn('creator', 'text', notNullText)
      .addColumn('plan_time', 'bigint', (c) => c.notNull())
      // open | accepted | completed
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'bigint')
      .addColumn('completed_at', 'bigint')
      .execute()
    await index(db, 'inspection_plans', ['org_id', 'created_at'])
    await index(db, 'inspection_plans', ['inspector_id'])
    await index(db, 'inspection_plans', ['content_id'])

    await tenantTable(db, 'inspection_records')
      .addColumn('plan_id', 'text', (c) => c.notNull().references('inspection_plans.id').onDelete('cascade'))
      .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
      // notStarted | aborted | normal | abnormal
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('filled', 'integer', flag)
      .addColumn('time', 'bigint')
      .addColumn('remark', 'text', notNullText)
      .addColumn('result', 'text', notNullText)
      .addColumn('items', 'text', jsonArray)
      .execute()
    await index(db, 'inspection_records', ['plan_id', 'device_id'], true)
    await index(db, 'inspection_records', ['device_id'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('inspection_records').execute()
    await db.schema.dropTable('inspection_plans').execute()
    await db.schema.dropTable('inspection_contents').execute()
    await db.schema.dropTable('work_orders').execute()
  },
}
