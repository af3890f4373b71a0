// The history table's view: a toolbar (time filter, export), then the report's rows newest first — the
// time, and one column per picked signal titled by its alias or title (unit after it), values with the
// signal's decimals — paged, refreshed every roll time. At runtime the host's record source answers
// (a view never fetches); in the designer the table shows its columns without rows.
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Static } from 'typebox'
import { formatValue } from '../../../core/binding/format.ts'
import type { HistoryTableQuery, WidgetViewProps } from '../../../core/kernel/index.ts'
import type { ReportRowView, ValueMeta } from '../../../schemas/entities/live.ts'
import { TABLE_TEXTS, wordsOf } from '../common/table-schema.ts'
import { rangeOf, TableFrame, usePeriod } from '../common/table-view.tsx'
import { type schema, UNIT_MINUTES } from './schema.ts'

type Options = Static<typeof schema>

const textOf = wordsOf({
  ...TABLE_TEXTS,
  time: { zh: '时间', en: 'Time' },
  signal: { zh: '信号', en: 'Signal' },
  noSignals: { zh: '未选择信号', en: 'No signal chosen' },
  failed: { zh: '历史数据加载失败：{{msg}}', en: 'History failed to load: {{msg}}' },
})

export interface HistoryColumn {
  signalId: string
  title: string
  meta: ValueMeta | undefined
}

/** The picked signals of the list the source draws, titled for people (never by id). */
export function historyColumns(
  data: Options['data'],
  meta: WidgetViewProps['meta'],
  signalWord: string,
): HistoryColumn[] {
  const list = data.type === 'report' ? 'reportSignalArray' : 'signalArray'
  const refs = data[list] ?? []
  return refs.flatMap((r, i) => {
    if (!r.signalId) return []
    const m = meta?.[`data.${list}.${i}`]
    const name = r.alias || r.title || `${signalWord} ${i + 1}`
    return [{ signalId: r.signalId, title: m?.unit ? `${name} (${m.unit})` : name, meta: m }]
  })
}

export function HistoryView({ widget, mode, records, lang, meta }: WidgetViewProps<Options>) {
  const { data, style } = widget
  const source = mode === 'runtime' ? records?.reports : undefined
  const columnsOf = useMemo(() => historyColumns(data, meta, textOf(lang, 'signal')), [data, meta, lang])
  const period = usePeriod(lang, data.timeRange, data.filterTime)
  const { preset, custom, page, setPage } = period
  const [tick, setTick] = useState(0)
  const [answer, setAnswer] = useState<{ list: ReportRowView[]; total: number; error?: string }>({
    list: [],
    total: 0,
  })
  const pageSize = data.show ? Math.max(1, data.pageSize ?? 10) : 100
  const signalIds = useMemo(() => columnsOf.map((c) => c.signalId), [columnsOf])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` asks again (roll time)
  const query: HistoryTableQuery | undefined = useMemo(() => {
    const now = Date.now()
    const range = rangeOf(preset, custom, data.timeRange, now)
    if (range.startTime === undefined) return undefined
    return {
      source: data.type === 'report' ? 'report' : 'custom',
      signalIds,
      aggregation: data.aggregation,
      interval: Math.max(1, data.interval) * (UNIT_MINUTES[data.timeUnit] ?? 1),
      startTime: range.startTime,
      endTime: range.endTime ?? now,
      pageNo: page,
      pageSize,
    }
  }, [signalIds, preset, custom, page, pageSize, data, tick])

  useEffect(() => {
    if (!source || !query) return
    let current = true
    source.query(query).then(
      (a) => current && setAnswer(a),
      (e: unknown) =>
        current && setAnswer({ list: [], total: 0, error: e instanceof Error ? e.message : String(e) }),
    )
    return () => {
      current = false
    }
  }, [source, query])

  const refresh = useCallback(() => setTick((t) => t + 1), [])
  useEffect(() => {
    if (!source) return
    const timer = setInterval(refresh, Math.max(5, data.rollTime || 30) * 1000)
    return () => clearInterval(timer)
  }, [source, data.rollTime, refresh])

  const format = data.format || 'YYYY-MM-DD HH:mm:ss'
  const columns: ColumnsType<ReportRowView> = [
    {
      key: 'time',
      title: textOf(lang, 'time'),
      width: 180,
      render: (_: unknown, r: ReportRowView) => dayjs(r.time).format(format),
    },
    ...columnsOf.map((c) => ({
      key: c.signalId,
      title: c.title,
      render: (_: unknown, r: ReportRowView) =>
        formatValue(
          r.values[c.signalId],
          c.meta?.decimals === undefined ? undefined : { decimals: c.meta.decimals },
        ),
    })),
  ]
  const exportFile = () =>
    query &&
    source?.export(
      query,
      columnsOf.map((c) => ({
        title: c.title,
        ...(c.meta?.decimals !== undefined && c.meta.decimals >= 0 ? { decimals: c.meta.decimals } : {}),
      })),
      lang,
    )
  return (
    <TableFrame<ReportRowView>
      testId="complex-history"
      widget={widget}
      style={style}
      lang={lang}
      toolbar={period.filter}
      {...(data.exportExcel
        ? {
            exporting: {
              testId: 'history-export',
              disabled: !source || signalIds.length === 0,
              run: exportFile,
            },
          }
        : {})}
      {...(answer.error ? { error: textOf(lang, 'failed', { msg: answer.error }) } : {})}
      rowKey="time"
      columns={columns}
      rows={answer.list}
      total={answer.total}
      {...(signalIds.length === 0 ? { emptyText: textOf(lang, 'noSignals') } : {})}
      paging={{ show: data.show, page, pageSize, onPage: setPage }}
    />
  )
}
