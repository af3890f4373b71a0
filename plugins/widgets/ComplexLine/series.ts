// What a real-time curve takes from the live values: each bound entry's newest value as a point, and
// the clock an xy chart redraws by.
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { LiveValue } from '../../../core/kernel/index.ts'
import type { ValueMeta } from '../../../schemas/entities/live.ts'
import type { LivePoint } from '../../charts/live-points.ts'
import { cancelRedraw, LIVE_REDRAW_MS, type RedrawJob, requestRedraw } from '../../charts/redraw.ts'
import { numberOf } from '../common/view.ts'

/**
 * A live value as a chart's point: none when it is not a number, nor for a text variable's value, which
 * is a text whatever it looks like ("0042" is no 42).
 */
export function livePoint(v: LiveValue | undefined, meta: ValueMeta | undefined): LivePoint | undefined {
  if (meta?.dataType === 'text') return undefined
  const n = numberOf(v)
  return v && n !== undefined ? { time: v.time, value: n } : undefined
}

/**
 * The time a chart draws up to, moved on by `redraw()` through the charts' shared frame loop
 * (charts/redraw.ts): at most every LIVE_REDRAW_MS and one chart a frame, however often it is asked.
 */
export function useRedrawClock(): [number, () => void] {
  const [now, setNow] = useState(() => Date.now())
  const job = useMemo<RedrawJob>(
    () => ({ draw: () => setNow(Date.now()), interval: () => LIVE_REDRAW_MS }),
    [],
  )
  useEffect(() => () => cancelRedraw(job), [job])
  const redraw = useCallback(() => requestRedraw(job), [job])
  return [now, redraw]
}
