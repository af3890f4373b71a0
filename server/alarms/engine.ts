// Evaluates alarm rules on live values, and raises offline and power-off alarms from gateway deaths.
// Those follow the push methods of their gateway or enterprise (gateway-push.ts). A rule fires once its
// condition has held for more than `filterCount` consecutive values and for its on-delay, and resolves
// once its value has gone back past the limit by the rule's deadband and stayed there for its off-delay
// (ISA-18.2, issue 31), so a value hovering at its limit raises one alarm. The condition coming back
// while the alarm is still active (after the value went back past the deadband) is a repeat: counted on
// the record (count and latest time, a live frame), never a new record, message or notification. Delays
// are timed by the values' own times, checked as values come. Each new alarm is a record, a live frame to the device's
// sockets, a message to everyone who may see the device, and a notification per push method and person.
// Work is queued per device, so one device's alarms are raised and resolved in value order.
// A device's rules are read once and kept: every few seconds one query asks which devices changed (any
// configuration change moves the device's `updatedAt`, on whichever instance it was made), and only
// those read their rules again, at their next value; no query per device and interval (issue 26).
//
// When instances divide the gateways (cluster/partitions.ts) each one's engine evaluates the gateways its
// instance owns, ungated: the ingest hands it no other. A partition taken starts from the open records, as
// a takeover below does (`standDown` forgets the cached rule states).
// A lone instance following an elected leader (no partitions leased) does not evaluate: only the leader
// runs the engine (cluster/leader.ts), so records, messages and notifications happen once. Followers do
// not evaluate: their state would have to be the leader's, and that state is the database's — a rule's
// active alarm is its open record, read again with the rules. So
// the leader keeps nothing a follower must inherit but the count of consecutive matches (filterCount),
// which restarts from the current value. A follower only remembers each device's last gateway death or
// birth. Taking over (`takeOver`), the engine forgets its cached rule states (active alarms are read from
// the open records: none is raised again), replays those remembered gateway events (idempotent: an
// offline alarm already open is not raised again, none open is not resolved), and checks each rule once on
// the current live values, which raises or resolves what changed while no instance led.
// A handover can overlap a moment in which two instances both lead; the open records are unique in the
// database (migration 0006), so the second to raise an alarm gets no record and sends nothing.
// A rule's alarm group (a gateway's for offline and power-off alarms, gateway-push.ts) is told first and
// starts the escalation of its unacknowledged alarms (escalation.ts), which the leader's sweep carries
// on; every step is in the alarm's history (history.ts). An alarm's record and all it owes people are
// written in one transaction, and its notifications are delivered from the outbox, never awaited here
// (announce.ts), so a slow provider never holds a device's queue. A rule may ask that each of its alarms
// opens a work order, made once the alarm is committed (`openWorkOrder`).
import { formatValue } from '../../core/binding/format.ts'
import type { Leadership } from '../cluster/leader.ts'
import type { LiveHub, MessageHub } from '../live-state/hub.ts'
import type { LiveStore, LiveValue } from '../live-state/store.ts'
import type { Notifier } from '../notify/notifier.ts'
import type { Db } from '../storage/db.ts'
import { clearAlarms, raiseAlarm, repeatAlarm } from './announce.ts'
import { CONDITION_SYMBOL, ruleReading } from './conditions.ts'
import { escalateDue } from './escalation.ts'
import { gatewayAlarmPush } from './gateway-push.ts'
import { summarizeHeld } from './guard.ts'
import type { AlarmLevel } from './records.ts'
import { type CompiledRule, loadRules } from './rules.ts'
import { unshelveDue } from './shelve.ts'

export interface AlarmEngineDeps {
  db: Db
  live: LiveStore
  hub: LiveHub
  messages: MessageHub
  notifier: Notifier
  clock: () => number
  /** how often the engine asks which devices changed since (their rules then read again: 5 s) */
  rulesCheckMs?: number
  /** the engine acts only while this instance leads the cluster; always without one */
  leadership?: Pick<Leadership, 'isLeader'>
  /** gateway events a follower saw this recently (wall clock) are replayed on taking over (10 min) */
  replayMs?: number
  wallClock?: () => number
  log?: (msg: string) => void
  /**
   * Opens the work order of an alarm whose rule asks for one (issue 31; maintenance/work-orders.ts, handed in:
   * the alarms sit below the domain folders). After the alarm's commit: a failure is logged, never undoes it.
   */
  openWorkOrder?: (alarm: RaisedAlarm, now: number) => Promise<unknown>
}

/** What a work order opened by an alarm is made of. */
export interface RaisedAlarm {
  id: string
  orgId: string
  deviceId: string
  text: string
  value: string
}

/** A follower's note of a device's last gateway event. */
type FollowedEvent = { seenAt: number; at: number } & (
  | { down: true; orgId: string; kind: GatewayAlarmKind }
  | { down: false }
)

interface RuleState {
  matches: number
  active: string | null
  /** since when the condition has held with no alarm active (the on-delay), null when it does not */
  onSince: number | null
  /** since when the active alarm's value has been back past the deadband (the off-delay) */
  offSince: number | null
  /** the active alarm's value went back past the deadband: its condition holding again is a repeat */
  returned: boolean
}

interface DeviceRules {
  /** the device's `updatedAt` when its rules were read: every configuration change moves it */
  version: number
  /** the device changed since: its rules are read again before its next evaluation */
  stale: boolean
  /** rules by each variable whose value they read (their own and the compared one) */
  byVariable: Map<string, CompiledRule[]>
  states: Map<string, RuleState>
}

export type GatewayAlarmKind = 'offline' | 'power'

/** How far before the last check a device's change is looked for (rulesCheckMs). */
const CHANGE_WINDOW_MS = 60_000

const GATEWAY_ALARM_TEXT: Record<GatewayAlarmKind, string> = {
  offline: '网关离线 Gateway offline',
  power: '网关断电 Gateway power off',
}

export class AlarmEngine {
  private readonly devices = new Map<string, DeviceRules>()
  private readonly queues = new Map<string, Promise<void>>()
  private readonly followed = new Map<string, FollowedEvent>()
  private readonly checkMs: number
  /** when the engine last asked which devices changed (platform clock), and that question in flight */
  private checkedAt: number
  private checking: Promise<void> | null = null
  private readonly wall: () => number
  private readonly log: (msg: string) => void

  constructor(private readonly d: AlarmEngineDeps) {
    this.checkMs = d.rulesCheckMs ?? 5000
    this.checkedAt = d.clock()
    this.wall = d.wallClock ?? Date.now
    this.log = d.log ?? (() => {})
  }

  private leads(): boolean {
    return this.d.leadership?.isLeader() ?? true
  }

  /** Live (not historical) values of one device, already in the live store. */
  onValues(deviceId: string, values: readonly LiveValue[]): void {
    if (!this.leads()) return
    this.checkChanges()
    const cached = this.devices.get(deviceId)
    const settled = cached && !cached.stale && !this.checking
    if (settled && !values.some((v) => cached.byVariable.has(v.signalId))) return
    this.enqueue(deviceId, () => this.evaluate(deviceId, values))
  }

  gatewayDown(orgId: string, deviceId: string, kind: GatewayAlarmKind, at: number): void {
    this.enqueue(deviceId, async () => {
      if (!this.leads()) {
        this.followed.set(deviceId, { seenAt: this.wall(), at, down: true, orgId, kind })
        return
      }
      const open = await this.openGatewayAlarms(deviceId)
      if (open.some((a) => a.type === kind)) return
      const level: AlarmLevel = kind === 'power' ? 'severe' : 'important'
      const push = await gatewayAlarmPush(this.d.db, deviceId)
      // null: another instance raised it at the same moment; it announces it
      await raiseAlarm(
        this.d,
        {
          orgId,
          deviceId,
          ruleId: null,
          variableId: null,
          type: kind,
          level,
          value: '',
          text: GATEWAY_ALARM_TEXT[kind],
        },
        at,
        'gatewayAlarm',
        push,
        push.alarmGroup,
      )
    })
  }

  gatewayUp(deviceId: string, at: number): void {
    this.enqueue(deviceId, async () => {
      if (!this.leads()) {
        this.followed.set(deviceId, { seenAt: this.wall(), at, down: false })
        return
      }
      const open = await this.openGatewayAlarms(deviceId)
      if (open.length === 0) return
      const ids = open.map((a) => a.id)
      await clearAlarms(
        this.d,
        deviceId,
        ids,
        at,
        'gatewayAlarm',
        await gatewayAlarmPush(this.d.db, deviceId),
      )
    })
  }

  /**
   * This instance now leads: rule states are read again from the open records, the gateway events seen
   * while following are replayed, and every rule is checked once on the current live values.
   */
  takeOver(): void {
    this.devices.clear()
    const since = this.wall() - (this.d.replayMs ?? 10 * 60_000)
    for (const [deviceId, e] of this.followed) {
      if (e.seenAt < since) continue
      if (e.down) this.gatewayDown(e.orgId, deviceId, e.kind, e.at)
      else this.gatewayUp(deviceId, e.at)
    }
    this.followed.clear()
    const byDevice = new Map<string, LiveValue[]>()
    for (const v of this.d.live.all())
      byDevice.set(v.equipmentId, [...(byDevice.get(v.equipmentId) ?? []), v])
    for (const [deviceId, values] of byDevice) this.enqueue(deviceId, () => this.recheck(deviceId, values))
  }

  /** This instance no longer leads: it forgets its rule states (the next leader's are the database's). */
  standDown(): void {
    this.devices.clear()
  }

  /** Resolves once every queued evaluation has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all(this.queues.values())
  }

  private enqueue(deviceId: string, work: () => Promise<void>): void {
    const next = (this.queues.get(deviceId) ?? Promise.resolve())
      .then(work)
      .catch((e) => this.log(`alarms of ${deviceId}: ${e instanceof Error ? e.stack : e}`))
    this.queues.set(deviceId, next)
    void next.then(() => {
      if (this.queues.get(deviceId) === next) this.queues.delete(deviceId)
    })
  }

  private openGatewayAlarms(deviceId: string) {
    return this.d.db
      .selectFrom('alarmRecords')
      .select(['id', 'type'])
      .where('deviceId', '=', deviceId)
      .where('type', 'in', ['offline', 'power'])
      .where('resolvedAt', 'is', null)
      .execute()
  }

  private openRuleAlarm(deviceId: string, ruleId: string) {
    return this.d.db
      .selectFrom('alarmRecords')
      .select('id')
      .where('deviceId', '=', deviceId)
      .where('ruleId', '=', ruleId)
      .where('resolvedAt', 'is', null)
      .executeTakeFirst()
  }

  /**
   * Once per `rulesCheckMs` at most, one query for the devices changed lately marks their cached rules
   * stale (each configuration change moves the device's `updatedAt`: devices/config-owner.ts), whichever
   * instance made it; rules are not read again otherwise. The window reaches back a minute before the last
   * check: a change committed late, or stamped by another instance's clock, is not missed.
   */
  private checkChanges(): void {
    const now = this.d.clock()
    if (this.checking || now - this.checkedAt < this.checkMs || this.devices.size === 0) return
    const since = this.checkedAt - CHANGE_WINDOW_MS
    this.checkedAt = now
    this.checking = this.d.db
      .selectFrom('devices')
      .select(['id', 'updatedAt'])
      .where('updatedAt', '>', since)
      .execute()
      .then((changed) => {
        for (const { id, updatedAt } of changed) {
          const cached = this.devices.get(id)
          if (cached && cached.version !== updatedAt) cached.stale = true
        }
      })
      .catch((e) => this.log(`alarm rules: cannot ask which devices changed: ${e}`))
      .finally(() => {
        this.checking = null
      })
  }

  private async rulesOf(deviceId: string): Promise<DeviceRules> {
    await this.checking
    const cached = this.devices.get(deviceId)
    if (cached && !cached.stale) return cached
    // read before the rules: a change committed in between is seen by the next check
    const device = await this.d.db
      .selectFrom('devices')
      .select('updatedAt')
      .where('id', '=', deviceId)
      .executeTakeFirst()
    const rules = await loadRules(this.d.db, deviceId, this.log)
    const active = rules.length
      ? await this.d.db
          .selectFrom('alarmRecords')
          .select(['id', 'ruleId'])
          .where('deviceId', '=', deviceId)
          .where('resolvedAt', 'is', null)
          .where(
            'ruleId',
            'in',
            rules.map((r) => r.id),
          )
          .execute()
      : []
    const byVariable = new Map<string, CompiledRule[]>()
    const states = new Map<string, RuleState>()
    for (const rule of rules) {
      for (const v of new Set([rule.variableId, rule.compareVariableId ?? rule.variableId]))
        byVariable.set(v, [...(byVariable.get(v) ?? []), rule])
      const before = cached?.states.get(rule.id)
      states.set(rule.id, {
        matches: before?.matches ?? 0,
        onSince: before?.onSince ?? null,
        offSince: before?.offSince ?? null,
        returned: before?.returned ?? false,
        active: active.find((a) => a.ruleId === rule.id)?.id ?? null,
      })
    }
    const loaded = { version: device?.updatedAt ?? Number.NaN, stale: false, byVariable, states }
    this.devices.set(deviceId, loaded)
    return loaded
  }

  // A value is checked as it came, not as the live store holds it when its turn in the queue comes (a
  // later value may be there by then); the other variable a rule compares with is read live.
  private async evaluate(deviceId: string, values: readonly LiveValue[]): Promise<void> {
    if (!this.leads()) return
    const rules = await this.rulesOf(deviceId)
    for (const v of values) {
      const read = (signalId: string) =>
        signalId === v.signalId ? v.value : this.d.live.get(signalId)?.value
      for (const rule of rules.byVariable.get(v.signalId) ?? [])
        await this.check(deviceId, rules, rule, v.time, read)
    }
  }

  /** Each rule reading these values checked once, on them, at the time of its newest input (taking over). */
  private async recheck(deviceId: string, values: readonly LiveValue[]): Promise<void> {
    if (!this.leads()) return
    const rules = await this.rulesOf(deviceId)
    const taken = new Map(values.map((v) => [v.signalId, v.value]))
    const read = (signalId: string) =>
      taken.has(signalId) ? taken.get(signalId) : this.d.live.get(signalId)?.value
    const newest = new Map<CompiledRule, number>()
    for (const v of values)
      for (const rule of rules.byVariable.get(v.signalId) ?? [])
        newest.set(rule, Math.max(newest.get(rule) ?? Number.NEGATIVE_INFINITY, v.time))
    for (const [rule, time] of newest) await this.check(deviceId, rules, rule, time, read)
  }

  private async check(
    deviceId: string,
    rules: DeviceRules,
    rule: CompiledRule,
    time: number,
    read: (signalId: string) => LiveValue['value'] | undefined,
  ): Promise<void> {
    const state = rules.states.get(rule.id)!
    const reading = ruleReading(rule, read, rule.deadband)
    if (!reading) return
    const { right, matched, cleared } = reading
    state.matches = matched ? state.matches + 1 : 0
    if (state.active) return this.checkActive(deviceId, rule, state, time, matched, cleared)
    state.onSince = matched ? (state.onSince ?? time) : null
    if (matched && state.matches > rule.filterCount && time - state.onSince! >= rule.onDelayMs) {
      state.onSince = null
      const alarm = await raiseAlarm(
        this.d,
        {
          orgId: rule.orgId,
          deviceId,
          ruleId: rule.id,
          variableId: rule.variableId,
          type: 'variable',
          level: (rule.level || 'normal') as AlarmLevel,
          value: formatValue(read(rule.variableId), rule.meta),
          text:
            rule.text ||
            `${rule.variableName} ${CONDITION_SYMBOL[rule.condition]} ${formatValue(right, rule.meta)}`,
        },
        time,
        'signalAlarm',
        rule.push,
        rule.alarmGroup,
      )
      if (!alarm) {
        // another instance raised it at the same moment (a handover's overlap): its record is the open
        // one, which this instance resolves when the condition ends, and it announces it
        state.active = (await this.openRuleAlarm(deviceId, rule.id))?.id ?? null
        return
      }
      state.active = alarm.id
      if (rule.autoWorkOrder) await this.openWorkOrder({ ...alarm, orgId: rule.orgId, deviceId })
    }
  }

  private async openWorkOrder(alarm: RaisedAlarm): Promise<void> {
    try {
      await this.d.openWorkOrder?.(alarm, this.d.clock())
    } catch (e) {
      this.log(`alarm ${alarm.id}: cannot open its work order: ${e instanceof Error ? e.stack : e}`)
    }
  }

  /** An active alarm: a repeat when its condition comes back, cleared after its off-delay past the deadband. */
  private async checkActive(
    deviceId: string,
    rule: CompiledRule,
    state: RuleState,
    time: number,
    matched: boolean,
    cleared: boolean,
  ): Promise<void> {
    const active = state.active!
    if (!cleared) {
      state.offSince = null
      if (!matched || !state.returned) return
      state.returned = false
      await repeatAlarm(this.d, active, time, 'signalAlarm')
      return
    }
    state.returned = true
    state.offSince ??= time
    if (time - state.offSince < rule.offDelayMs) return
    state.active = null
    state.offSince = null
    state.returned = false
    await clearAlarms(this.d, deviceId, [active], time, 'signalAlarm', rule.push)
  }

  /** Sends the summaries of rate-limited notifications whose window has passed (the leader's sweep). */
  async summarizeHeld(): Promise<number> {
    if (!this.leads()) return 0
    return summarizeHeld(this.d.db, this.d.notifier, this.d.clock())
  }

  /** Brings back the alarms whose shelving time has ended (the leader's sweep; shelve.ts). */
  async unshelve(): Promise<number> {
    if (!this.leads()) return 0
    return unshelveDue(this.d, this.d.clock())
  }

  /** Takes the escalation steps that are due (the leader's sweep; escalation.ts). */
  async escalate(): Promise<number> {
    if (!this.leads()) return 0
    return escalateDue(this.d, this.d.clock())
  }
}
