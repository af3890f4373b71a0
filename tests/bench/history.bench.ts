// History at plant scale (issue 14 "History"): a 30-day signal of 200,000 points stored as it arrives at
// two reporting rates, then read as a thinned curve (`history/query`, width 1,200, min and max kept per
// pixel column) through the API, on SQLite and, when one answers, PostgreSQL. Goal: under 300 ms, and
// linear in the points read (1, 7 and 30 days). Baseline in the same run: the same chunk rows (those from
// the oldest point answered on) read by a bare better-sqlite3 / pg query (no API, no unpacking, no thinning).
//   slow:   a value every 13 s, each written alone by the writer (a chunk per point), then compacted
//   burst:  the same 200,000 values arriving in batches (full chunks as written)
//   fast:   a value a second for 30 days (2.6 M points); the curve answers the latest 200,000
import { loadavg } from 'node:os'
import Database from 'better-sqlite3'
import pg from 'pg'
import { chunkFloats } from '../../server/history/chunks.ts'
import { HistoryWriter } from '../../server/history/writer.ts'
import type { Db } from '../../server/storage/db.ts'
import {
  pgReachable,
  postgresDatabase,
  sqliteDatabase,
  type TestDatabase,
} from '../integration/server/databases.ts'
import { createTestServer, loginDemoAdmin, ok } from '../integration/server/helpers.ts'
import type { Measured } from './fixtures/measured.ts'

const DAY = 86_400_000
const END = Date.UTC(2026, 0, 31)
const START = END - 30 * DAY
const POINTS = 200_000
const WIDTH = 1200
const RUNS = 7
const GOAL_MS = 300
const CHUNK_POINTS = 4096

const wave = (t: number) => 50 + 40 * Math.sin(t / 3_600_000) + ((t / 1000) % 7)

/** The slow signal as the writer stores it (each value flushed alone: a chunk each), then compacted. */
async function storeSlow(db: Db, signalId: string): Promise<number> {
  const step = (END - START) / POINTS
  const rows = Array.from({ length: POINTS }, (_, i) => {
    const t = Math.round(START + i * step)
    return { t, v: wave(t) }
  })
  for (let i = 0; i < rows.length; i += 5000) {
    const batch = rows.slice(i, i + 5000)
    await db.transaction().execute(async (trx) => {
      for (let j = 0; j < batch.length; j += 500)
        await trx
          .insertInto('historyChunks')
          .values(
            batch.slice(j, j + 500).map(({ t, v }) => {
              const { encode } = chunkFloats(db)
              return { signalId, startTime: t, endTime: t, count: 1, times: encode([t]), vals: encode([v]) }
            }),
          )
          .execute()
    })
  }
  const compactor = new HistoryWriter(db, { flushMs: 3_600_000, chunkPoints: CHUNK_POINTS })
  const t0 = performance.now()
  await compactor.compact()
  await compactor.close()
  return performance.now() - t0
}

/** Values arriving in batches: the writer stores full chunks. */
async function storeBatched(db: Db, signalId: string, every: number): Promise<void> {
  const writer = new HistoryWriter(db, { flushMs: 3_600_000, chunkPoints: CHUNK_POINTS })
  for (let t = START; t <= END; t += every) {
    writer.append(signalId, Math.round(t), wave(Math.round(t)))
    if (writer.waitingCount() >= 100_000) await writer.flush()
  }
  await writer.close()
}

const chunkCount = async (db: Db, signalId: string) =>
  Number(
    (
      await db
        .selectFrom('historyChunks')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('signalId', '=', signalId)
        .executeTakeFirstOrThrow()
    ).n,
  )

const BARE_SQL = (p: (n: number) => string) =>
  `select times, vals from history_chunks where signal_id = ${p(1)} and end_time >= ${p(2)} and end_time <= ${p(3)} and start_time <= ${p(4)} order by end_time desc`

/** The chunk rows of the window by a bare driver query. */
function bareReader(database: TestDatabase): {
  read: (s: string, a: number, b: number) => Promise<number>
  close: () => Promise<void>
} {
  if (database.url) {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 })
    const sql = BARE_SQL((n) => `$${n}`)
    return {
      read: async (s, a, b) => (await pool.query(sql, [s, a, b + DAY, b])).rowCount ?? 0,
      close: () => pool.end(),
    }
  }
  const sqlite = new Database(database.file as string, { readonly: true })
  const statement = sqlite.prepare(BARE_SQL(() => '?'))
  return {
    read: async (s, a, b) => statement.all(s, a, b + DAY, b).length,
    close: async () => {
      sqlite.close()
    },
  }
}

async function median(runs: number, f: () => Promise<unknown>): Promise<number> {
  await f()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await f()
    times.push(performance.now() - t0)
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!
}

async function benchDialect(
  dialect: string,
  database: TestDatabase,
): Promise<{ pass: boolean; points: number }> {
  const server = await createTestServer({ db: database.db })
  const admin = await loginDemoAdmin(server)
  const { db } = server
  const t0 = performance.now()
  const compactMs = await storeSlow(db, 'level')
  await storeBatched(db, 'temperature', (END - START) / POINTS)
  await storeBatched(db, 'flow', 1000)
  console.log(
    `\n${dialect}: stored in ${((performance.now() - t0) / 1000).toFixed(1)} s (compaction of the slow signal ${compactMs.toFixed(0)} ms); load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  const bare = bareReader(database)
  let pass = true
  let points = 0
  for (const [signalId, label] of [
    ['level', 'slow (13 s, compacted)'],
    ['temperature', 'burst (13 s, batched)'],
    ['flow', 'fast (1 s, latest 200k)'],
  ] as const) {
    const chunks = await chunkCount(db, signalId)
    const figures: string[] = []
    for (const days of [1, 7, 30]) {
      const window = { startTime: END - days * DAY, endTime: END }
      let answer: { series: { count: number; times: number[] }[] } | undefined
      const ms = await median(RUNS, async () => {
        answer = await ok(admin.call('history/query', { signalIds: signalId, ...window, width: WIDTH }))
      })
      const s = answer!.series[0]!
      points += s.times.length
      // the same chunk rows: those holding the oldest point read (the first one kept) and newer ones
      const bareMs = await median(RUNS, () => bare.read(signalId, s.times[0]!, window.endTime))
      const goal = days === 30 ? (ms < GOAL_MS ? ' ok' : ` OVER ${GOAL_MS} ms`) : ''
      if (days === 30 && ms >= GOAL_MS) pass = false
      figures.push(
        `${days} d: ${s.count.toLocaleString('en')} pts -> ${s.times.length} in ${ms.toFixed(1)} ms (bare query ${bareMs.toFixed(1)} ms)${goal}`,
      )
    }
    console.log(`  ${label}, ${chunks} chunks\n    ${figures.join('\n    ')}`)
  }
  await bare.close()
  await server.close()
  return { pass, points }
}

export default async function historyBench(): Promise<Measured> {
  const sqlite = sqliteDatabase()
  const runs = [await benchDialect('SQLite', sqlite)]
  await sqlite.drop()
  if (await pgReachable()) {
    const postgres = await postgresDatabase()
    runs.push(await benchDialect('PostgreSQL', postgres))
    await postgres.drop()
  } else console.log('PostgreSQL not reachable: skipped')
  if (!runs.every((r) => r.pass)) throw new Error(`a 30-day thinned read took ${GOAL_MS} ms or more`)
  return { values: Math.min(...runs.map((r) => r.points)) }
}
