// What `GET health` answers (server/routes/health.ts): this instance's checks, for load balancers and
// operators. Nothing of any enterprise.
import Type, { type Static } from 'typebox'

export const HEALTH_STATUSES = ['ok', 'degraded'] as const

export const HealthView = Type.Object({
  /** 'degraded' when the database or the broker check failed, or ingest is behind */
  status: Type.Enum(HEALTH_STATUSES),
  /** why it is degraded: 'database', 'broker', 'ingest lag' (the oldest gateway message waited too long) */
  reasons: Type.Array(Type.String()),
  /** a `select 1` answered in time */
  database: Type.Boolean(),
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
