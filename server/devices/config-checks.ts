// Whole-configuration checks that answer a list of problems rather than the first error: a set's
// rows and references (for an imported file), and whether it fits a gateway series (import, copy,
// gateway replacement). Row rules are the ones the configuration calls apply (config-rows/).
import { Code } from '../../core/i18n/codes.ts'
import type { GatewaySeries } from '../../schemas/entities/equipment.ts'
import { type Counts, capacityBreaches } from './capacity.ts'
import { checkAlarm } from './config-rows/alarms.ts'
import { checkReport, triggerVariable } from './config-rows/reports.ts'
import { checkScript } from './config-rows/scripts.ts'
import { checkVariable } from './config-rows/variables.ts'
import { type ConfigSet, protocolOf } from './config-set.ts'
import { problemOf, type StoredProblem } from './problems.ts'

/** A long list helps nobody: the first problems of each check are enough to act on. */
const MAX_PROBLEMS = 20

export const countsOfSet = (set: ConfigSet): Counts => ({
  drivers: set.drivers.length,
  variables: set.variables.length,
  alarms: set.alarms.length,
  reports: set.reports.length,
  scripts: set.scripts.length,
})

export function capacityProblems(
  capacity: Counts,
  counts: Counts,
  target: string,
  series: GatewaySeries,
): StoredProblem[] {
  return capacityBreaches(capacity, counts).map((b) => ({
    target,
    code: b.code,
    kind: b.kind,
    params: { count: b.count, max: b.max, series },
  }))
}

function ruleProblems<T>(rows: readonly T[], check: (row: T) => void, target: string): StoredProblem[] {
  return rows.flatMap((row) => {
    try {
      check(row)
      return []
    } catch (error) {
      return [problemOf(target, error)]
    }
  })
}

function duplicated(values: readonly string[]): string[] {
  const seen = new Set<string>()
  return values.filter((v) => {
    if (seen.has(v)) return true
    seen.add(v)
    return false
  })
}

/** Field rules of every row, references between rows, unique variable names and identifiers. */
export function setProblems(set: ConfigSet, target: string): StoredProblem[] {
  const driverIds = new Set(set.drivers.map((d) => d.id))
  const variableIds = new Set(set.variables.map((v) => v.id))
  const missing = (kind: string, params: Record<string, string>, code: number = Code.paramInvalid) => ({
    target,
    code,
    kind,
    params,
  })
  const problems: StoredProblem[] = [
    ...ruleProblems(set.variables, (v) => checkVariable(v, protocolOf(set, v.driverId)), target),
    ...ruleProblems(set.alarms, checkAlarm, target),
    ...ruleProblems(set.reports, checkReport, target),
    ...ruleProblems(set.scripts, checkScript, target),
    ...set.variables
      .filter((v) => v.driverId !== null && !driverIds.has(v.driverId))
      .map((v) => missing('driverMissing', { variable: v.name }, Code.driverNotCreated)),
    ...set.alarms
      .filter(
        (a) =>
          !variableIds.has(a.variableId) ||
          (a.compareVariableId !== null && !variableIds.has(a.compareVariableId)),
      )
      .map((a) => missing('alarmVariableMissing', { alarm: a.id })),
    ...set.reports
      .filter((r) => {
        const trigger = triggerVariable(r.trigger)
        return (
          r.variableIds.some((v) => !variableIds.has(v)) || (trigger !== null && !variableIds.has(trigger))
        )
      })
      .map((r) => missing('reportVariableMissing', { report: r.name })),
    ...duplicated(set.variables.map((v) => v.name)).map((name) =>
      missing('duplicateName', { name }, Code.identifierExists),
    ),
    ...duplicated(set.variables.map((v) => v.key)).map((key) =>
      missing('duplicateKey', { key }, Code.identifierExists),
    ),
  ]
  return problems.slice(0, MAX_PROBLEMS)
}
