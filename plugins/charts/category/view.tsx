// The drawing of a category chart (plugins/charts/CategoryChart.tsx loads it with the first such chart):
// plain SVG, bars or slices with their labels, a legend, and a tooltip naming the slice or bar under the
// pointer. The labels are text a test or a screen reader can read.
import { type MouseEvent, useState } from 'react'
import type { CategoryChartProps } from '../CategoryChart.tsx'
import { Bars } from './bars.tsx'
import type { Drawing, Row } from './drawing.ts'
import { Slices } from './slices.tsx'

type Tip = { row: Row; x: number; y: number }

export function CategorySvg({
  props,
  width,
  height,
}: {
  props: CategoryChartProps
  width: number
  height: number
}) {
  const [tip, setTip] = useState<Tip>()
  const rows: Row[] = props.items.map((i) => ({
    key: i.key,
    name: i.name,
    value: i.value ?? 0,
    missing: i.value === null,
    color: i.color,
  }))
  const text = (row: Row) => (row.missing ? '–' : props.formatValue(row.key, row.value))
  const total = rows.reduce((sum, r) => sum + Math.abs(r.value), 0)
  const share = (row: Row) => (total ? `${((Math.abs(row.value) / total) * 100).toFixed(1)}%` : '–')
  const label = props.labels === 'none' ? undefined : props.labels === 'percent' ? share : text
  const drawing: Drawing = {
    props,
    rows,
    width,
    height,
    text,
    label,
  }
  const pointAt = (event: MouseEvent<SVGSVGElement>) => {
    const row = rows[Number((event.target as Element).getAttribute('data-row') ?? Number.NaN)]
    setTip(row ? { row, x: event.clientX, y: event.clientY } : undefined)
  }
  return (
    <div style={{ position: 'relative', width, height }}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={rows.map((r) => `${r.name} ${text(r)}`).join(', ')}
        style={{ display: 'block', font: '12px sans-serif' }}
        onMouseMove={pointAt}
        onMouseLeave={() => setTip(undefined)}
      >
        {props.kind === 'bar' ? <Bars {...drawing} /> : <Slices {...drawing} />}
      </svg>
      {tip && <Tooltip tip={tip} text={text(tip.row)} />}
    </div>
  )
}

function Tooltip({ tip, text }: { tip: Tip; text: string }) {
  return (
    <div
      data-testid="chart-tooltip"
      ref={(el) => {
        // placed by the pointer, inside the chart's box, flipped to the left near the right edge
        const box = el?.parentElement?.getBoundingClientRect()
        if (!el || !box) return
        const left = tip.x - box.left + 12
        el.style.left = `${left + el.offsetWidth > box.width ? left - el.offsetWidth - 24 : left}px`
        el.style.top = `${Math.max(0, tip.y - box.top - 10)}px`
      }}
      style={{
        position: 'absolute',
        pointerEvents: 'none',
        background: 'rgba(255,255,255,0.95)',
        border: '1px solid #d9d9d9',
        borderRadius: 4,
        padding: '4px 8px',
        font: '12px sans-serif',
        color: '#262626',
        whiteSpace: 'nowrap',
        zIndex: 2,
        boxShadow: '0 2px 6px rgba(0,0,0,0.12)',
      }}
    >
      <span
        style={{
          display: 'inline-block',
          width: 8,
          height: 8,
          borderRadius: 4,
          background: tip.row.color,
          marginRight: 6,
        }}
      />
      {tip.row.name}: <b>{text}</b>
    </div>
  )
}
