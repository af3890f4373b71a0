// Ingest rate of the default stack in one process: simulated gateways publish DDATA through the embedded
// broker (aedes) to the platform's edge link, which checks seq, updates the live store and sockets,
// evaluates alarms and writes history to SQLite in packed, time-ordered batches (default batching:
// a signal's values wait up to 10 s or 4096 values). Printed: values/s stored, from the first publish
// until every value is committed, over a run longer than the batching wait; how fast the stored history
// answers a window; and, for the layout decision, the same for one indexed row per value.
// Goal (the issue): at least 30,000 values/s stored.
import { sql } from 'kysely'
import { readSeries } from '../../server/history/reader.ts'
import { startEdgeStack } from './fixtures/edge-stack.ts'
import { type Measured, percentile, untilReached } from './fixtures/measured.ts'

const GATEWAYS = 10
const SIGNALS = 50 // per gateway: 500 interleaved signals
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const STEP_MS = 100 // the values' own time step
const ROW_LAYOUT_VALUES = 1_000_000

const since = (start: number) => (performance.now() - start) / 1000
const rate = (n: number, s: number) => Math.round(n / s).toLocaleString('en')

async function timed(runs: number, f: () => Promise<unknown>): Promise<string> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const s = performance.now()
    await f()
    times.push(performance.now() - s)
  }
  times.sort((a, b) => a - b)
  return `p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`
}

export default async function ingestBench(): Promise<Measured> {
  const stack = await startEdgeStack({ gateways: GATEWAYS, signals: SIGNALS })
  const rt = stack.app.services.realtime
  const base = rt.ingest.stats.values
  const taken = () => rt.ingest.stats.values - base
  const t0 = Date.now()
  let rounds = 0
  const started = performance.now()
  while (since(started) < SECONDS) {
    const r = rounds++
    await Promise.all(
      stack.gateways.map((g, gi) =>
        g.publish(
          g.signals.map((_, i) => Math.sin((r + i + gi) / 10) * 100),
          t0 + r * STEP_MS,
        ),
      ),
    )
    // publish no further ahead of the platform than a few rounds, as a real link's pacing would
    await untilReached('values taken', taken, (rounds - 20) * GATEWAYS * SIGNALS)
  }
  const total = rounds * GATEWAYS * SIGNALS
  await untilReached('values taken', taken, total)
  await rt.ingest.idle()
  const waiting = rt.history.waitingCount()
  await rt.history.flush()
  const seconds = since(started)
  const stored = await stack.db
    .selectFrom('historyChunks')
    .select((eb) => [eb.fn.sum<number>('count').as('values'), eb.fn.countAll<number>().as('chunks')])
    .executeTakeFirstOrThrow()
  if (Number(stored.values) !== total) throw new Error(`stored ${stored.values} of ${total}`)
  console.log(
    `ingest: ${total.toLocaleString('en')} values (${GATEWAYS} gateways × ${SIGNALS} signals, ${rounds} DDATA each) ` +
      `stored in ${seconds.toFixed(2)} s = ${rate(total, seconds)} values/s, goal ≥ 30,000 ` +
      `(${stored.chunks} chunks; ${waiting.toLocaleString('en')} values still batching at the end)`,
  )

  const window = { start: t0, end: t0 + rounds * STEP_MS }
  const lastTenth = { start: t0 + rounds * STEP_MS * 0.9, end: window.end }
  /** the n-th of the 500 signals, gateway by gateway */
  const signal = (n: number) => `b${Math.floor(n / SIGNALS) % GATEWAYS}_${n % SIGNALS}`
  let k = 0
  console.log(
    `query, chunks: one signal's ${rounds} points: ${await timed(50, () => readSeries(stack.db, null, signal(k++), window, 200_000))}; ` +
      `its last tenth: ${await timed(50, () => readSeries(stack.db, null, signal(k++), lastTenth, 200_000))}`,
  )

  // the alternative layout: one row per value, indexed on (signal, time), 500 interleaved signals
  await sql`create table bench_rows (signal_id text not null, time bigint not null, value double precision not null)`.execute(
    stack.db,
  )
  await sql`create index bench_rows_ix on bench_rows (signal_id, time)`.execute(stack.db)
  const row = (n: number) => ({
    signal_id: signal(n % (GATEWAYS * SIGNALS)),
    time: t0 + Math.floor(n / (GATEWAYS * SIGNALS)) * STEP_MS,
    value: n,
  })
  const rowStart = performance.now()
  for (let i = 0; i < ROW_LAYOUT_VALUES; i += 1000) {
    const batch = Array.from({ length: 1000 }, (_, j) => row(i + j))
    await stack.db
      .transaction()
      .execute((trx) =>
        sql`insert into bench_rows (signal_id, time, value) values ${sql.join(
          batch.map((r) => sql`(${r.signal_id}, ${r.time}, ${r.value})`),
        )}`.execute(trx),
      )
  }
  const rowSeconds = since(rowStart)
  const span = (ROW_LAYOUT_VALUES / (GATEWAYS * SIGNALS)) * STEP_MS
  console.log(
    `layout, one indexed row per value: ${ROW_LAYOUT_VALUES.toLocaleString('en')} values in 1000-row transactions ` +
      `at ${rate(ROW_LAYOUT_VALUES, rowSeconds)} rows/s (database only, no broker); one signal's window: ` +
      (await timed(50, () =>
        sql`select time, value from bench_rows where signal_id = ${signal(k++)} and time >= ${t0} and time <= ${t0 + span} order by time`.execute(
          stack.db,
        ),
      )),
  )
  await stack.close()
  return { values: Number(stored.values) }
}
