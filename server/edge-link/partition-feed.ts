// The gateway traffic of the partitions this instance owns (cluster/partitions.ts), when several instances
// lease them: one MQTT client per owned partition, with the stable client id `<hostId>-p<NN>` in a
// persistent session (clean false) and QoS 1 subscriptions to each of the partition's gateways
// (`spBv1.0/+/+/<SN>` and `spBv1.0/+/+/<SN>/+`). Whoever owns the partition resumes that session, so what
// the broker held for it while it changed hands (a clean handover, or an owner that died) is delivered to
// the next owner, and the values stored by the old owner are not stored again (ingest.ts, the replay
// window). Losing a partition, the client disconnects without ending the session, the messages taken are
// handled and history flushed; only then is the partition released (partition-leases.ts). Gateways
// registered since join their partition's subscription at the next refresh (`refreshMs`, or a group change).
import type { MqttClient } from 'mqtt'
import { NAMESPACE } from '../../core/sparkplug/index.ts'
import { connectPlatformClient, type PlatformClientOptions } from '../broker/platform-client.ts'
import { type PartitionHandler, partitionOf } from '../cluster/partitions.ts'
import type { Realtime } from './realtime.ts'

/** Filters per SUBSCRIBE packet. */
const FILTERS_PER_PACKET = 200

export interface PartitionFeedOptions {
  login: Omit<PlatformClientOptions, 'clientId' | 'will' | 'onMessage'>
  /** the clients' id prefix: the Sparkplug host id, the same on every instance of the cluster */
  prefix: string
  /** how often the gateways of the owned partitions are read again (5 s) */
  refreshMs?: number
  log?: (msg: string) => void
}

export const partitionClientId = (prefix: string, partition: number) =>
  `${prefix}-p${String(partition).padStart(2, '0')}`

/** The topic filters of one gateway's messages, whatever its group. */
export const gatewayFilters = (sn: string) => [`${NAMESPACE}/+/+/${sn}`, `${NAMESPACE}/+/+/${sn}/+`]

interface PartitionClient {
  client: MqttClient
  sns: Set<string>
}

export class PartitionFeed implements PartitionHandler {
  private readonly owned = new Map<number, PartitionClient>()
  private readonly timer: NodeJS.Timeout
  private readonly log: (msg: string) => void

  constructor(
    private readonly rt: Realtime,
    private readonly o: PartitionFeedOptions,
  ) {
    this.log = o.log ?? (() => {})
    this.timer = setInterval(
      () => void this.refresh().catch((e) => this.log(`partitions: ${e}`)),
      o.refreshMs ?? 5000,
    )
    this.timer.unref()
  }

  async gained(partitions: readonly number[]): Promise<void> {
    const sns = await this.gatewaysOf(new Set(partitions))
    // side by side: a handover waits for the slowest connect, not for their sum; all settled before a
    // failure is told, so that the loss which follows it finds every client opened
    const opened = await Promise.allSettled(partitions.map((p) => this.open(p, sns.get(p) ?? [])))
    const failed = opened.find((r) => r.status === 'rejected')
    if (failed) throw failed.reason
    // the sessions of these gateways were another instance's: their births say what they are now (not
    // awaited: thousands of rebirth requests must not hold the next lease round)
    this.reconcile([...sns.values()].flat())
  }

  private async open(p: number, sns: readonly string[]): Promise<void> {
    const client = await connectPlatformClient({
      ...this.o.login,
      clientId: partitionClientId(this.o.prefix, p),
      onMessage: (topic, payload) => this.rt.ingest.handle(topic, payload),
      room: this.rt.ingest,
    })
    client.on('error', (e) => this.log(`mqtt ${partitionClientId(this.o.prefix, p)}: ${e.message}`))
    const owned: PartitionClient = { client, sns: new Set() }
    this.owned.set(p, owned)
    await this.subscribe(owned, sns)
  }

  async lost(partitions: readonly number[]): Promise<void> {
    const gone = partitions.flatMap((p) => {
      const owned = this.owned.get(p)
      this.owned.delete(p)
      return owned ? [owned] : []
    })
    // a disconnect that keeps the session: the next owner resumes it
    await Promise.all(gone.map(({ client }) => client.endAsync(false).catch(() => client.end(true))))
    await this.rt.ingest.idle()
    await this.rt.history.flush()
    for (const { sns } of gone) for (const sn of sns) this.rt.ingest.forgetSession(sn)
  }

  /** Subscribes the gateways of the owned partitions not subscribed yet (registered since). */
  async refresh(): Promise<void> {
    if (this.owned.size === 0) return
    const sns = await this.gatewaysOf(new Set(this.owned.keys()))
    const added: string[] = []
    for (const [p, owned] of this.owned) {
      const fresh = (sns.get(p) ?? []).filter((sn) => !owned.sns.has(sn))
      await this.subscribe(owned, fresh)
      added.push(...fresh)
    }
    this.reconcile(added)
  }

  close(): void {
    clearInterval(this.timer)
  }

  private reconcile(sns: readonly string[]): void {
    void this.rt.reconcile(sns).catch((e) => this.log(`partitions: rebirth requests: ${e}`))
  }

  private async subscribe(owned: PartitionClient, sns: readonly string[]): Promise<void> {
    for (let i = 0; i < sns.length; i += FILTERS_PER_PACKET / 2) {
      const batch = sns.slice(i, i + FILTERS_PER_PACKET / 2)
      await owned.client.subscribeAsync(batch.flatMap(gatewayFilters), { qos: 1 })
      for (const sn of batch) owned.sns.add(sn)
    }
  }

  private async gatewaysOf(partitions: ReadonlySet<number>): Promise<Map<number, string[]>> {
    const rows = await this.rt.o.db.selectFrom('gateways').select('sn').execute()
    const out = new Map<number, string[]>()
    for (const { sn } of rows) {
      const p = partitionOf(sn)
      if (partitions.has(p)) out.set(p, [...(out.get(p) ?? []), sn])
    }
    return out
  }
}
