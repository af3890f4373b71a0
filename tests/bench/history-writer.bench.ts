// The history writer at fleet rates (issue 26): 40,000 slow signals, one value each every 2 s, each round
// flushed as the writer does (each flush appends a row per signal; packed at close: packing.ts). Per round:
// the flush's time (it must stay far under the 2 s period, or the writer falls behind), the longest the
// event loop waited during it, and the chunk rows in the table after the pack. Baseline in the
// same run: the same values inserted as one-point rows, one transaction a round, by the bare driver
// (better-sqlite3 prepared statement / pg multi-row insert), as a writer without open chunks stored them.
import { loadavg } from 'node:os'
import Database from 'better-sqlite3'
import pg from 'pg'
import { HistoryWriter } from '../../server/history/writer.ts'
import { migrateToLatest } from '../../server/storage/db.ts'
import { packFloats } from '../../server/storage/history-format.ts'
import { loopDuring } from '../integration/edgelink/history-fixtures.ts'
import {
  pgReachable,
  postgresDatabase,
  sqliteDatabase,
  type TestDatabase,
} from '../integration/server/databases.ts'

const SIGNALS = 40_000
const ROUNDS = 10
const PERIOD_MS = 2_000
const T0 = Date.UTC(2026, 0, 1)

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

const summary = (label: string, figures: { ms: number; maxGapMs: number }[], rows: number) => {
  const ms = figures.map((f) => f.ms).sort((a, b) => a - b)
  const gap = Math.max(...figures.map((f) => f.maxGapMs))
  console.log(
    `  ${label}: flush median ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} ms, max ${ms[ms.length - 1]!.toFixed(0)} ms (period ${PERIOD_MS} ms); event loop max gap ${gap.toFixed(0)} ms; ${rows.toLocaleString('en')} chunk rows`,
  )
}

async function writerRounds(database: TestDatabase): Promise<void> {
  const { db } = database
  let wall = 0
  const writer = new HistoryWriter(db, {
    flushMs: 3_600_000,
    compactMs: Number.POSITIVE_INFINITY,
    clock: () => wall,
  })
  const figures = []
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < SIGNALS; i++)
      writer.append(`w${i}`, T0 + round * PERIOD_MS + (i % PERIOD_MS), Math.sin(i + round))
    wall += PERIOD_MS
    figures.push(await loopDuring(() => writer.flush()))
  }
  await writer.close()
  const rows = await db
    .selectFrom('historyChunks')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('signalId', 'like', 'w%')
    .executeTakeFirstOrThrow()
  summary('writer (appended, packed)', figures, Number(rows.n))
}

/** One round of one-point rows by the bare driver. */
function bareRound(database: TestDatabase): {
  round: (r: number) => Promise<void>
  close: () => Promise<void>
} {
  const rowOf = (i: number, r: number) => {
    const t = T0 + r * PERIOD_MS + (i % PERIOD_MS)
    return [`b${i}`, t, t, 1, [t], [Math.sin(i + r)]] as const
  }
  if (database.url) {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 })
    pool.on('error', () => {}) // an idle client ended by the database's drop
    return {
      async round(r) {
        const client = await pool.connect()
        await client.query('begin')
        for (let i = 0; i < SIGNALS; i += 200) {
          const params: unknown[] = []
          const tuples: string[] = []
          for (let k = i; k < Math.min(SIGNALS, i + 200); k++) {
            const n = params.length
            params.push(...rowOf(k, r))
            tuples.push(`($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6})`)
          }
          await client.query(
            `insert into history_chunks (signal_id, start_time, end_time, count, times, vals) values ${tuples.join(',')}`,
            params,
          )
        }
        await client.query('commit')
        client.release()
      },
      close: () => pool.end(),
    }
  }
  const sqlite = new Database(database.file as string)
  sqlite.pragma('synchronous = NORMAL')
  const insert = sqlite.prepare(
    'insert into history_chunks (signal_id, start_time, end_time, count, times, vals) values (?, ?, ?, ?, ?, ?)',
  )
  const round = sqlite.transaction((r: number) => {
    for (let i = 0; i < SIGNALS; i++) {
      const [id, s, e, c, times, vals] = rowOf(i, r)
      insert.run(id, s, e, c, packFloats(times), packFloats(vals))
    }
  })
  return {
    round: async (r) => round(r),
    close: async () => {
      sqlite.close()
    },
  }
}

async function bareRounds(database: TestDatabase): Promise<void> {
  const bare = bareRound(database)
  const figures = []
  for (let r = 0; r < ROUNDS; r++) figures.push(await loopDuring(() => bare.round(r)))
  await bare.close()
  const rows = await database.db
    .selectFrom('historyChunks')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('signalId', 'like', 'b%')
    .executeTakeFirstOrThrow()
  summary('bare driver (a row per value)', figures, Number(rows.n))
}

async function benchDialect(dialect: string, database: TestDatabase): Promise<void> {
  await migrateToLatest(database.db)
  console.log(
    `\n${dialect}: ${SIGNALS.toLocaleString('en')} signals, a value each every ${PERIOD_MS} ms, ${ROUNDS} rounds; load average ${load()}`,
  )
  await writerRounds(database)
  await bareRounds(database)
  console.log(`  load average ${load()}`)
}

export default async function historyWriterBench(): Promise<void> {
  const sqlite = sqliteDatabase()
  await benchDialect('SQLite', sqlite)
  await sqlite.drop()
  if (await pgReachable()) {
    const postgres = await postgresDatabase()
    await benchDialect('PostgreSQL', postgres)
    await postgres.drop()
  } else console.log('PostgreSQL not reachable: skipped')
}
