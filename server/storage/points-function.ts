// `lf_points(times, vals)` for SQLite: a chunk's packed times and values (history/chunks.ts, history-format.ts) as rows (t, v),
// a failed read (NaN) as null, so change and conditional reports read raw history in SQL
// (change-reports.ts). PostgreSQL has the same function in SQL (migration 0023_float_chunks).
import type SQLite from 'better-sqlite3'
import { unpackFloats } from './history-format.ts'

export function registerPointsFunction(sqlite: SQLite.Database): void {
  sqlite.table('lf_points', {
    columns: ['t', 'v'],
    parameters: ['times', 'vals'],
    *rows(times: unknown, vals: unknown) {
      if (!(times instanceof Uint8Array) || !(vals instanceof Uint8Array)) return
      const t = unpackFloats(times)
      const v = unpackFloats(vals)
      for (let i = 0; i < Math.min(t.length, v.length); i++) yield [t[i]!, Number.isNaN(v[i]!) ? null : v[i]!]
    },
  })
}
