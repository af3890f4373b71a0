// The commerce migrations (issue 33) on SQLite and PostgreSQL: each adds its tables on a database of the
// step before, and its down step removes them again. PostgreSQL skipped where it does not answer.
import { Migrator } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { migrationProvider } from '../../../server/storage/migrations/index.ts'
import { DIALECTS, pgUp, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'

const STEPS = [
  {
    before: '0029_workorder_alarm',
    step: '0030_wallet_orders',
    tables: ['wallets', 'orders', 'wallet_ledger'],
  },
  { before: '0030_wallet_orders', step: '0031_invoices', tables: ['invoices'] },
  { before: '0031_invoices', step: '0032_sms_accounts', tables: ['sms_accounts'] },
]

describe.each(DIALECTS)('commerce migrations on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp).each(STEPS)(
    '$step adds and drops its tables',
    async ({ before, step, tables }) => {
      database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
      const { db } = database
      const names = async () => (await db.introspection.getTables()).map((t) => t.name)
      const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
      expect((await migrator.migrateTo(before)).error).toBeUndefined()
      expect(await names()).not.toEqual(expect.arrayContaining(tables.slice(0, 1)))
      expect((await migrator.migrateTo(step)).error).toBeUndefined()
      expect(await names()).toEqual(expect.arrayContaining(tables))
      expect((await migrator.migrateTo(before)).error).toBeUndefined()
      for (const table of tables) expect(await names()).not.toContain(table)
    },
  )

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)('keeps a wallet from going below zero', async () => {
    database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
    const { db } = database
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
    expect((await migrator.migrateTo('0030_wallet_orders')).error).toBeUndefined()
    const org = await db.selectFrom('enterprises').select('id').executeTakeFirst()
    const orgId = org?.id ?? 'org-1'
    if (!org)
      await db
        .insertInto('enterprises')
        .values({ id: orgId, name: 'Org', createdAt: 1, updatedAt: 1 } as never)
        .execute()
    await db.insertInto('wallets').values({ orgId, balance: 5, updatedAt: 1 }).execute()
    await expect(db.updateTable('wallets').set({ balance: -1 }).execute()).rejects.toThrow()
  })
})
