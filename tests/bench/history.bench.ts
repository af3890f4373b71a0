// History at plant scale (issue 14 "History"): a 30-day signal of 200,000 points stored as it arrives at
// two reporting rates, then read as a thinned curve (`history/query`, width 1,200, min and max kept per
// pixel column) through the API, on SQLite and, when one answers, PostgreSQL. Goal: under 300 ms, and
// linear in the points read (1, 7 and 30 days). Baseline in the same run: the same chunk rows (those from
// the oldest point answered on) read by a bare better-sqlite3 / pg query (no API, no unpacking, no thinning).
//   slow:   a value every 13 s, each flushed alone: packing grows the signal's open chunk (112 points a
//           row, packing.ts), no compaction needed
//   legacy: the same values as a writer without open chunks stored them (a chunk per point), read before
//           compaction (not held to the goal: what an old database reads until its first sweep), then
//           compacted (throughput in chunks/s) and read again (held to the goal)
//   burst:  the same 200,000 values arriving in batches (full chunks as written)
//   fast:   a value a second for 30 days (2.6 M points); the curve answers the latest 200,000
import { loadavg } from 'node:os'
import Database from 'better-sqlite3'
import pg from 'pg'
import { manualLeadership } from '../../server/cluster/leader.ts'
import { type ChunkRow, chunkFloats } from '../../server/history/chunks.ts'
import { FRAGMENT_POINTS } from '../../server/history/limits.ts'
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

/** The slow signal's 200,000 values, a point every 13 s. */
function slowPoints(): { t: number; v: number }[] {
  const step = (END - START) / POINTS
  return Array.from({ length: POINTS }, (_, i) => {
    const t = Math.round(START + i * step)
    return { t, v: wave(t) }
  })
}

/** Chunks of `perChunk` consecutive points, inserted in transactions of 5,000 rows. */
async function storeChunked(db: Db, signalId: string, perChunk: number): Promise<void> {
  const { encode } = chunkFloats(db)
  const points = slowPoints()
  const rows: ChunkRow[] = []
  for (let i = 0; i < points.length; i += perChunk) {
    const part = points.slice(i, i + perChunk)
    const times = part.map((p) => p.t)
    rows.push({
      signalId,
      startTime: times[0]!,
      endTime: times[times.length - 1]!,
      count: part.length,
      times: encode(times),
      vals: encode(part.map((p) => p.v)),
    })
  }
  for (let i = 0; i < rows.length; i += 5000)
    await db.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(rows.length, i + 5000); j += 500)
        await trx
          .insertInto('historyChunks')
          .values(rows.slice(j, Math.min(j + 500, i + 5000)))
          .execute()
    })
}

/** Compacts every fragmented signal as a writer taking over does; answers the time it took. */
async function compactAll(db: Db): Promise<number> {
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
    pool.on('error', () => {}) // an idle client ended by the database's drop
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

type Api = Awaited<ReturnType<typeof loginDemoAdmin>>

/** A signal's thinned reads of 1, 7 and 30 days beside the bare query; whether the 30-day one met the goal. */
async function readFigures(
  db: Db,
  admin: Api,
  bare: ReturnType<typeof bareReader>,
  signalId: string,
  label: string,
  held: boolean,
): Promise<{ pass: boolean; points: number }> {
  const chunks = await chunkCount(db, signalId)
  const figures: string[] = []
  let pass = true
  let points = 0
  for (const days of [1, 7, 30]) {
    const window = { startTime: END - days * DAY, endTime: END }
    let answer: { series: { count: number; times: number[] }[] } | undefined
    // a read not held to the goal (the legacy layout) takes seconds: once is enough
    const runs = held ? RUNS : 1
    const ms = await median(runs, async () => {
      answer = await ok(admin.call('history/query', { signalIds: signalId, ...window, width: WIDTH }))
    })
    const s = answer!.series[0]!
    points += s.times.length
    // the same chunk rows: those holding the oldest point read (the first one kept) and newer ones
    const bareMs = await median(runs, () => bare.read(signalId, s.times[0]!, window.endTime))
    const goal = days === 30 && held ? (ms < GOAL_MS ? ' ok' : ` OVER ${GOAL_MS} ms`) : ''
    if (days === 30 && held && ms >= GOAL_MS) pass = false
    figures.push(
      `${days} d: ${s.count.toLocaleString('en')} pts -> ${s.times.length} in ${ms.toFixed(1)} ms (bare query ${bareMs.toFixed(1)} ms)${goal}`,
    )
  }
  console.log(`  ${label}, ${chunks} chunks\n    ${figures.join('\n    ')}`)
  return { pass, points }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

async function benchDialect(
  dialect: string,
  database: TestDatabase,
): Promise<{ pass: boolean; points: number }> {
  // the server's own writer on standby: no compaction of its own beside the one measured here
  const server = await createTestServer({ db: database.db, leadership: manualLeadership(false) })
  const admin = await loginDemoAdmin(server)
  const { db } = server
  const bare = bareReader(database)
  const read = (signalId: string, label: string, held = true) =>
    readFigures(db, admin, bare, signalId, label, held)
  const t0 = performance.now()
  await storeChunked(db, 'level', FRAGMENT_POINTS)
  await storeChunked(db, 'energy', 1)
  await storeBatched(db, 'temperature', (END - START) / POINTS)
  await storeBatched(db, 'flow', 1000)
  console.log(
    `\n${dialect}: stored in ${((performance.now() - t0) / 1000).toFixed(1)} s; load average ${load()}`,
  )
  const reads = [await read('level', 'slow (13 s, grown chunks as written, never compacted)')]
  reads.push(await read('energy', 'legacy (13 s, a chunk per point, before compaction; not held)', false))
  const compactMs = await compactAll(db)
  console.log(
    `  compaction: ${POINTS.toLocaleString('en')} one-point chunks in ${(compactMs / 1000).toFixed(1)} s, ${Math.round((POINTS / compactMs) * 1000).toLocaleString('en')} chunks/s; load average ${load()}`,
  )
  reads.push(await read('energy', 'legacy after compaction'))
  reads.push(await read('temperature', 'burst (13 s, batched)'))
  reads.push(await read('flow', 'fast (1 s, latest 200k)'))
  const pass = reads.every((r) => r.pass)
  const points = reads.reduce((sum, r) => sum + r.points, 0)
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
