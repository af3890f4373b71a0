// The data centre (issue 19): report groups (a tree), reports (devices read, schedule, filler and reader
// roles, the spreadsheet template as JSON) and records (a report's copy at a time: the template as it
// was, the bound values frozen at generation, the inputs filled and their audit, JSON each). A scheduled
// record carries its period start in `schedule_key`, unique per report, so two instances never make the
// same one; records made by hand leave it null (nulls are distinct in a unique index on both dialects).
import type { Migration } from 'kysely'
import { type AnyDb, index, jsonArray, jsonObject, notNullText, tenantTable } from './columns.ts'

export const dataCentre: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'excel_groups')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'text', (c) => c.references('excel_groups.id').onDelete('cascade'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await index(db, 'excel_groups', ['org_id'])
    await tenantTable(db, 'excels')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('group_id', 'text', (c) => c.references('excel_groups.id').onDelete('set null'))
      .addColumn('device_ids', 'text', jsonArray)
      .addColumn('schedule', 'text', jsonObject)
      .addColumn('filler_role_ids', 'text', jsonArray)
      .addColumn('reader_role_ids', 'text', jsonArray)
      .addColumn('utc_offset', 'integer', (c) => c.notNull().defaultTo(480))
      .addColumn('template', 'text', jsonObject)
      .addColumn('next_run_at', 'bigint')
      .addColumn('created_by', 'text', notNullText)
      .execute()
    await index(db, 'excels', ['org_id'])
    await index(db, 'excels', ['next_run_at'])
    await tenantTable(db, 'excel_records')
      .addColumn('excel_id', 'text', (c) => c.notNull().references('excels.id').onDelete('cascade'))
      .addColumn('time', 'bigint', (c) => c.notNull())
      .addColumn('period_start', 'bigint', (c) => c.notNull())
      .addColumn('period_end', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('schedule_key', 'bigint')
      .addColumn('created_by', 'text', notNullText)
      .addColumn('filled_at', 'bigint')
      .addColumn('template', 'text', jsonObject)
      .addColumn('vals', 'text', jsonObject)
      .addColumn('inputs', 'text', jsonObject)
      .addColumn('audit', 'text', jsonArray)
      .execute()
    await index(db, 'excel_records', ['excel_id', 'time'])
    await index(db, 'excel_records', ['excel_id', 'schedule_key'], true)
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('excel_records').execute()
    await db.schema.dropTable('excels').execute()
    await db.schema.dropTable('excel_groups').execute()
  },
}
