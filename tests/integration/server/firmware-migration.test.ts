// Migration 0058_firmware on SQLite and PostgreSQL: a package's version is unique and its bytes come back
// as stored (blob / bytea); a job's download token hash is unique, deleting the package keeps the job
// without it, and deleting the gateway removes its jobs; the down migration drops both tables.
// PostgreSQL skipped where it does not answer.
import { Migrator } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { migrationProvider } from '../../../server/storage/migrations/index.ts'
import { DIALECTS, pgUp, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'

const BEFORE = '0057_external_grant_projects'
const pkg = {
  id: 'p1',
  version: 'lfscada-edge 0.2.0',
  sha256: 'ab',
  signature: 'sig',
  size: 3,
  content: Buffer.from([1, 2, 3]),
  createdAt: 1,
  updatedAt: 1,
}
const job = (id: string, tokenHash: string) => ({
  id,
  packageId: 'p1',
  gatewayId: 'g1',
  version: pkg.version,
  state: 'sent',
  tokenHash,
  tokenExpiresAt: 2,
  createdAt: 1,
  updatedAt: 1,
})

describe.each(DIALECTS)('migration 0058_firmware on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)('keeps packages and jobs, and drops them again', async () => {
    database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
    const { db } = database
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
    expect((await migrator.migrateTo('0058_firmware')).error).toBeUndefined()
    await db
      .insertInto('gateways')
      .values({
        id: 'g1',
        sn: '100000000009',
        codeHash: '',
        credentialHash: '',
        series: 'standard',
        model: '',
        firmwareVersion: '',
        networkMode: '',
        signalStrength: null,
        createdAt: 1,
        updatedAt: 1,
        orgId: null,
        sparkplugGroup: null,
        alarmPush: null,
        lastSeenAt: null,
      })
      .execute()
    await db.insertInto('firmwarePackages').values(pkg).execute()
    await expect(
      db
        .insertInto('firmwarePackages')
        .values({ ...pkg, id: 'p2' })
        .execute(),
    ).rejects.toThrow()
    const stored = await db.selectFrom('firmwarePackages').select('content').executeTakeFirstOrThrow()
    expect([...Buffer.from(stored.content)]).toEqual([1, 2, 3])

    await db.insertInto('firmwareJobs').values(job('j1', 'h1')).execute()
    await expect(db.insertInto('firmwareJobs').values(job('j2', 'h1')).execute()).rejects.toThrow()
    await db.deleteFrom('firmwarePackages').execute()
    expect(await db.selectFrom('firmwareJobs').select('packageId').execute()).toEqual([{ packageId: null }])
    await db.deleteFrom('gateways').where('id', '=', 'g1').execute()
    expect(await db.selectFrom('firmwareJobs').selectAll().execute()).toEqual([])

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
    const tables = (await db.introspection.getTables()).map((t) => t.name)
    expect(tables).not.toContain('firmware_packages')
    expect(tables).not.toContain('firmware_jobs')
  })
})
