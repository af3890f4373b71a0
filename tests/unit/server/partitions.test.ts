// The gateways' partitions (server/cluster/partitions.ts, partition-leases.ts): every instance, of any
// release, must put a gateway in the same partition, and the members' fair shares cover the partitions
// exactly.
import { describe, expect, it } from 'vitest'
import { fairShare } from '../../../server/cluster/partition-leases.ts'
import { PARTITION_COUNT, partitionOf, soleOwnership } from '../../../server/cluster/partitions.ts'

describe('partitions', () => {
  it('hash an SN by FNV-1a, the same in every process', () => {
    // FNV-1a 32-bit test vectors: "" → 0x811c9dc5, "a" → 0xe40c292c, "foobar" → 0xbf9cf968
    expect(partitionOf('', 2 ** 32)).toBe(0x811c9dc5)
    expect(partitionOf('a', 2 ** 32)).toBe(0xe40c292c)
    expect(partitionOf('foobar', 2 ** 32)).toBe(0xbf9cf968)
    expect([partitionOf('100000000001'), partitionOf('100000000002')]).toEqual([23, 42])
  })

  it('spread a fleet of SNs evenly', () => {
    const counts = new Array<number>(PARTITION_COUNT).fill(0)
    for (let i = 0; i < 64_000; i++) counts[partitionOf(String(500_000_000_000 + i))]! += 1
    expect(Math.min(...counts)).toBeGreaterThan(800)
    expect(Math.max(...counts)).toBeLessThan(1200)
  })

  it('give each member a fair share, the shares covering every partition once', () => {
    for (const members of [1, 2, 3, 5, 7, 64, 100]) {
      const shares = Array.from({ length: members }, (_, rank) => fairShare(rank, members))
      expect(shares.reduce((a, b) => a + b, 0)).toBe(PARTITION_COUNT)
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1)
    }
  })

  it('a lone instance owns every gateway and never took one from another owner', () => {
    const sole = soleOwnership()
    expect(sole.owns('100000000001')).toBe(true)
    expect(sole.ownedPartitions()).toHaveLength(PARTITION_COUNT)
    expect(sole.takenAt('100000000001')).toBeUndefined()
  })
})
