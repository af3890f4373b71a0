// History storage on both dialects (SQLite always; PostgreSQL when it answers): values wait per signal,
// become packed chunks in time-ordered batches, and read back by window — merged with what still waits,
// in time order, exact repeats once, at most the latest N.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chunkRows, valueOfStored } from '../../../server/history/chunks.ts'
import { CHUNK_MAX_SPAN_MS } from '../../../server/history/limits.ts'
import { latestPoint, pointBefore, readSeries } from '../../../server/history/reader.ts'
import { HistoryWriter } from '../../../server/history/writer.ts'
import type { Db } from '../../../server/storage/db.ts'
import { packFloats } from '../../../server/storage/history-format.ts'
import { DIALECTS, migratedDatabase } from '../server/databases.ts'

const T0 = Date.UTC(2026, 0, 1)
const all = { start: 0, end: Number.MAX_SAFE_INTEGER }

describe('chunk rows', () => {
  it('split by point count and by span, sorted by time', () => {
    const times = [5, 1, 3, 2, 4, 6]
    const rows = chunkRows('s', { times, values: times.map((t) => t * 10) }, 4, packFloats)
    expect(rows.map((r) => [r.startTime, r.endTime, r.count])).toEqual([
      [1, 4, 4],
      [5, 6, 2],
    ])
    const wide = chunkRows(
      's',
      { times: [0, CHUNK_MAX_SPAN_MS, CHUNK_MAX_SPAN_MS + 1], values: [1, 2, 3] },
      100,
      packFloats,
    )
    expect(wide.map((r) => r.count)).toEqual([2, 1])
  })
})

describe.each(DIALECTS)('history on %s', (dialect) => {
  const database = migratedDatabase(dialect)
  const { skip } = database
  let db: Db
  let wall = 0
  let writer: HistoryWriter

  beforeAll(() => {
    if (skip) return
    db = database.db
    writer = new HistoryWriter(db, { flushMs: 3_600_000, chunkPoints: 50, holdMs: 1000, clock: () => wall })
  })
  afterAll(() => writer?.close())

  it.skipIf(skip)('reads one signal’s window from batches of many signals', async () => {
    const signals = Array.from({ length: 20 }, (_, i) => `w${i}`)
    for (let t = 0; t < 30; t++)
      for (const [i, s] of signals.entries()) writer.append(s, T0 + t * 1000, i + t / 10)
    await writer.flush()
    const w = await readSeries(db, writer, 'w3', { start: T0 + 5000, end: T0 + 7000 }, 1000)
    expect(w).toEqual({ times: [T0 + 5000, T0 + 6000, T0 + 7000], values: [3.5, 3.6, 3.7] })
    const chunks = await db
      .selectFrom('historyChunks')
      .select('signalId')
      .where('signalId', '=', 'w3')
      .execute()
    expect(chunks).toHaveLength(1)
  })

  it.skipIf(skip)('keeps booleans as 1/0 and failed reads as gaps', async () => {
    writer.append('b', T0, true)
    writer.append('b', T0 + 1, false)
    writer.append('b', T0 + 2, null)
    await writer.flush()
    const s = await readSeries(db, writer, 'b', all, 10)
    expect(s.values.map(valueOfStored)).toEqual([1, 0, null])
  })

  it.skipIf(skip)('holds young values back, and reads see them while they wait', async () => {
    wall = 0
    writer.append('held', T0, 1)
    await writer.flush(false)
    expect(
      await db.selectFrom('historyChunks').select('signalId').where('signalId', '=', 'held').execute(),
    ).toEqual([])
    expect((await readSeries(db, writer, 'held', all, 10)).values).toEqual([1])
    wall = 1000
    await writer.flush(false)
    expect(
      await db.selectFrom('historyChunks').select('count').where('signalId', '=', 'held').execute(),
    ).toEqual([{ count: 1 }])
    expect((await readSeries(db, writer, 'held', all, 10)).values).toEqual([1])
  })

  it.skipIf(skip)('answers the latest N points across many chunks, in time order', async () => {
    for (let t = 0; t < 500; t++) writer.append('many', T0 + t, t)
    await writer.flush()
    const latest = await readSeries(db, writer, 'many', all, 7)
    expect(latest.values).toEqual([493, 494, 495, 496, 497, 498, 499])
    const windowed = await readSeries(db, writer, 'many', { start: T0 + 100, end: T0 + 110 }, 1000)
    expect(windowed.values).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110])
  })

  it.skipIf(skip)('pages through more chunks than one read takes, newest first', async () => {
    const single = new HistoryWriter(db, { flushMs: 3_600_000, chunkPoints: 1 })
    for (let t = 0; t < 1200; t++) single.append('paged', T0 + t, t)
    await single.close()
    expect((await readSeries(db, null, 'paged', all, 3)).values).toEqual([1197, 1198, 1199])
    expect((await readSeries(db, null, 'paged', all, 2000)).values).toHaveLength(1200)
  })

  it.skipIf(skip)('merges late (replayed) values into order and stores a repeat once', async () => {
    for (const t of [10, 20, 30]) writer.append('late', T0 + t, t)
    await writer.flush()
    for (const t of [15, 25, 20]) writer.append('late', T0 + t, t)
    await writer.flush()
    expect((await readSeries(db, writer, 'late', all, 100)).values).toEqual([10, 15, 20, 25, 30])
  })

  it.skipIf(skip)('finds the newest point and the last one before a time', async () => {
    for (const t of [100, 200, 300]) writer.append('p', T0 + t, t)
    await writer.flush()
    writer.append('p', T0 + 50, 50)
    await writer.flush()
    writer.append('p', T0 + 400, 400)
    expect(await latestPoint(db, writer, 'p')).toEqual({ time: T0 + 400, value: 400 })
    expect(await pointBefore(db, writer, 'p', T0 + 250)).toEqual({ time: T0 + 200, value: 200 })
    expect(await pointBefore(db, writer, 'p', T0 + 100)).toEqual({ time: T0 + 50, value: 50 })
    expect(await pointBefore(db, writer, 'p', T0 + 50)).toBeUndefined()
    expect(await latestPoint(db, writer, 'none')).toBeUndefined()
  })
})
