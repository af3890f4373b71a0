// Alarm rule rows: defaults, view (push settings kept as JSON), columns, and the rule that a condition
// compares with a value or another variable, not both and not itself.
import type { Selectable } from 'kysely'
import { Code } from '../../../core/i18n/codes.ts'
import { type Alarm, PUSH_METHODS } from '../../../schemas/entities/equipment.ts'
import { DEFAULT_RENOTIFY_MINUTES, parsePush } from '../../alarms/rules.ts'
import { fail } from '../../http/api-error.ts'
import { parseJsonObject } from '../../storage/json.ts'
import type { AlarmRuleTable } from '../../storage/tables/equipment.ts'
import { type AlarmInput, invalid, oneOf, owners } from './common.ts'

export const alarmDefaults = (
  b: Partial<AlarmInput> & Pick<AlarmInput, 'variableId' | 'condition'>,
): AlarmInput => ({
  variableId: b.variableId,
  condition: b.condition,
  value: b.value ?? null,
  compareVariableId: b.compareVariableId ?? null,
  filterCount: b.filterCount ?? 0,
  deadband: b.deadband ?? 0,
  onDelayS: b.onDelayS ?? 0,
  offDelayS: b.offDelayS ?? 0,
  level: b.level ?? 'normal',
  pushMethods: b.pushMethods ?? ['message'],
  voiceLoops: b.voiceLoops ?? 0,
  renotifyMinutes: b.renotifyMinutes ?? DEFAULT_RENOTIFY_MINUTES,
  notifyRecovery: b.notifyRecovery ?? false,
  autoWorkOrder: b.autoWorkOrder ?? false,
  alarmGroup: b.alarmGroup ?? '',
  text: b.text ?? '',
  enabled: b.enabled ?? true,
})

export function alarmView(row: Selectable<AlarmRuleTable>): Alarm {
  const push = parseJsonObject(row.push)
  const methods = Array.isArray(push.pushMethods) ? push.pushMethods : ['message']
  const value = row.value === '' ? null : Number(row.value)
  return {
    ...owners(row),
    variableId: row.variableId,
    condition: oneOf(['gt', 'ge', 'lt', 'le', 'eq', 'ne'], row.condition, 'gt'),
    value: value === null || Number.isNaN(value) ? null : value,
    compareVariableId: row.compareVariableId,
    filterCount: row.filterCount,
    deadband: row.deadband,
    onDelayS: row.onDelayS,
    offDelayS: row.offDelayS,
    level: oneOf(['severe', 'important', 'normal'], row.level, 'normal'),
    pushMethods: methods.filter((m): m is Alarm['pushMethods'][number] => PUSH_METHODS.includes(m)),
    voiceLoops: Number(push.voiceLoops) || 0,
    renotifyMinutes: parsePush(row.push).renotifyMs / 60_000,
    notifyRecovery: push.notifyRecovery === true,
    autoWorkOrder: row.autoWorkOrder === 1,
    alarmGroup: row.alarmGroup,
    text: row.text,
    enabled: row.enabled === 1,
  }
}

export const alarmColumns = (a: AlarmInput) => ({
  variableId: a.variableId,
  condition: a.condition,
  value: a.value === null ? '' : String(a.value),
  compareVariableId: a.compareVariableId,
  filterCount: a.filterCount,
  deadband: a.deadband,
  onDelayS: a.onDelayS,
  offDelayS: a.offDelayS,
  push: JSON.stringify({
    pushMethods: a.pushMethods,
    voiceLoops: a.voiceLoops,
    renotifyMinutes: a.renotifyMinutes,
    notifyRecovery: a.notifyRecovery,
  }),
  alarmGroup: a.alarmGroup,
  level: a.level,
  text: a.text,
  enabled: a.enabled ? 1 : 0,
  autoWorkOrder: a.autoWorkOrder ? 1 : 0,
})

export function checkAlarm(a: AlarmInput): void {
  if (a.value === null && a.compareVariableId === null)
    fail(Code.paramMissing, { errors: [{ path: '/value', rule: 'required' }] })
  if (a.value !== null && a.compareVariableId !== null)
    invalid('value', 'a value or a variable to compare with, not both')
  if (a.compareVariableId === a.variableId) invalid('compareVariableId', 'a variable compared with itself')
}
