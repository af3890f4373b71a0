// A device's alarm rules as the engine runs them: the stored rows (platform spec §3 Alarm rule: variable,
// condition, value or variable, filter count, push method, alarm group, enabled) compiled once.
import { type Mapping, PUSH_METHODS } from '../../schemas/entities/equipment.ts'
import type { ValueMeta } from '../../schemas/entities/live.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray, parseJsonObject } from '../storage/json.ts'
import { type ConditionName, conditionName } from './conditions.ts'

export type PushMethod = (typeof PUSH_METHODS)[number]

export interface Push {
  methods: ReadonlySet<PushMethod>
  /** how many times a voice alarm is spoken */
  voiceLoops: number
  /** a person is told of the same rule's alarm by a channel once in this long (alarms/guard.ts) */
  renotifyMs: number
  /** whether those told of the alarm are told once when it clears */
  notifyRecovery: boolean
}

/** The re-notify interval of a rule that names none (issue 38). */
export const DEFAULT_RENOTIFY_MINUTES = 30

export interface CompiledRule {
  id: string
  orgId: string
  deviceId: string
  variableId: string
  condition: ConditionName
  /** compared with this constant, or with another variable's live value */
  value: number | null
  compareVariableId: string | null
  /** consecutive matching values ignored before the alarm is raised */
  filterCount: number
  /** back past the limit by this much before the alarm clears (conditions.ts `clears`) */
  deadband: number
  /** the condition holds this long before the alarm is raised; its return to normal, before it clears */
  onDelayMs: number
  offDelayMs: number
  level: string
  text: string
  alarmGroup: string
  push: Push
  /** each alarm it raises opens a work order (AlarmEngineDeps.openWorkOrder) */
  autoWorkOrder: boolean
  /** the variable's name and how its values are shown (unit, decimals, state map) in alarm texts */
  variableName: string
  meta: ValueMeta
}

const isPushMethod = (m: unknown): m is PushMethod => (PUSH_METHODS as readonly unknown[]).includes(m)

/**
 * The stored push setting: `{ pushMethods: [...], voiceLoops, renotifyMinutes, notifyRecovery }` (the
 * API's field names), `{ methods }`, a bare array, or flags `{ sms: true, ... }`. The message centre
 * always gets the alarm.
 */
export function parsePush(text: string): Push {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    raw = {}
  }
  const obj = Array.isArray(raw) ? { pushMethods: raw } : parseJsonObject(JSON.stringify(raw ?? {}))
  const list = [obj.pushMethods, obj.methods].find(Array.isArray) ?? []
  const flags = PUSH_METHODS.filter((m) => obj[m] === true)
  const methods = new Set<PushMethod>(['message', ...list.filter(isPushMethod), ...flags])
  const loops = Number(obj.voiceLoops ?? obj.loops ?? 0)
  const renotify = Number(obj.renotifyMinutes ?? DEFAULT_RENOTIFY_MINUTES)
  return {
    methods,
    voiceLoops: Number.isInteger(loops) && loops > 0 ? loops : 0,
    renotifyMs: (Number.isFinite(renotify) && renotify >= 0 ? renotify : DEFAULT_RENOTIFY_MINUTES) * 60_000,
    notifyRecovery: obj.notifyRecovery === true,
  }
}

/** Enabled rules of a device; rows that cannot be understood are skipped (and said so). */
export async function loadRules(
  db: Db,
  deviceId: string,
  log: (msg: string) => void,
): Promise<CompiledRule[]> {
  const rows = await db
    .selectFrom('alarmRules')
    .leftJoin('variables', 'variables.id', 'alarmRules.variableId')
    .selectAll('alarmRules')
    .select([
      'variables.name as variableName',
      'variables.unit',
      'variables.decimals',
      'variables.dataType',
      'variables.mappings',
    ])
    .where('alarmRules.deviceId', '=', deviceId)
    .where('alarmRules.enabled', '=', 1)
    .orderBy('alarmRules.id')
    .execute()
  const rules: CompiledRule[] = []
  for (const row of rows) {
    const condition = conditionName(row.condition)
    const value = row.value.trim() === '' ? null : Number(row.value)
    const comparable = row.compareVariableId !== null || (value !== null && Number.isFinite(value))
    if (!condition || !comparable) {
      log(`alarm rule ${row.id}: cannot compare "${row.condition}" with "${row.value}"`)
      continue
    }
    rules.push({
      id: row.id,
      orgId: row.orgId,
      deviceId,
      variableId: row.variableId,
      condition,
      value,
      compareVariableId: row.compareVariableId,
      filterCount: row.filterCount,
      deadband: row.deadband,
      onDelayMs: row.onDelayS * 1000,
      offDelayMs: row.offDelayS * 1000,
      level: row.level,
      text: row.text,
      alarmGroup: row.alarmGroup,
      push: parsePush(row.push),
      autoWorkOrder: row.autoWorkOrder === 1,
      variableName: row.variableName ?? row.variableId,
      meta: {
        unit: row.unit ?? '',
        decimals: row.decimals ?? undefined,
        dataType: row.dataType ?? undefined,
        mappings: parseJsonArray<Mapping>(row.mappings),
      },
    })
  }
  return rules
}
