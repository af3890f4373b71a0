// Migration 0038_platform_admin on SQLite and PostgreSQL: the gateway models arrive seeded with the
// capacities the series had as constants (standard, lite, pro), a model's name is unique, the catalogue
// keeps one entry per kind and name; the down migration drops both tables. PostgreSQL skipped where it
// does not answer.
import { Migrator } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { capacityOf } from '../../../server/devices/capacity.ts'
import { migrationProvider } from '../../../server/storage/migrations/index.ts'
import { DIALECTS, pgUp, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'

const BEFORE = '0029_workorder_alarm'
const entry = {
  kind: 'protocol',
  name: 'Modbus TCP',
  version: '',
  url: '',
  notes: '',
  published: 1,
  updatedAt: 1,
}

describe.each(DIALECTS)('migration 0038_platform_admin on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)(
    'seeds the series models and drops the tables again',
    async () => {
      database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
      const { db } = database
      const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
      expect((await migrator.migrateTo('0038_platform_admin')).error).toBeUndefined()
      expect(await capacityOf(db, { series: 'lite' })).toEqual({
        drivers: 8,
        variables: 200,
        alarms: 50,
        reports: 8,
        scripts: 0,
      })
      expect(await capacityOf(db, { series: 'pro', model: 'unknown' })).toMatchObject({ variables: 5000 })
      expect(await capacityOf(db, { series: 'standard' })).toMatchObject({ drivers: 32, variables: 1000 })
      await expect(
        db
          .insertInto('gatewayModels')
          .values({
            model: 'lite',
            series: 'lite',
            drivers: 1,
            variables: 1,
            alarms: 1,
            reports: 1,
            scripts: 1,
            remark: '',
            updatedAt: 1,
          })
          .execute(),
      ).rejects.toThrow()
      await db.insertInto('platformCatalog').values(entry).execute()
      await db
        .insertInto('platformCatalog')
        .values({ ...entry, kind: 'product' })
        .execute()
      await expect(db.insertInto('platformCatalog').values(entry).execute()).rejects.toThrow()

      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
      const tables = (await db.introspection.getTables()).map((t) => t.name)
      expect(tables).not.toContain('gateway_models')
      expect(tables).not.toContain('platform_catalog')
    },
  )
})
