// A partition's new owner may be handed again what the old owner stored (the broker redelivers the QoS 1
// messages the old owner took but never acknowledged before it died): the history writer's
// `appendReplayed` (and `appendText`'s replayed flag) write those values less the points stored, so none
// is stored twice, and a value the old owner never stored is kept (server/history/writer.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readSeries } from '../../../server/history/reader.ts'
import { HistoryWriter } from '../../../server/history/writer.ts'
import { type Db, migrateToLatest } from '../../../server/storage/db.ts'
import { sqliteDatabase, type TestDatabase } from '../server/databases.ts'

const T0 = Date.UTC(2026, 0, 1)
const all = { start: 0, end: Number.MAX_SAFE_INTEGER }

describe('history of a partition that changed owners', () => {
  let test: TestDatabase
  let db: Db
  const writers: HistoryWriter[] = []
  const writer = () => {
    const w = new HistoryWriter(db, { flushMs: 3_600_000 })
    writers.push(w)
    return w
  }
  const stored = async (signal: string) => (await readSeries(db, null, signal, all, 1e9)).values
  /** Points in the rows: reads drop a point stored twice, this counts it. */
  const storedPoints = async () =>
    Number(
      (
        await db
          .selectFrom('historyChunks')
          .select((eb) => eb.fn.sum<number>('count').as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    )

  beforeEach(async () => {
    test = sqliteDatabase()
    db = test.db
    await migrateToLatest(db)
  })
  afterEach(async () => {
    for (const w of writers.splice(0)) await w.close()
    await test.drop()
  })

  it('stores a replayed value once, and what the old owner never stored', async () => {
    const oldOwner = writer()
    for (let i = 0; i < 5; i++) oldOwner.append('s', T0 + i * 1000, i)
    await oldOwner.flush(true)
    const newOwner = writer()
    // the last two again (redelivered), then one the old owner never got to store, and a fresh one
    for (let i = 3; i < 6; i++) newOwner.appendReplayed('s', T0 + i * 1000, i)
    newOwner.append('s', T0 + 6000, 6)
    // readable before it is written
    expect((await readSeries(db, newOwner, 's', all, 100)).values).toEqual([0, 1, 2, 3, 4, 5, 6])
    await newOwner.flush(true)
    expect(await stored('s')).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(await storedPoints()).toBe(7)
  })

  it('stores a replayed text once, and what the old owner never stored', async () => {
    const oldOwner = writer()
    oldOwner.appendText('t', T0, 'a')
    oldOwner.appendText('t', T0 + 1000, 'b')
    await oldOwner.flush(true)
    const newOwner = writer()
    newOwner.appendText('t', T0 + 1000, 'b', true)
    newOwner.appendText('t', T0 + 2000, 'c', true)
    newOwner.appendText('t', T0 + 3000, 'd')
    await newOwner.flush(true)
    const rows = await db.selectFrom('historyTexts').select(['time', 'value']).orderBy('time').execute()
    expect(rows.map((r) => r.value)).toEqual(['a', 'b', 'c', 'd'])
  })
})
