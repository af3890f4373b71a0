// Evaluates alarm rules on live values, and raises offline and power-off alarms from gateway deaths.
// A rule fires once its condition has held for more than `filterCount` consecutive values, and resolves
// at the first value that no longer meets it. Each new alarm is a record, a live frame to the device's
// sockets, a message to everyone who may see the device, and a notification per push method.
// Work is queued per device, so one device's alarms are raised and resolved in value order.
import type { AlarmRecordView } from '../../schemas/entities/live.ts'
import type { LiveHub, MessageHub } from '../live/hub.ts'
import type { LiveStore, LiveValue } from '../live/store.ts'
import { recipientsOfDevice, sendMessages } from '../messages/messages.ts'
import type { Notifier } from '../notify/notifier.ts'
import type { Db } from '../storage/db.ts'
import { holds } from './conditions.ts'
import { notifyAlarm } from './notify.ts'
import { type AlarmLevel, insertAlarm, resolveAlarms } from './records.ts'
import { type CompiledRule, loadRules } from './rules.ts'

export interface AlarmEngineDeps {
  db: Db
  live: LiveStore
  hub: LiveHub
  messages: MessageHub
  notifier: Notifier
  clock: () => number
  /** rules are re-read after this long, so edits apply without a restart */
  rulesTtlMs?: number
  log?: (msg: string) => void
}

interface RuleState {
  matches: number
  active: string | null
}

interface DeviceRules {
  loadedAt: number
  /** rules by each variable whose value they read (their own and the compared one) */
  byVariable: Map<string, CompiledRule[]>
  states: Map<string, RuleState>
}

export type GatewayAlarmKind = 'offline' | 'power'

const GATEWAY_ALARM_TEXT: Record<GatewayAlarmKind, string> = {
  offline: '网关离线 Gateway offline',
  power: '网关断电 Gateway power off',
}

const numeric = (v: LiveValue['value'] | undefined): number | undefined => {
  if (typeof v === 'number') return v
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v)
  return undefined
}

export class AlarmEngine {
  private readonly devices = new Map<string, DeviceRules>()
  private readonly queues = new Map<string, Promise<void>>()
  private readonly ttl: number
  private readonly log: (msg: string) => void

  constructor(private readonly d: AlarmEngineDeps) {
    this.ttl = d.rulesTtlMs ?? 5000
    this.log = d.log ?? (() => {})
  }

  /** Live (not historical) values of one device, already in the live store. */
  onValues(deviceId: string, values: readonly LiveValue[]): void {
    const cached = this.devices.get(deviceId)
    const fresh = cached && this.d.clock() - cached.loadedAt < this.ttl
    if (fresh && !values.some((v) => cached.byVariable.has(v.signalId))) return
    this.enqueue(deviceId, () => this.evaluate(deviceId, values))
  }

  gatewayDown(orgId: string, deviceId: string, kind: GatewayAlarmKind, at: number): void {
    this.enqueue(deviceId, async () => {
      const open = await this.openGatewayAlarms(deviceId)
      if (open.some((a) => a.type === kind)) return
      const level: AlarmLevel = kind === 'power' ? 'severe' : 'important'
      const alarm = await insertAlarm(
        this.d.db,
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
      )
      await this.announce(alarm, 'gatewayAlarm', null)
    })
  }

  gatewayUp(deviceId: string, at: number): void {
    this.enqueue(deviceId, async () => {
      const open = await this.openGatewayAlarms(deviceId)
      for (const alarm of await resolveAlarms(
        this.d.db,
        open.map((a) => a.id),
        at,
      ))
        this.d.hub.publishAlarm(deviceId, 'gatewayAlarm', alarm)
    })
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

  private async rulesOf(deviceId: string): Promise<DeviceRules> {
    const cached = this.devices.get(deviceId)
    if (cached && this.d.clock() - cached.loadedAt < this.ttl) return cached
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
      states.set(rule.id, {
        matches: cached?.states.get(rule.id)?.matches ?? 0,
        active: active.find((a) => a.ruleId === rule.id)?.id ?? null,
      })
    }
    const loaded = { loadedAt: this.d.clock(), byVariable, states }
    this.devices.set(deviceId, loaded)
    return loaded
  }

  private async evaluate(deviceId: string, values: readonly LiveValue[]): Promise<void> {
    const rules = await this.rulesOf(deviceId)
    for (const v of values) {
      for (const rule of rules.byVariable.get(v.signalId) ?? []) {
        const state = rules.states.get(rule.id)!
        const left = numeric(this.d.live.get(rule.variableId)?.value)
        const right = rule.compareVariableId
          ? numeric(this.d.live.get(rule.compareVariableId)?.value)
          : (rule.value ?? undefined)
        if (left === undefined || right === undefined) continue
        const matched = holds({ condition: rule.condition, value: right }, left)
        state.matches = matched ? state.matches + 1 : 0
        if (matched && !state.active && state.matches > rule.filterCount) {
          const alarm = await insertAlarm(
            this.d.db,
            {
              orgId: rule.orgId,
              deviceId,
              ruleId: rule.id,
              variableId: rule.variableId,
              type: 'variable',
              level: (rule.level || 'normal') as AlarmLevel,
              value: String(left),
              text: rule.text || `${rule.variableId} ${rule.condition} ${right}`,
            },
            v.time,
          )
          state.active = alarm.id
          await this.announce(alarm, 'signalAlarm', rule)
        } else if (!matched && state.active) {
          const [resolved] = await resolveAlarms(this.d.db, [state.active], v.time)
          state.active = null
          if (resolved) this.d.hub.publishAlarm(deviceId, 'signalAlarm', resolved)
        }
      }
    }
  }

  private async announce(
    alarm: AlarmRecordView,
    part: 'gatewayAlarm' | 'signalAlarm',
    rule: CompiledRule | null,
  ): Promise<void> {
    const { db, hub, messages, notifier } = this.d
    hub.publishAlarm(alarm.equipmentId, part, alarm)
    const recipients = await recipientsOfDevice(db, alarm.equipmentId)
    const voiceLoops = rule?.push.methods.has('voice') ? rule.push.voiceLoops : 0
    const now = this.d.clock()
    const device = await db
      .selectFrom('devices')
      .select('orgId')
      .where('id', '=', alarm.equipmentId)
      .executeTakeFirst()
    if (!device) return
    await sendMessages(
      db,
      messages,
      recipients.map((r) => r.id),
      {
        orgId: device.orgId,
        type: 'alarm',
        equipType: 'equip',
        dataId: alarm.id,
        dataStatus: 'alarming',
        title: `${alarm.equipTitle} ${alarm.text}`,
        note: alarm.signalTitle ? `${alarm.signalTitle} = ${alarm.value}` : alarm.text,
        alarmBroadcastTimes: voiceLoops,
      },
      now,
      alarm.equipmentId,
    )
    if (rule) await notifyAlarm(db, notifier, alarm, rule.push, recipients, device.orgId, now)
  }
}
