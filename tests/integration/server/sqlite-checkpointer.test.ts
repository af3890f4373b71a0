// SQLite's checkpoints run in a thread of their own (server/storage/checkpointer.ts): the server's
// connection never checkpoints in a commit, yet the WAL's pages reach the database file within seconds;
// under writes that never pause, the WAL still starts over once long, and its file is cut back.
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, expect, it, vi } from 'vitest'
import { startCheckpointer } from '../../../server/storage/checkpointer.ts'
import { openDb, SQLITE_CACHE_KIB } from '../../../server/storage/db.ts'

const dir = mkdtempSync(join(tmpdir(), 'lfscada-checkpoint-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('copies the WAL into the file from its thread, the connection checkpointing no more', async () => {
  const file = join(dir, 'c.db')
  const db = openDb({ sqliteFile: file, checkpointInThread: true })
  try {
    const auto = await sql<{ walAutocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)
    expect(auto.rows[0]?.walAutocheckpoint).toBe(0)
    // a page cache a fleet's history index fits in (db.ts), not SQLite's 2 MB
    const cache = await sql<{ cacheSize: number }>`pragma cache_size`.execute(db)
    expect(cache.rows[0]?.cacheSize).toBe(-SQLITE_CACHE_KIB)
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

it('rewinds a WAL that writes never stop, once it passes its length', async () => {
  const file = join(dir, 'busy.db')
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.exec('create table t (b blob)')
  const insert = sqlite.prepare('insert into t values (?)')
  const write = sqlite.transaction((n: number) => {
    for (let j = 0; j < 10; j++) insert.run(Buffer.alloc(4000, n))
  })
  // a rewind past 256 pages (1 MB); the thread's passes every 20 ms
  const checkpointer = startCheckpointer(sqlite, file, () => {}, 20, 256)
  try {
    const rewinds = walRewinds(`${file}-wal`)
    // commits one after another as a fleet's history flushes come, the event loop served every 20
    // commits (where the thread's word arrives), until the WAL has started over three times. Without
    // the rewind it never does (the WAL held every page written: 101 MB of 80 MB written); the count,
    // not the file's length, is what a busy machine's slower thread cannot change
    for (let i = 0; rewinds() < 3; i++) {
      write(i)
      if (i % 20 === 0) await new Promise((r) => setImmediate(r))
      expect(i, 'commits before the third rewind').toBeLessThan(4000)
    }
  } finally {
    await checkpointer.stop()
    sqlite.close()
  }
}, 120_000)

/** How often the WAL has started over since now: its header's checkpoint sequence number counts them. */
function walRewinds(wal: string): () => number {
  const header = Buffer.alloc(32)
  const sequence = () => {
    const fd = openSync(wal, 'r')
    try {
      readSync(fd, header, 0, 32, 0)
    } finally {
      closeSync(fd)
    }
    return header.readUInt32BE(12)
  }
  const first = sequence()
  return () => sequence() - first
}
