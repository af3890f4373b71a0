// Opens the database: PostgreSQL when a DATABASE_URL is given, else SQLite (better-sqlite3, WAL,
// foreign keys on). Both dialects see camelCase columns through the CamelCasePlugin. Every query reports
// to the database's storage state (health.ts: a full disk, a read-only database).
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import {
  CamelCasePlugin,
  DEFAULT_MIGRATION_TABLE,
  type Dialect,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
} from 'kysely'
import pg from 'pg'
import { startCheckpointer } from './checkpointer.ts'
import { StorageHealth, watchStorage } from './health.ts'
import { migrationProvider, renamedMigrations } from './migrations/index.ts'
import { observedDialect } from './observed-dialect.ts'
import { registerPointsFunction } from './points-function.ts'
import { cachingStatements } from './statement-cache.ts'
import type { Database } from './tables/index.ts'

export type Db = Kysely<Database>

export interface DbOptions {
  /** postgres://… ; when set, PostgreSQL is used */
  databaseUrl?: string
  /** SQLite file, or ':memory:' */
  sqliteFile?: string
  /** SQLite in memory, starting as a copy of this database file's bytes (instead of `sqliteFile`) */
  sqliteImage?: Buffer
  /** the storage state its queries report to (storageHealthOf); a new one logging to the console without */
  storage?: StorageHealth
  /** SQLite file: WAL checkpoints in a thread of their own (checkpointer.ts), not in the server's commits */
  checkpointInThread?: boolean
}

const PG_INT8 = 20

export function openDb(options: DbOptions): Db {
  const storage = options.storage ?? new StorageHealth()
  const db = new Kysely<Database>({
    dialect: observedDialect(dialectOf(options, storage), storage),
    plugins: [new CamelCasePlugin()],
  })
  watchStorage(db, storage)
  storage.fallbackProbe(() => probeWrite(db))
  return db
}

/**
 * A write of one row that changes nothing, to learn whether the storage takes writes again: the row of
 * the migrations' lock (kysely_migration_lock, on both dialects once migrated), not a table of the
 * platform's. Answers true: it tried.
 */
async function probeWrite(db: Db): Promise<boolean> {
  await sql`update kysely_migration_lock set is_locked = is_locked where id = 'migration_lock'`.execute(db)
  return true
}

/** The server connection's page cache, KiB. */
export const SQLITE_CACHE_KIB = 256 * 1024

function dialectOf(options: DbOptions, storage: StorageHealth): Dialect {
  if (options.databaseUrl) {
    // bigint columns hold epoch milliseconds, well inside Number's safe range.
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8 ? Number : pg.types.getTypeParser(oid, format),
    }
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types, max: 10 })
    // An idle client whose connection the server ends (restart, admin command) emits on the pool; unheard,
    // that event would crash the process. The pool drops the client and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`))
    return new PostgresDialect({ pool })
  }
  const file = options.sqliteImage ? ':memory:' : (options.sqliteFile ?? 'data/lfscada.db')
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const sqlite = new SQLite(options.sqliteImage ?? file)
  sqlite.pragma('journal_mode = WAL')
  // NORMAL, not FULL: in WAL mode a commit is then not fsync'd, only written to the WAL file, and the WAL
  // is synced at checkpoints. A process crash (kill -9, an uncaught error) loses no committed transaction:
  // the WAL is in the OS's page cache and replays on the next open. Only an OS crash or power loss may
  // lose the last commits (never corrupt the file), within what the history writer may lose anyway
  // (README "Nothing lost"). FULL would fsync every flush: a disk round trip per transaction.
  sqlite.pragma('synchronous = NORMAL')
  // 256 MB of page cache (SQLite's default is 2 MB): a fleet's history inserts walk the chunks' index,
  // and once it outgrew the cache each insert read pages from disk. The fleet bench at 20,000 values/s
  // stored 20,000/s for 5 minutes, then 4,000/s (issue 26); with this cache, 20,000/s until about minute
  // 12, when the index outgrew it too (one row per value: history's write path must append instead)
  sqlite.pragma(`cache_size = ${-SQLITE_CACHE_KIB}`)
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  registerPointsFunction(sqlite)
  const database = cachingStatements(sqlite)
  if (options.checkpointInThread && file !== ':memory:') {
    const checkpointer = startCheckpointer(sqlite, file, (msg) => storage.warn(msg))
    const close = database.close
    database.close = () => {
      void checkpointer.stop()
      return close()
    }
  }
  return new SqliteDialect({ database })
}

/** Renames the records of migrations that ran under an older name (`renamedMigrations`). */
async function applyMigrationRenames(db: Db): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true })
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return
  for (const [before, after] of Object.entries(renamedMigrations)) {
    await sql`update ${sql.table(DEFAULT_MIGRATION_TABLE)} set name = ${after} where name = ${before}`.execute(
      db,
    )
  }
}

/**
 * Applies every pending migration; throws with the failing migration's error. Parts of the platform built
 * side by side take their numbers ahead of time, so one may land after a higher number already ran on a
 * database (0015 after 0017): it still runs, in name order with the other pending ones.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  await applyMigrationRenames(db)
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
