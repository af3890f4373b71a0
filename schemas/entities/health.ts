// What `GET health` answers (server/routes/health.ts): this instance's checks, for load balancers and
// operators. Nothing of any enterprise.
import Type, { type Static } from 'typebox'

export const HEALTH_STATUSES = ['ok', 'degraded'] as const

/** Why the database cannot write (server/storage/errors.ts) */
export const StorageFailureView = Type.Object({
  reason: Type.Enum(['full', 'read-only', 'io']),
  /** the driver's code: SQLITE_FULL, SQLITE_READONLY…, SQLITE_IOERR…, PostgreSQL 53100, 25006, 58030 */
  code: Type.String(),
  /** epoch ms of the first failing write of the episode */
  since: Type.Integer(),
})

export const HealthView = Type.Object({
  /** 'degraded' when any check failed, or ingest is behind: then `reasons` says which */
  status: Type.Enum(HEALTH_STATUSES),
  /** one line per failing check ('database…', 'broker…', 'storage full since …', 'ingest lag'); empty when ok */
  reasons: Type.Array(Type.String()),
  /** a `select 1` answered in time */
  database: Type.Boolean(),
  /** writes are failing since `since` (disk full, read-only, I/O); null while they succeed */
  storage: Type.Union([StorageFailureView, Type.Null()]),
  /** the edge link's MQTT connection is up; null when this instance has no edge link */
  broker: Type.Union([Type.Boolean(), Type.Null()]),
  /** this instance leads the cluster (cluster/leader.ts); a follower is healthy too */
  leader: Type.Boolean(),
  /** this instance as the leader election names it: `lfscada host:port pid N` */
  instance: Type.String(),
  /** seconds since the process started */
  uptimeS: Type.Integer({ minimum: 0 }),
  /** package.json version */
  version: Type.String(),
})
export type HealthView = Static<typeof HealthView>
