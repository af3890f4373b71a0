// The SQLite database kysely is given (storage/statement-cache.ts): each SQL text compiled once, the
// least recently used dropped past the bound (issue 26: compiling took a quarter of the server's CPU).
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDb } from '../../../server/storage/db.ts'
import { cachingStatements } from '../../../server/storage/statement-cache.ts'

const opened: SQLite.Database[] = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

function spiedDatabase() {
  const db = new SQLite(':memory:')
  opened.push(db)
  return { db, prepare: vi.spyOn(db, 'prepare') }
}

describe('statement cache', () => {
  it('compiles a repeated SQL text once', () => {
    const { db, prepare } = spiedDatabase()
    const cached = cachingStatements(db)
    for (let i = 0; i < 3; i++) expect(cached.prepare('select ? as n').all([i])).toEqual([{ n: i }])
    expect(prepare).toHaveBeenCalledTimes(1)
  })

  it('keeps the most recently used statements only', () => {
    const { db, prepare } = spiedDatabase()
    const cached = cachingStatements(db, 2)
    for (const text of ['select 1', 'select 2', 'select 1', 'select 3', 'select 1', 'select 2'])
      cached.prepare(text)
    // select 2 was dropped for select 3, and compiled again
    expect(prepare.mock.calls.map(([text]) => text)).toEqual(['select 1', 'select 2', 'select 3', 'select 2'])
  })

  it('is what the platform runs its SQLite queries through', async () => {
    const prepare = vi.spyOn(SQLite.prototype, 'prepare')
    const db = openDb({ sqliteFile: ':memory:' })
    try {
      const before = prepare.mock.calls.length
      for (let i = 0; i < 3; i++) await sql`select ${i} as n`.execute(db)
      expect(prepare.mock.calls.length - before).toBe(1)
    } finally {
      prepare.mockRestore()
      await db.destroy()
    }
  })
})
