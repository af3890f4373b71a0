// A time-axis line chart on a canvas (uPlot: 200,000 points draw in a few ms where g2plot takes most of
// a second), for the real-time curve widget and the device screens. Several series with their own
// colours, an optional second y-axis, a crosshair with a tooltip, zoom (wheel, or drag a range) and pan
// (shift + wheel, or a horizontal swipe) on the time axis; a double click goes back to the given range.
// A live chart (`latest`) adds each series' newest value to its columns in place and redraws through
// the shared frame loop (redraw.ts), not per value. The chart library loads with the first chart.

import { type CSSProperties, useEffect, useMemo, useRef } from 'react'
import type uPlot from 'uplot'
import { formatNumber } from '../../core/binding/format.ts'
import { element } from '../dom/element.ts'
import type { Aligned, TimeSeriesData } from './align.ts'
import { ChartLegend, LEGEND_HEIGHT } from './ChartLegend.tsx'
import { Columns } from './columns.ts'
import { type LivePoint, LivePoints } from './live-points.ts'
import { cancelRedraw, liveRedrawInterval, type RedrawJob, requestRedraw } from './redraw.ts'
import { tickDecimals } from './ticks.ts'
import { useUPlot } from './uplot-host.ts'

export interface ChartSeries extends TimeSeriesData {
  key: string
  label: string
  color: string
  /** on the second (right) y-axis */
  right?: boolean
}

export interface TimeRange {
  start: number
  end: number
}

/** The last `last` ms up to now, moving on with the live values. */
export interface RecentRange {
  last: number
}

export interface TimeChartProps {
  /** the stored points of each series */
  series: readonly ChartSeries[]
  /** the time range shown until the user zooms or pans */
  range: TimeRange | RecentRange
  /** each series' newest value by key (live): added after its stored points, older than the range dropped */
  latest?: Readonly<Record<string, LivePoint | undefined>>
  /** after a zoom or pan by the user: the range now shown (to load it at a finer grain) */
  onRange?: (range: TimeRange) => void
  /**
   * a value as people read it (decimals, unit); an axis tick asks for its own `decimals` (tickDecimals),
   * tooltips none (the signal's)
   */
  formatValue: (key: string, value: number, decimals?: number) => string
  /** a time on the axis */
  formatTime: (time: number) => string
  /** a time in the tooltip (the axis's format unless given) */
  formatTooltipTime?: (time: number) => string
  /** fixed y range of the left axis (else it fits the data) */
  yRange?: { min: number; max: number }
  axisColor?: string
  gridColor?: string
  /** no grid lines */
  noGrid?: boolean
  lineWidth?: number
  /** the area under each line filled with its colour, faint (the area chart) */
  fill?: boolean
  legend?: 'top' | 'bottom' | 'none'
  testId?: string
  style?: CSSProperties
}

/** Marked on the performance timeline at each chart's first drawing with points (the first-paint bench reads it). */
export const FIRST_DRAW_MARK = 'lf-chart-first-draw'

const ZOOM_STEP = 0.8

const resolveRange = (range: TimeRange | RecentRange, now = Date.now()): TimeRange =>
  'last' in range ? { start: now - range.last, end: now } : range

export function TimeChart(props: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const plotBox = useRef<HTMLDivElement>(null)
  const latest = useRef(props)
  latest.current = props
  /** a range the user chose (zoom, pan), kept over new data until a double click */
  const chosen = useRef<TimeRange | null>(null)
  const legendHeight = props.legend === 'none' ? 0 : LEGEND_HEIGHT
  const rightAxis = props.series.some((s) => s.right)
  const shape = `${props.series.map((s) => `${s.key}:${s.color}:${s.right ? 1 : 0}`).join('|')}#${props.lineWidth}#${props.axisColor}#${props.gridColor}#${props.noGrid}#${props.yRange?.min}:${props.yRange?.max}#${props.fill}`
  const data = useLiveColumns(latest)

  const { chart } = useUPlot(box, plotBox, shape, legendHeight, (UPlot, width, height, el) => {
    const opts = chartOptions(latest.current, width, height, {
      onUserRange: (range) => {
        chosen.current = range
        latest.current.onRange?.(range)
      },
      onReset: () => {
        chosen.current = null
        latest.current.onRange?.(resolveRange(latest.current.range))
      },
    })
    const u = new UPlot(opts, data.columns(), el)
    setScaleTo(u, chosen.current ?? resolveRange(latest.current.range))
    return u
  })

  // one job per chart for the shared frame loop: the columns as they are now, up to now
  const job = useMemo<RedrawJob>(
    () => ({
      draw() {
        const u = chart.current
        if (!u) return
        const given = resolveRange(latest.current.range)
        const range = chosen.current ?? given
        // a live chart forgets what is before both the range shown and the one given (a double click's)
        if (latest.current.latest) data.dropBefore(Math.min(range.start, given.start))
        u.batch(() => {
          u.setData(data.columns(), false)
          setScaleTo(u, range)
        })
      },
      interval() {
        const u = chart.current
        if (!latest.current.latest || !u) return 0
        const { start, end } = chosen.current ?? resolveRange(latest.current.range)
        return liveRedrawInterval(end - start, u.bbox.width)
      },
    }),
    [chart, data],
  )
  useEffect(() => () => cancelRedraw(job), [job])

  const { series, range } = props
  const rangeKey = 'last' in range ? `last ${range.last}` : `${range.start} ${range.end}`
  // new stored points or another range: drawn at once (live points wait for the frame loop)
  // biome-ignore lint/correctness/useExhaustiveDependencies: rangeKey stands for the range
  useEffect(() => {
    cancelRedraw(job)
    job.draw()
  }, [series, rangeKey, job])

  useEffect(() => {
    if (props.latest && data.add(props.latest)) requestRedraw(job)
  }, [props.latest, data, job])

  const legendItems = useMemo(
    () =>
      series.map((s) => ({
        key: s.key,
        label: s.label,
        color: s.color,
        ...(s.right && rightAxis ? { suffix: ' ›' } : {}),
      })),
    [series, rightAxis],
  )
  const legend = props.legend === 'none' ? null : <ChartLegend items={legendItems} color={props.axisColor} />
  return (
    <div
      ref={box}
      data-testid={props.testId}
      style={{ width: '100%', height: '100%', position: 'relative', ...props.style }}
    >
      {props.legend !== 'bottom' && legend}
      <div ref={plotBox} style={{ position: 'relative' }} />
      {props.legend === 'bottom' && legend}
    </div>
  )
}

/**
 * The chart's columns: its stored series aligned again when they change (a new object), then the live
 * points that came after them; each live point added in place as it comes.
 */
function useLiveColumns(props: { current: TimeChartProps }) {
  return useMemo(() => {
    const columns = new Columns()
    const live = new LivePoints()
    let filledFor: readonly ChartSeries[] | undefined
    const fill = () => {
      const { series } = props.current
      if (filledFor === series) return
      filledFor = series
      columns.reset(series)
      series.forEach((s, i) => {
        const last = s.times[s.times.length - 1] ?? Number.NEGATIVE_INFINITY
        const points = live.of(s.key)
        for (let k = 0; k < points.times.length; k++)
          if (points.times[k]! > last) columns.add(i, points.times[k]!, points.values[k]!)
      })
    }
    return {
      /** the columns to draw, aligned again first if the stored series changed */
      columns(): uPlot.AlignedData {
        fill()
        return columns.data
      },
      /** Adds each series' newest value if it is new; returns whether any was. */
      add(newest: Readonly<Record<string, LivePoint | undefined>>): boolean {
        fill()
        let added = false
        props.current.series.forEach((s, i) => {
          const point = newest[s.key]
          if (!point || !live.add(s.key, point)) return
          columns.add(i, point.time, point.value)
          added = true
        })
        return added
      },
      /** Forgets the live points and columns before `from` (those the chart no longer shows). */
      dropBefore(from: number) {
        live.trim(from)
        columns.dropBefore(from)
      },
    }
  }, [props])
}

function setScaleTo(u: uPlot, range: TimeRange) {
  u.setScale('x', { min: range.start, max: range.end })
}

interface Handlers {
  onUserRange: (range: TimeRange) => void
  onReset: () => void
}

function chartOptions(p: TimeChartProps, width: number, height: number, on: Handlers): uPlot.Options {
  const stroke = p.axisColor ?? '#8c8c8c'
  const grid = { show: !p.noGrid, stroke: p.gridColor ?? '#f0f0f0', width: 1 }
  const axisFont = '11px sans-serif'
  const hasRight = p.series.some((s) => s.right)
  // an axis shared by signals of different units shows plain numbers; one signal's axis shows its unit
  const yValues = (right: boolean) => {
    const on = p.series.filter((s) => Boolean(s.right) === right)
    const only = on.length === 1 ? on[0]!.key : undefined
    return (_u: uPlot, ticks: number[]) => {
      const places = tickDecimals(ticks)
      return ticks.map((v) => (only ? p.formatValue(only, v, places) : formatNumber(v, places)))
    }
  }
  const axis: uPlot.Axis = { stroke, grid, font: axisFont, ticks: { stroke: grid.stroke } }
  return {
    width,
    height,
    ms: 1,
    legend: { show: false },
    padding: [8, hasRight ? 4 : 12, 0, 4],
    cursor: { drag: { x: true, y: false, setScale: true }, points: { size: 6 } },
    scales: {
      x: { time: true },
      y: p.yRange ? { range: [p.yRange.min, p.yRange.max] } : {},
      ...(hasRight ? { y2: {} } : {}),
    },
    axes: [
      { ...axis, values: (_u, ticks) => ticks.map((t) => p.formatTime(t)), space: 80 },
      { ...axis, values: yValues(false), size: 64 },
      ...(hasRight
        ? [
            {
              scale: 'y2',
              side: 1 as const,
              stroke,
              grid: { show: false },
              font: axisFont,
              values: yValues(true),
              size: 64,
            },
          ]
        : []),
    ],
    series: [
      {},
      ...p.series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: p.lineWidth ?? 1.5,
        spanGaps: true,
        points: { show: false },
        ...(p.fill ? { fill: `${s.color.slice(0, 7)}33` } : {}),
        ...(s.right ? { scale: 'y2' } : {}),
      })),
    ],
    hooks: {
      setSelect: [
        (u) => {
          if (u.select.width < 2) return
          on.onUserRange({
            start: u.posToVal(u.select.left, 'x'),
            end: u.posToVal(u.select.left + u.select.width, 'x'),
          })
        },
      ],
      draw: [firstDrawWithPoints()],
      ready: [(u) => wheelZoomAndPan(u, on)],
      setCursor: [(u) => showTooltip(u, p)],
    },
  }
}

/** Marks the first drawing that has points (not the empty frame before the data comes). */
function firstDrawWithPoints(): (u: uPlot) => void {
  let done = false
  return (u) => {
    if (done || (u.data[0]?.length ?? 0) === 0) return
    done = true
    performance.mark(FIRST_DRAW_MARK)
  }
}

/** Wheel zooms the time axis around the pointer; shift + wheel or a horizontal swipe pans it. */
function wheelZoomAndPan(u: uPlot, on: Handlers) {
  let settle: ReturnType<typeof setTimeout> | undefined
  const over = u.over
  over.addEventListener('dblclick', () => on.onReset())
  over.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault()
      const min = u.scales.x?.min ?? 0
      const max = u.scales.x?.max ?? 1
      const span = max - min
      const pan = e.shiftKey || Math.abs(e.deltaX) > Math.abs(e.deltaY)
      let range: TimeRange
      if (pan) {
        const shift = (Math.sign(e.deltaX || e.deltaY) * span) / 10
        range = { start: min + shift, end: max + shift }
      } else {
        const at = u.posToVal(e.offsetX, 'x')
        const factor = e.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP
        range = { start: at - (at - min) * factor, end: at + (max - at) * factor }
      }
      u.setScale('x', { min: range.start, max: range.end })
      clearTimeout(settle)
      settle = setTimeout(() => on.onUserRange(range), 250)
    },
    { passive: false },
  )
}

/** A series' colour dot; the colour is set as a style property, so a bad one is simply not drawn. */
const DOT: Partial<CSSStyleDeclaration> = {
  display: 'inline-block',
  width: '8px',
  height: '8px',
  borderRadius: '4px',
  marginRight: '6px',
}

/** The crosshair's tooltip: the time and each series' value at the pointer, built as DOM nodes. */
function showTooltip(u: uPlot, p: TimeChartProps) {
  let tip = u.over.querySelector<HTMLDivElement>('.lf-chart-tip')
  if (!tip) {
    tip = document.createElement('div')
    tip.className = 'lf-chart-tip'
    tip.setAttribute('data-testid', 'chart-tooltip')
    Object.assign(tip.style, {
      position: 'absolute',
      pointerEvents: 'none',
      background: 'rgba(255,255,255,0.95)',
      border: '1px solid #d9d9d9',
      borderRadius: '4px',
      padding: '4px 8px',
      font: '12px sans-serif',
      color: '#262626',
      whiteSpace: 'nowrap',
      zIndex: '2',
      boxShadow: '0 2px 6px rgba(0,0,0,0.12)',
    })
    u.over.appendChild(tip)
  }
  const idx = u.cursor.idx
  const left = u.cursor.left ?? -1
  if (idx === null || idx === undefined || left < 0) {
    tip.style.display = 'none'
    return
  }
  const data = u.data as unknown as Aligned
  const rows = p.series.map((s, i) => {
    const v = nearestValue(data[i + 1] as (number | null)[], idx)
    const text = v === null ? '–' : p.formatValue(s.key, v)
    const dot = element('span', { style: { ...DOT, background: s.color } })
    return element('div', {}, dot, `${s.label}: `, element('b', {}, text))
  })
  const time = (p.formatTooltipTime ?? p.formatTime)(data[0][idx]!)
  tip.replaceChildren(element('div', { style: { color: '#8c8c8c' } }, time), ...rows)
  tip.style.display = 'block'
  const width = tip.offsetWidth
  tip.style.left = `${left + 12 + width > u.over.clientWidth ? left - width - 12 : left + 12}px`
  tip.style.top = `${Math.max(0, (u.cursor.top ?? 0) - 10)}px`
}

/** The value at idx, or the nearest one before it (series with their own times have nulls between). */
function nearestValue(ys: (number | null)[], idx: number): number | null {
  for (let i = idx; i >= 0; i--) if (ys[i] !== null && ys[i] !== undefined) return ys[i]!
  return null
}
