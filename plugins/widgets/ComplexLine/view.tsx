import dayjs from 'dayjs'
import { useMemo } from 'react'
import type { Static } from 'typebox'
import { formatValue } from '../../../core/binding/format.ts'
import type { HistorySeries, WidgetViewProps } from '../../../core/kernel/index.ts'
import type { LivePoint } from '../../charts/live-points.ts'
import { type ChartSeries, TimeChart, type TimeRange } from '../../charts/TimeChart.tsx'
import { entryColour } from '../common/palettes.ts'
import type { schema } from './schema.ts'
import { LIST_OF, THEME_COLORS } from './schema.ts'
import { livePoint } from './series.ts'
import { seriesId, seriesName } from './series-id.ts'

type LineOptions = Static<typeof schema>
type LineStyle = LineOptions['style']
/** What the curve and the area chart read: the curve's options, of which the area chart has no second axis. */
type SeriesOptions = Omit<LineOptions, 'style'> & {
  style: Omit<LineStyle, 'secondAxis'> & Partial<Pick<LineStyle, 'secondAxis'>>
}

const MINUTE = 60_000
const TOOLTIP_TIME = 'YYYY-MM-DD HH:mm:ss'
const NO_POINTS: HistorySeries = { times: [], values: [] }

export const LineView = (props: WidgetViewProps<LineOptions>) => <SeriesView {...props} />
/** The area chart (ComplexArea): the same curves over time, the area under each filled. */
export const AreaView = (props: WidgetViewProps<SeriesOptions>) => <SeriesView {...props} area />

function SeriesView({
  widget,
  mode,
  values,
  meta,
  history,
  area,
}: WidgetViewProps<SeriesOptions> & { area?: boolean }) {
  const { data, style } = widget
  const windowMs = Math.max(1, data.timeRange) * MINUTE
  const list = LIST_OF[data.type] ?? 'signalArray'
  const refs = data[list] ?? []
  const colours = style.themeColors?.length ? style.themeColors : THEME_COLORS
  const secondAxis = style.secondAxis ?? []
  const entries = useMemo(
    () =>
      refs.map((r, i) => ({
        key: `data.${list}.${i}`,
        name: seriesName(r, i),
        color: entryColour(r.color, colours, i),
        right: secondAxis.includes(seriesId(r)),
      })),
    [refs, list, colours, secondAxis],
  )

  // the newest value of each entry: the chart adds it after the stored points
  const latest = useMemo(() => {
    if (mode !== 'runtime') return undefined
    const points: Record<string, LivePoint | undefined> = {}
    for (const e of entries) points[e.key] = livePoint(values[e.key], meta?.[e.key])
    return points
  }, [values, entries, mode, meta])
  const series: ChartSeries[] = useMemo(
    () =>
      entries.map((e) => ({
        key: e.key,
        label: e.name,
        color: e.color,
        right: e.right,
        ...(history?.series[e.key] ?? NO_POINTS),
      })),
    [entries, history?.series],
  )
  const range = useMemo(() => ({ last: windowMs }), [windowMs])
  const decimals = style.decimals !== undefined && style.decimals >= 0 ? style.decimals : undefined
  // an axis tick brings its own places; tooltips and labels take the widget's, else the signal's
  const format = (key: string, v: number, places = decimals) =>
    formatValue(v, meta?.[key], {
      ...(places !== undefined ? { decimals: places } : {}),
      ...(style.unit ? { unit: style.unit } : {}),
    })
  const legend = style.legend.show ? (style.legend.position === 'bottom' ? 'bottom' : 'top') : 'none'
  return (
    <TimeChart
      testId={area ? 'complex-area' : 'complex-line'}
      fill={area === true}
      series={series}
      range={range}
      {...(latest ? { latest } : {})}
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
