// History reports computed by the database (issue 15): a change report, a conditional one and a summary
// by 30 s over three signals reported once a second for a day (259,200 points, stored as the writer
// stores them), on SQLite and, when one answers, PostgreSQL. Figures: a first page (10 rows, newest
// first, with the total) and every row (the latest 200,000). Baseline in the same run: the JavaScript
// computation the database replaced — every point read and unpacked (reader.ts), then looped over.
import { loadavg } from 'node:os'
import { samplePage } from '../../server/history/change-reports.ts'
import { CURVE_MAX_POINTS } from '../../server/history/limits.ts'
import { readSeries } from '../../server/history/reader.ts'
import { parseTrigger, type Trigger } from '../../server/history/reports.ts'
import { ticksOf } from '../../server/history/rollups.ts'
import { summaryRows } from '../../server/history/summary-reports.ts'
import { HistoryWriter } from '../../server/history/writer.ts'
import type { Db } from '../../server/storage/db.ts'
import { migrateToLatest } from '../../server/storage/db.ts'
import { pgUp, postgresDatabase, sqliteDatabase, type TestDatabase } from '../integration/server/databases.ts'
import type { Measured } from './fixtures/measured.ts'

const SIGNALS = ['flow', 'level', 'pump']
const END = Date.UTC(2026, 0, 2)
const START = END - 86_400_000
const RUNS = 3
const window = { start: START, end: END - 1 }

async function store(db: Db): Promise<void> {
  const writer = new HistoryWriter(db, { flushMs: 3_600_000 })
  for (let t = START; t < END; t += 1000) {
    const s = (t - START) / 1000
    writer.append('flow', t, Math.round(50 + 40 * Math.sin(s / 600)))
    writer.append('level', t, (s * 7) % 113)
    writer.append('pump', t, s % 900 < 450)
    if (s % 3600 === 3599) await writer.flush(true)
  }
  await writer.close()
}

/** The JavaScript baseline: each column read whole, then a row at each of their times. */
async function changeInJs(db: Db, trigger?: Trigger): Promise<number> {
  const series = await Promise.all(SIGNALS.map((id) => readSeries(db, null, id, window, CURVE_MAX_POINTS)))
  const times = [...new Set(series.flatMap((s) => s.times))].sort((a, b) => a - b)
  const at = series.map(() => 0)
  let rows = 0
  for (const t of times) {
    const values = series.map((s, c) => {
      while (at[c]! < s.times.length && s.times[at[c]!]! <= t) at[c]!++
      return at[c]! > 0 ? s.values[at[c]! - 1]! : null
    })
    const v = trigger ? values[SIGNALS.indexOf(trigger.signalId)] : 0
    if (!trigger || (v !== null && v !== undefined && v > trigger.value)) rows++
  }
  return Math.min(rows, CURVE_MAX_POINTS)
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    await run()
    times.push(performance.now() - t0)
  }
  return times.sort((a, b) => a - b)[RUNS >> 1]!
}

async function benchOn(name: string, database: TestDatabase): Promise<number> {
  const { db } = database
  try {
    await migrateToLatest(db)
    await store(db)
    const trigger = parseTrigger('level > 100')!
    const page = (rows: Parameters<typeof samplePage>[1]['rows'], limit: number) =>
      samplePage(db, { columns: SIGNALS, rows, window, offset: 0, limit })
    const change = { kind: 'change' } as const
    const conditional = { kind: 'change', trigger } as const
    const interval = 30_000
    const columns = SIGNALS.map((signalId) => ({ signalId, aggregation: 'average' as const }))
    const ms = (n: number) => `${n.toFixed(0)} ms`
    console.log(
      `${name}: change report, first page ${ms(await median(() => page(change, 10)))}, ` +
        `every row ${ms(await median(() => page(change, CURVE_MAX_POINTS)))} ` +
        `(JavaScript ${ms(await median(() => changeInJs(db)))})`,
    )
    console.log(
      `${name}: conditional (level > 100), first page ${ms(await median(() => page(conditional, 10)))}, ` +
        `every row ${ms(await median(() => page(conditional, CURVE_MAX_POINTS)))} ` +
        `(JavaScript ${ms(await median(() => changeInJs(db, trigger)))})`,
    )
    console.log(
      `${name}: summary by 30 s (2,880 rows), ` +
        `${ms(await median(() => summaryRows(db, { columns, interval, ...ticksOf(window, interval, CURVE_MAX_POINTS) })))}`,
    )
    return (await page(change, CURVE_MAX_POINTS)).rows.length
  } finally {
    await database.drop()
  }
}

export default async function bench(): Promise<Measured> {
  console.log(`load average ${loadavg()[0]!.toFixed(1)}; 3 signals × 86,400 points, median of ${RUNS}`)
  const rows = [await benchOn('SQLite', sqliteDatabase())]
  if (pgUp) rows.push(await benchOn('PostgreSQL', await postgresDatabase()))
  else console.log('PostgreSQL not reachable: skipped')
  // an empty report measured an empty query
  return { values: Math.min(...rows) }
}
