// GET health (server/routes/health.ts): public and anonymous, `ok` on a fresh server; a database that is
// closed, throws or hangs makes `database` false and the status `degraded` — within about a second, never
// a 500; a broken broker link does too. It holds only the instance's own fields (nothing of an enterprise).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { OK } from '../../../core/i18n/codes.ts'
import { HEALTH_CHECK_TIMEOUT_MS } from '../../../server/routes/health.ts'
import type { Db } from '../../../server/storage/db.ts'
import type { Database } from '../../../server/storage/tables/index.ts'
import { sqliteDatabase } from './databases.ts'
import { createTestServer, loginDemoAdmin, type TestServer } from './helpers.ts'

const VERSION = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
).version
const FIELDS = ['broker', 'database', 'instance', 'leader', 'reasons', 'status', 'uptimeS', 'version']

/** A database whose every query fails, or never answers. */
function brokenDb(how: 'throws' | 'hangs'): Db {
  const connection: DatabaseConnection = {
    executeQuery: () =>
      how === 'throws' ? Promise.reject(new Error('connection refused')) : new Promise(() => {}),
    // biome-ignore lint/correctness/useYield: never yields
    async *streamQuery() {
      throw new Error('no streaming')
    },
  }
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () =>
        new (class extends DummyDriver {
          override async acquireConnection() {
            return connection
          }
        })(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  })
}

let server: TestServer
let realDb: Db

beforeAll(async () => {
  server = await createTestServer()
  realDb = server.services.db
})
afterEach(() => {
  server.services.db = realDb
})
afterAll(() => server.close())

async function health(cookie?: string) {
  const started = Date.now()
  const response = await server.app.inject({
    method: 'GET',
    url: '/lfscada/health',
    headers: cookie ? { cookie } : {},
  })
  const elapsed = Date.now() - started
  expect(response.statusCode).toBe(200)
  const reply = response.json()
  expect(reply.code).toBe(OK)
  return { data: reply.data, elapsed }
}

describe('GET health', () => {
  it('answers ok on a fresh server, without a session, with only its own fields', async () => {
    const { data } = await health()
    expect(Object.keys(data).sort()).toEqual(FIELDS)
    expect(data).toMatchObject({
      status: 'ok',
      reasons: [],
      database: true,
      broker: null,
      leader: true,
      instance: server.services.config.instance,
      version: VERSION,
    })
    expect(data.instance).toMatch(/^lfscada .+ pid \d+$/)
    expect(Number.isInteger(data.uptimeS) && data.uptimeS >= 0).toBe(true)
  })

  it('answers the same signed in (the session is not read)', async () => {
    const admin = await loginDemoAdmin(server)
    const { data } = await health(admin.cookie)
    expect(Object.keys(data).sort()).toEqual(FIELDS)
    expect(data.status).toBe('ok')
  })

  it('is degraded with database false when the database is closed', async () => {
    const closed = sqliteDatabase()
    await sql`select 1`.execute(closed.db) // a Kysely never used has nothing to close
    await closed.db.destroy()
    server.services.db = closed.db
    try {
      const { data } = await health()
      expect(data).toMatchObject({ status: 'degraded', reasons: ['database'], database: false, leader: true })
    } finally {
      await closed.drop()
    }
  })

  it('is degraded with database false when its query throws', async () => {
    server.services.db = brokenDb('throws')
    const { data } = await health()
    expect(data).toMatchObject({ status: 'degraded', database: false })
  })

  it('answers within about a second when the database hangs, even with a session cookie', async () => {
    const admin = await loginDemoAdmin(server)
    server.services.db = brokenDb('hangs')
    const { data, elapsed } = await health(admin.cookie)
    expect(data).toMatchObject({ status: 'degraded', database: false })
    expect(elapsed).toBeGreaterThanOrEqual(HEALTH_CHECK_TIMEOUT_MS - 50)
    expect(elapsed).toBeLessThan(1500)
  })

  it('is degraded with broker false when the edge link is down, and reports a follower', async () => {
    const rt = server.services.realtime
    Object.defineProperty(rt, 'client', { configurable: true, get: () => ({ connected: false }) })
    try {
      expect((await health()).data).toMatchObject({
        status: 'degraded',
        reasons: ['broker'],
        database: true,
        broker: false,
      })
      Object.defineProperty(rt, 'client', { configurable: true, get: () => ({ connected: true }) })
      expect((await health()).data).toMatchObject({ status: 'ok', broker: true })
    } finally {
      delete (rt as { client?: unknown }).client
    }
    expect((await health()).data.broker).toBeNull()
  })
})
