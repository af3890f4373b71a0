// The GM centre's fleet list at platform scale (issue 36): `gm/list` over GATEWAYS generated gateways
// (fixtures/device-fleet.ts: each with its device) on PostgreSQL, beside the bare query (fastify and the
// driver answering the same first page with one hand-written SQL: no session, no scope, no count).
// Requests one at a time, so the figures are latencies. Goal: the first page p50 < 50 ms.
// `npm run bench -- gm-list [--sqlite]` (SQLite too with --sqlite).
// Second run, 2026-11-29 (shared 2-core machine, load 13.2 at the start, 11.9 at the end), p50 ms:
// bare first page 25.3; first page 60.4 (the first line after the bare one, missed); page 51 28.7;
// state offline 22.1; never seen by last seen 15.1; SN 35.9; name 38.1; operator's first page 3.1;
// centre figures 86.9.
import { loadavg } from 'node:os'
import Fastify from 'fastify'
import { sql } from 'kysely'
import pg from 'pg'
import { buildApp } from '../../server/app.ts'
import { DEMO_ADMIN, seedDemo } from '../../server/seed.ts'
import { migrateToLatest } from '../../server/storage/db.ts'
import {
  pgReachable,
  postgresDatabase,
  sqliteDatabase,
  type TestDatabase,
} from '../integration/server/databases.ts'
import { FLEET_USER, seedFleet } from './fixtures/device-fleet.ts'
import { load, login, row } from './fixtures/http-load.ts'
import type { Measured } from './fixtures/measured.ts'

const GATEWAYS = Number(process.env.BENCH_GATEWAYS ?? 100_000)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)
const GOAL_FIRST_PAGE_MS = 50

const FIRST_PAGE_SQL = `select g.id, g.sn, g.org_id, e.name as enterprise, d.id as device_id, d.name as device_name,
  g.model, g.firmware_version, g.signal_strength, g.network_mode, g.state, g.last_seen_at
  from gateways g left join devices d on d.gateway_id = g.id left join enterprises e on e.id = g.org_id
  order by g.sn limit 21`

async function bareServer(database: TestDatabase) {
  const bare = Fastify()
  const pool = new pg.Pool({ connectionString: database.url, max: 4 })
  bare.post('/first-page', async () => ({
    code: 200,
    data: { list: (await pool.query(FIRST_PAGE_SQL)).rows },
  }))
  bare.addHook('onClose', () => pool.end())
  await bare.listen({ port: 0, host: '127.0.0.1' })
  const address = bare.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return { bare, url: `http://127.0.0.1:${address.port}/first-page` }
}

/** An operating centre holding the demo enterprise, granted to the fleet's internal account. */
async function operatorCentre(database: TestDatabase, orgId: string) {
  const { db } = database
  const now = Date.now()
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('loginname', '=', FLEET_USER.loginname)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('operatingCentres')
    .values({ id: 'bench', name: 'Bench', createdAt: now, updatedAt: now })
    .execute()
  await db.insertInto('operatingCentreOrgs').values({ centreId: 'bench', orgId }).execute()
  await db.insertInto('operatingCentreGrants').values({ centreId: 'bench', accountId: account.id }).execute()
}

async function benchOn(
  dialect: string,
  database: TestDatabase,
): Promise<{ missed: string[]; requests: number }> {
  const { db } = database
  const t0 = performance.now()
  await migrateToLatest(db)
  await seedDemo(db, Date.now())
  const { orgId } = await seedFleet(db, GATEWAYS, 0)
  await operatorCentre(database, orgId)
  if (database.url) await sql`analyze`.execute(db)
  console.log(
    `\n${dialect}: ${GATEWAYS.toLocaleString('en')} gateways generated in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${REQUESTS} requests per line, one at a time; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  const app = await buildApp({ db })
  const bare = database.url ? await bareServer(database) : null
  const missed: string[] = []
  let requests = 0
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    const base = `http://127.0.0.1:${address.port}/lfscada`
    const admin = await login(base, DEMO_ADMIN.loginname, DEMO_ADMIN.password)
    const operator = await login(base, FLEET_USER.loginname, FLEET_USER.password)
    const call = async (body: object) => {
      const response = await fetch(`${base}/gm/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin },
        body: JSON.stringify(body),
      })
      return (await response.json()).data as { next: string | null }
    }
    // a cursor deep in the list: 50 pages of 20 in
    let after: string | null = null
    for (let i = 0; i < 50; i++) after = (await call({ after: after ?? undefined })).next
    const cases: [string, string, string, object, number?][] = [
      ['first page (20)', 'gm/list', admin, {}, GOAL_FIRST_PAGE_MS],
      ['page 51 (keyset)', 'gm/list', admin, { after }],
      ['state offline', 'gm/list', admin, { state: 'offline' }],
      [
        'never seen, by last seen desc',
        'gm/list',
        admin,
        { state: 'never', sort: 'lastSeenAt', order: 'desc' },
      ],
      ['keyword SN "500000099993"', 'gm/list', admin, { keyword: '500000099993' }],
      ['keyword name "station 099993"', 'gm/list', admin, { keyword: 'station 099993' }],
      ['firmware 1.0.0, model LF-EG100', 'gm/list', admin, { firmware: '1.0.0', model: 'LF-EG100' }],
      ['operator of a centre, first page', 'gm/list', operator, {}, GOAL_FIRST_PAGE_MS],
      ['operating centre figures', 'gm/ocInfo', admin, {}],
    ]
    if (bare) {
      await load(bare.url, admin, {}, REQUESTS, 1)
      console.log(row('bare first page (baseline)', await load(bare.url, admin, {}, REQUESTS, 1)))
      requests += REQUESTS
    }
    await load(`${base}/gm/list`, admin, {}, 20, 1) // warm-up: statement cache, JIT
    for (const [name, path, cookie, body, goal] of cases) {
      const f = await load(`${base}/${path}`, cookie, body, REQUESTS, 1)
      console.log(row(name, f, goal))
      requests += REQUESTS
      if (goal !== undefined && f.p50 >= goal) missed.push(`${dialect} ${name}`)
    }
  } finally {
    await bare?.bare.close()
    await app.close()
    await database.drop()
  }
  return { missed, requests }
}

export default async function gmListBench(): Promise<Measured> {
  const missed: string[] = []
  let total = 0
  if (process.argv.includes('--sqlite')) {
    const lite = await benchOn('SQLite', sqliteDatabase())
    missed.push(...lite.missed)
    total += lite.requests
  }
  if (await pgReachable()) {
    const pgRun = await benchOn('PostgreSQL', await postgresDatabase())
    missed.push(...pgRun.missed)
    total += pgRun.requests
  } else console.log('\nPostgreSQL: not reachable at 127.0.0.1:5432, skipped')
  if (missed.length) throw new Error(`goals missed: ${missed.join('; ')}`)
  return { values: total }
}
