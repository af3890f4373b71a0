// Live values of gateways another instance owns, for this instance's own viewers (cluster/partitions.ts):
// while a socket here watches a device whose gateway is not ours, a client of this instance's own
// (non-persistent, QoS 0: a viewer wants the current value, not a backlog) subscribes to that gateway's
// topics, and the ingest takes its values into the live store only (ingest.ts). The subscription goes when
// the last socket watching the gateway closes, or when this instance takes the gateway's partition (its
// owner's client hears it then). Alarm frames and messages still come through the relay (relay.ts).
// A lone instance owns every gateway and needs none of it: no client is opened.
import { randomBytes } from 'node:crypto'
import mqtt, { type MqttClient } from 'mqtt'
import type { PlatformClientOptions } from '../broker/platform-client.ts'
import type { Ownership } from '../cluster/partitions.ts'
import type { Db } from '../storage/db.ts'
import { gatewayFilters } from './partition-feed.ts'

export interface ViewerFeedOptions {
  db: Db
  ownership: Ownership
  onMessage: (topic: string, payload: Buffer) => void
  log?: (msg: string) => void
}

export class ViewerFeed {
  /** watching sockets per gateway SN */
  private readonly watched = new Map<string, number>()
  /** gateways subscribed on `client` */
  private readonly subscribed = new Set<string>()
  private client: MqttClient | null = null
  private readonly log: (msg: string) => void

  constructor(private readonly o: ViewerFeedOptions) {
    this.log = o.log ?? (() => {})
  }

  /** Connects to the broker (leased partitions only). */
  connect(login: Omit<PlatformClientOptions, 'clientId' | 'will' | 'onMessage'>): void {
    this.client = mqtt.connect(login.url, {
      clientId: `lfscada-viewer-${randomBytes(6).toString('hex')}`,
      ...(login.username === undefined ? {} : { username: login.username }),
      ...(login.password === undefined ? {} : { password: login.password }),
      clean: true,
      reconnectPeriod: 2000,
    })
    this.client.on('message', (topic, payload) => this.o.onMessage(topic, payload))
    this.client.on('error', (e) => this.log(`mqtt viewer feed: ${e.message}`))
    // a clean session forgets its subscriptions: made again at each connect
    this.client.on('connect', () => {
      this.subscribed.clear()
      void this.sync()
    })
  }

  /** The gateways subscribed for this instance's viewers now. */
  heard(): ReadonlySet<string> {
    return this.subscribed
  }

  /** A socket watches these devices; answers the unwatch. */
  watch(deviceIds: ReadonlySet<string>): () => void {
    if (!this.client || deviceIds.size === 0) return () => {}
    let sns: string[] = []
    let closed = false
    void this.gatewaysOf(deviceIds).then((found) => {
      if (closed) return
      sns = found
      for (const sn of sns) this.watched.set(sn, (this.watched.get(sn) ?? 0) + 1)
      void this.sync()
    })
    return () => {
      closed = true
      for (const sn of sns) {
        const n = (this.watched.get(sn) ?? 1) - 1
        if (n > 0) this.watched.set(sn, n)
        else this.watched.delete(sn)
      }
      void this.sync()
    }
  }

  /** Subscribes the watched gateways another instance owns, unsubscribes the others (ownership changed). */
  async sync(): Promise<void> {
    const client = this.client
    if (!client?.connected) return
    const want = new Set([...this.watched.keys()].filter((sn) => !this.o.ownership.owns(sn)))
    const add = [...want].filter((sn) => !this.subscribed.has(sn))
    const drop = [...this.subscribed].filter((sn) => !want.has(sn))
    for (const sn of add) this.subscribed.add(sn)
    for (const sn of drop) this.subscribed.delete(sn)
    try {
      if (add.length > 0) await client.subscribeAsync(add.flatMap(gatewayFilters), { qos: 0 })
      if (drop.length > 0) await client.unsubscribeAsync(drop.flatMap(gatewayFilters))
    } catch (e) {
      this.log(`viewer feed: ${e}`)
    }
  }

  async close(): Promise<void> {
    await this.client?.endAsync(true)
    this.client = null
  }

  private async gatewaysOf(deviceIds: ReadonlySet<string>): Promise<string[]> {
    const rows = await this.o.db
      .selectFrom('devices')
      .innerJoin('gateways', 'gateways.id', 'devices.gatewayId')
      .select('gateways.sn')
      .where('devices.id', 'in', [...deviceIds])
      .execute()
    return rows.map((r) => r.sn)
  }
}
