// Gateway secrets at rest (server/devices/gateway-secrets.ts, migration 0024), on both dialects: stored
// codes and credentials are argon2id (the account passwords' parameters) of sha256(SN:secret), salted per
// row, never the digest a database copy gives the codes back from; migration 0024 wraps the digests of
// existing rows without the codes, and those codes still log in and bind; one check costs a KDF.
import { createHash, randomUUID } from 'node:crypto'
import { Migrator } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gatewaySecretMatches, hashGatewaySecret } from '../../../server/devices/gateway-secrets.ts'
import { registerGateways, verifyGatewayCredential } from '../../../server/devices/gateways.ts'
import { type Db, migrateToLatest } from '../../../server/storage/db.ts'
import { migrationProvider } from '../../../server/storage/migrations/index.ts'
import { DIALECTS, pgUp, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
/** the account passwords' argon2id parameters (@node-rs/argon2 defaults, auth/passwords.ts) */
const ARGON2 = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/

function expectSlowHash(stored: string) {
  const [, m, t] = ARGON2.exec(stored) ?? []
  expect(stored).toMatch(ARGON2)
  expect(Number(m)).toBeGreaterThanOrEqual(19_456)
  expect(Number(t)).toBeGreaterThanOrEqual(2)
}

const row = (sn: string, code: string, credential: string) => ({
  id: randomUUID(),
  orgId: null,
  sn,
  codeHash: code,
  credentialHash: credential,
  series: 'standard',
  model: '',
  firmwareVersion: '',
  networkMode: '',
  signalStrength: null,
  lastSeenAt: null,
  createdAt: 1,
  updatedAt: 1,
})

const secretsOf = (db: Db, sn: string) =>
  db
    .selectFrom('gateways')
    .select(['codeHash', 'credentialHash'])
    .where('sn', '=', sn)
    .executeTakeFirstOrThrow()

describe.each(DIALECTS)('gateway secrets at rest: %s', (dialect) => {
  const skip = dialect === 'PostgreSQL' && !pgUp
  let test: TestDatabase
  let db: Db
  beforeAll(async () => {
    if (skip) return
    test = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
    db = test.db
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
    const { error } = await migrator.migrateTo('0023_float_chunks')
    if (error) throw error
  })
  afterAll(async () => test?.drop())

  it.skipIf(skip)('migration 0024 wraps the stored digests without the codes', async () => {
    await db
      .insertInto('gateways')
      .values([
        row('600000000001', sha256('600000000001:111111'), sha256('600000000001:111111')),
        row('600000000002', sha256('600000000002:111111'), sha256('600000000002:rotated')),
        row('600000000003', 'x', 'x'),
      ])
      .execute()
    expect(await migrateToLatest(db)).toContain('0024_gateway_secrets')

    const first = await secretsOf(db, '600000000001')
    expectSlowHash(first.codeHash)
    expect(first.credentialHash).toBe(first.codeHash)
    expect(first.codeHash).not.toContain(sha256('600000000001:111111'))
    expect(await verifyGatewayCredential(db, '600000000001', '111111')).toBe(true)
    expect(await verifyGatewayCredential(db, '600000000001', '111112')).toBe(false)
    expect(await gatewaySecretMatches(first.codeHash, '600000000001', '111111')).toBe(true)

    // the same code on another gateway: its own salt; a rotated credential wrapped on its own
    const second = await secretsOf(db, '600000000002')
    expectSlowHash(second.credentialHash)
    expect(second.codeHash).not.toBe(first.codeHash)
    expect(await gatewaySecretMatches(second.codeHash, '600000000002', '111111')).toBe(true)
    expect(await verifyGatewayCredential(db, '600000000002', 'rotated')).toBe(true)
    expect(await verifyGatewayCredential(db, '600000000002', '111111')).toBe(false)

    // what is no digest is left as it is
    expect(await secretsOf(db, '600000000003')).toEqual({ codeHash: 'x', credentialHash: 'x' })
  })

  it.skipIf(skip)('registers gateways with a salted slow hash, not sha256(SN:code)', async () => {
    await registerGateways(
      db,
      [
        { sn: '600000000011', code: '222222' },
        { sn: '600000000012', code: '222222' },
      ],
      Date.now(),
    )
    const a = await secretsOf(db, '600000000011')
    const b = await secretsOf(db, '600000000012')
    expectSlowHash(a.codeHash)
    expect(a.codeHash).not.toBe(b.codeHash)
    expect(a.codeHash).not.toContain(sha256('600000000011:222222'))
    expect(await verifyGatewayCredential(db, '600000000011', '222222')).toBe(true)
    expect(await verifyGatewayCredential(db, '600000000012', '222223')).toBe(false)
  })

  it.skipIf(skip)('a new credential ends the old one at once, proof or not', async () => {
    const sn = '600000000011'
    expect(await verifyGatewayCredential(db, sn, '222222')).toBe(true)
    await db
      .updateTable('gateways')
      .set({ credentialHash: await hashGatewaySecret(sn, '333333') })
      .where('sn', '=', sn)
      .execute()
    expect(await verifyGatewayCredential(db, sn, '222222')).toBe(false)
    expect(await verifyGatewayCredential(db, sn, '333333')).toBe(true)
    await db.deleteFrom('gateways').where('sn', '=', sn).execute()
    expect(await verifyGatewayCredential(db, sn, '333333')).toBe(false)
  })
})

describe('gateway secrets: the cost of a guess', () => {
  it('one check takes milliseconds of a KDF, so 10^6 codes take hours per gateway, not under a second', async () => {
    const stored = await hashGatewaySecret('600000000021', '444444')
    await gatewaySecretMatches(stored, '600000000021', '444444')
    const runs = 5
    const start = performance.now()
    for (let i = 0; i < runs; i++) await gatewaySecretMatches(stored, '600000000021', String(100_000 + i))
    const perCheckMs = (performance.now() - start) / runs
    console.log(
      `one check ${perCheckMs.toFixed(1)} ms: 10^6 codes ${((perCheckMs * 1e6) / 3.6e6).toFixed(1)} h`,
    )
    // sha256(SN:code) took about 1 µs a code
    expect(perCheckMs).toBeGreaterThanOrEqual(5)
  })
})
