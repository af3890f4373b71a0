// The platform's live side in one object: live values and their sockets, history, alarms, messages,
// commands, and the ingest of what gateways publish. It runs without MQTT (tests and benches feed
// `ingest` directly); `connect` attaches the MQTT link (link.ts) that feeds it and carries commands.
// With several instances (README "Running several servers") the gateways are divided among them
// (`partitions`, cluster/partitions.ts): each instance takes the traffic of the gateways it owns
// (partition-feed.ts), writes their history and evaluates their alarms, and hears the other gateways only
// for its own viewers (viewer-feed.ts). `leadership` decides who does the cluster-wide jobs (jobs.ts): the
// sweep of unanswered commands, notification retries, escalations, scheduled data-centre records,
// configuration syncs. Without partitions leased (a lone instance) history and alarms follow leadership too. `relay`
// carries alarm frames and messages to the other instances' sockets.
import type { MqttClient } from 'mqtt'
import { type Clock, realClock } from '../../core/api/clock.ts'
import {
  DataType,
  deviceTopic,
  encodePayload,
  type Metric,
  Metrics,
  nodeTopic,
  rebirthCommand,
  SPARKPLUG_GROUP,
} from '../../core/sparkplug/index.ts'
import { AlarmEngine } from '../alarms/engine.ts'
import { type Leadership, soleLeadership } from '../cluster/leader.ts'
import { type LeasedOwnership, type Ownership, soleOwnership } from '../cluster/partitions.ts'
import { noRelay, type Relay } from '../cluster/relay.ts'
import { HistoryWriter, type HistoryWriterOptions } from '../history/writer.ts'
import { Scheduler } from '../jobs/scheduler.ts'
import { FleetFeed, type FleetScope } from '../live/fleet-feed.ts'
import { Leases } from '../live/leases.ts'
import { type MvarDefinition, MvarFeed } from '../live/mvar-feed.ts'
import { RevocableSockets, type SocketAccess } from '../live/revocable-sockets.ts'
import { SystemKeyFeed, type SystemKeyGrant } from '../live/system-feed.ts'
import { SocketTokens } from '../live/tokens.ts'
import { LiveHub, MessageHub } from '../live-state/hub.ts'
import { LiveStore } from '../live-state/store.ts'
import { openAlarmWorkOrder } from '../maintenance/work-orders.ts'
import type { Notifier } from '../notify/notifier.ts'
import type { Db } from '../storage/db.ts'
import { CommandBook } from './commands.ts'
import { GatewayDirectory } from './directory.ts'
import { Ingest } from './ingest.ts'
import type { IngestQueueOptions } from './ingest-queue.ts'
import { liveSideJobs } from './jobs.ts'
import { DEFAULT_HOST_ID, type EdgeLinkOptions, type LinkHandle, startLink } from './link.ts'
import { PartitionFeed } from './partition-feed.ts'
import { ViewerFeed } from './viewer-feed.ts'

/** What a socket token lets its socket receive. */
export type SocketGrant =
  | {
      kind: 'device' | 'project'
      accountId: string
      signals: ReadonlySet<string>
      devices: ReadonlySet<string>
      /** a project page's memory variables, computed here */
      mvars?: readonly MvarDefinition[]
      /** a project page's system keys */
      system?: SystemKeyGrant
      /** the API key and the external grants the token was issued under: revoking, cancelling or expiry of
       * any closes the socket (live/revocable-sockets.ts) */
      access?: readonly SocketAccess[]
    }
  | { kind: 'message'; accountId: string }
  /** the GM centre's push (live/fleet-feed.ts): changes and rates of a GM scope */
  | { kind: 'fleet'; accountId: string; scope: FleetScope }

export interface RealtimeOptions {
  db: Db
  /** the platform clock (values' fallback times, records, timeouts) */
  clock: () => number
  /** timers on that clock (an API key's expiry closing its sockets); the real ones without */
  timers?: Pick<Clock, 'setTimeout' | 'clearTimeout'>
  notifier: Notifier
  history?: HistoryWriterOptions
  /** a command without an answer ends with 1301 after this long (spec §4: 60 s) */
  commandTimeoutMs?: number
  /** a socket token must be used within this long */
  tokenTtlMs?: number
  /** how often system keys are sent (the time) and read again (counts); 1 s */
  systemTickMs?: number
  group?: string
  /** leadership among instances sharing the database (cluster/leader.ts); the sole instance leads */
  leadership?: Leadership
  /** alarm frames and messages to the other instances' sockets (cluster/relay.ts) */
  relay?: Relay
  /** the gateways' partitions leased among instances (cluster/partition-leases.ts); all owned without */
  partitions?: LeasedOwnership
  /** how often the gateways running our agent are checked for a configuration to send (2 s) */
  autoSyncMs?: number
  /** a follower's rebirth request waits this long for a birth (ingest.ts) */
  followerRebirthMs?: number
  /** at most one rebirth request per node this often (ingest.ts; 5 s) */
  rebirthEveryMs?: number
  /** bounds and lag threshold of the ingest's waiting room (ingest-queue.ts) */
  ingestQueue?: Omit<IngestQueueOptions, 'log'>
  log?: (msg: string) => void
}

export class Realtime {
  readonly live = new LiveStore()
  readonly hub: LiveHub
  readonly messages: MessageHub
  readonly leadership: Leadership
  /** which gateways this instance owns (cluster/partitions.ts) */
  readonly ownership: Ownership
  /** live values of other owners' gateways for this instance's sockets */
  readonly viewers: ViewerFeed
  readonly leases: Leases
  readonly tokens: SocketTokens<SocketGrant>
  readonly revocable: RevocableSockets
  readonly history: HistoryWriter
  readonly alarms: AlarmEngine
  readonly commands: CommandBook
  readonly directory: GatewayDirectory
  readonly ingest: Ingest
  readonly mvars: MvarFeed
  readonly systemKeys: SystemKeyFeed
  readonly fleet: FleetFeed
  readonly group: string
  /** the periodic jobs (jobs.ts); another part of the server may register its own */
  readonly jobs: Scheduler
  private link: LinkHandle | null = null
  private feed: PartitionFeed | null = null
  private readonly unsubscribe: (() => void)[]

  constructor(readonly o: RealtimeOptions) {
    const { db, clock } = o
    const log = o.log ?? (() => {})
    this.group = o.group ?? SPARKPLUG_GROUP
    const leadership = o.leadership ?? soleLeadership()
    const relay = o.relay ?? noRelay
    this.leadership = leadership
    this.revocable = new RevocableSockets({ ...(o.timers ?? realClock), now: clock })
    this.ownership = o.partitions ?? soleOwnership()
    // owners write and evaluate what they own; a lone instance's writer and engine follow leadership
    const gate = o.partitions ? soleLeadership() : leadership
    this.hub = new LiveHub((e) => relay.send(e))
    this.messages = new MessageHub((e) => relay.send(e))
    this.leases = new Leases(clock)
    this.tokens = new SocketTokens(o.tokenTtlMs ?? 60_000, clock)
    this.history = new HistoryWriter(db, { log, ...o.history, active: gate.isLeader() })
    this.directory = new GatewayDirectory(db, Date.now, undefined, this.group)
    this.commands = new CommandBook(db, o.commandTimeoutMs)
    this.alarms = new AlarmEngine({
      db,
      live: this.live,
      hub: this.hub,
      messages: this.messages,
      notifier: o.notifier,
      clock,
      leadership: gate,
      log,
      openWorkOrder: (alarm, now) => openAlarmWorkOrder(db, alarm, now),
    })
    this.mvars = new MvarFeed(this.live, this.hub, clock)
    this.systemKeys = new SystemKeyFeed({ db, clock, log })
    this.ingest = new Ingest({
      db,
      directory: this.directory,
      live: this.live,
      hub: this.hub,
      mvars: this.mvars,
      leases: this.leases,
      history: this.history,
      alarms: this.alarms,
      commands: this.commands,
      clock,
      requestRebirth: (sn) =>
        void this.publishCommand(sn, rebirthCommand(clock()).metrics).catch((e) =>
          log(`rebirth request to ${sn} not sent: ${e}`),
        ),
      isLeader: () => gate.isLeader(),
      ownership: this.ownership,
      ...(o.followerRebirthMs === undefined ? {} : { followerRebirthMs: o.followerRebirthMs }),
      ...(o.rebirthEveryMs === undefined ? {} : { rebirthEveryMs: o.rebirthEveryMs }),
      ...(o.ingestQueue === undefined ? {} : { queue: o.ingestQueue }),
      log,
    })
    this.fleet = new FleetFeed({ db, rates: this.ingest.rates, clock, forward: (e) => relay.send(e), log })
    this.ingest.onStateChange((orgId) => this.fleet.gatewayChanged(orgId))
    this.viewers = new ViewerFeed({
      db,
      ownership: this.ownership,
      onMessage: (topic, payload) => this.ingest.handle(topic, payload, true),
      log,
    })
    this.unsubscribe = [
      gate.onChange((leader) => {
        void this.history.setActive(leader)
        if (leader) this.alarms.takeOver()
        else this.alarms.standDown()
      }),
      // a new leader resumes the deliveries a crashed or stopped one left pending (notify/notifier.ts)
      leadership.onChange((leader) => {
        if (leader) void this.retryNotifications().catch(log)
      }),
      this.hub.onAlarm((deviceId) => this.fleet.alarmChanged(deviceId)),
      relay.onEvent((e) => {
        if (e.kind === 'alarm') this.hub.deliverAlarm(e.deviceId, e.part, e.alarm)
        else if (e.kind === 'accessRevoked') this.revocable.close(e.accessId)
        else if (e.kind === 'fleet') this.fleet.deliver(e.orgId, 'state')
        else this.messages.deliver(e.accountId, e.message)
      }),
    ]
    this.jobs = new Scheduler({ isLeader: () => leadership.isLeader(), log })
    for (const job of liveSideJobs(this)) this.jobs.add(job)
    if (leadership.isLeader()) void this.retryNotifications().catch(log)
  }

  /** Closes the sockets opened under a key or a grant: this instance's now, the others' through the relay. */
  revokeAccess(accessId: string): void {
    this.revocable.close(accessId)
    ;(this.o.relay ?? noRelay).send({ kind: 'accessRevoked', accessId })
  }

  /**
   * Attempts the notifications whose retry is due, on the leader only: followers never deliver, so a
   * notification is not sent twice when an instance takes over (notify/notifier.ts). Answers how many.
   */
  async retryNotifications(): Promise<number> {
    if (!this.leadership.isLeader()) return 0
    return this.o.notifier.retryDue(this.o.db, this.o.clock())
  }

  /**
   * Connects the MQTT link (embedded broker or MQTT_URL) and starts taking gateway messages: all of them,
   * or, with partitions leased, those of the partitions this instance owns.
   */
  async connect(options: EdgeLinkOptions): Promise<void> {
    const partitions = this.o.partitions
    this.link = await startLink(this, options, !partitions)
    if (partitions) await this.own(partitions, options)
  }

  /** Takes the traffic of the partitions leased to this instance, and of the gateways its viewers watch. */
  private async own(partitions: LeasedOwnership, options: EdgeLinkOptions): Promise<void> {
    const login = {
      url: options.url,
      ...(options.username === undefined ? {} : { username: options.username }),
      ...(options.password === undefined ? {} : { password: options.password }),
    }
    this.viewers.connect(login)
    const feed = new PartitionFeed(this, {
      login,
      prefix: options.hostId ?? DEFAULT_HOST_ID,
      log: this.o.log,
    })
    this.feed = feed
    await partitions.start({
      gained: async (ps) => {
        // the gateways' open alarms are read again: the last owner may have raised or resolved some
        this.alarms.standDown()
        // the viewers' subscriptions to these gateways go first: the partition's client hears them now
        await this.viewers.sync()
        await feed.gained(ps)
      },
      lost: async (ps) => {
        await feed.lost(ps)
        await this.viewers.sync()
      },
    })
  }

  /** Asks these gateways (those recorded online) for their births; the silent ones are marked down later. */
  async reconcile(sns: readonly string[]): Promise<void> {
    await this.link?.reconcile(sns)
  }

  /** A gateway's or an enterprise's Sparkplug group changed: its gateways are read again, the group heard. */
  async groupsChanged(sns: readonly string[]): Promise<void> {
    for (const sn of sns) this.directory.invalidate(sn)
    await this.link?.refreshGroups()
    await this.feed?.refresh()
  }

  get client(): MqttClient | null {
    return this.link?.client ?? null
  }

  /**
   * Publishes an NCMD to a gateway, or a DCMD to one of its Sparkplug devices, in the gateway's group,
   * with `Command/Id` when given; rejects without a link.
   */
  async publishCommand(
    sn: string,
    metrics: Metric[],
    o: { commandId?: string; device?: string } = {},
  ): Promise<void> {
    const client = this.link?.client
    if (!client?.connected) throw new Error('no MQTT link')
    const group = (await this.directory.get(sn))?.group ?? this.group
    const all = o.commandId
      ? [...metrics, { name: Metrics.commandId, datatype: DataType.String, value: o.commandId }]
      : metrics
    const payload = encodePayload({ timestamp: this.o.clock(), metrics: all })
    const topic =
      o.device === undefined ? nodeTopic(group, 'NCMD', sn) : deviceTopic(group, 'DCMD', sn, o.device)
    await client.publishAsync(topic, Buffer.from(payload), { qos: 1 })
  }

  async close(): Promise<void> {
    this.jobs.stop()
    for (const off of this.unsubscribe) off()
    // the partitions are handed over (traffic stopped, history flushed) before the link goes
    this.feed?.close()
    await this.o.partitions?.close()
    await this.viewers.close()
    await this.link?.close()
    this.link = null
    this.ingest.stop()
    await this.ingest.idle()
    await this.alarms.idle()
    await this.history.close()
  }
}
