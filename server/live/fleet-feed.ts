// The GM centre's push (issue 36: the operating centre is "live, from the same push as everything else").
// Each open operating-centre screen has a socket (ws/gm/subscribe/{token}, the token from `gm/live/token`)
// covering a GM scope: every gateway, or those of some enterprises. It is told
//   { gmChange: ['state' | 'alarm', …] }  a gateway of its scope went online, offline or asleep, or an alarm
//                                         of one of its devices was raised or resolved; once per event-loop
//                                         turn however many changed (a broker outage dropping a thousand
//                                         gateways is one frame), and the screen reads `gm/ocInfo` again;
//   { gmRate: n }                         its values per second, at each tick when it changed.
// A gateway's state changes on the instance that owns it (cluster/partitions.ts), so the change is relayed
// (cluster/relay.ts) for the other instances' sockets; alarm frames already reach every instance's hub.

import type { Forward } from '../live-state/hub.ts'
import { scopeRate, type ValueRates } from '../live-state/value-rates.ts'
import type { Db } from '../storage/db.ts'

export type FleetChange = 'state' | 'alarm'

/** What a socket covers: every gateway, or those of these enterprises. */
export interface FleetScope {
  all: boolean
  orgIds: ReadonlySet<string>
}

interface Watcher {
  scope: FleetScope
  send(text: string): void
  /** the rate it got last */
  rate?: number
}

export interface FleetFeedDeps {
  db: Db
  rates: ValueRates
  clock: () => number
  forward?: Forward
  log?: (msg: string) => void
}

const covers = (scope: FleetScope, orgId: string | null) =>
  scope.all || (orgId !== null && scope.orgIds.has(orgId))

export class FleetFeed {
  private readonly watchers = new Set<Watcher>()
  private changes = new Map<string | null, Set<FleetChange>>()
  private alarmDevices = new Set<string>()
  private scheduled = false

  constructor(private readonly d: FleetFeedDeps) {}

  /** Starts telling a socket of its scope's changes; its rate is sent at once. */
  watch(scope: FleetScope, send: (text: string) => void): () => void {
    const w: Watcher = { scope, send }
    this.watchers.add(w)
    this.sendRate(w, this.d.clock(), new Map())
    return () => this.watchers.delete(w)
  }

  /** A gateway of this enterprise changed state here: this instance's sockets and the others' are told. */
  gatewayChanged(orgId: string | null): void {
    this.deliver(orgId, 'state')
    this.d.forward?.({ kind: 'fleet', orgId })
  }

  /** A change made on another instance (relayed), or here. */
  deliver(orgId: string | null, change: FleetChange): void {
    if (this.watchers.size === 0) return
    const set = this.changes.get(orgId) ?? new Set<FleetChange>()
    this.changes.set(orgId, set)
    set.add(change)
    this.schedule()
  }

  /** An alarm of this device was raised or resolved (its enterprise is read when the frame goes). */
  alarmChanged(deviceId: string): void {
    if (this.watchers.size === 0) return
    this.alarmDevices.add(deviceId)
    this.schedule()
  }

  /** Each socket's rate, when it changed; scopes alike are counted once. */
  tick(): void {
    const now = this.d.clock()
    const byScope = new Map<string, number>()
    for (const w of this.watchers) this.sendRate(w, now, byScope)
  }

  private sendRate(w: Watcher, now: number, byScope: Map<string, number>): void {
    const key = w.scope.all ? '*' : [...w.scope.orgIds].sort().join(',')
    const rate = byScope.get(key) ?? scopeRate(this.d.rates, w.scope.all ? undefined : w.scope.orgIds, now)
    byScope.set(key, rate)
    if (rate === w.rate) return
    w.rate = rate
    w.send(JSON.stringify({ gmRate: rate }))
  }

  private schedule(): void {
    if (this.scheduled) return
    this.scheduled = true
    setImmediate(() => void this.flush().catch((e) => this.d.log?.(`GM push: ${e}`)))
  }

  private async flush(): Promise<void> {
    this.scheduled = false
    const changes = this.changes
    const devices = [...this.alarmDevices]
    this.changes = new Map()
    this.alarmDevices = new Set()
    if (devices.length > 0) {
      const rows = await this.d.db.selectFrom('devices').select('orgId').where('id', 'in', devices).execute()
      for (const r of rows) {
        const set = changes.get(r.orgId) ?? new Set<FleetChange>()
        changes.set(r.orgId, set.add('alarm'))
      }
    }
    for (const w of this.watchers) {
      const told = new Set<FleetChange>()
      for (const [orgId, set] of changes) if (covers(w.scope, orgId)) for (const c of set) told.add(c)
      if (told.size > 0) w.send(JSON.stringify({ gmChange: [...told] }))
    }
  }
}
