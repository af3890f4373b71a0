// Migration 0042_gm_centre on SQLite and PostgreSQL: the operating-centre and GM-group tables take their
// rows (a centre's enterprise and grant, a group's gateway), cascade with their centre or group, and the
// down migration drops them again. PostgreSQL skipped where it does not answer.
import { Migrator } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { seedDemo } from '../../../server/seed.ts'
import { migrationProvider } from '../../../server/storage/migrations/index.ts'
import { DIALECTS, pgUp, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'

describe.each(DIALECTS)('migration 0042_gm_centre on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)('adds the GM tables and drops them again', async () => {
    database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
    const { db } = database
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
    // the demo's rows take today's columns: seed at the latest, then step back down to 0042
    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    await seedDemo(db, 1)
    expect((await migrator.migrateTo('0042_gm_centre')).error).toBeUndefined()
    const org = await db.selectFrom('enterprises').select('id').executeTakeFirstOrThrow()
    const account = await db.selectFrom('accounts').select('id').executeTakeFirstOrThrow()
    const gateway = await db.selectFrom('gateways').select('id').executeTakeFirstOrThrow()
    await db
      .insertInto('operatingCentres')
      .values({ id: 'c1', name: 'C', createdAt: 1, updatedAt: 1 })
      .execute()
    await db.insertInto('operatingCentreOrgs').values({ centreId: 'c1', orgId: org.id }).execute()
    await db.insertInto('operatingCentreGrants').values({ centreId: 'c1', accountId: account.id }).execute()
    await db
      .insertInto('gmGroups')
      .values({ id: 'g1', accountId: account.id, name: 'G', createdAt: 1, updatedAt: 1 })
      .execute()
    await db.insertInto('gmGroupGateways').values({ groupId: 'g1', gatewayId: gateway.id }).execute()
    expect(await db.selectFrom('operatingCentreGrants').select('canWrite').executeTakeFirst()).toEqual({
      canWrite: 0,
    })
    await db.deleteFrom('operatingCentres').where('id', '=', 'c1').execute()
    await db.deleteFrom('gmGroups').where('id', '=', 'g1').execute()
    for (const table of ['operatingCentreOrgs', 'operatingCentreGrants', 'gmGroupGateways'] as const)
      expect(await db.selectFrom(table).selectAll().execute()).toEqual([])
    expect((await migrator.migrateDown()).error).toBeUndefined()
    const tables = (await db.introspection.getTables()).map((t) => t.name)
    expect(tables).not.toContain('operating_centres')
    expect(tables).not.toContain('gm_groups')
  })
})
