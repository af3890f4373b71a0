// The legend above or below a chart's plot: each series' colour and label in one line. Memoised: a
// chart re-rendered for new values keeps its legend as it was.
import { memo } from 'react'

export const LEGEND_HEIGHT = 22

export interface LegendItem {
  key: string
  label: string
  color: string
  /** shown after the label (the second axis' mark) */
  suffix?: string
  /** how many points the series has (data-points, read by the browser tests) */
  points?: number
}

export const ChartLegend = memo(function ChartLegend({
  items,
  color,
}: {
  items: readonly LegendItem[]
  color?: string | undefined
}) {
  return (
    <div
      style={{
        height: LEGEND_HEIGHT,
        display: 'flex',
        gap: 12,
        fontSize: 12,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        color: color ?? '#595959',
      }}
    >
      {items.map((s) => (
        <span key={s.key} data-testid={`legend-${s.key}`} data-points={s.points}>
          <span
            style={{
              display: 'inline-block',
              width: 10,
              height: 3,
              background: s.color,
              marginRight: 4,
              verticalAlign: 'middle',
            }}
          />
          {s.label}
          {s.suffix}
        </span>
      ))}
    </div>
  )
})
