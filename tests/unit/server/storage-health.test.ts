// The storage state (server/storage/health.ts) and the dialect that feeds it (observed-dialect.ts): an
// episode starts at the first storage failure only, is logged once when it starts and once when it ends,
// and ends only on a write that is durable — inside a transaction at its commit, never at a statement
// whose commit then fails (a WAL that cannot grow on a full disk).
import { CompiledQuery, type DatabaseConnection, type Driver, Kysely, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { StorageHealth } from '../../../server/storage/health.ts'
import { observedDialect } from '../../../server/storage/observed-dialect.ts'
import { sqliteShaped } from '../../integration/server/fake-dialect.ts'

const full = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })

function healthWithLog() {
  const lines: string[] = []
  let now = 1_000
  const health = new StorageHealth(
    (_detail, msg) => lines.push(msg),
    () => now,
  )
  return { health, lines, advance: (ms: number) => (now += ms) }
}

/** A database whose writes succeed and whose commits fail while `commitFails` is set. */
function fakeDb(health: StorageHealth) {
  const state = { commitFails: false }
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery) {
      if (query.sql === 'commit' && state.commitFails) throw full()
      const write = /^(insert|update|delete)/.test(query.sql)
      return { rows: [] as R[], ...(write ? { numAffectedRows: 1n } : {}) }
    },
    // biome-ignore lint/correctness/useYield: never yields
    async *streamQuery() {
      throw new Error('no streaming')
    },
  }
  const raw = (c: DatabaseConnection, text: string) => c.executeQuery(CompiledQuery.raw(text)).then(() => {})
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: (c) => raw(c, 'begin'),
    commitTransaction: (c) => raw(c, 'commit'),
    rollbackTransaction: (c) => raw(c, 'rollback'),
    releaseConnection: async () => {},
    destroy: async () => {},
  }
  const db = new Kysely<Record<string, never>>({
    dialect: observedDialect(sqliteShaped(driver), health),
  })
  return { db, state }
}

describe('StorageHealth', () => {
  it('opens an episode on a storage failure only, logs its start and end once each', () => {
    const { health, lines, advance } = healthWithLog()
    health.failed(new Error('a bug'))
    health.failed(Object.assign(new Error('unique'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))
    expect(health.current()).toBeNull()
    health.failed(full())
    advance(5_000)
    health.failed(full())
    expect(health.current()).toMatchObject({ reason: 'full', code: 'SQLITE_FULL', since: 1_000 })
    health.wrote()
    health.wrote()
    expect(health.current()).toBeNull()
    expect(lines).toEqual([
      'storage unavailable (full): writes are failing',
      'storage available again after 5 s',
    ])
  })
})

describe('observedDialect', () => {
  it('ends an episode at a commit, not at a statement whose commit fails', async () => {
    const { health, lines } = healthWithLog()
    const { db, state } = fakeDb(health)
    state.commitFails = true
    await expect(
      db.transaction().execute((trx) => sql`insert into t values (1)`.execute(trx)),
    ).rejects.toThrow('full')
    expect(health.current()?.reason).toBe('full')

    await expect(
      db.transaction().execute((trx) => sql`insert into t values (2)`.execute(trx)),
    ).rejects.toThrow('full')
    expect(health.current()).not.toBeNull()
    expect(lines).toHaveLength(1)

    state.commitFails = false
    await db.transaction().execute((trx) => sql`select 1`.execute(trx))
    expect(health.current()).not.toBeNull() // a transaction that wrote nothing proves nothing
    await db.transaction().execute((trx) => sql`insert into t values (3)`.execute(trx))
    expect(health.current()).toBeNull()
    expect(lines).toHaveLength(2)
  })

  it('ends an episode at a write outside a transaction', async () => {
    const { health } = healthWithLog()
    const { db } = fakeDb(health)
    health.failed(full())
    await sql`select 1`.execute(db)
    expect(health.current()).not.toBeNull()
    await sql`update t set a = 1`.execute(db)
    expect(health.current()).toBeNull()
  })
})
