// Lists at plant scale (issue 14 "Lists"): `equipment/multi/query`, the monitor group list and the message
// centre over a fleet generated here (DEVICES devices, MESSAGES messages; fixtures/device-fleet.ts), on
// SQLite and, when one answers, PostgreSQL. A server on a real port and a loop that keeps IN_FLIGHT
// requests going for a fixed count (as autocannon does). Baseline in the same run: a bare fastify route
// on the same database answering the same first page with one hand-written query through the driver
// (no session, no scoping, no count). Goals: first page p50 < 20 ms, keyword search p50 < 50 ms.
import { loadavg } from 'node:os'
import Database from 'better-sqlite3'
import Fastify from 'fastify'
import { sql } from 'kysely'
import pg from 'pg'
import { buildApp } from '../../server/app.ts'
import { DEMO_ADMIN, seedDemo } from '../../server/seed.ts'
import { type Db, migrateToLatest } from '../../server/storage/db.ts'
import {
  pgReachable,
  postgresDatabase,
  sqliteDatabase,
  type TestDatabase,
} from '../integration/server/databases.ts'
import { deviceName, FLEET_USER, seedFleet } from './fixtures/device-fleet.ts'
import { load as loadWith, login, row } from './fixtures/http-load.ts'
import type { Measured } from './fixtures/measured.ts'

const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000)
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000)
const IN_FLIGHT = 10
const load = (url: string, cookie: string, body: object) => loadWith(url, cookie, body, REQUESTS, IN_FLIGHT)
const GOAL_PAGE_MS = 20
const GOAL_SEARCH_MS = 50

const FIRST_PAGE_SQL = `select d.*, g.sn, g.state from devices d left join gateways g on g.id = d.gateway_id
  where d.org_id = $1 order by d.sort, d.created_at desc, d.id limit 10`

/** The bare stack: fastify and the database driver, one route answering the first page. */
async function bareServer(database: TestDatabase, orgId: string) {
  const bare = Fastify()
  if (database.url) {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 })
    bare.post('/first-page', async () => ({
      code: 200,
      data: { list: (await pool.query(FIRST_PAGE_SQL, [orgId])).rows },
    }))
    bare.addHook('onClose', () => pool.end())
  } else {
    const sqlite = new Database(database.file as string, { readonly: true })
    const statement = sqlite.prepare(FIRST_PAGE_SQL.replace('$1', '?'))
    bare.post('/first-page', async () => ({ code: 200, data: { list: statement.all(orgId) } }))
    bare.addHook('onClose', () => sqlite.close())
  }
  await bare.listen({ port: 0, host: '127.0.0.1' })
  const address = bare.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return { bare, url: `http://127.0.0.1:${address.port}/first-page` }
}

async function benchOn(
  dialect: string,
  database: TestDatabase,
): Promise<{ missed: string[]; requests: number }> {
  const db: Db = database.db
  const missed: string[] = []
  let requests = 0
  const t0 = performance.now()
  await migrateToLatest(db)
  await seedDemo(db, Date.now())
  const { groupId, orgId } = await seedFleet(db, DEVICES, MESSAGES)
  // the planner's statistics, as PostgreSQL's autovacuum would have gathered them after such a load
  if (database.url) await sql`analyze`.execute(db)
  console.log(
    `\n${dialect}: ${DEVICES.toLocaleString('en')} devices, ${MESSAGES.toLocaleString('en')} messages generated in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${REQUESTS} requests per line, ${IN_FLIGHT} in flight; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  const app = await buildApp({ db })
  const { bare, url: bareUrl } = await bareServer(database, orgId)
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    const base = `http://127.0.0.1:${address.port}/lfscada`
    const admin = await login(base, DEMO_ADMIN.loginname, DEMO_ADMIN.password)
    const user = await login(base, FLEET_USER.loginname, FLEET_USER.password)
    const keyword = deviceName(DEVICES - 7).slice(-13) // "station 099993": one device
    const cases: [string, string, string, object, number?][] = [
      ['bare first page (baseline)', bareUrl, admin, {}],
      ['first page (10)', 'equipment/multi/query', admin, {}, GOAL_PAGE_MS],
      [`keyword "${keyword}"`, 'equipment/multi/query', admin, { keyword }, GOAL_SEARCH_MS],
      [
        'keyword "site" (no match)',
        'equipment/multi/query',
        admin,
        { keyword: 'no such pump' },
        GOAL_SEARCH_MS,
      ],
      ['group filter', 'equipment/multi/query', admin, { groupId }, GOAL_PAGE_MS],
      ['state online', 'equipment/multi/query', admin, { state: 'online' }, GOAL_PAGE_MS],
      ['page 50', 'equipment/multi/query', admin, { pageNo: 50 }, GOAL_PAGE_MS],
      ['internal account (own devices)', 'equipment/multi/query', user, {}, GOAL_PAGE_MS],
      ['monitor list, first page', 'monitor/equipment/query', admin, {}, GOAL_PAGE_MS],
      [`monitor list, keyword`, 'monitor/equipment/query', admin, { keyword }, GOAL_SEARCH_MS],
      ['monitor list, by group', 'monitor/equipment/queryByGroup', admin, { groupId }, GOAL_PAGE_MS],
      ['messages, first page', 'msg/query', admin, {}, GOAL_PAGE_MS],
      ['messages, unread', 'msg/query', admin, { read: false }, GOAL_PAGE_MS],
    ]
    const urlOf = (path: string) => (path.startsWith('http') ? path : `${base}/${path}`)
    await load(urlOf('equipment/multi/query'), admin, {}) // warm-up: statement cache, JIT
    for (const [name, path, cookie, body, goal] of cases) {
      const f = await load(urlOf(path), cookie, body)
      console.log(row(name, f, goal))
      requests += REQUESTS
      if (goal !== undefined && f.p50 >= goal) missed.push(`${dialect} ${name}`)
    }
  } finally {
    await bare.close()
    await app.close()
    await database.drop()
  }
  return { missed, requests }
}

export default async function listsBench(): Promise<Measured> {
  const { missed, requests } = await benchOn('SQLite', sqliteDatabase())
  let total = requests
  if (await pgReachable()) {
    const pg = await benchOn('PostgreSQL', await postgresDatabase())
    missed.push(...pg.missed)
    total += pg.requests
  } else console.log('\nPostgreSQL: not reachable at 127.0.0.1:5432, skipped')
  if (missed.length) throw new Error(`goals missed: ${missed.join('; ')}`)
  return { values: total }
}
