// The gateways divided among the instances (README "Running several servers"). Every gateway hashes into
// one of PARTITION_COUNT partitions by its SN; an instance owns partitions, and for the gateways of those it
// alone takes the traffic, keeps the Sparkplug session, writes history and evaluates alarms
// (edge-link/partition-feed.ts, ingest.ts). A lone instance — SQLite with the embedded broker, or any
// single server — owns every partition (soleOwnership); several instances on PostgreSQL and one external
// broker lease them (partition-leases.ts).

/** Fixed for the life of a cluster: every instance must hash alike. */
export const PARTITION_COUNT = 64

/** A gateway's partition: FNV-1a (32 bits) of its SN, stable across processes and releases. */
export function partitionOf(sn: string, count = PARTITION_COUNT): number {
  let hash = 0x811c9dc5
  for (const byte of Buffer.from(sn, 'utf8')) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % count
}

/** What the owner does when partitions come and go; `lost` resolves once it has stopped and flushed. */
export interface PartitionHandler {
  gained(partitions: readonly number[]): Promise<void>
  lost(partitions: readonly number[]): Promise<void>
}

/** Which gateways this instance owns: every one (soleOwnership), or a leased share (partition-leases.ts). */
export interface Ownership {
  owns(sn: string): boolean
  /** The partitions owned now, ascending (the metrics' `lfscada_partitions_owned`). */
  ownedPartitions(): readonly number[]
  /**
   * When this instance took the gateway's partition from another owner (wall clock): values timestamped
   * before it may have been stored by that owner already (a replay). Undefined: never leased (sole).
   */
  takenAt(sn: string): number | undefined
}

export interface LeasedOwnership extends Ownership {
  /** Starts owning: the handler hears every change, the first one before this resolves. */
  start(handler: PartitionHandler): Promise<void>
  /** Stops owning: the handler's `lost` runs for every partition owned, then they are released. */
  close(): Promise<void>
}

const ALL = Object.freeze(Array.from({ length: PARTITION_COUNT }, (_, p) => p))

/** The only instance: owns every partition from start to end. */
export function soleOwnership(): Ownership {
  return { owns: () => true, ownedPartitions: () => ALL, takenAt: () => undefined }
}
