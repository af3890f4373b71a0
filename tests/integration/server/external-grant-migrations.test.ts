// Migration 0057 (issue 32: grants of projects) on SQLite and PostgreSQL: it adds its table on a database
// of the step before, and the down step drops it again.
import { Migrator } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { migrationProvider } from '../../../server/storage/migrations/index.ts'
import { DIALECTS, pgUp, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'

const BEFORE = '0056_protocols'
const STEP = '0057_external_grant_projects'

describe.each(DIALECTS)('0057 on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)('adds and drops external_grant_projects', async () => {
    database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
    const { db } = database
    const names = async () => (await db.introspection.getTables()).map((t) => t.name)
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
    expect(await names()).not.toContain('external_grant_projects')
    expect((await migrator.migrateTo(STEP)).error).toBeUndefined()
    expect(await names()).toContain('external_grant_projects')
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
    expect(await names()).not.toContain('external_grant_projects')
  })
})
