// The two storage dialects for tests: a SQLite file in a temporary folder, and — when a PostgreSQL
// answers at 127.0.0.1:5432 — a fresh database `lfscada_test_<random>`, dropped afterwards;
// `migratedDatabase` opens one, migrated, for a describe's tests.
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'

export const PG_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export function pgReachable(timeoutMs = 1000): Promise<boolean> {
  const { hostname, port } = new URL(PG_ADMIN_URL)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) })
    const done = (up: boolean) => {
      socket.destroy()
      resolve(up)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

export interface TestDatabase {
  db: Db
  /** the PostgreSQL database's URL (a second pool, a leader election); none for SQLite */
  url?: string
  /** the SQLite database's file (a second connection); none for PostgreSQL */
  file?: string
  drop(): Promise<void>
}

export function sqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'lfscada-'))
  const file = join(dir, 'lfscada.db')
  const db = openDb({ sqliteFile: file })
  return {
    db,
    file,
    async drop() {
      await db.destroy().catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function postgresDatabase(): Promise<TestDatabase> {
  const name = `lfscada_test_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  const db = openDb({ databaseUrl: url.toString() })
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy().catch(() => {})
      const client = new pg.Client({ connectionString: PG_ADMIN_URL })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

export type Dialect = 'SQLite' | 'PostgreSQL'
/** Both dialects, for `describe.each`. */
export const DIALECTS: readonly Dialect[] = ['SQLite', 'PostgreSQL']

/** Whether PostgreSQL answered when the test file started. */
export const pgUp = await pgReachable()

export interface MigratedDatabase {
  /** PostgreSQL does not answer: the tests skip (`it.skipIf(database.skip)`) */
  readonly skip: boolean
  /** the open database (inside the tests and the hooks after the open) */
  readonly db: Db
  readonly test: TestDatabase
}

/**
 * A fresh database of the dialect, migrated, for the enclosing `describe`: opened before its tests,
 * dropped after them. Call it first in the describe, so that its opening hook runs before the others.
 */
export function migratedDatabase(dialect: Dialect): MigratedDatabase {
  const skip = dialect === 'PostgreSQL' && !pgUp
  if (skip) console.log('PostgreSQL not reachable: its tests skipped')
  let test: TestDatabase | undefined
  beforeAll(async () => {
    if (skip) return
    test = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
    await migrateToLatest(test.db)
  })
  afterAll(async () => test?.drop())
  const open = () => {
    if (!test) throw new Error(`no ${dialect} database open here`)
    return test
  }
  return {
    skip,
    get db() {
      return open().db
    },
    get test() {
      return open()
    },
  }
}
