// Column helpers shared by migrations: ids are text (uuid), times epoch ms in bigint, flags 0/1 integers,
// JSON documents text. These types mean the same in SQLite and PostgreSQL.
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen code and must not depend on today's types
export type AnyDb = Kysely<any>
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Table = CreateTableBuilder<any, any>

export const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('')
export const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0)
export const jsonArray = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('[]')
export const jsonObject = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('{}')

/** A table with a text id, an owning enterprise (cascade) and created/updated times. */
export function tenantTable(db: AnyDb, name: string): Table {
  return db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
}

/** A device's or a template's configuration row: exactly one owner is set. */
export function configTable(db: AnyDb, name: string): Table {
  return tenantTable(db, name)
    .addColumn('device_id', 'text', (c) => c.references('devices.id').onDelete('cascade'))
    .addColumn('template_id', 'text', (c) => c.references('templates.id').onDelete('cascade'))
}

export async function index(db: AnyDb, table: string, columns: string[], unique = false): Promise<void> {
  const name = `${table}_${columns.join('_')}_${unique ? 'uq' : 'ix'}`
  const builder = db.schema.createIndex(name).on(table).columns(columns)
  await (unique ? builder.unique() : builder).execute()
}
