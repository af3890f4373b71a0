// At start with MQTT_URL: does the external broker let a client without a login publish on a gateway's
// topics? An anonymous client publishes a data message as a gateway that does not exist; the platform's
// own client listens on that topic. Heard: anyone who can reach the broker can speak as any gateway.
import mqtt, { type MqttClient } from 'mqtt'
import { NAMESPACE } from '../../core/sparkplug/index.ts'

/** An SN no gateway is given; should an instance hear the probe, its empty payload counts as malformed. */
export const PROBE_SN = '000000000000'
const WAIT_MS = 1500

export type ProbeResult = 'open' | 'closed' | 'unknown'

export interface ProbeOptions {
  url: string
  group: string
  /** the platform's own login on that broker, to listen with */
  username?: string
  password?: string
}

const connect = (url: string, options: mqtt.IClientOptions) =>
  mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 3000, ...options })

/** 'open' when an anonymous publish on a gateway topic reached a subscriber; 'unknown' when it cannot tell. */
export async function probeAnonymousPublish(o: ProbeOptions): Promise<ProbeResult> {
  const topic = `${NAMESPACE}/${o.group}/NDATA/${PROBE_SN}`
  let listener: MqttClient | undefined
  let anonymous: MqttClient | undefined
  try {
    listener = await connect(o.url, {
      clientId: `lfscada-probe-listener-${process.pid}`,
      ...(o.username ? { username: o.username } : {}),
      ...(o.password ? { password: o.password } : {}),
    })
    const granted = await listener.subscribeAsync(topic, { qos: 1 })
    if (granted.some((g) => g.qos === 128)) return 'unknown'
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), WAIT_MS)
      listener?.on('message', (t) => {
        if (t !== topic) return
        clearTimeout(timer)
        resolve(true)
      })
    })
    try {
      anonymous = await connect(o.url, { clientId: `lfscada-probe-${process.pid}` })
    } catch {
      return 'closed'
    }
    // a refused publish may be dropped silently or answered with an error: only hearing it counts
    anonymous.publish(topic, Buffer.alloc(0), { qos: 1 }, () => {})
    return (await heard) ? 'open' : 'closed'
  } catch {
    return 'unknown'
  } finally {
    // the answer is known: a probe client that fails to end is dropped all the same
    await anonymous?.endAsync(true).catch(() => {})
    await listener?.endAsync(true).catch(() => {})
  }
}

/** The lines `npm start` prints for a result; none when the broker refused. */
export function probeWarning(result: ProbeResult, url: string): string[] {
  if (result === 'closed') return []
  if (result === 'unknown')
    return [`MQTT: could not check whether ${url} refuses anonymous publishing on gateway topics`]
  const bar = '!'.repeat(78)
  return [
    bar,
    `!! WARNING: the MQTT broker ${url} accepted an anonymous publish on a gateway's topic.`,
    '!! Anyone who can reach it can send data and births as any gateway. Set up its authentication:',
    '!! README "External broker" (Mosquitto dynamic security, or EMQX HTTP auth to this server).',
    bar,
  ]
}
