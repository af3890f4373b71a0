// The leader election on PostgreSQL (server/cluster/leader.ts): of two electors on one database exactly one
// leads; when the leader's connection is closed under it (pg_terminate_backend) it stops leading at once
// and the other takes over within the retry period; a leader that closes hands over too. Each test uses a
// lock key of its own, so runs sharing the database `test` do not meet. Skipped, saying so, without
// PostgreSQL.
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type ElectedLeadership,
  electLeader,
  manualLeadership,
  soleLeadership,
} from '../../../server/cluster/leader.ts'
import { PG_ADMIN_URL, pgReachable } from '../server/databases.ts'

const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: leader election tests skipped')

const RETRY_MS = 300
const run = Math.random().toString(36).slice(2, 10)

describe('leadership without election', () => {
  it('the sole instance (SQLite) always leads; manual leadership changes when set, once per change', () => {
    expect(soleLeadership().isLeader()).toBe(true)
    const manual = manualLeadership(false)
    const seen: boolean[] = []
    manual.onChange((l) => seen.push(l))
    manual.set(true)
    manual.set(true)
    manual.set(false)
    expect(seen).toEqual([true, false])
  })
})

describe.skipIf(!pgUp)('leader election on PostgreSQL', () => {
  const electors: ElectedLeadership[] = []
  const lines: string[] = []
  let key = 0n

  const elector = async (name: string) => {
    const e = await electLeader({
      url: PG_ADMIN_URL,
      key,
      retryMs: RETRY_MS,
      name: `${name}-${run}`,
      log: (line) => lines.push(line),
    })
    electors.push(e)
    return e
  }

  async function admin<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL })
    await client.connect()
    try {
      return (await client.query<T>(text, values)).rows
    } finally {
      await client.end()
    }
  }

  /** Samples both electors until `done`, failing if both ever lead at once. */
  async function watch(a: ElectedLeadership, b: ElectedLeadership, done: () => boolean, withinMs: number) {
    const start = Date.now()
    while (!done()) {
      expect(a.isLeader() && b.isLeader(), 'two leaders at once').toBe(false)
      if (Date.now() - start > withinMs) throw new Error(`not settled within ${withinMs} ms`)
      await new Promise((r) => setTimeout(r, 10))
    }
    return Date.now() - start
  }

  const newKey = () => BigInt(Math.floor(Math.random() * 2 ** 48)) + 1n

  afterEach(async () => {
    await Promise.all(electors.splice(0).map((e) => e.close()))
    lines.length = 0
  })

  it('of two electors exactly one leads, and the other keeps following', async () => {
    key = newKey()
    const a = await elector('a')
    const b = await elector('b')
    expect(a.isLeader()).toBe(true)
    expect(b.isLeader()).toBe(false)
    await new Promise((r) => setTimeout(r, RETRY_MS * 3))
    expect([a.isLeader(), b.isLeader()]).toEqual([true, false])
    const holders = await admin<{ n: number }>(
      `select count(*)::int as n from pg_locks l join pg_stat_activity s on s.pid = l.pid
       where l.locktype = 'advisory' and l.granted and s.application_name like $1`,
      [`%-${run}`],
    )
    expect(holders[0]?.n).toBe(1)
    expect(lines).toEqual([expect.stringMatching(/^cluster: a-\w+ is now the leader/)])
  })

  it('the leader’s connection closes: it stops leading and the other takes over within the retry period', async () => {
    key = newKey()
    const a = await elector('a')
    const b = await elector('b')
    expect([a.isLeader(), b.isLeader()]).toEqual([true, false])
    const changes: boolean[] = []
    a.onChange((l) => changes.push(l))
    const [killed] = await admin<{ ok: boolean }>(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1',
      [`a-${run}`],
    )
    expect(killed?.ok).toBe(true)
    const took = await watch(a, b, () => b.isLeader(), RETRY_MS * 2 + 500)
    expect(took).toBeLessThanOrEqual(RETRY_MS + 500)
    expect(a.isLeader()).toBe(false)
    expect(changes).toEqual([false])
    // the old leader comes back as a follower
    await new Promise((r) => setTimeout(r, RETRY_MS * 4))
    expect([a.isLeader(), b.isLeader()]).toEqual([false, true])
    expect(lines.filter((l) => l.includes('no longer the leader'))).toEqual([
      expect.stringMatching(/^cluster: a-\w+ is no longer the leader \(/),
    ])
    expect(lines.filter((l) => l.includes('is now the leader'))).toHaveLength(2)
  })

  it('a leader that closes releases the lock: the follower takes over', async () => {
    key = newKey()
    const a = await elector('a')
    const b = await elector('b')
    await a.close()
    await watch(a, b, () => b.isLeader(), RETRY_MS * 2 + 500)
    expect(b.isLeader()).toBe(true)
  })
})
