// Migrations 0034_invitations, 0035_system_notices, 0036_feedback, 0037_expiry_notices and 0059_style_pages on SQLite and PostgreSQL. 0034: a role and an enterprise written before it read
// after it as closed to self-registration with the default account limits (1000 internal, 1000
// external); the invitation and enrolment code tables take rows; the down migration drops them all again,
// the role and the enterprise kept. PostgreSQL skipped where it does not answer.
import { Migrator } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { migrationProvider } from '../../../server/storage/migrations/index.ts'
import { DIALECTS, pgUp, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'

const BEFORE = '0029_workorder_alarm'

describe.each(DIALECTS)('migration 0034_invitations on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)(
    'adds the tables and columns and drops them again',
    async () => {
      database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
      const { db } = database
      const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
      const org = {
        id: 'o1',
        name: 'O',
        contact: '',
        tel: '',
        email: '',
        address: '',
        createdAt: 1,
        updatedAt: 1,
      }
      await db.insertInto('enterprises').values(org).execute()
      const role = {
        id: 'r1',
        orgId: 'o1',
        uuid: 'u',
        name: 'R',
        auths: '[]',
        remark: '',
        createdAt: 1,
        updatedAt: 1,
      }
      await db.insertInto('roles').values(role).execute()

      expect((await migrator.migrateTo('0034_invitations')).error).toBeUndefined()
      expect(await db.selectFrom('roles').selectAll().executeTakeFirstOrThrow()).toMatchObject({
        registerToken: null,
        registerKind: '',
        registerDeptId: null,
      })
      expect(await db.selectFrom('enterprises').selectAll().executeTakeFirstOrThrow()).toMatchObject({
        maxInternalAccounts: 1000,
        maxExternalAccounts: 1000,
      })
      await db
        .insertInto('invitations')
        .values({
          id: 'i1',
          orgId: 'o1',
          code: 'abcdefgh1234',
          kind: 'internal',
          roleId: 'r1',
          deptId: null,
          expiresAt: 9,
          revokedAt: null,
          acceptedAt: null,
          accountId: null,
          createdBy: null,
          createdAt: 1,
          updatedAt: 1,
        })
        .execute()
      await db
        .insertInto('enrollCodes')
        .values({
          id: 'c1',
          orgId: 'o1',
          subject: 'invite:i1',
          channel: 'tel',
          target: '1',
          secretHash: 'h',
          expiresAt: 9,
          consumedAt: null,
          createdAt: 1,
        })
        .execute()

      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
      const tables = (await db.introspection.getTables()).map((t) => t.name)
      expect(tables).not.toContain('invitations')
      expect(tables).not.toContain('enroll_codes')
      const roles = await db.selectFrom('roles').selectAll().execute()
      expect(roles).toHaveLength(1)
      expect(roles[0]).not.toHaveProperty('registerToken')
    },
  )
})

describe.each(DIALECTS)('migration 0035_system_notices on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)('adds the notice table and drops it again', async () => {
    database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
    const { db } = database
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
    expect((await migrator.migrateTo('0035_system_notices')).error).toBeUndefined()
    const org = {
      id: 'o1',
      name: 'O',
      contact: '',
      tel: '',
      email: '',
      address: '',
      createdAt: 1,
      updatedAt: 1,
    }
    await db.insertInto('enterprises').values(org).execute()
    await db
      .insertInto('systemNotices')
      .values({
        id: 'n1',
        orgId: 'o1',
        title: 'T',
        publishAt: 5,
        publishedAt: null,
        createdBy: null,
        createdAt: 1,
        updatedAt: 1,
      })
      .execute()
    expect(await db.selectFrom('systemNotices').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      content: '',
      audience: 'all',
      orgIds: '[]',
    })
    expect((await migrator.migrateTo('0034_invitations')).error).toBeUndefined()
    expect((await db.introspection.getTables()).map((t) => t.name)).not.toContain('system_notices')
  })
})

describe.each(DIALECTS)('migration 0036_feedback on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)('adds the feedback table and drops it again', async () => {
    database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
    const { db } = database
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
    expect((await migrator.migrateTo('0036_feedback')).error).toBeUndefined()
    expect((await db.introspection.getTables()).map((t) => t.name)).toContain('feedback')
    expect((await migrator.migrateTo('0035_system_notices')).error).toBeUndefined()
    expect((await db.introspection.getTables()).map((t) => t.name)).not.toContain('feedback')
  })
})

describe.each(DIALECTS)('migration 0037_expiry_notices on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)(
    'adds the expiry column and table and drops them again',
    async () => {
      database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
      const { db } = database
      const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
      expect((await migrator.migrateTo('0037_expiry_notices')).error).toBeUndefined()
      const tables = await db.introspection.getTables()
      expect(tables.map((t) => t.name)).toContain('expiry_notices')
      expect(tables.find((t) => t.name === 'projects')?.columns.map((c) => c.name)).toContain('expires_at')
      expect((await migrator.migrateTo('0036_feedback')).error).toBeUndefined()
      const after = await db.introspection.getTables()
      expect(after.map((t) => t.name)).not.toContain('expiry_notices')
      expect(after.find((t) => t.name === 'projects')?.columns.map((c) => c.name)).not.toContain('expires_at')
    },
  )
})

describe.each(DIALECTS)('migration 0059_style_pages on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)(
    'adds the page columns, push configurations and grants, and drops them again',
    async () => {
      database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
      const { db } = database
      const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
      expect((await migrator.migrateTo('0058_firmware')).error).toBeUndefined()
      const org = {
        id: 'o1',
        name: 'O',
        contact: '',
        tel: '',
        email: '',
        address: '',
        createdAt: 1,
        updatedAt: 1,
      }
      await db.insertInto('enterprises').values(org).execute()
      await db
        .insertInto('styles')
        .values({ id: 's1', orgId: 'o1', name: 'S', webLoginPath: null, createdAt: 1, updatedAt: 1 })
        .execute()
      expect((await migrator.migrateTo('0059_style_pages')).error).toBeUndefined()
      // a style written before reads with the default look and no legal texts
      expect(await db.selectFrom('styles').selectAll().executeTakeFirstOrThrow()).toMatchObject({
        loginLook: '{}',
        mainLook: '{}',
        backgroundData: '',
        agreement: '{}',
      })
      const tables = (await db.introspection.getTables()).map((t) => t.name)
      expect(tables).toEqual(expect.arrayContaining(['style_push_confs', 'style_grants']))
      expect((await migrator.migrateTo('0058_firmware')).error).toBeUndefined()
      const after = await db.introspection.getTables()
      expect(after.map((t) => t.name)).not.toContain('style_grants')
      expect(after.find((t) => t.name === 'styles')?.columns.map((c) => c.name)).not.toContain('login_look')
      expect(await db.selectFrom('styles').select('id').execute()).toEqual([{ id: 's1' }])
    },
  )
})
