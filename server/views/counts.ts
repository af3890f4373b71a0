// Totals of long lists without counting the table on every page: a count is kept per query (its SQL and
// parameters) with the version of its list's change counter (migration 0009_list_search: triggers bump
// it on every write that can change the list), and counted again only when that version moved. Reading
// the version is one tiny query; counting 100,000 devices costs tens of milliseconds.
import { type SelectQueryBuilder, sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import type { Database } from '../storage/tables/index.ts'

export type CountedList = 'devices' | 'messages'

/** PostgreSQL bumps its counter before the writer commits: a count taken in between is kept at most this long. */
export const COUNT_TTL_MS = 10_000
const MAX_ENTRIES = 2000

interface Entry {
  version: string
  total: number
  at: number
}
const caches = new WeakMap<Db, Map<string, Entry>>()

async function versionOf(db: Db, list: CountedList): Promise<string> {
  const row = isPostgres(db)
    ? await sql<{
        v: string
      }>`select last_value::text || is_called::text as v from ${sql.raw(`list_changes_${list}`)}`.execute(db)
    : await sql<{
        v: string
      }>`select cast(version as text) as v from list_changes where list = ${list}`.execute(db)
  return row.rows[0]?.v ?? ''
}

/** The total of `query` (its selection and order are dropped), from the cache while its list is unchanged. */
export async function cachedCount<TB extends keyof Database, Row>(
  db: Db,
  list: CountedList,
  query: SelectQueryBuilder<Database, TB, Row>,
): Promise<number> {
  const counting = query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('total'))
  const compiled = counting.compile()
  const key = `${list}\n${compiled.sql}\n${JSON.stringify(compiled.parameters)}`
  const cache = caches.get(db) ?? new Map<string, Entry>()
  caches.set(db, cache)
  const version = await versionOf(db, list)
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.version === version && now - hit.at < COUNT_TTL_MS) return hit.total
  const total = Number((await counting.executeTakeFirst())?.total ?? 0)
  cache.delete(key)
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string)
  cache.set(key, { version, total, at: now })
  return total
}
