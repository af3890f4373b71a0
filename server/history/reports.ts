// History reports (platform spec §3 "History report") computed from the raw history of their variables:
// change storage gives a row at each change, periodic storage a row per interval (the value held at the
// tick, or with an aggregation its delta, first, last, max, min or average over the interval), and
// conditional storage the change rows at which the trigger holds. Raw history keeps every reported value,
// so a report is a view of it and a changed definition applies to the past too. The database computes
// them (history/queries.ts reportData); here, what a report is.

import type { ReportRowView } from '../../schemas/entities/live.ts'
import { type Condition, conditionName } from '../alarms/conditions.ts'

export const AGGREGATIONS = ['delta', 'first', 'last', 'max', 'min', 'average'] as const
export type Aggregation = (typeof AGGREGATIONS)[number]
export const STORAGE_MODES = ['periodic', 'change', 'conditional'] as const
export type StorageMode = (typeof STORAGE_MODES)[number]

export type Trigger = Condition & { signalId: string }

const TRIGGER_TEXT = /^\s*([^\s<>=!]+)\s*(>=|<=|==|!=|<>|=|>|<|gt|ge|lt|le|eq|ne)\s*(\S+)\s*$/

/** A conditional report's trigger as the configuration stores it: the text `variable op value`, e.g. `temperature > 30`. */
export function parseTrigger(text: string): Trigger | undefined {
  const m = TRIGGER_TEXT.exec(text)
  const condition = m ? conditionName(m[2]!) : undefined
  const value = Number(m?.[3])
  return m && condition && Number.isFinite(value) ? { signalId: m[1]!, condition, value } : undefined
}

export interface ReportColumn {
  signalId: string
  aggregation?: Aggregation
}

export interface ReportDefinition {
  storageMode: StorageMode
  intervalMs: number
  /** summary reports aggregate; normal ones sample */
  summary: boolean
  aggregation?: Aggregation
  columns: ReportColumn[]
  trigger?: Trigger
}

export type ReportRow = ReportRowView
