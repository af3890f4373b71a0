// Migration 0023_float_chunks on PostgreSQL: chunks packed as little-endian bytes before it read back the
// same after it, as float8[] (failed reads, infinities and negative zero exact), reports read them in SQL
// through `lf_points`, and its down migration restores the bytes. Skipped where PostgreSQL does not answer.
import { Migrator, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { readSeries } from '../../../server/history/reader.ts'
import { packFloats } from '../../../server/storage/history-format.ts'
import { migrationProvider } from '../../../server/storage/migrations/index.ts'
import { pgUp, postgresDatabase, type TestDatabase } from '../server/databases.ts'

const TIMES = [1_000, 2_000, 3_000, 4_000, 5_000, 6_000]
const VALUES = [1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 2 ** -1074]

describe.skipIf(!pgUp)('history chunks as float8[] on PostgreSQL', () => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it('converts packed chunks, reads them in SQL and back, and the down migration restores them', async () => {
    database = await postgresDatabase()
    const { db } = database
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
    expect((await migrator.migrateTo('0022_anti_tamper')).error).toBeUndefined()
    const packed = { times: packFloats(TIMES), vals: packFloats(VALUES) }
    await db
      .insertInto('historyChunks')
      .values({ signalId: 's', startTime: 1_000, endTime: 6_000, count: TIMES.length, ...packed })
      .execute()

    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    const all = { start: 0, end: 10_000 }
    const read = await readSeries(db, null, 's', all, 100)
    expect([...read.times]).toEqual(TIMES)
    expect([...read.values]).toEqual(VALUES)
    const { rows } = await sql<{ t: number; v: number | null }>`
      select p.t, p.v from history_chunks c, lf_points(c.times, c.vals) p order by p.t`.execute(db)
    expect(rows.map((r) => r.v)).toEqual([
      1.5,
      null,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -0,
      2 ** -1074,
    ])

    expect((await migrator.migrateTo('0022_anti_tamper')).error).toBeUndefined()
    const back = await sql<{
      times: Uint8Array
      vals: Uint8Array
    }>`select times, vals from history_chunks`.execute(db)
    expect(Buffer.from(back.rows[0]!.times).equals(Buffer.from(packed.times))).toBe(true)
    expect(Buffer.from(back.rows[0]!.vals).equals(Buffer.from(packed.vals))).toBe(true)
  })
})
