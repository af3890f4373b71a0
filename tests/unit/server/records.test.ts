// The operation log helper (secrets masked) and write-ordered ids, on an in-memory database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordChange } from '../../../server/oplog/record.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'
import { sortableId } from '../../../server/storage/ids.ts'

let db: Db
beforeAll(async () => {
  db = openDb({ sqliteFile: ':memory:' })
  await migrateToLatest(db)
})
afterAll(() => db.destroy())

describe('recordChange', () => {
  it('masks hashes, passwords, secrets, tokens and answers at any depth', async () => {
    const actor = { accountId: 'a1', orgId: 'o1', loginname: 'admin' }
    await recordChange(db, actor, 5, {
      objectType: 'account',
      objectId: 'x1',
      action: 'edit',
      before: { passwordHash: '$argon2id$…', name: 'n', nested: { sharePassword: 'p', tokenHash: 't' } },
      after: {
        questions: [{ question: 'q', answerHash: 'h' }],
        credential: 'c',
        secretKey: 's',
        empty: null,
      },
    })
    const row = await db.selectFrom('operationLog').selectAll().executeTakeFirstOrThrow()
    expect(JSON.parse(row.beforeJson!)).toEqual({
      passwordHash: '***',
      name: 'n',
      nested: { sharePassword: '***', tokenHash: '***' },
    })
    expect(JSON.parse(row.afterJson!)).toEqual({
      questions: [{ question: 'q', answerHash: '***' }],
      credential: '***',
      secretKey: '***',
      empty: null,
    })
    expect(row).toMatchObject({ orgId: 'o1', accountId: 'a1', loginname: 'admin', createdAt: 5 })
  })
})

describe('sortableId', () => {
  it('sorts by time, then by the order of writing within one millisecond', () => {
    const ids = [sortableId(2000), sortableId(2000), sortableId(2000), sortableId(1_000_000), sortableId(999)]
    expect([...ids].sort()).toEqual([ids[4], ids[0], ids[1], ids[2], ids[3]])
  })
})
