// The status slices: a bar across the widget, one coloured slice per stretch of time the signal held a
// status (its text and times on hover), the window's start and end below, and the statuses' legend.
import dayjs from 'dayjs'
import { useEffect, useMemo, useState } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import type { schema } from './schema.ts'
import { slicesOf } from './slices.ts'

type Options = Static<typeof schema>
const MINUTE = 60_000

export function SectionView({ widget, mode, values, history }: WidgetViewProps<Options>) {
  const data = widget.data
  const style = widget.style
  const [now, setNow] = useState(() => Date.now())
  const live = values.data
  // the window moves on with each live value and every minute
  // biome-ignore lint/correctness/useExhaustiveDependencies: `live` moves the window
  useEffect(() => setNow(Date.now()), [live])
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE)
    return () => clearInterval(timer)
  }, [])
  const range = useMemo(
    () => ({ start: now - Math.max(1, data.timeRange) * MINUTE, end: now }),
    [now, data.timeRange],
  )
  const stored = history?.series.data
  const slices = useMemo(() => {
    const times = [...(stored?.times ?? [])]
    const vals: (number | string)[] = [...(stored?.values ?? [])]
    const last = times[times.length - 1] ?? Number.NEGATIVE_INFINITY
    if (live && live.value !== null && live.value !== undefined && live.time > last) {
      times.push(live.time)
      vals.push(String(live.value))
    }
    return slicesOf(times, vals, range)
  }, [stored, live, range])
  const statusOf = (value: string) =>
    data.items.find((s) => s.value !== '' && Number(s.value) === Number(value)) ??
    data.items.find((s) => s.value === value)
  const span = range.end - range.start
  const font = {
    fontSize: style.font.size,
    color: style.font.color,
    fontFamily: `${style.font.family}, sans-serif`,
  }
  const shown = mode === 'runtime' ? slices : []
  return (
    <div
      data-testid="complex-section"
      style={{ width: '100%', height: '100%', background: style.background, ...font }}
    >
      <div style={{ position: 'relative', height: style.sectionHeight, background: '#f5f5f5' }}>
        {shown.map((s) => {
          const status = statusOf(s.value)
          const text = status?.text || s.value
          return (
            <div
              key={s.start}
              data-testid="section-slice"
              data-status={text}
              title={`${text}: ${dayjs(s.start).format(data.format)} – ${dayjs(s.end).format(data.format)}`}
              style={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                left: `${((s.start - range.start) / span) * 100}%`,
                width: `${((s.end - s.start) / span) * 100}%`,
                background: status?.color ?? style.otherColor,
              }}
            />
          )
        })}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 4 }}>
        <span>{dayjs(range.start).format(data.format)}</span>
        <span>{dayjs(range.end).format(data.format)}</span>
      </div>
      {style.legend && (
        <div style={{ display: 'flex', gap: 12, marginTop: 4, flexWrap: 'wrap' }}>
          {data.items.map((s) => (
            <span key={`${s.value}-${s.text}`}>
              <span
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  background: s.color,
                  marginRight: 4,
                }}
              />
              {s.text}
            </span>
          ))}
        </div>
      )}
    </div>
  )
}
