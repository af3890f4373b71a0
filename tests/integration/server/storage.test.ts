// Storage on both dialects: migrations from empty (and down and up again), CRUD with the
// constraints the API relies on, and types that come back as numbers (history has its own test in
// tests/integration/edgelink). SQLite always; PostgreSQL when it answers at 127.0.0.1:5432 (the output
// says when it was skipped).
import { randomUUID } from 'node:crypto'
import { Migrator, NO_MIGRATIONS } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, migrateToLatest } from '../../../server/storage/db.ts'
import { migrationProvider } from '../../../server/storage/migrations/index.ts'
import { pgReachable, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'

const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: skipped')

const dialects = [
  ['SQLite', async () => sqliteDatabase()],
  ['PostgreSQL', postgresDatabase],
] as const

/** 41 up to 0011; then assets (0012), history_texts (0013), seven of operations (0014), history_rollups (0015), video configs and scenes (0017), the data centre's three (0019) */
const TABLES = 86
/** SQLite's own tables of the list indexes (0009_list_search: the FTS5 search table and its shadow tables, the change counters). */
const SQLITE_LIST_TABLES = /^(device_search|list_changes)/
const MIGRATIONS = Object.keys(await migrationProvider.getMigrations()).sort()

describe.each(dialects)('%s', (name, open) => {
  let test: TestDatabase
  let db: Db
  const now = Date.UTC(2026, 0, 1)

  beforeAll(async () => {
    if (name === 'PostgreSQL' && !pgUp) return
    test = await open()
    db = test.db
  })
  afterAll(async () => {
    await test?.drop()
  })

  const enterprise = (id = randomUUID()) =>
    db
      .insertInto('enterprises')
      .values({
        id,
        name: 'E',
        contact: '',
        tel: '',
        email: '',
        address: '',
        adminAccountId: null,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()

  const account = (orgId: string, loginname: string, tel: string | null = null) =>
    db
      .insertInto('accounts')
      .values({
        id: randomUUID(),
        orgId,
        loginname,
        kind: 'internal',
        roleType: 'internal',
        roleId: null,
        deptId: null,
        tel,
        email: null,
        address: '',
        company: '',
        customerLevel: '',
        passwordHash: 'x',
        passwordChangedAt: now,
        styleId: '',
        authRegion: '',
        dataRange: '',
        prompType: '',
        equipDisplay: '',
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()

  it.skipIf(name === 'PostgreSQL' && !pgUp)('migrates from empty; a second run does nothing', async () => {
    expect(await migrateToLatest(db)).toEqual(MIGRATIONS)
    expect(await migrateToLatest(db)).toEqual([])
    const tables = (await db.introspection.getTables()).map((t) => t.name)
    expect(tables.filter((t) => !SQLITE_LIST_TABLES.test(t))).toHaveLength(TABLES)
  })

  it.skipIf(name === 'PostgreSQL' && !pgUp)('migrates down to empty and up again', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider })
    const down = await migrator.migrateTo(NO_MIGRATIONS)
    expect(down.error).toBeUndefined()
    expect(await db.introspection.getTables()).toHaveLength(0)
    expect(await migrateToLatest(db)).toEqual(MIGRATIONS)
  })

  it.skipIf(name === 'PostgreSQL' && !pgUp)(
    'runs a migration that lands after a higher number already ran',
    async () => {
      const all = await migrationProvider.getMigrations()
      const late = MIGRATIONS[MIGRATIONS.length - 3] ?? ''
      const { [late]: _, ...before } = all
      expect(
        (await new Migrator({ db, provider: migrationProvider }).migrateTo(NO_MIGRATIONS)).error,
      ).toBeUndefined()
      const first = new Migrator({ db, provider: { getMigrations: async () => before } })
      expect((await first.migrateToLatest()).error).toBeUndefined()
      expect(await migrateToLatest(db)).toEqual([late])
    },
  )

  it.skipIf(name === 'PostgreSQL' && !pgUp)(
    'creates, reads, updates and deletes with numbers as numbers',
    async () => {
      const org = await enterprise()
      expect(org.createdAt).toBe(now)
      const row = await account(org.id, `crud-${org.id}`)
      expect(row).toMatchObject({ disabled: 0, scadaAdaption: 0, securityQuestions: '[]', config: '{}' })
      await db
        .updateTable('accounts')
        .set({ disabled: 1, updatedAt: now + 1 })
        .where('id', '=', row.id)
        .execute()
      const read = await db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow()
      expect(read.disabled).toBe(1)
      expect(read.updatedAt).toBe(now + 1)
      const { count } = await db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('orgId', '=', org.id)
        .executeTakeFirstOrThrow()
      expect(Number(count)).toBe(1)
      await db.deleteFrom('accounts').where('id', '=', row.id).execute()
      expect(
        await db.selectFrom('accounts').select('id').where('id', '=', row.id).executeTakeFirst(),
      ).toBeUndefined()
    },
  )

  it.skipIf(name === 'PostgreSQL' && !pgUp)(
    'enforces unique login names and phones, and role uuids per enterprise',
    async () => {
      const org = await enterprise()
      await account(org.id, `u-${org.id}`, `tel-${org.id}`)
      await expect(account(org.id, `u-${org.id}`)).rejects.toThrow()
      await expect(account(org.id, `v-${org.id}`, `tel-${org.id}`)).rejects.toThrow()
      await account(org.id, `w-${org.id}`, null)
      await account(org.id, `x-${org.id}`, null)
      const role = (orgId: string) =>
        db
          .insertInto('roles')
          .values({
            id: randomUUID(),
            orgId,
            uuid: 'same',
            name: 'R',
            auths: '[]',
            remark: '',
            createdAt: now,
            updatedAt: now,
          })
          .execute()
      await role(org.id)
      await expect(role(org.id)).rejects.toThrow()
      await role((await enterprise()).id)
    },
  )

  it.skipIf(name === 'PostgreSQL' && !pgUp)('deleting an enterprise cascades to what it owns', async () => {
    const org = await enterprise()
    await account(org.id, `c-${org.id}`)
    await db
      .insertInto('departments')
      .values({
        id: randomUUID(),
        orgId: org.id,
        parentId: null,
        name: 'D',
        remark: '',
        createdAt: now,
        updatedAt: now,
      })
      .execute()
    await db.deleteFrom('enterprises').where('id', '=', org.id).execute()
    expect(await db.selectFrom('accounts').select('id').where('orgId', '=', org.id).execute()).toEqual([])
    expect(await db.selectFrom('departments').select('id').where('orgId', '=', org.id).execute()).toEqual([])
  })

  it.skipIf(name !== 'SQLite')('runs SQLite in WAL mode, synchronous NORMAL, foreign keys on', async () => {
    const { sql } = await import('kysely')
    const journal = await sql<{ journalMode: string }>`pragma journal_mode`.execute(db)
    const keys = await sql<{ foreignKeys: number }>`pragma foreign_keys`.execute(db)
    const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db)
    expect(journal.rows[0]?.journalMode).toBe('wal')
    expect(keys.rows[0]?.foreignKeys).toBe(1)
    // 1 is NORMAL (2 FULL, SQLite's default): no fsync per commit, no committed transaction lost to a crash
    expect(synchronous.rows[0]?.synchronous).toBe(1)
  })
})
