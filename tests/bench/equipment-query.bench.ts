// `equipment/multi/query` throughput with 1,000 devices on SQLite: a server on a real port over a
// fresh database file (WAL), 1,000 devices with gateways in 10 groups, and a loop that keeps 10
// requests in flight for a fixed count (as autocannon does), for the plain first page, a keyword
// search, a group filter, a late page, and an internal account that sees a fifth of the devices.
import { constants, createPublicKey, publicEncrypt, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../../server/app.ts'
import { hashPassword } from '../../server/auth/passwords.ts'
import { DEMO_ADMIN, seedDemo } from '../../server/seed.ts'
import { type Db, migrateToLatest, openDb } from '../../server/storage/db.ts'

const DEVICES = 1000
const GROUPS = 10
const REQUESTS = 2000
const IN_FLIGHT = 10
const USER = { loginname: 'bench-user', password: 'Bench#2026x' }

async function seedDevices(db: Db): Promise<{ groupId: string }> {
  const admin = await db
    .selectFrom('accounts')
    .selectAll()
    .where('loginname', '=', DEMO_ADMIN.loginname)
    .executeTakeFirstOrThrow()
  const now = Date.now()
  const userId = randomUUID()
  const roleId = randomUUID()
  await db
    .insertInto('roles')
    .values({
      id: roleId,
      orgId: admin.orgId,
      uuid: 'bench',
      name: 'Bench',
      auths: JSON.stringify(['manage_eg_equipment']),
      remark: '',
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  await db
    .insertInto('accounts')
    .values({
      ...admin,
      id: userId,
      loginname: USER.loginname,
      kind: 'internal',
      roleType: 'internal',
      roleId,
      tel: null,
      email: null,
      platformAdmin: 0,
      passwordHash: await hashPassword(USER.password),
    })
    .execute()
  const groups = Array.from({ length: GROUPS }, (_, i) => ({
    id: randomUUID(),
    orgId: admin.orgId,
    parentId: null,
    name: `Area ${i}`,
    depth: 1,
    createdAt: now,
    updatedAt: now,
  }))
  await db.insertInto('deviceGroups').values(groups).execute()
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < DEVICES; i++) {
      const gatewayId = randomUUID()
      await trx
        .insertInto('gateways')
        .values({
          id: gatewayId,
          orgId: admin.orgId,
          sn: String(500_000_000_000 + i),
          codeHash: 'x',
          credentialHash: 'x',
          series: 'standard',
          model: 'LF-EG100',
          firmwareVersion: '1.0.0',
          networkMode: 'ethernet',
          signalStrength: 20,
          state: i % 3 === 0 ? 'online' : 'offline',
          lastSeenAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute()
      await trx
        .insertInto('devices')
        .values({
          id: randomUUID(),
          orgId: admin.orgId,
          ownerId: i % 5 === 0 ? userId : admin.id,
          name: `Pump station ${String(i).padStart(4, '0')}`,
          groupId: groups[i % GROUPS]?.id ?? null,
          gatewayId,
          templateId: null,
          templateVersion: null,
          address: `Site ${i}`,
          remark: '',
          settings: JSON.stringify({ manufacturer: `Maker ${i % 7}` }),
          createdAt: now + i,
          updatedAt: now + i,
        })
        .execute()
    }
  })
  return { groupId: groups[3]?.id as string }
}

async function login(base: string, loginname: string, password: string): Promise<string> {
  const key = (await (await fetch(`${base}/user/publicKey`, { method: 'POST' })).json()).data
  const publicKey = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' })
  const enc = (text: string) =>
    publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64')
  const response = await fetch(`${base}/user/encryptLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginname: enc(loginname), password: enc(password) }),
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (!cookie) throw new Error(`login ${loginname} failed: ${await response.text()}`)
  return cookie
}

interface Figures {
  perSecond: number
  p50: number
  p95: number
  p99: number
  total: number
}

/** Keeps IN_FLIGHT requests going until REQUESTS have answered; checks every answer is ok. */
async function load(base: string, cookie: string, body: object): Promise<Figures> {
  const latencies: number[] = []
  let sent = 0
  let total = -1
  const one = async () => {
    const t0 = performance.now()
    const response = await fetch(`${base}/equipment/multi/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    })
    const reply = await response.json()
    if (reply.code !== 200) throw new Error(`answer ${reply.code}: ${JSON.stringify(reply.data)}`)
    total = reply.data.total
    latencies.push(performance.now() - t0)
  }
  const worker = async () => {
    while (sent < REQUESTS) {
      sent += 1
      await one()
    }
  }
  const start = performance.now()
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  const seconds = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
  return { perSecond: REQUESTS / seconds, p50: at(50), p95: at(95), p99: at(99), total }
}

export default async function equipmentQueryBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lfscada-bench-'))
  const db = openDb({ sqliteFile: join(dir, 'bench.db') })
  await migrateToLatest(db)
  await seedDemo(db, Date.now())
  const { groupId } = await seedDevices(db)
  const app = await buildApp({ db })
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    const base = `http://127.0.0.1:${address.port}/lfscada`
    const admin = await login(base, DEMO_ADMIN.loginname, DEMO_ADMIN.password)
    const user = await login(base, USER.loginname, USER.password)
    const cases: [string, string, object][] = [
      ['first page (10)', admin, {}],
      ['keyword "station 09"', admin, { keyword: 'station 09' }],
      ['group filter', admin, { groupId }],
      ['page 50', admin, { pageNo: 50 }],
      ['internal account (own devices)', user, {}],
    ]
    await load(base, admin, {}) // warm-up: statement cache, JIT
    console.log(
      `equipment/multi/query, ${DEVICES} devices on SQLite, ${REQUESTS} requests, ${IN_FLIGHT} in flight`,
    )
    for (const [name, cookie, body] of cases) {
      const f = await load(base, cookie, body)
      console.log(
        `  ${name.padEnd(32)} ${f.perSecond.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(1)} ms   p95 ${f.p95.toFixed(1)} ms   p99 ${f.p99.toFixed(1)} ms   (total ${f.total})`,
      )
    }
  } finally {
    await app.close()
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}
