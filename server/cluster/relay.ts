// Pushes one instance makes for the sockets of every instance. Live values need none (an instance hears the
// gateways its own sockets watch from the broker: edge-link/viewer-feed.ts), but an alarm frame is made by
// the gateway's owner alone (it alone evaluates its alarms: cluster/partitions.ts), and a new message by
// whichever instance made it (the owner for alarms, the instance that took the call for a work order): the
// user's sockets may be on another instance behind the load balancer. So may the sockets of a revoked API key
// or a cancelled grant, which every instance closes.
// On PostgreSQL the relay is LISTEN/NOTIFY on a connection of its own (startPgRelay); the single instance of
// SQLite needs none (noRelay). A push made while the relay's connection is down is not relayed (said in the
// log): the record itself is in the database and shows at the client's next query.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { endSession } from './lock-session.ts'

export type AlarmPart = 'gatewayAlarm' | 'signalAlarm'

export type RelayEvent =
  | { kind: 'alarm'; deviceId: string; part: AlarmPart; alarm: unknown }
  | { kind: 'message'; accountId: string; message: unknown }
  /** a revoked API key or a cancelled grant (live/revocable-sockets.ts): its sockets close everywhere */
  | { kind: 'accessRevoked'; accessId: string }
  /** a gateway of this enterprise changed state on its owner (live/fleet-feed.ts): GM centre sockets */
  | { kind: 'fleet'; orgId: string | null }

export interface Relay {
  /** To the other instances (not back to this one). */
  send(event: RelayEvent): void
  /** Events from the other instances; answers the unsubscribe. */
  onEvent(listener: (event: RelayEvent) => void): () => void
  close(): Promise<void>
}

export const noRelay: Relay = {
  send() {},
  onEvent: () => () => {},
  async close() {},
}

export const RELAY_CHANNEL = 'lfscada_push'
/** NOTIFY takes payloads under 8000 bytes. */
const MAX_PAYLOAD = 7900

export interface PgRelayOptions {
  url: string
  channel?: string
  /** how soon a lost connection is opened again (3 s) */
  retryMs?: number
  log?: (line: string) => void
}

interface Envelope {
  from: string
  event: RelayEvent
}

/** LISTEN/NOTIFY relay; resolves once listening (or once the first try failed: it keeps trying). */
export async function startPgRelay(o: PgRelayOptions): Promise<Relay> {
  const self = randomUUID()
  const channel = o.channel ?? RELAY_CHANNEL
  const retryMs = o.retryMs ?? 3000
  const log = o.log ?? (() => {})
  const listeners = new Set<(event: RelayEvent) => void>()
  let client: pg.Client | null = null
  let closed = false
  let timer: NodeJS.Timeout | null = null
  /** the last notify sent, the next one waits for it */
  let sending: Promise<void> = Promise.resolve()

  const again = () => {
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = null
      void open()
    }, retryMs)
    timer.unref()
  }
  const drop = (c: pg.Client, why: string) => {
    if (c !== client) return
    client = null
    void endSession(c)
    log(`cluster relay: connection lost (${why}), retrying`)
    again()
  }
  const open = async () => {
    const c = new pg.Client({ connectionString: o.url, keepAlive: true, application_name: 'lfscada-relay' })
    c.on('error', (e) => drop(c, e.message))
    c.on('end', () => drop(c, 'connection ended'))
    c.on('notification', (n) => {
      if (n.channel !== channel || !n.payload) return
      let envelope: Envelope
      try {
        envelope = JSON.parse(n.payload) as Envelope
      } catch {
        return
      }
      if (envelope.from === self) return
      for (const listener of listeners) listener(envelope.event)
    })
    try {
      await c.connect()
      await c.query(`listen ${pg.escapeIdentifier(channel)}`)
      if (closed) await c.end()
      else client = c
    } catch (e) {
      void endSession(c)
      log(`cluster relay: cannot listen (${e instanceof Error ? e.message : e}), retrying`)
      again()
    }
  }
  await open()

  return {
    send(event) {
      const payload = JSON.stringify({ from: self, event } satisfies Envelope)
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
        log(`cluster relay: a ${event.kind} push of ${payload.length} bytes is too large to relay`)
        return
      }
      if (!client) {
        log(`cluster relay: not connected, a ${event.kind} push stays on this instance`)
        return
      }
      // one notify at a time on the session: pg queues overlapping queries on one client only with a
      // deprecation warning, and pg 9 will refuse them
      const c = client
      sending = sending
        .then(() => c.query('select pg_notify($1, $2)', [channel, payload]))
        .then(
          () => undefined,
          (e) => log(`cluster relay: ${e instanceof Error ? e.message : e}`),
        )
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      const c = client
      client = null
      await endSession(c)
    },
  }
}
