// The history writes prepare few distinct SQL texts on SQLite (history/batches.ts, packing.ts): each
// distinct text is compiled and kept by the statement cache (storage/statement-cache.ts, 500 kept), and
// the writes' batches of any row count, the packer's row lists of any length, made hundreds of them
// under a fleet, compiled again and again and crowding out the API's statements (issue 26).
import SQLite from 'better-sqlite3'
import { afterEach, expect, it, vi } from 'vitest'
import { batchesOf } from '../../../server/history/batches.ts'
import { HistoryWriter } from '../../../server/history/writer.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'

const T0 = Date.UTC(2026, 0, 1)
let db: Db | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await db?.destroy()
})

it('splits rows into full batches, then powers of two', () => {
  const sizes = (n: number) =>
    [
      ...batchesOf(
        Array.from({ length: n }, (_, i) => i),
        200,
      ),
    ].map((b) => b.length)
  expect(sizes(0)).toEqual([])
  expect(sizes(200)).toEqual([200])
  expect(sizes(457)).toEqual([200, 200, 32, 16, 8, 1])
  expect(sizes(199)).toEqual([128, 64, 4, 2, 1])
  expect([...batchesOf(['a', 'b', 'c'], 200)].flat()).toEqual(['a', 'b', 'c'])
})

it('writes and packs any number of signals with few distinct statements', async () => {
  db = openDb({ sqliteFile: ':memory:' })
  await migrateToLatest(db)
  const prepare = vi.spyOn(SQLite.prototype, 'prepare')
  const writer = new HistoryWriter(db, {
    flushMs: 3_600_000,
    packMs: Number.POSITIVE_INFINITY,
    compactMs: Number.POSITIVE_INFINITY,
  })
  // each flush a different number of signals, each pack a different number of fragments
  for (let round = 0; round < 60; round++) {
    const signals = 1 + ((round * 37) % 450)
    for (let i = 0; i < signals; i++) writer.append(`s${i}`, T0 + round * 2000, round)
    await writer.flush()
    if (round % 3 === 2) await writer.pack()
  }
  await writer.close()
  const texts = new Set(
    prepare.mock.calls.map(([text]) => text).filter((text) => /history_(chunks|rollups)/.test(text)),
  )
  expect(texts.size).toBeLessThanOrEqual(24)
})
