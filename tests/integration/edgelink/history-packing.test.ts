// The history write path appends and packs later (server/history/packing.ts, issue 26): a flush only
// inserts rows, never rewrites a stored one; packing merges the fragments into open chunks in steps; reads
// merge packed chunks, fragments and the values still held, exactly, while partly packed, while a pack
// runs, and across a restart; on SQLite and on PostgreSQL (skipped with a message when it is absent).
import { setImmediate } from 'node:timers/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { chunkFloats, chunkRows } from '../../../server/history/chunks.ts'
import { FRAGMENT_POINTS } from '../../../server/history/limits.ts'
import { Packing } from '../../../server/history/packing.ts'
import { readSeries } from '../../../server/history/reader.ts'
import { Slices } from '../../../server/history/slices.ts'
import { HistoryWriter } from '../../../server/history/writer.ts'
import type { Db } from '../../../server/storage/db.ts'
import { DIALECTS, migratedDatabase } from '../server/databases.ts'

const T0 = Date.UTC(2026, 0, 1)
const all = { start: 0, end: Number.MAX_SAFE_INTEGER }

/** A writer on a wall clock the test moves, packing and compacting only when asked. */
function clockedWriter(db: Db) {
  const clock = { wall: 0 }
  const writer = new HistoryWriter(db, {
    flushMs: 3_600_000,
    packMs: Number.POSITIVE_INFINITY,
    compactMs: Number.POSITIVE_INFINITY,
    clock: () => clock.wall,
  })
  return { writer, clock }
}

/** Each stored row of the signal: its bounds and bytes, in end time order. */
async function storedRows(db: Db, signalId: string) {
  const floats = chunkFloats(db)
  const rows = await db
    .selectFrom('historyChunks')
    .select(['startTime', 'endTime', 'count', ...floats.columns])
    .where('signalId', '=', signalId)
    .orderBy('endTime')
    .execute()
  return rows.map((r) => ({ ...r, times: [...floats.decode(r.times)], vals: [...floats.decode(r.vals)] }))
}

/** The values as stored and read back: null a failed read (NaN), booleans 0/1. */
const VALUES = [1.5, -0, Number.NaN, 1e-300, 2 ** 53 + 2, Math.PI, 1, 0, Number.POSITIVE_INFINITY, -7]

describe.each(DIALECTS)('history packing on %s', (dialect) => {
  const database = migratedDatabase(dialect)
  const { skip } = database
  let db: Db

  beforeAll(() => {
    if (skip) console.log(`${dialect} is not reachable at 127.0.0.1:5432: its packing tests are skipped`)
    else db = database.db
  })

  it.skipIf(skip)('a flush appends rows and rewrites none until the pack', async () => {
    const id = `append-${Math.random().toString(36).slice(2, 8)}`
    const { writer, clock } = clockedWriter(db)
    for (let i = 0; i < 3; i++) {
      writer.append(id, T0 + i * 2000, i)
      clock.wall += 2000
      await writer.flush(false)
    }
    await writer.pack()
    const packed = await storedRows(db, id)
    expect(packed).toHaveLength(1)
    // the next flushes leave the open chunk as it is: each adds a row of its own
    for (let i = 3; i < 6; i++) {
      writer.append(id, T0 + i * 2000, i)
      clock.wall += 2000
      await writer.flush(false)
    }
    const appended = await storedRows(db, id)
    expect(appended).toHaveLength(4)
    expect(appended[0]).toEqual(packed[0])
    await writer.pack()
    expect(await storedRows(db, id)).toEqual([
      {
        startTime: T0,
        endTime: T0 + 10_000,
        count: 6,
        times: Array.from({ length: 6 }, (_, i) => T0 + i * 2000),
        vals: [0, 1, 2, 3, 4, 5],
      },
    ])
    await writer.close()
  })

  it.skipIf(skip)(
    'values written, partly packed and held, read back identical across a restart',
    async () => {
      const ids = ['p-slow', 'p-fast', 'p-late'].map((s) => `${s}-${Math.random().toString(36).slice(2, 8)}`)
      const expected = new Map<string, { times: number[]; values: number[] }>(
        ids.map((id) => [id, { times: [], values: [] }]),
      )
      let { writer, clock } = clockedWriter(db)
      let t = T0
      const round = async (i: number) => {
        const points: [string, number, number][] = [
          [ids[0]!, t, VALUES[i % VALUES.length]!],
          ...Array.from({ length: 50 }, (_, k): [string, number, number] => [ids[1]!, t + k, i * 50 + k]),
        ]
        // a late value now and then: older than the open chunk, compaction's
        if (i % 7 === 6) points.push([ids[2]!, t - 30_001, i])
        else points.push([ids[2]!, t, i])
        for (const [id, time, value] of points) {
          writer.append(id, time, value)
          const e = expected.get(id)!
          e.times.push(time)
          e.values.push(value)
        }
        t += 2000
        clock.wall += 2000
        await writer.flush(false)
      }
      const readBack = async (w: HistoryWriter | null) => {
        for (const id of ids) {
          const e = expected.get(id)!
          const order = e.times.map((_, i) => i).sort((a, b) => e.times[a]! - e.times[b]! || a - b)
          const s = await readSeries(db, w, id, all, 1_000_000)
          expect(s.times).toEqual(order.map((i) => e.times[i]))
          expect(s.values).toEqual(order.map((i) => e.values[i]))
        }
      }
      for (let i = 0; i < 40; i++) {
        await round(i)
        if (i % 15 === 14) await writer.pack()
      }
      // some values packed, some fragments, some still held in memory
      writer.append(ids[0]!, t, 99)
      expected.get(ids[0]!)!.times.push(t)
      expected.get(ids[0]!)!.values.push(99)
      t += 2000
      await readBack(writer)
      await writer.close()
      await readBack(null)

      // a restart: a new writer knows no open chunk; what it writes is packed after the last run's
      ;({ writer, clock } = clockedWriter(db))
      for (let i = 40; i < 80; i++) {
        await round(i)
        if (i % 15 === 14) await writer.pack()
      }
      await readBack(writer)
      await writer.compact()
      await writer.close()
      await readBack(null)
      // packed: the slow signal's 81 points (under FRAGMENT_POINTS) in one chunk, the fast one's in few
      expect(81).toBeLessThan(FRAGMENT_POINTS)
      expect(await storedRows(db, ids[0]!)).toHaveLength(1)
      expect((await storedRows(db, ids[1]!)).length).toBeLessThanOrEqual(8)
    },
    120_000,
  )

  it.skipIf(skip)(
    'a step out of time leaves the signals it read to later steps: all packed, exactly',
    async () => {
      const prefix = `budget-${Math.random().toString(36).slice(2, 8)}-`
      const floats = chunkFloats(db)
      const ids = Array.from({ length: 30 }, (_, i) => `${prefix}${i}`)
      const value = (s: number, r: number) => s * 100 + r + 0.5
      // a budget of 0 ms: every step merges its first signal only and leaves the others it read
      const packing = new Packing(FRAGMENT_POINTS, 4096, 0)
      for (let r = 0; r < 6; r++) {
        const rows = ids.flatMap((id, s) =>
          chunkRows(id, { times: [T0 + r * 2000], values: [value(s, r)] }, 4096, floats.encode),
        )
        await db.insertInto('historyChunks').values(rows).execute()
        packing.wrote(rows)
      }
      let steps = 0
      const merged = await packing.pass(db, new Slices(undefined, () => steps++))
      expect(merged).toBe(ids.length * 6)
      expect(steps).toBeGreaterThanOrEqual(ids.length)
      for (const [s, id] of ids.entries())
        expect(await storedRows(db, id)).toEqual([
          {
            startTime: T0,
            endTime: T0 + 10_000,
            count: 6,
            times: Array.from({ length: 6 }, (_, r) => T0 + r * 2000),
            vals: Array.from({ length: 6 }, (_, r) => value(s, r)),
          },
        ])
      expect(packing.pending()).toBe(0)
    },
    120_000,
  )

  it.skipIf(skip)(
    "compaction's sweep leaves the packer's fragments to it and merges only older ones",
    async () => {
      const tag = Math.random().toString(36).slice(2, 8)
      const [live, old, mixed] = ['sw-live', 'sw-old', 'sw-mixed'].map((s) => `${s}-${tag}`) as [
        string,
        string,
        string,
      ]
      // the last run's fragments, one point each: the sweep's (older databases, a restart)
      const floats = chunkFloats(db)
      for (const id of [old, mixed])
        for (let i = 0; i < 5; i++)
          await db
            .insertInto('historyChunks')
            .values(chunkRows(id, { times: [T0 + i * 1000], values: [i] }, 4096, floats.encode))
            .execute()
      const { writer, clock } = clockedWriter(db)
      const round = async (r: number) => {
        for (const id of [live, mixed]) writer.append(id, T0 + 100_000 + r * 2000, r)
        clock.wall += 2000
        await writer.flush(false)
      }
      for (let r = 0; r < 3; r++) await round(r)
      await writer.pack()
      // the open chunk and new fragments: more than one fragment each, all the packer's
      for (let r = 3; r < 6; r++) await round(r)
      const liveRows = await storedRows(db, live)
      expect(liveRows).toHaveLength(4)
      await writer.compact()
      // only the packer's fragments: left to it, no row rewritten
      expect(await storedRows(db, live)).toEqual(liveRows)
      // the last run's: merged, with the packer's when the signal has both
      expect((await storedRows(db, old)).map((r) => r.count)).toEqual([5])
      expect((await storedRows(db, mixed)).map((r) => r.count)).toEqual([11])
      await writer.close()
    },
    120_000,
  )

  it.skipIf(skip)(
    'a read while a pack runs finds every value once',
    async () => {
      const prefix = `during-${Math.random().toString(36).slice(2, 8)}-`
      const { writer, clock } = clockedWriter(db)
      const signals = 300
      const rounds = 20
      for (let r = 0; r < rounds; r++) {
        for (let s = 0; s < signals; s++) writer.append(`${prefix}${s}`, T0 + r * 2000, r)
        clock.wall += 2000
        await writer.flush(false)
      }
      const watched = `${prefix}${signals - 1}`
      const want = Array.from({ length: rounds }, (_, r) => r)
      const packing = writer.pack()
      let done = false
      void packing.then(() => {
        done = true
      })
      let reads = 0
      while (!done || reads === 0) {
        expect((await readSeries(db, writer, watched, all, 1000)).values).toEqual(want)
        reads++
        // as a request would: the pack's slices (a macrotask apart) go on between reads
        await setImmediate()
      }
      await packing
      expect(await storedRows(db, watched)).toHaveLength(1)
      await writer.close()
    },
    120_000,
  )
})
