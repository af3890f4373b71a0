// Per-minute summaries of the numeric history (server/history/rollups.ts), so that reports aggregate in
// the database; the history stored before is summed up once here, a signal at a time.
import type { Migration } from 'kysely'
import { rollupsOf, unpackFloats } from '../history-format.ts'
import type { AnyDb } from './columns.ts'

const ROWS_PER_STATEMENT = 200

async function backfill(db: AnyDb): Promise<void> {
  // aliased: the database's CamelCasePlugin renames snake_case result keys
  const signals = await db.selectFrom('history_chunks').select('signal_id as sid').distinct().execute()
  for (const { sid } of signals as { sid: string }[]) {
    const chunks = (await db
      .selectFrom('history_chunks')
      .select(['times', 'vals'])
      .where('signal_id', '=', sid)
      .execute()) as { times: Uint8Array; vals: Uint8Array }[]
    const series = { times: [] as number[], values: [] as number[] }
    const seen = new Set<string>()
    for (const c of chunks) {
      const times = unpackFloats(c.times)
      const values = unpackFloats(c.vals)
      for (let i = 0; i < times.length; i++) {
        // exact repeats (a replay stored twice) count once, as reads show them once
        const key = `${times[i]}:${values[i]}`
        if (seen.has(key)) continue
        seen.add(key)
        series.times.push(times[i]!)
        series.values.push(values[i]!)
      }
    }
    const rows = rollupsOf(sid, series).map((r) => ({
      signal_id: r.signalId,
      bucket: r.bucket,
      num: r.num,
      sum: r.sum,
      min: r.min,
      max: r.max,
      first_time: r.firstTime,
      first: r.first,
      last_time: r.lastTime,
      last: r.last,
    }))
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
      await db
        .insertInto('history_rollups')
        .values(rows.slice(i, i + ROWS_PER_STATEMENT))
        .execute()
  }
}

export const charts: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('history_rollups')
      .addColumn('signal_id', 'text', (c) => c.notNull())
      .addColumn('bucket', 'bigint', (c) => c.notNull())
      .addColumn('num', 'integer', (c) => c.notNull())
      .addColumn('sum', 'double precision', (c) => c.notNull())
      .addColumn('min', 'double precision', (c) => c.notNull())
      .addColumn('max', 'double precision', (c) => c.notNull())
      .addColumn('first_time', 'bigint', (c) => c.notNull())
      .addColumn('first', 'double precision', (c) => c.notNull())
      .addColumn('last_time', 'bigint', (c) => c.notNull())
      .addColumn('last', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('history_rollups_pk', ['signal_id', 'bucket'])
      .execute()
    await backfill(db)
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('history_rollups').execute()
  },
}
