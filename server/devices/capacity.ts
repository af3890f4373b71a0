// What a gateway of each series can hold (spec §8: 1505 drivers over the gateway's capacity, 1706
// variables, 1707 alarms, 1701 reports; scripts over capacity 90004, or 1314 on a series without
// scripts). A device's configuration is measured against its gateway's series, else its
// template's, else `standard`; a template's against its own series.
import { Code } from '../../core/i18n/codes.ts'
import type { GatewaySeries } from '../../schemas/entities/equipment.ts'

export const CONFIG_KINDS = ['drivers', 'variables', 'alarms', 'reports', 'scripts'] as const
export type ConfigKind = (typeof CONFIG_KINDS)[number]
export type Counts = Record<ConfigKind, number>

export const SERIES_CAPACITY: Record<GatewaySeries, Counts> = {
  standard: { drivers: 32, variables: 1000, alarms: 200, reports: 32, scripts: 32 },
  lite: { drivers: 8, variables: 200, alarms: 50, reports: 8, scripts: 0 },
  pro: { drivers: 64, variables: 5000, alarms: 1000, reports: 64, scripts: 64 },
}

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

/** The kinds whose counts a series cannot hold, with the code each breach answers. */
export function capacityBreaches(series: GatewaySeries, counts: Counts): CapacityBreach[] {
  const capacity = SERIES_CAPACITY[series]
  return CONFIG_KINDS.filter((kind) => counts[kind] > capacity[kind]).map((kind) => ({
    kind,
    code: kind === 'scripts' && capacity.scripts === 0 ? Code.scriptUnsupported : CAPACITY_CODE[kind],
    count: counts[kind],
    max: capacity[kind],
  }))
}
