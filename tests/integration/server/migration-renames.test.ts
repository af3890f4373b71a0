// Renamed migrations (server/storage/migrations/index.ts `renamedMigrations`): a database that ran
// 0017_scenes, as every database did before the step took the free number 0018, migrates to the latest
// with nothing run twice and its record renamed. SQLite and PostgreSQL (skipped where it does not answer).
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { migrateToLatest } from '../../../server/storage/db.ts'
import { DIALECTS, pgUp, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'

describe.each(DIALECTS)('renamed migrations on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)(
    'renames 0017_scenes to 0018_scenes without running it again',
    async () => {
      database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
      const { db } = database
      await migrateToLatest(db)
      await sql`update kysely_migration set name = '0017_scenes' where name = '0018_scenes'`.execute(db)

      expect(await migrateToLatest(db)).toEqual([])
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        db,
      )
      const names = rows.map((row) => row.name)
      expect(names).toContain('0018_scenes')
      expect(names).not.toContain('0017_scenes')
    },
  )

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)('migrates an empty database', async () => {
    database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
    expect(await migrateToLatest(database.db)).toContain('0018_scenes')
  })
})
