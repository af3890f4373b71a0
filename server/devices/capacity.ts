// What a gateway can hold (spec §8: 1505 drivers over the gateway's capacity, 1706 variables, 1707
// alarms, 1701 reports; scripts over capacity 90004, or 1314 on a model without scripts): the
// capacities of its model as the platform administrators keep them (`gatewayModels`, issue 35), else
// those of its series' own model (named as the series). A device's configuration is measured against
// its gateway's model, else its template's series, else `standard`; a template's against its series.
import { Code } from '../../core/i18n/codes.ts'
import type { GatewaySeries } from '../../schemas/entities/equipment.ts'
import type { Db } from '../storage/db.ts'

export const CONFIG_KINDS = ['drivers', 'variables', 'alarms', 'reports', 'scripts'] as const
export type ConfigKind = (typeof CONFIG_KINDS)[number]
export type Counts = Record<ConfigKind, number>

export const DEFAULT_SERIES: GatewaySeries = 'standard'

export const CAPACITY_CODE: Record<ConfigKind, number> = {
  drivers: Code.driverOverCapacity,
  variables: Code.variableCapacity,
  alarms: Code.alarmCapacity,
  reports: Code.reportCapacity,
  scripts: Code.overLimit,
}

export interface CapacityBreach {
  kind: ConfigKind
  code: number
  count: number
  max: number
}

/** A gateway's series and model (null or unknown: the series' own model). */
export interface GatewayKind {
  series: GatewaySeries
  model?: string | null
}

/** The capacities of a gateway of that kind. */
export async function capacityOf(db: Db, kind: GatewayKind): Promise<Counts> {
  const names = [kind.model, kind.series, DEFAULT_SERIES].filter((n): n is string => !!n)
  const rows = await db.selectFrom('gatewayModels').selectAll().where('model', 'in', names).execute()
  const row = names.map((n) => rows.find((r) => r.model === n)).find((r) => r !== undefined)
  if (!row) throw new Error(`no gateway model for ${names.join(', ')}`)
  const { drivers, variables, alarms, reports, scripts } = row
  return { drivers, variables, alarms, reports, scripts }
}

/** The kinds whose counts a capacity cannot hold, with the code each breach answers. */
export function capacityBreaches(capacity: Counts, counts: Counts): CapacityBreach[] {
  return CONFIG_KINDS.filter((kind) => counts[kind] > capacity[kind]).map((kind) => ({
    kind,
    code: kind === 'scripts' && capacity.scripts === 0 ? Code.scriptUnsupported : CAPACITY_CODE[kind],
    count: counts[kind],
    max: capacity[kind],
  }))
}
