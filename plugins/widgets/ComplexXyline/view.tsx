// The xy charts' views: stored history of the bound signals (the host fills the time range on open)
// joined with the live values after it, each Y signal paired with the X value held at its times, drawn
// by XyChart. Xyline draws every Y signal against the one X signal and may clear its trace; Diagram
// draws the i-th Y signal against the i-th X signal.
import { Button } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Static } from 'typebox'
import { formatValue } from '../../../core/binding/format.ts'
import type { HistorySeries, Lang, WidgetViewProps } from '../../../core/kernel/index.ts'
import { joined, LivePoints } from '../../charts/live-points.ts'
import { XyChart, type XySeries } from '../../charts/XyChart.tsx'
import { pairUp } from '../../charts/xy.ts'
import { THEME_COLORS } from '../ComplexLine/schema.ts'
import { livePoint, useRedrawClock } from '../ComplexLine/series.ts'
import type { diagramSchema, schema, xySchema } from './schema.ts'

type XyOptions = Static<typeof schema>
type DiagramOptions = Static<typeof diagramSchema>
type Shared = Static<ReturnType<typeof xySchema<Record<never, never>>>>
/** What both xy charts' view reads: their shared options, and the xy line's own axes and clear button. */
type ViewOptions = Omit<Shared, 'data'> & {
  data: Shared['data'] & Partial<Pick<XyOptions['data'], 'modeX' | 'modeY' | 'button'>>
}
type Data = ViewOptions['data']
type Ref = Data['signalArrayX'][number]
type Axis = XyOptions['data']['modeX']

const MINUTE = 60_000
const NO_POINTS: HistorySeries = { times: [], values: [] }
const CLEAR: Record<Lang, string> = { zh: '清除', en: 'Clear' }

interface Pair {
  xKey: string
  yKey: string
  label: string
  color: string
}

/** Only the points at or after `from`. */
function since(s: HistorySeries, from: number): HistorySeries {
  const at = s.times.findIndex((t) => t >= from)
  if (at <= 0) return at === 0 ? s : NO_POINTS
  return { times: s.times.slice(at), values: s.values.slice(at) }
}

const nameOf = (r: Ref | undefined, fallback: string) => r?.alias || r?.title || fallback

/** Xyline: each Y signal against the first X signal. */
function xyPairs(data: Data, colours: string[]): Pair[] {
  const x = data.signalArrayX?.[0]
  if (!x?.signalId) return []
  return (data.signalArrayY ?? []).flatMap((y, i) =>
    y.signalId
      ? [
          {
            xKey: 'data.signalArrayX.0',
            yKey: `data.signalArrayY.${i}`,
            label: nameOf(y, `Y ${i + 1}`),
            color: colours[i % colours.length]!,
          },
        ]
      : [],
  )
}

/** Diagram: the i-th Y signal against the i-th X signal. */
function diagramPairs(data: Data, colours: string[]): Pair[] {
  const xs = data.signalArrayX ?? []
  return (data.signalArrayY ?? []).flatMap((y, i) =>
    y.signalId && xs[i]?.signalId
      ? [
          {
            xKey: `data.signalArrayX.${i}`,
            yKey: `data.signalArrayY.${i}`,
            label: `${nameOf(y, `Y ${i + 1}`)} / ${nameOf(xs[i], `X ${i + 1}`)}`,
            color: colours[i % colours.length]!,
          },
        ]
      : [],
  )
}

export const XylineView = (props: WidgetViewProps<XyOptions>) => <XyView {...props} kind="xy" />
export const DiagramView = (props: WidgetViewProps<DiagramOptions>) => <XyView {...props} kind="diagram" />

function XyView({
  widget,
  mode,
  values,
  meta,
  history,
  lang,
  kind,
}: WidgetViewProps<ViewOptions> & { kind: 'xy' | 'diagram' }) {
  const { data, style } = widget
  const windowMs = Math.max(1, data.timeRange) * MINUTE
  const live = useRef(new LivePoints())
  const [now, redraw] = useRedrawClock()
  const [clearedAt, setClearedAt] = useState(Number.NEGATIVE_INFINITY)
  const colours = style.themeColors?.length ? style.themeColors : THEME_COLORS
  const pairs = useMemo(
    () => (kind === 'xy' ? xyPairs(data, colours) : diagramPairs(data, colours)),
    [kind, data, colours],
  )
  const keys = useMemo(() => [...new Set(pairs.flatMap((p) => [p.xKey, p.yKey]))], [pairs])

  useEffect(() => {
    if (mode !== 'runtime') return
    const at = Date.now()
    let changed = live.current.trim(at - windowMs)
    for (const key of keys) changed = live.current.add(key, livePoint(values[key], meta?.[key])) || changed
    if (changed) redraw()
  }, [values, keys, mode, windowMs, redraw, meta])

  const series: XySeries[] = useMemo(() => {
    const from = Math.max(now - windowMs, clearedAt)
    const of = (key: string) => since(joined(history?.series[key] ?? NO_POINTS, live.current.of(key)), from)
    return pairs.map((p) => ({
      key: p.yKey,
      label: p.label,
      color: p.color,
      ...pairUp(of(p.xKey), of(p.yKey)),
    }))
  }, [pairs, history?.series, now, windowMs, clearedAt])

  const xKey = pairs[0]?.xKey ?? ''
  const yKey = pairs[0]?.yKey ?? ''
  const fixed = (a?: Axis) => (a?.type === 'custom' ? { min: a.minVal, max: a.maxVal } : undefined)
  const xRange = fixed(data.modeX)
  const yRange = fixed(data.modeY)
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }}>
      <XyChart
        testId={kind === 'xy' ? 'complex-xyline' : 'complex-diagram'}
        series={series}
        {...(xRange ? { xRange } : {})}
        {...(yRange ? { yRange } : {})}
        formatX={(v, decimals) => formatValue(v, meta?.[xKey], { decimals })}
        formatY={(v, decimals) => formatValue(v, meta?.[yKey], { decimals })}
        lineType={style.lineType}
        lineWidth={style.lineWidth}
        axisColor={style.ticks.show ? style.ticks.color : 'transparent'}
        gridColor={style.grids.color}
        noGrid={!style.grids.show}
        legend={style.legend}
        style={{ background: style.background }}
      />
      {kind === 'xy' && data.button && (
        <Button
          size="small"
          data-testid="xyline-clear"
          style={{ position: 'absolute', top: 0, right: 0 }}
          onClick={() => setClearedAt(Date.now())}
        >
          {CLEAR[lang]}
        </Button>
      )}
    </div>
  )
}
