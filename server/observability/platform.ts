// The platform's own figures on its metrics registry (metrics.ts): gateway values taken and stored,
// ingest backlog, the history writer's backlog and drops, gateways online, partitions owned, viewers'
// sockets, and whether storage is failing. Each is read from its owner at scrape.
import type { Broker } from '../broker/broker.ts'
import type { Realtime } from '../edge-link/realtime.ts'
import type { StorageHealth } from '../storage/health.ts'
import type { PlatformMetrics } from './metrics.ts'

export interface PlatformFigures {
  realtime: Realtime
  storage: StorageHealth
  /** open live sockets (device, project and message pushes) */
  viewers: () => number
}

export function registerPlatformMetrics(m: PlatformMetrics, { realtime, storage, viewers }: PlatformFigures) {
  const { ingest, history } = realtime
  m.counter('lfscada_values_received_total', 'gateway values taken by ingest', () => ingest.stats.values)
  m.counter('lfscada_values_stored_total', 'values written to history', () => history.storedCount())
  m.counter(
    'lfscada_values_dropped_total',
    'values the history writer dropped, over its bound while storage failed',
    () => history.droppedCount(),
  )
  m.gauge(
    'lfscada_ingest_queue_depth',
    'gateway messages taken and not yet handled',
    () => ingest.backlog().depth,
  )
  m.gauge(
    'lfscada_ingest_lag_seconds',
    'age of the oldest gateway message not handled yet (0 when none waits)',
    () => ingest.backlog().lagMs / 1000,
  )
  m.gauge('lfscada_history_backlog', 'values waiting in the history writer', () => history.waitingCount())
  m.gauge(
    'lfscada_history_lag_seconds',
    'how long the value waiting longest in the history writer has waited (0 when none waits)',
    () => history.lagMs() / 1000,
  )
  m.gauge('lfscada_gateways_online', 'gateways with a Sparkplug session on this instance', () =>
    ingest.onlineCount(),
  )
  m.gauge(
    'lfscada_partitions_owned',
    'partitions of the gateways this instance owns (takes their traffic, writes their history)',
    () => realtime.ownership.ownedPartitions().length,
  )
  m.gauge('lfscada_viewers', 'open live sockets (runtime pages, device views, messages)', viewers)
  m.gauge('lfscada_storage_failing', '1 while database writes fail (disk full, read-only, I/O)', () =>
    storage.current() ? 1 : 0,
  )
}

/** The embedded broker's connected clients (gateways, the platform's own link); none with MQTT_URL. */
export function registerBrokerMetrics(m: PlatformMetrics, broker: Pick<Broker, 'aedes' | 'inFlight'>) {
  m.gauge(
    'lfscada_broker_connections',
    'MQTT clients connected to the embedded broker',
    () => broker.aedes.connectedClients,
  )
  m.gauge(
    'lfscada_broker_in_flight',
    "messages the embedded broker is delivering to subscribers (a slow subscriber's backlog)",
    () => broker.inFlight(),
  )
}
