// The platform's MQTT client: subscribes to every gateway's messages (QoS 1, so replayed historical data
// is delivered at least once) and feeds them to the ingest. On every (re)connect it asks the gateways
// recorded online for a rebirth; those that do not answer within `staleMs` are marked down, since their
// death may have gone unseen while the platform was away. With several instances each one asks on its
// own (re)connect, as a Sparkplug host application does: its live view needs the births. Marking a silent
// gateway down writes the same state row whoever does it; the alarm it may raise is the leader's.
import type { MqttClient } from 'mqtt'
import { NAMESPACE, rebirthCommand } from '../../core/sparkplug/index.ts'
import { connectPlatformClient } from '../broker/platform-client.ts'
import type { Realtime } from './realtime.ts'

export interface EdgeLinkOptions {
  /** mqtt://host:port: the embedded broker, or MQTT_URL */
  url: string
  username?: string
  password?: string
  clientId?: string
  /** how long a gateway recorded online has to answer the rebirth request */
  staleMs?: number
  log?: (msg: string) => void
}

export interface LinkHandle {
  readonly client: MqttClient
  close(): Promise<void>
}

export async function startLink(rt: Realtime, o: EdgeLinkOptions): Promise<LinkHandle> {
  const log = o.log ?? (() => {})
  const client = await connectPlatformClient({
    url: o.url,
    ...(o.username === undefined ? {} : { username: o.username }),
    ...(o.password === undefined ? {} : { password: o.password }),
    ...(o.clientId === undefined ? {} : { clientId: o.clientId }),
  })
  const timers = new Set<NodeJS.Timeout>()
  client.on('message', (topic, payload) => rt.ingest.handle(topic, payload))
  client.on('error', (e) => log(`mqtt: ${e.message}`))

  const reconcile = async () => {
    const online = await rt.o.db.selectFrom('gateways').select('sn').where('state', '=', 'online').execute()
    for (const { sn } of online) rt.ingest.forgetSession(sn)
    await Promise.all(
      online.map(({ sn }) => rt.publishCommand(sn, rebirthCommand(rt.o.clock()).metrics).catch(() => {})),
    )
    const timer = setTimeout(async () => {
      timers.delete(timer)
      for (const { sn } of online) {
        if (rt.ingest.hasSession(sn)) continue
        const entry = await rt.directory.get(sn)
        if (entry) await rt.ingest.markDown(entry, false)
      }
    }, o.staleMs ?? 15_000)
    timers.add(timer)
  }
  const subscribe = async () => {
    await client.subscribeAsync(`${NAMESPACE}/${rt.group}/#`, { qos: 1 })
    await reconcile()
  }
  client.on('connect', () => void subscribe().catch((e) => log(`subscribe: ${e}`)))
  await subscribe()

  return {
    client,
    async close() {
      for (const t of timers) clearTimeout(t)
      await client.endAsync(true)
    },
  }
}
