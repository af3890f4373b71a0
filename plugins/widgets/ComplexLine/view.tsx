import type { Line, LineOptions } from '@antv/g2plot'
import dayjs from 'dayjs'
import { useEffect, useMemo, useRef } from 'react'
import type { Static } from 'typebox'
import { formatNumber, formatValue, withUnit } from '../../../core/binding/format.ts'
import type { Lang, WidgetViewProps } from '../../../core/kernel/index.ts'
import type { ValueMeta } from '../../../schemas/entities/live.ts'
import type { schema } from './schema.ts'
import { LIST_OF } from './schema.ts'
import { type Entry, SeriesBuffer } from './series.ts'

type Options = Static<typeof schema>
type Ref = { signalId?: string; mvarId?: string; systemKey?: string; title?: string; alias?: string }

const MINUTE = 60_000

/** How the entries' values read: each signal's meta with the widget's decimals, and the axis's unit. */
function valueFormat(style: Options['style'], metas: ReadonlyMap<string, ValueMeta | undefined>, lang: Lang) {
  const units = new Set([...metas.values()].map((m) => m?.unit ?? ''))
  const axisUnit = style.unit || (units.size === 1 ? [...units][0] : '') || ''
  const decimals = style.decimals ?? -1
  return {
    axis: (v: number) => withUnit(formatNumber(v, decimals >= 0 ? decimals : undefined), axisUnit),
    tooltip: (name: string, v: number) => formatValue(v, metas.get(name), { decimals, lang }),
  }
}

function chartOptions(
  data: Options['data'],
  style: Options['style'],
  now: number,
  format: ReturnType<typeof valueFormat>,
): Omit<LineOptions, 'data'> {
  const windowMs = data.timeRange * MINUTE
  const axisText = (color: string) => ({ style: { fill: color } })
  return {
    xField: 'time',
    yField: 'value',
    seriesField: 'name',
    color: style.themeColors,
    smooth: style.smooth,
    animation: false,
    autoFit: true,
    lineStyle: { lineWidth: style.lineWidth },
    meta: {
      time: {
        type: 'time',
        min: now - windowMs,
        max: now,
        formatter: (t: number) => dayjs(t).format(data.timeFormat),
      },
      value: {
        ...(data.mode === 'custom' ? { min: data.minVal, max: data.maxVal } : {}),
        formatter: format.axis,
      },
    },
    tooltip: {
      formatter: (p: Record<string, unknown>) => {
        const name = String(p.name)
        return { name, value: format.tooltip(name, Number(p.value)) }
      },
    },
    xAxis: { label: style.ticks.show ? axisText(style.ticks.color) : null, grid: null },
    yAxis: {
      label: style.ticks.show ? axisText(style.ticks.color) : null,
      grid: style.grids.show ? { line: { style: { stroke: style.grids.color } } } : null,
    },
    legend: style.legend.show ? { position: style.legend.position } : false,
  }
}

/** The chart draws on a canvas; environments without one (jsdom) keep the empty frame. */
const canDraw = () => typeof document !== 'undefined' && !navigator.userAgent.includes('jsdom')

export function LineView({ widget, mode, values, meta, lang }: WidgetViewProps) {
  const data = widget.data as unknown as Options['data']
  const style = widget.style as unknown as Options['style']
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<Line | null>(null)
  const buffer = useRef(new SeriesBuffer())
  const list = LIST_OF[data.type] ?? 'signalArray'
  const refs = ((data as Record<string, unknown>)[list] ?? []) as Ref[]
  const entries: Entry[] = useMemo(
    () =>
      refs.map((r, i) => ({
        key: `data.${list}.${i}`,
        name: r.alias || r.title || r.signalId || r.mvarId || r.systemKey || `${i + 1}`,
      })),
    [refs, list],
  )
  const metas = useMemo(() => new Map(entries.map((e) => [e.name, meta?.[e.key]])), [entries, meta])
  const format = useMemo(() => valueFormat(style, metas, lang), [style, metas, lang])
  const options = useMemo(() => chartOptions(data, style, Date.now(), format), [data, style, format])

  useEffect(() => {
    const el = host.current
    if (!el || !canDraw()) return
    let disposed = false
    void import('@antv/g2plot').then(({ Line }) => {
      if (disposed) return
      chart.current = new Line(el, { ...options, data: [...buffer.current.data] })
      chart.current.render()
    })
    return () => {
      disposed = true
      chart.current?.destroy()
      chart.current = null
    }
  }, [options])

  useEffect(() => {
    if (mode !== 'runtime') return
    const now = Date.now()
    const changed = buffer.current.take(entries, (key) => values[key], data.timeRange * MINUTE, now)
    if (changed && chart.current) {
      chart.current.update({ ...chartOptions(data, style, now, format), data: [...buffer.current.data] })
    }
  }, [values, entries, mode, data, style, format])

  return <div ref={host} style={{ width: '100%', height: '100%', background: style.background }} />
}
