// A PostgreSQL session of its own for advisory locks (leader.ts, partition-leases.ts): outside the query
// pool, since a session-level lock lives exactly as long as its session. It asks the server for tight TCP
// keepalives, so an instance that vanished without a goodbye (power, network) loses its locks 3 + 3 × 2 s
// after its last packet rather than the kernel's two hours: with the others' next round (3 s), its gateways
// are served again within 15 s (issue 26). A process that dies (kill -9) closes its socket and loses them at
// once. The instance itself notices a session that does not answer within its query timeout, before the
// server frees the locks, and stops using them first.
import pg from 'pg'

export interface LockSessionOptions {
  url: string
  /** this instance in pg_stat_activity (application_name) */
  name: string
  /** connect and query timeout */
  timeoutMs: number
  /** the session erred or ended */
  onLost: (client: pg.Client, why: string) => void
}

export async function openLockSession(o: LockSessionOptions): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: o.url,
    application_name: o.name.slice(0, 63),
    keepAlive: true,
    connectionTimeoutMillis: o.timeoutMs,
    query_timeout: o.timeoutMs,
  })
  client.on('error', (e) => o.onLost(client, e.message))
  client.on('end', () => o.onLost(client, 'connection ended'))
  try {
    await client.connect()
    // best effort: keepalives are the server's to send, and without them the instance's own checks
    // still find a lost session, later
    await client
      .query(
        "select set_config('tcp_keepalives_idle', '3', false), set_config('tcp_keepalives_interval', '2', false), set_config('tcp_keepalives_count', '3', false)",
      )
      .catch(() => {})
    return client
  } catch (e) {
    void endSession(client)
    throw e
  }
}

/**
 * Ends a session given up (lost, failed to open, closing). Its end may fail too, on a connection already
 * gone; the session is dropped all the same and nothing is left to do with it, so the failure is not news.
 */
export async function endSession(client: pg.Client | null | undefined): Promise<void> {
  await client?.end().catch(() => {})
}
