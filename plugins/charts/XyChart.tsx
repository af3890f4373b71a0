// One value against another on a canvas (uPlot in its xy mode): each series a line, dashes or points
// through its (x, y) pairs in time order, both axes fitted to the data or fixed (uplot-host.ts loads,
// sizes and rebuilds it).
import { type CSSProperties, useEffect, useMemo, useRef } from 'react'
import type uPlot from 'uplot'
import { ChartLegend, LEGEND_HEIGHT } from './ChartLegend.tsx'
import { tickDecimals } from './ticks.ts'
import { useUPlot } from './uplot-host.ts'
import type { XyPoints } from './xy.ts'

export interface XySeries extends XyPoints {
  key: string
  label: string
  color: string
}

export type XyLineType = 'solid' | 'dashed' | 'dotted' | 'points'

export interface XyChartProps {
  series: readonly XySeries[]
  xRange?: { min: number; max: number }
  yRange?: { min: number; max: number }
  /** a value of each axis as people read it; its ticks ask for their own `decimals` (tickDecimals) */
  formatX: (v: number, decimals?: number) => string
  formatY: (v: number, decimals?: number) => string
  lineType?: XyLineType
  lineWidth?: number
  axisColor?: string
  gridColor?: string
  noGrid?: boolean
  legend?: boolean
  testId?: string
  style?: CSSProperties
}

const DASH: Record<XyLineType, number[] | undefined> = {
  solid: undefined,
  dashed: [8, 4],
  dotted: [2, 3],
  points: undefined,
}

export function XyChart(props: XyChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const plotBox = useRef<HTMLDivElement>(null)
  const latest = useRef(props)
  latest.current = props
  const legendHeight = props.legend === false ? 0 : LEGEND_HEIGHT
  const shape = `${props.series.map((s) => `${s.key}:${s.color}`).join('|')}#${props.lineType}#${props.lineWidth}#${props.axisColor}#${props.gridColor}#${props.noGrid}#${props.xRange?.min}:${props.xRange?.max}#${props.yRange?.min}:${props.yRange?.max}`
  const { chart } = useUPlot(
    box,
    plotBox,
    shape,
    legendHeight,
    (UPlot, width, height, el) =>
      new UPlot(xyOptions(latest.current, width, height, UPlot), dataOf(latest.current.series), el),
  )

  useEffect(() => {
    chart.current?.setData(dataOf(props.series))
  }, [props.series, chart])
  const legendItems = useMemo(
    () => props.series.map((s) => ({ key: s.key, label: s.label, color: s.color, points: s.xs.length })),
    [props.series],
  )

  return (
    <div ref={box} data-testid={props.testId} style={{ width: '100%', height: '100%', ...props.style }}>
      {props.legend !== false && <ChartLegend items={legendItems} color={props.axisColor} />}
      <div ref={plotBox} style={{ position: 'relative' }} />
    </div>
  )
}

/**
 * uPlot's xy mode takes its x scale from the first series' facets, and throws ("reading 'facets'") with
 * none: a chart with no pair bound yet (an XY curve just drawn) draws one empty series, its axes alone.
 */
const NO_SERIES: readonly XySeries[] = [{ key: '', label: '', color: 'transparent', xs: [], ys: [] }]
const drawn = (series: readonly XySeries[]) => (series.length ? series : NO_SERIES)

/** An axis's ticks with the places their spacing needs, not the signal's. */
const ticksOf = (ticks: number[], format: XyChartProps['formatX']) => {
  const places = tickDecimals(ticks)
  return ticks.map((v) => format(v, places))
}

export const dataOf = (series: readonly XySeries[]) =>
  [null, ...drawn(series).map((s) => [s.xs, s.ys])] as unknown as uPlot.AlignedData

export function xyOptions(
  p: XyChartProps,
  width: number,
  height: number,
  UPlot: typeof uPlot,
): uPlot.Options {
  const stroke = p.axisColor ?? '#8c8c8c'
  const grid = { show: !p.noGrid, stroke: p.gridColor ?? '#f0f0f0', width: 1 }
  const font = '11px sans-serif'
  const range = (fixed?: { min: number; max: number }): uPlot.Scale =>
    fixed ? { time: false, auto: false, range: [fixed.min, fixed.max] } : { time: false, auto: true }
  const lineType = p.lineType ?? 'solid'
  const axis: uPlot.Axis = { stroke, grid, font, ticks: { stroke: grid.stroke } }
  return {
    mode: 2,
    width,
    height,
    legend: { show: false },
    padding: [8, 12, 0, 4],
    cursor: { drag: { x: false, y: false } },
    scales: { x: range(p.xRange), y: range(p.yRange) },
    axes: [
      { ...axis, scale: 'x', values: (_u, t) => ticksOf(t, p.formatX), space: 60 },
      { ...axis, scale: 'y', values: (_u, t) => ticksOf(t, p.formatY), size: 64 },
    ],
    series: [
      {},
      ...(drawn(p.series).map((s) => ({
        label: s.label,
        stroke: s.color,
        width: p.lineWidth ?? 1.5,
        facets: [
          { scale: 'x', auto: !p.xRange },
          { scale: 'y', auto: !p.yRange },
        ],
        ...(lineType === 'points'
          ? { paths: () => null, points: { show: true, size: 4, fill: s.color, stroke: s.color } }
          : {
              paths: UPlot.paths.linear?.(),
              points: { show: false },
              ...(DASH[lineType] ? { dash: DASH[lineType] } : {}),
            }),
      })) as uPlot.Series[]),
    ],
  }
}
