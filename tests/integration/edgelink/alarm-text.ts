// An alarm record keeps the value that raised it formatted for people (alarms/engine.ts): the text the
// tests expect is computed the same way, from the number and the variable's details its rule carries.
import { formatValue } from '../../../core/binding/format.ts'
import { loadRules } from '../../../server/alarms/rules.ts'
import type { Db } from '../../../server/storage/db.ts'

/** `value` of `variableId` as an alarm of `deviceId`'s rules records it (e.g. 40 -> '40.000°C'). */
export async function alarmText(
  db: Db,
  deviceId: string,
  variableId: string,
  value: number,
): Promise<string> {
  const rule = (await loadRules(db, deviceId, () => {})).find((r) => r.variableId === variableId)
  if (!rule) throw new Error(`no alarm rule on ${variableId}`)
  return formatValue(value, rule.meta)
}
