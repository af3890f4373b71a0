// The partition leases on PostgreSQL (server/cluster/partition-leases.ts): members take fair shares that
// never overlap, an owner over its share stops (the handler's `lost` has finished) before another member
// can take what it gives, a member whose session is cut stops owning at once, and one that closes hands
// everything over. Each test has a database of its own (advisory locks are per database). Skipped, saying
// so, without PostgreSQL.
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { leasePartitions, type PartitionLeases } from '../../../server/cluster/partition-leases.ts'
import { PARTITION_COUNT } from '../../../server/cluster/partitions.ts'
import { waitFor } from '../edge/helpers.ts'
import { PG_ADMIN_URL, pgReachable, postgresDatabase, type TestDatabase } from '../server/databases.ts'

const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: partition lease tests skipped')

const RETRY_MS = 200
const run = Math.random().toString(36).slice(2, 10)

interface Member {
  name: string
  leases: PartitionLeases
  /** what the handler was told, in order */
  events: string[]
}

describe.skipIf(!pgUp)('partition leases on PostgreSQL', () => {
  let database: TestDatabase
  const members: Member[] = []

  /** Whether any other member owns one of these partitions now. */
  const ownedElsewhere = (self: Member, partitions: readonly number[]) =>
    members.some((m) => m !== self && m.leases.ownedPartitions().some((p) => partitions.includes(p)))

  async function join(name: string): Promise<Member> {
    const member: Member = {
      name: `${name}-${run}`,
      leases: leasePartitions({ url: database.url!, name: `${name}-${run}`, retryMs: RETRY_MS }),
      events: [],
    }
    members.push(member)
    await member.leases.start({
      gained: async (ps) => {
        member.events.push(`gained ${ps.length}`)
      },
      lost: async (ps) => {
        // a slow stop: the partitions must not be taken before it ends
        await new Promise((r) => setTimeout(r, 3 * RETRY_MS))
        if (ownedElsewhere(member, ps)) member.events.push('taken while stopping')
        member.events.push(`lost ${ps.length}`)
      },
    })
    return member
  }

  const shares = () => members.map((m) => m.leases.ownedPartitions().length)
  function disjointAndComplete() {
    const all = members.flatMap((m) => m.leases.ownedPartitions())
    return new Set(all).size === all.length && all.length === PARTITION_COUNT
  }

  beforeEach(async () => {
    database = await postgresDatabase()
  })
  afterEach(async () => {
    for (const m of members.splice(0)) await m.leases.close()
    await database.drop()
  })

  it('members take fair shares, and an owner over its share stops before another takes', async () => {
    const a = await join('a')
    expect(shares()).toEqual([PARTITION_COUNT])
    await join('b')
    await waitFor(() => shares().join() === '32,32' && disjointAndComplete(), 10_000, '32 / 32')
    await join('c')
    await waitFor(
      () => [...shares()].sort().join() === '21,21,22' && disjointAndComplete(),
      10_000,
      '22 / 21 / 21',
    )
    expect(a.events[0]).toBe(`gained ${PARTITION_COUNT}`)
    expect(members.flatMap((m) => m.events)).not.toContain('taken while stopping')
  })

  it('a member whose session is cut stops owning at once; one that closes hands everything over', async () => {
    const a = await join('a')
    const b = await join('b')
    await waitFor(() => shares().join() === '32,32' && disjointAndComplete(), 10_000, '32 / 32')
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      b.name,
    ])
    await admin.end()
    await waitFor(() => b.leases.ownedPartitions().length === 0, 2000, 'b stopping')
    expect(b.events.at(-1)).toBe('lost 32')
    await waitFor(() => a.leases.ownedPartitions().length === PARTITION_COUNT, 5000, 'a taking all')
    // b joins again two rounds later and gets its share back
    await waitFor(() => shares().join() === '32,32' && disjointAndComplete(), 10_000, 'b back')
    await b.leases.close()
    members.splice(members.indexOf(b), 1)
    expect(b.leases.ownedPartitions()).toEqual([])
    await waitFor(() => a.leases.ownedPartitions().length === PARTITION_COUNT, 5000, 'a taking all again')
  })
})
