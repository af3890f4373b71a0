// better-sqlite3 compiles a statement on every `prepare`, and kysely's SQLite driver prepares every query
// it runs: under a fleet (issue 26: 2,000 gateways, 20,000 values/s) compiling the history flush's
// 200-row statements again and again took a quarter of the server's CPU. The database kysely is given
// prepares each distinct SQL text once and keeps the most recently used ones. Kysely runs one query at
// a time on its single SQLite connection (its mutex, streams included), so a cached statement is never
// used by two queries at once.
import type SQLite from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/** Statements kept: the flush's batch sizes and the API's queries, well under a MB of compiled SQL. */
const KEPT_STATEMENTS = 500

export function cachingStatements(db: SQLite.Database, max = KEPT_STATEMENTS): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close: () => db.close(),
    prepare(sql) {
      const cached = cache.get(sql)
      // a Map keeps insertion order: moved to the end when used, the first one is the least recent
      if (cached) cache.delete(sql)
      const statement = cached ?? db.prepare(sql)
      cache.set(sql, statement)
      if (cache.size > max) cache.delete(cache.keys().next().value as string)
      return statement
    },
  }
}
