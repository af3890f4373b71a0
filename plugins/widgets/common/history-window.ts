// The stored history a chart opens with (a plugin's `historyWindowMs`): the last `data.timeRange`
// minutes, at least one, else the chart's own default. Read off any saved widget, so without its type.
import type { Widget } from '../../../schemas/page.ts'

const MINUTE = 60_000

export const historyWindow =
  (defaultMinutes: number) =>
  ({ data }: Widget): number =>
    Math.max(1, Number(data && 'timeRange' in data ? data.timeRange : undefined) || defaultMinutes) * MINUTE
