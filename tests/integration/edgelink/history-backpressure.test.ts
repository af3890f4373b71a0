// When the database is slower than the values come (issue 26), the history writer keeps at most two
// batches being written: the next values wait in its bounded buffer (`maxWaiting`, the oldest dropped
// past it) instead of in batches queued without end (the 30-minute fleet soak: 4 GB in 12 minutes).
// Values that wait past HISTORY_LAG_MS are logged once per episode and make health 'history lag'; once
// the writes come through, every value is stored and the lag ends.
import { setImmediate } from 'node:timers/promises'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { HISTORY_LAG_MS, HistoryWriter } from '../../../server/history/writer.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'
import { createTestServer } from '../server/helpers.ts'

const T0 = Date.UTC(2026, 0, 1)
let db: Db

beforeAll(async () => {
  db = openDb({ sqliteFile: ':memory:' })
  await migrateToLatest(db)
})
afterAll(() => db.destroy())

/** The writer's batch writes, held until `open()`: from then on they go through. */
function holdWrites(writer: HistoryWriter) {
  let held: (() => void)[] | null = []
  const target = writer as unknown as { write: (due: unknown) => Promise<void> }
  const write = target.write.bind(writer)
  target.write = (due) => {
    if (!held) return write(due)
    const waiting = held
    return new Promise<void>((resolve, reject) => waiting.push(() => write(due).then(resolve, reject)))
  }
  return {
    open() {
      for (const release of held ?? []) release()
      held = null
    },
  }
}

it('holds the values, not batches, while writes lag; logs and reports the lag; stores every value', async () => {
  const lines: string[] = []
  let wall = 0
  const writer = new HistoryWriter(db, {
    flushMs: 3_600_000,
    packMs: Number.POSITIVE_INFINITY,
    compactMs: Number.POSITIVE_INFINITY,
    clock: () => wall,
    log: (l) => lines.push(l),
  })
  const writes = holdWrites(writer)
  try {
    // 20 flushes of 3 signals' values, each past the hold: the database takes none meanwhile
    for (let round = 0; round < 20; round++) {
      for (let s = 0; s < 3; s++) writer.append(`slow-${s}`, T0 + round * 1000, round)
      wall += 600
      void writer.flush(false)
      await setImmediate()
    }
    // two batches are being written (one started, one after it); the other 18 rounds wait as values
    expect(writer.waitingCount()).toBe(18 * 3)
    expect(writer.lagMs()).toBe(18 * 600)
    expect(writer.isBehind()).toBe(true)
    expect(lines.filter((l) => l.startsWith('history writes are behind'))).toHaveLength(1)
    expect(18 * 600).toBeGreaterThan(HISTORY_LAG_MS)

    // the database answers again: every value is stored once, and the episode ends
    writes.open()
    await writer.flush(true)
    expect(writer.waitingCount()).toBe(0)
    const stored = await sql<{
      n: number
    }>`select sum(count) as n from history_chunks where signal_id like 'slow-%'`.execute(db)
    expect(Number(stored.rows[0]?.n)).toBe(60)
    void writer.flush(false)
    expect(writer.isBehind()).toBe(false)
    expect(lines.filter((l) => l.startsWith('history writes caught up'))).toHaveLength(1)
  } finally {
    writes.open()
    await writer.close()
  }
})

it("says 'history lag' in health while the writer is behind", async () => {
  const server = await createTestServer()
  try {
    const health = async () =>
      (await server.app.inject({ method: 'GET', url: '/lfscada/health' })).json().data
    expect((await health()).reasons).not.toContain('history lag')
    vi.spyOn(server.services.realtime.history, 'isBehind').mockReturnValue(true)
    expect(await health()).toMatchObject({ status: 'degraded', reasons: ['history lag'] })
  } finally {
    await server.close()
  }
})
