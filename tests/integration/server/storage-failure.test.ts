// A database that cannot write (server/storage/health.ts): a real SQLITE_FULL (PRAGMA max_page_count), a
// read-only SQLite (PRAGMA query_only) and a read-only PostgreSQL (default_transaction_read_only). Each
// time `health` says degraded with the reason, an API write answers 90009 (not 90099) while reads still
// answer, the log says it once when it starts and once when it ends, the history writer holds its values
// and writes them once writes succeed again, and `health` is ok again.

import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Code, OK } from '../../../core/i18n/codes.ts'
import { readSeries } from '../../../server/history/reader.ts'
import { HistoryWriter } from '../../../server/history/writer.ts'
import type { Db } from '../../../server/storage/db.ts'
import { storageHealthOf } from '../../../server/storage/health.ts'
import { PG_ADMIN_URL, pgUp, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'
import { createTestServer, loginDemoAdmin, START, type TestServer } from './helpers.ts'

/** The storage log lines of a database, as they are written. */
function storageLog(db: Db): string[] {
  const lines: string[] = []
  storageHealthOf(db).logTo((_detail, msg) => lines.push(msg))
  return lines
}

async function health(server: TestServer) {
  const reply = await server.call('health', {}, { method: 'GET' })
  expect(reply.code).toBe(OK)
  return reply.data
}

/** An API write: a department of the demo enterprise. */
const addDept = (server: TestServer, cookie: string, name: string) =>
  server.call('org/dept/add', { name }, { cookie })

/** Appends `count` values of a fresh signal to the history writer and flushes. */
async function writeHistory(server: TestServer, signalId: string, count: number) {
  const writer = server.services.realtime.history
  // random values: chunks do not compress them, so they need new pages
  for (let i = 0; i < count; i++) writer.append(signalId, START + i * 1000, Math.random())
  await writer.flush()
}

const storedPoints = async (db: Db, signalId: string) =>
  (await readSeries(db, null, signalId, { start: START, end: START + 1e9 }, Number.POSITIVE_INFINITY)).times
    .length

describe('storage failure on SQLite', () => {
  let test: TestDatabase
  let server: TestServer
  let cookie: string
  let log: string[]

  beforeAll(async () => {
    test = sqliteDatabase()
    log = storageLog(test.db)
    server = await createTestServer({ db: test.db })
    cookie = (await loginDemoAdmin(server)).cookie
  })
  afterAll(async () => {
    await server.close()
    await test.drop()
  })

  it('a full disk: health degraded, values held, written when space returns, logged once', async () => {
    const signalId = `full-${Math.random().toString(36).slice(2)}`
    const pages = (await sql<{ pageCount: number }>`pragma page_count`.execute(test.db)).rows[0]!.pageCount
    await sql.raw(`pragma max_page_count = ${pages}`).execute(test.db)

    await writeHistory(server, signalId, 20_000) // some 160 KB of chunks: new pages, SQLITE_FULL
    expect(server.services.realtime.history.waitingCount()).toBe(20_000)
    const degraded = await health(server)
    expect(degraded).toMatchObject({ status: 'degraded', database: true })
    expect(degraded.storage).toMatchObject({ reason: 'full', code: 'SQLITE_FULL' })
    expect(degraded.reasons).toEqual([expect.stringMatching(/^storage full: writes failing since/)])
    await server.services.realtime.history.flush() // failing again: no second line
    expect(log).toEqual([expect.stringMatching(/^storage unavailable \(full\)/)])
    // reads go on, past the session's touch too
    server.clock.advance(120_000)
    expect((await server.call('user/info', {}, { cookie, method: 'GET' })).code).toBe(OK)

    await sql`pragma max_page_count = 1073741823`.execute(test.db)
    await server.services.realtime.history.flush()
    expect(server.services.realtime.history.waitingCount()).toBe(0)
    expect(await storedPoints(test.db, signalId)).toBe(20_000)
    expect(await health(server)).toMatchObject({ status: 'ok', storage: null, reasons: [] })
    expect(log).toHaveLength(2)
    expect(log[1]).toMatch(/^storage available again/)
  })

  it('the writer drops over its bound only while writes fail: counted, logged once per episode', async () => {
    const lines: string[] = []
    const writer = new HistoryWriter(test.db, { maxWaiting: 10, flushMs: 60_000, log: (l) => lines.push(l) })
    const fillPast = async (round: number) => {
      for (let signal = 0; signal < 6; signal++)
        for (let i = 0; i < 4; i++) writer.append(`bound-${round}-${signal}`, START + i, i)
      await writer.flush()
    }
    try {
      await sql`pragma query_only = 1`.execute(test.db)
      await fillPast(1)
      await fillPast(2)
      expect(writer.waitingCount()).toBeLessThanOrEqual(10)
      const dropped = writer.droppedCount()
      expect(dropped).toBe(48 - writer.waitingCount())
      expect(lines.filter((l) => l.startsWith('history backlog over 10'))).toHaveLength(1)
      expect(lines.filter((l) => l.startsWith('history write failed'))).toHaveLength(1)

      await sql`pragma query_only = 0`.execute(test.db)
      await writer.flush()
      expect(writer.waitingCount()).toBe(0)
      await sql`pragma query_only = 1`.execute(test.db)
      await fillPast(3)
      expect(lines.filter((l) => l.startsWith('history backlog over 10'))).toHaveLength(2)
    } finally {
      await sql`pragma query_only = 0`.execute(test.db)
      await writer.close()
    }
  })

  it('ends an episode on its own once space returns, writing the held values (no write of anyone)', async () => {
    const signalId = `probe-${Math.random().toString(36).slice(2)}`
    const pages = (await sql<{ pageCount: number }>`pragma page_count`.execute(test.db)).rows[0]!.pageCount
    await sql.raw(`pragma max_page_count = ${pages}`).execute(test.db)
    await writeHistory(server, signalId, 20_000)
    expect((await health(server)).storage).toMatchObject({ reason: 'full' })
    const lines = log.length

    await sql`pragma max_page_count = 1073741823`.execute(test.db)
    // no flush, no API write: the storage's probe (1 s, then backing off) writes what the writer holds
    await vi.waitFor(async () => expect((await health(server)).status).toBe('ok'), {
      timeout: 15_000,
      interval: 100,
    })
    expect(server.services.realtime.history.waitingCount()).toBe(0)
    expect(await storedPoints(test.db, signalId)).toBe(20_000)
    expect(log.slice(lines)).toEqual([expect.stringMatching(/^storage available again/)])
  })

  it('ends a read-only episode on its own with nothing held, by a probe write', async () => {
    await sql`pragma query_only = 1`.execute(test.db)
    expect((await addDept(server, cookie, 'Read-only probe')).code).toBe(Code.storageUnavailable)
    expect((await health(server)).status).toBe('degraded')
    await sql`pragma query_only = 0`.execute(test.db)
    await vi.waitFor(async () => expect((await health(server)).status).toBe('ok'), {
      timeout: 15_000,
      interval: 100,
    })
  })

  it('answers health at once while a long transaction holds the database (an ingest storm writing)', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let started = () => {}
    const open = new Promise<void>((resolve) => {
      started = resolve
    })
    const writing = test.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx)
      started()
      await held
    })
    await open
    try {
      const t0 = performance.now()
      const answer = await health(server)
      const ms = performance.now() - t0
      // before: its own `select 1` queued behind the transaction, false after 800 ms
      expect(answer).toMatchObject({ status: 'ok', database: true })
      expect(ms).toBeLessThan(100)
    } finally {
      release()
      await writing
    }
  })

  it('a read-only database: API writes answer 90009 with the reason, reads answer, then it recovers', async () => {
    await sql`pragma query_only = 1`.execute(test.db)
    const refused = await addDept(server, cookie, 'Read-only')
    expect(refused.code).toBe(Code.storageUnavailable)
    expect(refused.data).toEqual({ reason: 'read-only' })
    expect((await health(server)).storage).toMatchObject({ reason: 'read-only' })
    expect((await server.call('user/info', {}, { cookie, method: 'GET' })).code).toBe(OK)

    await sql`pragma query_only = 0`.execute(test.db)
    expect((await addDept(server, cookie, 'Writable again')).code).toBe(OK)
    expect((await health(server)).status).toBe('ok')
  })
})

describe.skipIf(!pgUp)('storage failure on PostgreSQL', () => {
  let test: TestDatabase
  let server: TestServer
  let cookie: string
  let log: string[]
  let admin: pg.Client

  /** Sets the database read-only (or writable) and ends its sessions, so the pool reconnects with it. */
  async function readOnly(on: boolean) {
    const name = new URL(test.url!).pathname.slice(1)
    await admin.query(`alter database ${name} set default_transaction_read_only = ${on ? 'on' : 'off'}`)
    await admin.query(
      'select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    )
    // every pooled connection at once (10): each a new session that sees the setting
    for (let tries = 0; tries < 20; tries++) {
      const settings = await Promise.all(
        Array.from({ length: 10 }, () =>
          sql<{ s: string }>`select current_setting('default_transaction_read_only') as s`
            .execute(test.db)
            .then(
              (r) => r.rows[0]!.s,
              () => 'lost',
            ),
        ),
      )
      if (settings.every((s) => s === (on ? 'on' : 'off'))) return
    }
    throw new Error('the pool never reconnected')
  }

  beforeAll(async () => {
    if (!pgUp) return
    test = await postgresDatabase()
    log = storageLog(test.db)
    server = await createTestServer({ db: test.db })
    cookie = (await loginDemoAdmin(server)).cookie
    admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
  })
  afterAll(async () => {
    if (!pgUp) return
    await admin.end()
    await server.close()
    await test.drop()
  })

  it('a read-only database: health degraded, 90009, values held and written after, logged once', async () => {
    const signalId = `ro-${Math.random().toString(36).slice(2)}`
    await readOnly(true)
    const refused = await addDept(server, cookie, 'Read-only')
    expect(refused).toMatchObject({ code: Code.storageUnavailable, data: { reason: 'read-only' } })
    await writeHistory(server, signalId, 100)
    expect(server.services.realtime.history.waitingCount()).toBe(100)
    const degraded = await health(server)
    expect(degraded).toMatchObject({ status: 'degraded', database: true })
    expect(degraded.storage).toMatchObject({ reason: 'read-only', code: '25006' })
    expect(log).toEqual([expect.stringMatching(/^storage unavailable \(read-only\)/)])

    await readOnly(false)
    await server.services.realtime.history.flush()
    expect(await storedPoints(test.db, signalId)).toBe(100)
    expect(await health(server)).toMatchObject({ status: 'ok', storage: null })
    expect((await addDept(server, cookie, 'Writable again')).code).toBe(OK)
    expect(log).toHaveLength(2)
  })
})
