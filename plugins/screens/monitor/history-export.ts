// The history tab's export: one row per point with the signal, the time, the value formatted by the
// signal (decimals, state-map text; the number stays a number for spreadsheets) and its unit in a column.
import { formatValue } from '../../../core/binding/index.ts'
import type { Lang } from '../../../core/kernel/index.ts'
import type { HistoryPoint } from '../../../schemas/entities/live.ts'
import { csvText } from '../shared/csv.ts'
import { formatTime } from '../shared/format.ts'
import type { Signal } from './live.ts'

export function historyCsv(
  rows: readonly HistoryPoint[],
  signals: readonly Signal[],
  headers: readonly [signal: string, time: string, value: string, unit: string],
  lang: Lang,
): string {
  const byId = new Map(signals.map((s) => [s.signalId, s]))
  const lines = [
    headers,
    ...rows.map((r) => {
      const s = byId.get(r.signalId)
      const value = formatValue(r.value, s, { unit: false, lang, empty: '' })
      return [s?.name ?? r.signalId, formatTime(r.time), value, s?.unit ?? '']
    }),
  ]
  return csvText(lines)
}
