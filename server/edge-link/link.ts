// The platform's MQTT client: subscribes to the messages of every Sparkplug group its gateways speak in
// (QoS 1 in a persistent session, so replayed historical data published while it reconnects waits for it
// at the broker and is delivered at least once) and feeds them to the ingest. It is the Sparkplug primary
// host application `hostId`: once subscribed it publishes its retained STATE (`spBv1.0/STATE/<hostId>`,
// {"online":true,"timestamp"}) and its MQTT will is the offline STATE with the same timestamp (Sparkplug
// 3.0), so nodes configured with this primary host send their births only while it is there.
// Several instances (or a restarted one whose old will arrives late) share the host id: an instance that
// hears an offline STATE of its host id while it is up says online again, so nodes see the host online
// while any instance is. Its will must keep the timestamp of its online STATE, or nodes would ignore its
// death: an offline STATE older than that one is answered with the same online STATE; a newer one (nodes
// took it) with a new timestamp, and a reconnect that leaves a will of that timestamp.
// On every (re)connect it asks the gateways recorded online for a rebirth; those that do not answer within
// `staleMs` are marked down, since their death may have gone unseen while the platform was away.
// When instances lease partitions of the gateways (cluster/partitions.ts) this client subscribes to no
// group: each owned partition has a client of its own (partition-feed.ts), and the gateways of a partition
// taken are asked for their births here (`reconcile`). It still announces STATE and carries commands.
import type { IClientOptions, MqttClient } from 'mqtt'
import { NAMESPACE, rebirthCommand, stateTopic } from '../../core/sparkplug/index.ts'
import { connectPlatformClient, erasePlatformSession } from '../broker/platform-client.ts'
import type { Realtime } from './realtime.ts'

/** The platform's primary host application id unless configured (SPARKPLUG_HOST_ID). */
export const DEFAULT_HOST_ID = 'lfscada'

export interface EdgeLinkOptions {
  /** mqtt://host:port: the embedded broker, or MQTT_URL */
  url: string
  username?: string
  password?: string
  /**
   * A client id that stays the same across restarts (MQTT_CLIENT_ID) keeps the session, and what was
   * published for it, over a restart; without one the session lasts as long as this process.
   */
  clientId?: string
  /** the Sparkplug host application id of the STATE message */
  hostId?: string
  /** how long a gateway recorded online has to answer the rebirth request */
  staleMs?: number
  log?: (msg: string) => void
}

export interface LinkHandle {
  readonly client: MqttClient
  /** Subscribes to the groups set since (an enterprise's or a gateway's group changed). */
  refreshGroups(): Promise<void>
  /**
   * Asks the gateways recorded online (of `sns`, or all) for a rebirth; those without a birth after
   * `staleMs` are marked down.
   */
  reconcile(sns?: readonly string[]): Promise<void>
  close(): Promise<void>
}

/** The host application's STATE payload (Sparkplug 3.0: UTF-8 JSON, not protobuf). */
export const statePayload = (online: boolean, timestamp: number): Buffer =>
  Buffer.from(JSON.stringify({ online, timestamp }))

/** The default group and every group an enterprise or gateway is set to. */
async function groupsOf(rt: Realtime): Promise<Set<string>> {
  const [orgs, gateways] = await Promise.all([
    rt.o.db
      .selectFrom('enterprises')
      .select('sparkplugGroup')
      .where('sparkplugGroup', 'is not', null)
      .execute(),
    rt.o.db.selectFrom('gateways').select('sparkplugGroup').where('sparkplugGroup', 'is not', null).execute(),
  ])
  return new Set([rt.group, ...[...orgs, ...gateways].map((r) => r.sparkplugGroup!)])
}

/** `allGroups`: this instance takes every gateway's traffic on this client (it owns every partition). */
export async function startLink(rt: Realtime, o: EdgeLinkOptions, allGroups: boolean): Promise<LinkHandle> {
  const log = o.log ?? (() => {})
  const state = stateTopic(o.hostId ?? DEFAULT_HOST_ID)
  const clientId = o.clientId ?? `lfscada-platform-${process.pid}-${Math.random().toString(16).slice(2, 8)}`
  const login = {
    url: o.url,
    clientId,
    ...(o.username === undefined ? {} : { username: o.username }),
    ...(o.password === undefined ? {} : { password: o.password }),
  }
  const willOf = (timestamp: number): NonNullable<IClientOptions['will']> => ({
    topic: state,
    payload: statePayload(false, timestamp),
    qos: 1,
    retain: true,
  })
  // the timestamp of the will the next CONNECT leaves with the broker, and of the one this connection
  // left: every online STATE of a connection repeats its will's (3.0), or nodes would ignore the will
  let nextAt = rt.o.clock()
  let liveAt = nextAt
  const client = await connectPlatformClient({ ...login, will: willOf(nextAt), room: rt.ingest })
  const willNext = (timestamp: number) => {
    nextAt = timestamp
    client.options.will = willOf(timestamp)
  }
  const timers = new Set<NodeJS.Timeout>()
  const subscribed = new Set<string>()
  let closing = false
  /** reconnecting only to leave a newer will: nothing was missed, no gateway needs asking */
  let renewing = false
  const announce = async () => {
    await client.publishAsync(state, statePayload(true, liveAt), { qos: 1, retain: true })
  }
  /** An offline STATE of this host id while this instance is up: an old will, or another instance's. */
  const onOwnState = (payload: Buffer) => {
    let said: { online?: unknown; timestamp?: unknown }
    try {
      said = JSON.parse(payload.toString('utf8'))
    } catch {
      return
    }
    if (said.online !== false || closing) return
    const at = typeof said.timestamp === 'number' ? said.timestamp : liveAt
    // older than this connection's online STATE: nodes ignore it, but it is the retained STATE now
    if (at < liveAt) return void announce().catch((e) => log(`STATE: ${e}`))
    // nodes took it: only a newer online STATE brings them back, and this connection's will must carry
    // that timestamp too, which takes a new CONNECT (a clean DISCONNECT drops the old will unpublished)
    willNext(Math.max(rt.o.clock(), at + 1))
    if (renewing) return
    renewing = true
    client.end(false)
    client.reconnect()
  }
  client.on('message', (topic, payload) => {
    if (topic === state) return onOwnState(payload)
    rt.ingest.handle(topic, payload)
  })
  client.on('error', (e) => log(`mqtt: ${e.message}`))

  const reconcile = async (sns?: readonly string[]) => {
    if (sns?.length === 0) return
    // filtered here: a partition taken at start is every gateway, too many for one `in` list
    const only = sns && new Set(sns)
    const online = (
      await rt.o.db.selectFrom('gateways').select('sn').where('state', '=', 'online').execute()
    ).filter(({ sn }) => !only || only.has(sn))
    for (const { sn } of online) rt.ingest.forgetSession(sn)
    await Promise.all(
      online.map(({ sn }) =>
        rt
          .publishCommand(sn, rebirthCommand(rt.o.clock()).metrics)
          .catch((e) => rt.o.log?.(`rebirth request to ${sn} not sent: ${e}`)),
      ),
    )
    const timer = setTimeout(async () => {
      timers.delete(timer)
      for (const { sn } of online) {
        // born since, or handed to another instance meanwhile
        if (rt.ingest.hasSession(sn) || !rt.ownership.owns(sn)) continue
        const entry = await rt.directory.get(sn)
        if (entry) await rt.ingest.markDown(entry, false)
      }
    }, o.staleMs ?? 15_000)
    timers.add(timer)
  }
  const refreshGroups = async () => {
    if (!allGroups) return
    for (const group of await groupsOf(rt)) {
      if (subscribed.has(group)) continue
      await client.subscribeAsync(`${NAMESPACE}/${group}/#`, { qos: 1 })
      subscribed.add(group)
    }
  }
  const online = async () => {
    liveAt = nextAt
    const renewed = renewing
    renewing = false
    subscribed.clear()
    await refreshGroups()
    await announce()
    // heard after its own online STATE (retained): a later offline one is another instance's or old
    await client.subscribeAsync(state, { qos: 1 })
    // the next connection's will: newer, so that connection's online STATE outdates this one's will
    willNext(Math.max(rt.o.clock(), liveAt + 1))
    if (allGroups && !renewed) await reconcile()
  }
  client.on('connect', () => void online().catch((e) => log(`subscribe: ${e}`)))
  await online()

  return {
    client,
    refreshGroups,
    reconcile,
    async close() {
      for (const t of timers) clearTimeout(t)
      closing = true
      // a clean disconnect drops the will: say offline first; the link is closing, so a failure here
      // leaves nothing to retry (the next run's birth of STATE replaces the retained one)
      await client
        .publishAsync(state, statePayload(false, rt.o.clock()), { qos: 1, retain: true })
        .catch(() => {})
      await client.endAsync(true)
      // a session no later run of this client id will take: ended, so the broker queues nothing for it
      if (o.clientId === undefined) await erasePlatformSession(login)
    },
  }
}
