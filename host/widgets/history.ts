// Stored history for the widgets that show a time range (a curve): the host resolves it, as it resolves
// live values, so a view never fetches. A plugin says how far back its view starts (`historyWindowMs`);
// the host asks the screen's history source for each bound signal's points over that range, thinned by
// the server to the widget's pixel width, and asks again when the view zooms or pans (`request`).
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { HistorySeries, TimeRange, WidgetHistory } from '../../core/kernel/index.ts'
import type { Widget } from '../../schemas/page.ts'
import type { WidgetHostEnv } from './context.tsx'
import type { ValueSlot } from './slots.ts'

/** Where stored history comes from: the runtime gives one backed by `history/query` with a width. */
export interface HistorySource {
  /** Each signal's points over the range, thinned to `width` pixel columns, by signal id. */
  curves: (
    signalIds: readonly string[],
    range: TimeRange,
    width: number,
  ) => Promise<Record<string, HistorySeries>>
}

/** A history read spans at most 30 days (platform spec §5). */
export const HISTORY_MAX_SPAN_MS = 30 * 24 * 60 * 60 * 1000

/** The slots whose binding names a stored signal (signals and report signals), with that signal. */
function storedSignals(slots: readonly ValueSlot[]): { path: string; signalId: string }[] {
  return slots.flatMap((s) =>
    (s.binding.type === 'signal' || s.binding.type === 'report') && s.binding.signalId
      ? [{ path: s.path, signalId: s.binding.signalId }]
      : [],
  )
}

/** The latest `ms` before now, at most 30 days. */
export const lastRange = (ms: number, now = Date.now()): TimeRange => ({
  start: now - Math.min(ms, HISTORY_MAX_SPAN_MS),
  end: now,
})

export function useWidgetHistory(
  widget: Widget,
  slots: readonly ValueSlot[],
  env: WidgetHostEnv,
): WidgetHistory | undefined {
  const source = env.mode === 'runtime' ? env.history : undefined
  const windowMs = source ? env.kernel.widgets.get(widget.widgetType)?.historyWindowMs?.(widget) : undefined
  const signals = useMemo(() => storedSignals(slots), [slots])
  const [asked, setAsked] = useState<{ range: TimeRange; width: number } | undefined>()
  const [answer, setAnswer] = useState<{ range: TimeRange; series: WidgetHistory['series'] }>()
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    if (windowMs !== undefined) setAsked({ range: lastRange(windowMs), width: widget.position.width })
  }, [windowMs, widget.position.width])

  useEffect(() => {
    if (!source || !asked || signals.length === 0) return
    let current = true
    setLoading(true)
    source
      .curves(
        signals.map((s) => s.signalId),
        asked.range,
        Math.max(1, Math.round(asked.width)),
      )
      .then((bySignal) => {
        if (!current) return
        const series: WidgetHistory['series'] = {}
        for (const s of signals) series[s.path] = bySignal[s.signalId]
        setAnswer({ range: asked.range, series })
      })
      .catch(() => {
        // no history (offline, no authorisation): the curve fills from live values alone
        if (current) setAnswer({ range: asked.range, series: {} })
      })
      .finally(() => current && setLoading(false))
    return () => {
      current = false
    }
  }, [source, asked, signals])

  const request = useCallback((range: TimeRange, width: number) => {
    const start = Math.max(range.start, range.end - HISTORY_MAX_SPAN_MS)
    setAsked({ range: { start, end: range.end }, width })
  }, [])

  return useMemo(
    () =>
      windowMs === undefined || !asked
        ? undefined
        : { range: answer?.range ?? asked.range, series: answer?.series ?? {}, loading, request },
    [windowMs, asked, answer, loading, request],
  )
}
