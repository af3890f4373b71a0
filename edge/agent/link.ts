// The agent's MQTT sessions. Each connection is a fresh mqtt.js client (no automatic reconnect, clean
// session) so every session gets its own bdSeq in its NDEATH will, and nothing of a dead session is resent.
import mqtt, { type MqttClient } from 'mqtt'
import { bdSeqMetric, encodePayload, type Metric, nodeTopic } from '../../core/sparkplug/index.ts'
import type { LinkConnection } from './settings.ts'

export interface Session {
  readonly bdSeq: number
  alive(): boolean
  publish(topic: string, payload: Uint8Array, qos: 0 | 1): Promise<void>
}

export interface LinkOptions {
  url: string
  sn: string
  password: string
  group: string
  reconnectMs: number
  connectTimeoutMs: number
  now: () => number
  nextBdSeq: () => number
  subscriptions: string[]
  onOnline: (session: Session) => void
  onOffline: () => void
  onMessage: (topic: string, payload: Buffer) => void
  log: (msg: string) => void
  /** the gateway settings' connection, read at every connect (settings.ts); default the options above */
  connection?: () => LinkConnection
}

export interface Link {
  /**
   * Publishes NDEATH (a clean disconnect does not fire the will) with `extra` metrics besides bdSeq, then
   * closes for good: cleanly once the death is out, so the broker drops the will instead of sending a
   * second death; abruptly otherwise, so the will speaks for it.
   */
  stop(extra?: Metric[]): Promise<void>
  /**
   * Ends the current session as `stop` does (NDEATH, then a clean disconnect) but connects again after
   * `reconnectMs`: a node whose primary host went offline (Sparkplug 3.0 §5.x).
   */
  restart(): Promise<void>
}

export function startLink(o: LinkOptions): Link {
  let client: MqttClient | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let current: { bdSeq: number; up: boolean } | undefined

  const deathPayload = (bdSeq: number, extra: Metric[] = []) =>
    Buffer.from(encodePayload({ timestamp: o.now(), metrics: [bdSeqMetric(bdSeq), ...extra] }))

  const connect = () => {
    const bdSeq = o.nextBdSeq()
    const state = { bdSeq, up: false }
    current = state
    const { url, connectTimeoutMs, ...auth } = o.connection?.() ?? {
      url: o.url,
      clientId: o.sn,
      username: o.sn,
      password: o.password,
      connectTimeoutMs: o.connectTimeoutMs,
    }
    const c = mqtt.connect(url, {
      ...auth,
      clean: true,
      reconnectPeriod: 0,
      connectTimeout: connectTimeoutMs,
      queueQoSZero: false,
      will: {
        topic: nodeTopic(o.group, 'NDEATH', o.sn),
        payload: deathPayload(bdSeq),
        qos: 1,
        retain: false,
      },
    })
    client = c
    const session: Session = {
      bdSeq,
      alive: () => state.up && c.connected,
      publish: (topic, payload, qos) =>
        new Promise((resolve, reject) => {
          if (!session.alive()) return reject(new Error('link down'))
          c.publish(topic, Buffer.from(payload), { qos }, (err) => (err ? reject(err) : resolve()))
        }),
    }
    c.on('connect', () => {
      c.subscribe(o.subscriptions, { qos: 1 }, (err) => {
        if (err) return void c.end(true)
        state.up = true
        o.onOnline(session)
      })
    })
    c.on('message', (topic, payload) => o.onMessage(topic, payload))
    c.on('error', (err) => o.log(`mqtt: ${err.message}`))
    c.on('close', () => {
      const wasUp = state.up
      state.up = false
      c.end(true)
      if (client !== c) return
      client = undefined
      if (wasUp) o.onOffline()
      if (!stopped) retry = setTimeout(connect, o.reconnectMs)
    })
  }

  connect()

  /** Publishes the session's NDEATH and disconnects: cleanly when the death is out, else abruptly. */
  const end = async (c: MqttClient, extra: Metric[] = []) => {
    const sent =
      current?.up && c.connected
        ? await c
            .publishAsync(nodeTopic(o.group, 'NDEATH', o.sn), deathPayload(current.bdSeq, extra), {
              qos: 1,
            })
            .then(
              () => true,
              () => false,
            )
        : false
    await c.endAsync(!sent)
  }

  return {
    async stop(extra = []) {
      stopped = true
      clearTimeout(retry)
      const c = client
      client = undefined
      if (c) await end(c, extra)
    },
    async restart() {
      const c = client
      if (!c || stopped) return
      // the close handler sees this client is still the current one: it reports offline and retries
      await end(c)
    },
  }
}
