// SQLite's checkpoints run in a thread of their own (server/storage/checkpointer.ts): the server's
// connection never checkpoints in a commit, yet the WAL's pages reach the database file within seconds.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, expect, it, vi } from 'vitest'
import { openDb } from '../../../server/storage/db.ts'

const dir = mkdtempSync(join(tmpdir(), 'lfscada-checkpoint-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('copies the WAL into the file from its thread, the connection checkpointing no more', async () => {
  const file = join(dir, 'c.db')
  const db = openDb({ sqliteFile: file, checkpointInThread: true })
  try {
    const auto = await sql<{ walAutocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)
    expect(auto.rows[0]?.walAutocheckpoint).toBe(0)
    await sql`create table t (b blob)`.execute(db)
    // 2 MB in the WAL: under the 1,000 pages (4 MB) at which a commit would checkpoint by itself
    for (let i = 0; i < 20; i++)
      await db.transaction().execute(async (trx) => {
        for (let j = 0; j < 25; j++) await sql`insert into t values (${Buffer.alloc(4000, i)})`.execute(trx)
      })
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(2_000_000), {
      timeout: 15_000,
      interval: 100,
    })
  } finally {
    await db.destroy()
  }
})
