import dayjs from 'dayjs'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Static } from 'typebox'
import { formatValue } from '../../../core/binding/format.ts'
import type { HistorySeries, WidgetViewProps } from '../../../core/kernel/index.ts'
import { type ChartSeries, TimeChart, type TimeRange } from '../../charts/TimeChart.tsx'
import type { schema } from './schema.ts'
import { LIST_OF, THEME_COLORS } from './schema.ts'
import { type Entry, LiveSeries, type Points } from './series.ts'

type Options = Static<typeof schema>
type Ref = { signalId?: string; mvarId?: string; systemKey?: string; title?: string; alias?: string }

const MINUTE = 60_000
const TOOLTIP_TIME = 'YYYY-MM-DD HH:mm:ss'
const NO_POINTS: HistorySeries = { times: [], values: [] }

/** Stored points, then the live ones that came after the last stored one. */
function joined(stored: HistorySeries, live: Points): HistorySeries {
  const last = stored.times[stored.times.length - 1] ?? Number.NEGATIVE_INFINITY
  const from = live.times.findIndex((t) => t > last)
  if (from < 0) return stored
  return {
    times: [...stored.times, ...live.times.slice(from)],
    values: [...stored.values, ...live.values.slice(from)],
  }
}

export function LineView({ widget, mode, values, meta, history }: WidgetViewProps) {
  const data = widget.data as unknown as Options['data']
  const style = widget.style as unknown as Options['style']
  const windowMs = Math.max(1, data.timeRange) * MINUTE
  const live = useRef(new LiveSeries())
  const [now, setNow] = useState(() => Date.now())
  const list = LIST_OF[data.type] ?? 'signalArray'
  const refs = ((data as Record<string, unknown>)[list] ?? []) as Ref[]
  const colours = style.themeColors?.length ? style.themeColors : THEME_COLORS
  const secondAxis = style.secondAxis ?? []
  const entries: (Entry & { color: string; right: boolean })[] = useMemo(
    () =>
      refs.map((r, i) => ({
        key: `data.${list}.${i}`,
        name: r.alias || r.title || r.signalId || r.mvarId || r.systemKey || `${i + 1}`,
        color: colours[i % colours.length]!,
        right: secondAxis.includes(i + 1),
      })),
    [refs, list, colours, secondAxis],
  )

  useEffect(() => {
    if (mode !== 'runtime') return
    const at = Date.now()
    if (live.current.take(entries, (key) => values[key], windowMs, at)) setNow(at)
  }, [values, entries, mode, windowMs])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` moves when live points arrive
  const series: ChartSeries[] = useMemo(
    () =>
      entries.map((e) => ({
        key: e.key,
        label: e.name,
        color: e.color,
        right: e.right,
        ...joined(history?.series[e.key] ?? NO_POINTS, live.current.of(e.key)),
      })),
    [entries, history?.series, now],
  )
  const range: TimeRange = useMemo(() => ({ start: now - windowMs, end: now }), [now, windowMs])
  const decimals = style.decimals !== undefined && style.decimals >= 0 ? style.decimals : undefined
  const format = (key: string, v: number) =>
    formatValue(v, meta?.[key], {
      ...(decimals !== undefined ? { decimals } : {}),
      ...(style.unit ? { unit: style.unit } : {}),
    })
  const legend = style.legend.show ? (style.legend.position === 'bottom' ? 'bottom' : 'top') : 'none'
  return (
    <TimeChart
      testId="complex-line"
      series={series}
      range={range}
      {...(history ? { onRange: (r: TimeRange) => history.request(r, widget.position.width) } : {})}
      formatValue={format}
      formatTime={(t) => dayjs(t).format(data.timeFormat || 'HH:mm')}
      formatTooltipTime={(t) => dayjs(t).format(TOOLTIP_TIME)}
      {...(data.mode === 'custom' ? { yRange: { min: data.minVal, max: data.maxVal } } : {})}
      axisColor={style.ticks.show ? style.ticks.color : 'transparent'}
      gridColor={style.grids.color}
      noGrid={!style.grids.show}
      lineWidth={style.lineWidth}
      legend={legend}
      style={{ background: style.background }}
    />
  )
}
