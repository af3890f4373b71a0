// A time-axis line chart on a canvas (uPlot: 200,000 points draw in a few ms where g2plot takes most of
// a second), for the real-time curve widget and the device screens. Several series with their own
// colours, an optional second y-axis, a crosshair with a tooltip, zoom (wheel, or drag a range) and pan
// (shift + wheel, or a horizontal swipe) on the time axis; a double click goes back to the given range.
// The chart library loads with the first chart.
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import type uPlot from 'uplot'
import { type Aligned, alignSeries, type TimeSeriesData } from './align.ts'

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

export interface TimeChartProps {
  series: readonly ChartSeries[]
  /** the time range shown until the user zooms or pans */
  range: TimeRange
  /** after a zoom or pan by the user: the range now shown (to load it at a finer grain) */
  onRange?: (range: TimeRange) => void
  /** a value as people read it (decimals, unit) */
  formatValue: (key: string, value: number) => string
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
  legend?: 'top' | 'bottom' | 'none'
  testId?: string
  style?: CSSProperties
}

/** Marked on the performance timeline at each chart's first drawing with points (the first-paint bench reads it). */
export const FIRST_DRAW_MARK = 'lf-chart-first-draw'

const LEGEND_HEIGHT = 22
const ZOOM_STEP = 0.8

/** The chart draws on a canvas; environments without one (jsdom) keep the empty frame. */
const canDraw = () => typeof document !== 'undefined' && !navigator.userAgent.includes('jsdom')

export function TimeChart(props: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const plotBox = useRef<HTMLDivElement>(null)
  const chart = useRef<uPlot | null>(null)
  const latest = useRef(props)
  latest.current = props
  /** a range the user chose (zoom, pan), kept over new data until a double click */
  const chosen = useRef<TimeRange | null>(null)
  const [size, setSize] = useState<{ width: number; height: number }>()
  const legendHeight = props.legend === 'none' ? 0 : LEGEND_HEIGHT
  const rightAxis = props.series.some((s) => s.right)
  const shape = `${props.series.map((s) => `${s.key}:${s.color}:${s.right ? 1 : 0}`).join('|')}#${props.lineWidth}#${props.axisColor}#${props.gridColor}#${props.noGrid}#${props.yRange?.min}:${props.yRange?.max}`

  useEffect(() => {
    const el = box.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }))
    observer.observe(el)
    setSize({ width: el.clientWidth, height: el.clientHeight })
    return () => observer.disconnect()
  }, [])

  // (re)build the chart when its shape changes; data and size changes only update it
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` stands for the options that rebuild
  useEffect(() => {
    const el = plotBox.current
    if (!el || !canDraw() || !size) return
    let disposed = false
    void import('uplot').then(async ({ default: UPlot }) => {
      await import('uplot/dist/uPlot.min.css')
      if (disposed) return
      chart.current?.destroy()
      const opts = chartOptions(latest.current, size.width, Math.max(40, size.height - legendHeight), {
        onUserRange: (range) => {
          chosen.current = range
          latest.current.onRange?.(range)
        },
        onReset: () => {
          chosen.current = null
          latest.current.onRange?.(latest.current.range)
        },
      })
      chart.current = new UPlot(opts, dataOf(latest.current.series), el)
      setScaleTo(chart.current, chosen.current ?? latest.current.range)
    })
    return () => {
      disposed = true
      chart.current?.destroy()
      chart.current = null
    }
  }, [shape, Boolean(size)])

  useEffect(() => {
    if (chart.current && size)
      chart.current.setSize({ width: size.width, height: Math.max(40, size.height - legendHeight) })
  }, [size, legendHeight])

  const { series, range } = props
  useEffect(() => {
    const u = chart.current
    if (!u) return
    u.setData(dataOf(series), false)
    setScaleTo(u, chosen.current ?? range)
  }, [series, range])

  const legend =
    props.legend === 'none' ? null : (
      <div
        style={{
          height: LEGEND_HEIGHT,
          display: 'flex',
          gap: 12,
          fontSize: 12,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          color: props.axisColor ?? '#595959',
        }}
      >
        {props.series.map((s) => (
          <span key={s.key} data-testid={`legend-${s.key}`}>
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
            {s.right && rightAxis ? ' ›' : ''}
          </span>
        ))}
      </div>
    )
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

const dataOf = (series: readonly ChartSeries[]) => alignSeries(series) as unknown as uPlot.AlignedData

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
    return (_u: uPlot, ticks: number[]) =>
      ticks.map((v) => (only ? p.formatValue(only, v) : String(Number(v.toPrecision(6)))))
  }
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
      {
        stroke,
        grid,
        font: axisFont,
        ticks: { stroke: grid.stroke },
        values: (_u, ticks) => ticks.map((t) => p.formatTime(t)),
        space: 80,
      },
      {
        stroke,
        grid,
        font: axisFont,
        ticks: { stroke: grid.stroke },
        values: yValues(false),
        size: 64,
      },
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

/** The crosshair's tooltip: the time and each series' value at the pointer. */
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
    return `<div><span style="display:inline-block;width:8px;height:8px;border-radius:4px;background:${s.color};margin-right:6px"></span>${escapeHtml(s.label)}: <b>${escapeHtml(text)}</b></div>`
  })
  tip.innerHTML = `<div style="color:#8c8c8c">${escapeHtml((p.formatTooltipTime ?? p.formatTime)(data[0][idx]!))}</div>${rows.join('')}`
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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
