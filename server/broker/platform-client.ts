// The server side's MQTT client: to the embedded broker by default, or to MQTT_URL (Mosquitto, EMQX) when
// the platform runs with an external broker or several server instances.
import mqtt, { type MqttClient } from 'mqtt'

export interface PlatformClientOptions {
  url: string
  username?: string
  password?: string
  clientId?: string
}

/** Connects and resolves once the broker accepted the connection (rejects on refusal). */
export function connectPlatformClient(o: PlatformClientOptions): Promise<MqttClient> {
  const client = mqtt.connect(o.url, {
    clientId: o.clientId ?? `lfscada-platform-${process.pid}-${Math.random().toString(16).slice(2, 8)}`,
    ...(o.username === undefined ? {} : { username: o.username }),
    ...(o.password === undefined ? {} : { password: o.password }),
    clean: true,
    reconnectPeriod: 2000,
  })
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
