// Platform administration (issue 35): gateway models with their capacities (the 1505/1706/1707/1701 and
// script limits come from here), seeded with one model per series named as the series (the capacities
// that were constants before), and the catalogue of the admin menu's simple lists (protocols,
// configuration models, market entries, app versions, products). The licence and the dictionary's
// values are system parameters (table of 0014).
import type { Migration } from 'kysely'
import { type AnyDb, flag, notNullText } from './columns.ts'

const SEED = [
  ['standard', 32, 1000, 200, 32, 32],
  ['lite', 8, 200, 50, 8, 0],
  ['pro', 64, 5000, 1000, 64, 64],
] as const

export const platformAdmin: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('gateway_models')
      .addColumn('model', 'text', (c) => c.primaryKey())
      .addColumn('series', 'text', (c) => c.notNull())
      .addColumn('drivers', 'integer', (c) => c.notNull())
      .addColumn('variables', 'integer', (c) => c.notNull())
      .addColumn('alarms', 'integer', (c) => c.notNull())
      .addColumn('reports', 'integer', (c) => c.notNull())
      .addColumn('scripts', 'integer', (c) => c.notNull())
      .addColumn('remark', 'text', notNullText)
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
    await db
      .insertInto('gateway_models')
      .values(
        SEED.map(([model, drivers, variables, alarms, reports, scripts]) => ({
          model,
          series: model,
          drivers,
          variables,
          alarms,
          reports,
          scripts,
          remark: '',
          updated_at: 0,
        })),
      )
      .execute()
    await db.schema
      .createTable('platform_catalog')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('version', 'text', notNullText)
      .addColumn('url', 'text', notNullText)
      .addColumn('notes', 'text', notNullText)
      .addColumn('published', 'integer', flag)
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('platform_catalog_pk', ['kind', 'name'])
      .execute()
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('platform_catalog').execute()
    await db.schema.dropTable('gateway_models').execute()
  },
}
