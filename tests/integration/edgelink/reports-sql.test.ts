// History reports computed by the database, on SQLite and on PostgreSQL when it answers: change,
// conditional and sampled periodic rows (history/change-reports.ts) and summaries by parts of a minute
// (history/summary-reports.ts, the six aggregations), against a plain reading of the same points
// (report-reading.ts). A generated history (numbers, booleans, failed reads, a text signal, a signal
// without points, points before and after the window, several at one time), stored in many chunks and
// compacted; pages newest first across page boundaries.
import { describe, expect, it } from 'vitest'
import { type RowTimes, type SampleRequest, samplePage } from '../../../server/history/change-reports.ts'
import { AGGREGATIONS, parseTrigger, type ReportRow, type Trigger } from '../../../server/history/reports.ts'
import { aggregatedRows, ticksOf } from '../../../server/history/rollups.ts'
import { summaryRows } from '../../../server/history/summary-reports.ts'
import { HistoryWriter } from '../../../server/history/writer.ts'
import { DIALECTS, migratedDatabase } from '../server/databases.ts'
import {
  changeTimes,
  expectRowsClose,
  holdsAt,
  type StoredPoint,
  sampledRows,
  summaryRowsOf,
} from './report-reading.ts'

const T0 = Date.UTC(2026, 0, 1)
const SECOND = 1000
const window = { start: T0, end: T0 + 600 * SECOND }

type Value = number | boolean | null
interface Point {
  signalId: string
  time: number
  value: Value
}

/** A small deterministic generator (no test depends on Math.random). */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648
    return s / 2_147_483_648
  }
}

/** The history, in the order it is written: times never go back, some repeat (within and across flushes). */
function generated(): Point[][] {
  const next = random(7)
  const batches: Point[][] = []
  let time = T0 - 90 * SECOND
  for (let b = 0; b < 12; b++) {
    const batch: Point[] = []
    for (let k = 0; k < 40; k++) {
      // a third of the steps stay on the same time: ties of one signal and of several
      if (next() > 0.33) time += Math.ceil(next() * 3) * SECOND
      const pick = next()
      if (pick < 0.5)
        batch.push({ signalId: 'a', time, value: next() < 0.08 ? null : Math.round(next() * 10) - 5 })
      else if (pick < 0.85) batch.push({ signalId: 'b', time, value: next() < 0.5 })
      else batch.push({ signalId: 'c', time, value: Math.round(next() * 1000) / 8 })
    }
    batches.push(batch)
  }
  // past the window's end: never a row, never a value
  batches.push([{ signalId: 'a', time: window.end + SECOND, value: 99 }])
  return batches
}

const BATCHES = generated()
const POINTS = BATCHES.flat()

/** The points as reports read them back: booleans 1 and 0. */
const STORED: StoredPoint[] = POINTS.map((p) => ({
  ...p,
  value: typeof p.value === 'boolean' ? Number(p.value) : p.value,
}))

/** Every row of the report, oldest first, as the plain reading gives them. */
function expected(columns: string[], rows: RowTimes): ReportRow[] {
  const times =
    rows.kind === 'ticks'
      ? Array.from({ length: rows.count }, (_, k) => rows.from + k * rows.interval)
      : changeTimes(STORED, columns, window)
  const trigger = rows.kind === 'change' ? rows.trigger : undefined
  const kept = trigger ? times.filter((t) => holdsAt(STORED, trigger, t)) : times
  return sampledRows(STORED, columns, kept)
}

const trigger = (text: string): Trigger => {
  const t = parseTrigger(text)
  if (!t) throw new Error(`not a trigger: ${text}`)
  return t
}

describe.each(DIALECTS)('reports in the database on %s', (dialect) => {
  const database = migratedDatabase(dialect)
  const all = (columns: string[], rows: RowTimes, over: Partial<SampleRequest> = {}) =>
    samplePage(database.db, { columns, rows, window, offset: 0, limit: 1_000_000, ...over })

  it.skipIf(database.skip)('stores the generated history in many chunks', async () => {
    const writer = new HistoryWriter(database.db, { flushMs: 3_600_000, chunkPoints: 8 })
    for (const batch of BATCHES) {
      for (const p of batch) writer.append(p.signalId, p.time, p.value)
      await writer.flush(true)
    }
    writer.appendText('t', T0 + 10 * SECOND, 'running')
    await writer.close()
    const chunks = await database.db.selectFrom('historyChunks').select('signalId').execute()
    expect(chunks.length).toBeGreaterThan(50)
  })

  it.skipIf(database.skip).each([
    ['numbers and booleans', ['a', 'b']],
    ['a column held from before the window', ['c', 'a']],
    ['a text signal and one without points', ['b', 't', 'z']],
  ])('change storage: a row at each point of any column (%s)', async (_title, columns) => {
    const want = expected(columns, { kind: 'change' })
    expect(want.length).toBeGreaterThan(50)
    expect(await all(columns, { kind: 'change' })).toEqual({ total: want.length, rows: want })
  })

  it.skipIf(database.skip).each([
    ['a >= 2', ['a', 'b']],
    ['a < 0', ['b']],
    ['b == 1', ['a', 'c']],
    ['b != 1', ['a']],
    ['c > 60', ['a', 'b']],
    ['a = 0', ['a']],
  ])('conditional storage keeps the rows where %s holds', async (text, columns) => {
    const rows: RowTimes = { kind: 'change', trigger: trigger(text) }
    const want = expected(columns, rows)
    expect(want.length).toBeGreaterThan(0)
    expect(want.length).toBeLessThan(expected(columns, { kind: 'change' }).length)
    expect(await all(columns, rows)).toEqual({ total: want.length, rows: want })
  })

  it.skipIf(database.skip).each(['a > 5', 'z > 0', 't == 1'])(
    'a condition never true (%s) keeps no row',
    async (text) => {
      expect(await all(['a', 'b'], { kind: 'change', trigger: trigger(text) })).toEqual({
        total: 0,
        rows: [],
      })
    },
  )

  it.skipIf(database.skip)('a normal periodic report samples each tick', async () => {
    const rows: RowTimes = { kind: 'ticks', interval: 7 * SECOND, ...ticksOf(window, 7 * SECOND, 1000) }
    const want = expected(['a', 'b', 'c', 'z'], rows)
    expect(want).toHaveLength(86)
    expect(await all(['a', 'b', 'c', 'z'], rows)).toEqual({ total: 86, rows: want })
  })

  it.skipIf(database.skip)('pages newest first across page boundaries, the total on every page', async () => {
    const rows: RowTimes = { kind: 'change', trigger: trigger('b == 0') }
    const newestFirst = expected(['a', 'b'], rows).reverse()
    const pageSize = 7
    const pages = Math.ceil(newestFirst.length / pageSize)
    expect(newestFirst.length % pageSize).not.toBe(0)
    for (let p = 0; p <= pages; p++) {
      const page = await all(['a', 'b'], rows, { offset: p * pageSize, limit: pageSize })
      expect(page.total).toBe(newestFirst.length)
      expect(page.rows.reverse()).toEqual(newestFirst.slice(p * pageSize, (p + 1) * pageSize))
    }
  })

  it.skipIf(database.skip)('answers nothing without points or columns', async () => {
    const before = { start: T0 - 3_600_000, end: T0 - 1_800_000 }
    expect(await all(['a', 'b'], { kind: 'change' }, { window: before })).toEqual({ total: 0, rows: [] })
    expect(await all(['z'], { kind: 'change' })).toEqual({ total: 0, rows: [] })
    expect(await all([], { kind: 'change' })).toEqual({ total: 0, rows: [] })
    const ticks = { kind: 'ticks', from: before.start, interval: 600_000, count: 3 } as const
    expect(await all(['a', 'z'], ticks, { window: before })).toEqual({
      total: 3,
      rows: [0, 1, 2].map((k) => ({ time: before.start + k * 600_000, values: { a: null, z: null } })),
    })
    const nothing = {
      columns: [{ signalId: 'a', aggregation: 'max' }],
      from: before.start,
      interval: 999,
    } as const
    expect(await summaryRows(database.db, { ...nothing, count: 0 })).toEqual([])
    expect(await summaryRows(database.db, { ...nothing, count: 2 })).toEqual([
      { time: before.start, values: { a: null } },
      { time: before.start + 999, values: { a: null } },
    ])
    expect(await all(['a'], { kind: 'ticks', from: T0, interval: SECOND, count: 0 })).toEqual({
      total: 0,
      rows: [],
    })
  })

  it.skipIf(database.skip).each([
    ['delta', [4, 3]],
    ['first', [7, 12]],
    ['last', [9, 12]],
    ['max', [9, 12]],
    ['min', [7, 12]],
    ['average', [8, 12]],
  ] as const)('a counter summed up by the hour with %s', async (aggregation, values) => {
    // read at 10, 50 and 70 minutes into the day after the generated history; 5 before the window
    const day = T0 + 86_400_000
    const writer = new HistoryWriter(database.db, { flushMs: 3_600_000 })
    for (const [minute, value] of [
      [-5, 5],
      [10, 7],
      [50, 9],
      [70, 12],
    ] as const)
      writer.append('k', day + minute * 60_000, value)
    await writer.close()
    const columns = [{ signalId: 'k', aggregation }]
    const rows = await summaryRows(database.db, { columns, from: day, interval: 3_600_000, count: 3 })
    expect(rows.map((r) => r.values.k)).toEqual([...values, aggregation === 'delta' ? 0 : 12])
  })

  it.skipIf(database.skip).each(AGGREGATIONS)(
    'summaries by parts of a minute: %s per interval, held across gaps',
    async (aggregation) => {
      const interval = 7 * SECOND
      const ticks = ticksOf(window, interval, 1000)
      const columns = ['a', 'b', 'c', 'z'].map((signalId) => ({ signalId, aggregation }))
      const rows = await summaryRows(database.db, { columns, interval, ...ticks })
      expect(rows).toHaveLength(86)
      expectRowsClose(rows, summaryRowsOf(STORED, columns, { interval, ...ticks }))
    },
  )

  it.skipIf(database.skip)('summaries mix aggregations and keep the latest intervals', async () => {
    const interval = 45 * SECOND
    const ticks = ticksOf(window, interval, 5)
    expect(ticks.from).toBeGreaterThan(window.start)
    const columns = [
      { signalId: 'a', aggregation: 'delta' },
      { signalId: 'b', aggregation: 'average' },
      { signalId: 'c', aggregation: 'first' },
    ] as const
    const rows = await summaryRows(database.db, { columns, interval, ...ticks })
    expectRowsClose(rows, summaryRowsOf(STORED, columns, { interval, ...ticks }))
  })

  it.skipIf(database.skip).each(AGGREGATIONS)(
    'summaries by whole minutes (%s) agree between the raw points and the rollups',
    async (aggregation) => {
      // the rollups keep the first and last as they came: no ties of one time in this signal
      const columns = [{ signalId: 'c', aggregation }]
      const interval = 60 * SECOND
      const fromRaw = await summaryRows(database.db, {
        columns,
        interval,
        ...ticksOf(window, interval, 1000),
      })
      const fromRollups = await aggregatedRows(database.db, {
        columns,
        window,
        intervalMs: interval,
        limit: 1000,
      })
      expectRowsClose(fromRaw, fromRollups)
    },
  )
})
