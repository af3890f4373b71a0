// The history writer of a follower (server/history/writer.ts, standby): it holds the values it takes for
// its own reads and writes none, drops them once the leader has had the time to write them, and on taking
// over writes what it holds less the points the old leader stored — each point once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readSeries } from '../../../server/history/reader.ts'
import { HistoryWriter } from '../../../server/history/writer.ts'
import { type Db, migrateToLatest } from '../../../server/storage/db.ts'
import { sqliteDatabase, type TestDatabase } from '../server/databases.ts'

const T0 = Date.UTC(2026, 0, 1)
const all = { start: 0, end: Number.MAX_SAFE_INTEGER }
const HOLD = 1000
const FLUSH = 100

describe('history writer on standby', () => {
  let test: TestDatabase
  let db: Db
  let wall = 0
  const writers: HistoryWriter[] = []
  const writer = (active: boolean) => {
    const w = new HistoryWriter(db, {
      flushMs: 3_600_000,
      holdMs: HOLD,
      standbyKeepMs: 2 * HOLD + FLUSH,
      clock: () => wall,
      active,
    })
    writers.push(w)
    return w
  }
  const storedRows = async () =>
    (
      await db
        .selectFrom('historyChunks')
        .select((eb) => eb.fn.sum<number>('count').as('n'))
        .executeTakeFirst()
    )?.n ?? 0
  const stored = async (signal: string) => (await readSeries(db, null, signal, all, 1e9)).values

  beforeEach(async () => {
    test = sqliteDatabase()
    db = test.db
    await migrateToLatest(db)
    wall = 0
  })
  afterEach(async () => {
    for (const w of writers.splice(0)) await w.close()
    await test.drop()
  })

  it('holds values for reads, writes none, and drops them after twice the leader’s hold', async () => {
    const follower = writer(false)
    for (let i = 0; i < 5; i++) follower.append('s', T0 + i, i)
    wall += HOLD + FLUSH
    await follower.flush(false)
    expect(await storedRows()).toBe(0)
    expect((await readSeries(db, follower, 's', all, 100)).values).toEqual([0, 1, 2, 3, 4])
    // still readable while the leader may be writing them; gone once it must have
    wall += HOLD
    await follower.flush(false)
    expect((await readSeries(db, follower, 's', all, 100)).values).toEqual([0, 1, 2, 3, 4])
    wall += 2 * HOLD + FLUSH
    await follower.flush(false)
    expect(follower.unwrittenOf('s')).toEqual([])
    expect(follower.waitingCount()).toBe(0)
    await follower.close()
    expect(await storedRows()).toBe(0)
  })

  it('values newer than the dropped ones stay readable', async () => {
    const follower = writer(false)
    follower.append('s', T0, 0)
    wall += HOLD
    await follower.flush(false)
    follower.append('s', T0 + 1, 1)
    wall += 2 * HOLD + FLUSH
    await follower.flush(false)
    expect((await readSeries(db, follower, 's', all, 100)).values).toEqual([1])
  })

  it('taking over writes what the old leader did not, each point once', async () => {
    const leader = writer(true)
    const follower = writer(false)
    const both = (signal: string, t: number, v: number) => {
      leader.append(signal, t, v)
      follower.append(signal, t, v)
    }
    for (let i = 0; i < 10; i++) both('a', T0 + i * 1000, i)
    both('b', T0, 100)
    await leader.flush(true)
    // then values the leader took but never wrote (it crashed), and a backfilled one older than those stored
    for (let i = 10; i < 15; i++) both('a', T0 + i * 1000, i)
    both('a', T0 + 500, 0.5)
    // the leader is gone: nothing more from it
    writers.splice(writers.indexOf(leader), 1)
    // and values that came while no instance led
    follower.append('a', T0 + 15_000, 15)
    follower.append('a', T0 + 15_000, 15) // a QoS 1 repeat
    await follower.setActive(true)
    expect(follower.isActive()).toBe(true)
    expect(await stored('a')).toEqual([0, 0.5, ...Array.from({ length: 15 }, (_, i) => i + 1)])
    expect(await storedRows()).toBe(10 + 1 + 5 + 1 + 1)
    expect(await stored('b')).toEqual([100])
    // the new leader writes as a leader
    follower.append('a', T0 + 16_000, 16)
    await follower.flush(true)
    expect((await stored('a')).at(-1)).toBe(16)
  })

  it('stepping down keeps the values waiting readable and writes them no more', async () => {
    const w = writer(true)
    w.append('s', T0, 1)
    await w.setActive(false)
    expect((await readSeries(db, w, 's', all, 100)).values).toEqual([1])
    await w.close()
    expect(await storedRows()).toBe(0)
  })
})
