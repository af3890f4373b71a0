import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import type { Static } from 'typebox'
import type { LiveValue, WidgetViewProps } from '../../../core/kernel/index.ts'
import { alignCss, boxCss, fontCss } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** A bound value that is a time (ms since the epoch, or a date text) gives that time, else its arrival. */
export function timeOf(value: LiveValue): number {
  const v = value.value
  if (typeof v === 'number' && v > 0) return v
  if (typeof v === 'string' && v.trim() !== '') {
    const parsed = dayjs(/^\d+$/.test(v) ? Number(v) : v)
    if (parsed.isValid()) return parsed.valueOf()
  }
  return value.time
}

/** The local clock, ticking each second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [running])
  return now
}

export function TimerView({ widget, mode, values, effects }: WidgetViewProps<Options>) {
  const style = widget.style
  const bound = values.data
  const now = useNow(mode === 'runtime' && !bound)
  const time = bound ? timeOf(bound) : now
  return (
    <div
      style={{
        ...boxCss(style, effects),
        ...alignCss(style.align),
        ...fontCss(style.font, effects),
        whiteSpace: 'nowrap',
      }}
    >
      {dayjs(time).format(style.format)}
    </div>
  )
}
