// The server side's MQTT client: to the embedded broker by default, or to MQTT_URL (Mosquitto, EMQX) when
// the platform runs with an external broker or several server instances. Its session is persistent
// (clean false, QoS 1 subscriptions): what gateways publish while it reconnects (an agent's replay after
// an outage) waits for it at the broker, as long as the client id stays the same.
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt'

export interface PlatformClientOptions {
  url: string
  username?: string
  password?: string
  clientId?: string
  /** the last will (the host application's offline STATE) */
  will?: IClientOptions['will']
  /** heard from the first packet on: what a persistent session held arrives right after the connect */
  onMessage?: (topic: string, payload: Buffer) => void
  /**
   * Backpressure: while the consumer has no room the client takes (and acknowledges) no further message,
   * so the broker keeps what the platform has not taken (QoS 1) instead of the platform dropping it.
   */
  room?: WaitingRoom
}

/** A consumer's room for more messages (the ingest's queue). */
export interface WaitingRoom {
  hasRoom(): boolean
  whenRoom(): Promise<void>
}

/** Connects and resolves once the broker accepted the connection (rejects on refusal). */
export function connectPlatformClient(o: PlatformClientOptions): Promise<MqttClient> {
  const client = mqtt.connect(o.url, {
    clientId: o.clientId ?? `lfscada-platform-${process.pid}-${Math.random().toString(16).slice(2, 8)}`,
    ...(o.username === undefined ? {} : { username: o.username }),
    ...(o.password === undefined ? {} : { password: o.password }),
    clean: false,
    reconnectPeriod: 2000,
    ...(o.will === undefined ? {} : { will: o.will }),
  })
  const onMessage = o.onMessage
  if (onMessage) client.on('message', (topic, payload) => onMessage(topic, payload))
  const room = o.room
  if (room)
    client.handleMessage = (_packet, done) => {
      if (room.hasRoom()) done()
      else void room.whenRoom().then(() => done())
    }
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => {
      client.end(true)
      reject(err)
    }
    client.once('error', onError)
    client.once('connect', () => {
      client.off('error', onError)
      resolve(client)
    })
  })
}

/** Ends a client's persistent session at the broker (a clean connect and disconnect with its client id). */
export async function erasePlatformSession(o: PlatformClientOptions & { clientId: string }): Promise<void> {
  const client = mqtt.connect(o.url, {
    clientId: o.clientId,
    ...(o.username === undefined ? {} : { username: o.username }),
    ...(o.password === undefined ? {} : { password: o.password }),
    clean: true,
    reconnectPeriod: 0,
    connectTimeout: 3000,
  })
  await new Promise<void>((resolve) => {
    client.once('connect', () => resolve())
    client.once('error', () => resolve())
    client.once('close', () => resolve())
  })
  await client.endAsync(true)
}
