// Chunk rows inserted by a statement text made once per row count and dialect, its parameters a flat
// list: kysely's builder made an expression tree of every value of every row (200 rows of 6 columns
// per statement), a tenth of what the platform allocated under a fleet (issue 26: 7 % in its value-list
// visitor alone, heap sampling of 100 gateways x 20 metrics every 2 s), on every flush and every pack.
import { CompiledQuery, type Kysely } from 'kysely'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import type { Database } from '../storage/tables/index.ts'
import type { ChunkRow } from './chunks.ts'

const COLUMNS = ['signal_id', 'start_time', 'end_time', 'count', 'times', 'vals'] as const

const texts = new Map<string, string>()

function insertOf(pg: boolean, n: number): string {
  const key = `${pg}:${n}`
  const known = texts.get(key)
  if (known) return known
  const width = COLUMNS.length
  const row = (r: number) => `(${COLUMNS.map((_, c) => (pg ? `$${r * width + c + 1}` : '?')).join(', ')})`
  const text = `insert into history_chunks (${COLUMNS.join(', ')}) values ${Array.from({ length: n }, (_, i) => row(i)).join(', ')}`
  texts.set(key, text)
  return text
}

/** Inserts the rows in one statement: at most a few hundred (the callers' batches). */
export async function insertChunks(db: Kysely<Database>, rows: readonly ChunkRow[]): Promise<void> {
  if (rows.length === 0) return
  const parameters: unknown[] = []
  for (const r of rows) parameters.push(r.signalId, r.startTime, r.endTime, r.count, r.times, r.vals)
  await db.executeQuery(CompiledQuery.raw(insertOf(isPostgres(db as Db), rows.length), parameters))
}
