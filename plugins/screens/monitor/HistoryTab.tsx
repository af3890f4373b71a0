// The device's history data tab: a curve of the chosen signals above a table of their points, newest
// first, over a time range (presets or picked, at most 30 days). The curve asks the server for each signal
// thinned to the chart's width (min and max kept per pixel column) and again for a zoomed range; the table
// reads one page at a time by keyset (`history/page`): never all the points. Export pages through them.
// A text variable's values are listed in the table only: it has no curve, no minimum and no maximum.
import { Alert, Button, DatePicker, Empty, Select, Space, Spin, Table, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatValue } from '../../../core/binding/index.ts'
import { reasonMessage } from '../../../core/i18n/messages.ts'
import { historyRange, isTextSignal } from '../../../core/validation/index.ts'
import { isHistoryCurve } from '../../../schemas/api/history-answer.ts'
import type {
  HistoryCurve,
  HistoryPage,
  HistoryPageCursor,
  HistoryPoint,
} from '../../../schemas/entities/live.ts'
import { type ChartSeries, TimeChart, type TimeRange } from '../../charts/TimeChart.tsx'
import { downloadCsv } from '../shared/csv.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { historyCsv } from './history-export.ts'
import { langOf, type Signal } from './live.ts'

/** `history/query` takes at most 10 signals (platform spec §9). */
export const HISTORY_MAX_SIGNALS = 10
const PAGE_SIZE = 20
const EXPORT_PAGE = 1000
/** An export holds at most the spec's 200,000 latest points. */
const EXPORT_MAX_ROWS = 200_000
const COLOURS = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#722ed1',
  '#13c2c2',
  '#faad14',
  '#2f54eb',
  '#a0d911',
  '#f5222d',
]
const HOUR = 3_600_000
const PRESETS = [
  { key: 'last1h', ms: HOUR },
  { key: 'last24h', ms: 24 * HOUR },
  { key: 'last7d', ms: 7 * 24 * HOUR },
  { key: 'last30d', ms: 30 * 24 * HOUR },
] as const

const lastRange = (ms: number): [Dayjs, Dayjs] => [dayjs().subtract(ms, 'millisecond'), dayjs()]

export function HistoryTab({ equipmentId, signals }: { equipmentId: string; signals: Signal[] }) {
  const { api, fail } = useServices()
  const { t, i18n } = useTranslation('monitor')
  const lang = langOf(i18n.language)
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(() => lastRange(24 * HOUR))
  const [chosen, setChosen] = useState<string[]>(() => signals.slice(0, 3).map((s) => s.signalId))
  const [asked, setAsked] = useState<{ ids: string[]; window: TimeRange } | undefined>()
  const [error, setError] = useState<string | undefined>()
  const [exporting, setExporting] = useState(false)
  /** the body whose curve has answered: the table asks only then, so the curve has the server first */
  const [curveDone, setCurveDone] = useState<Body>()
  const signalOf = useCallback((id: string) => signals.find((s) => s.signalId === id), [signals])

  const opened = useRef(false)
  // signals known after the tab opened: the first three are chosen, as when known before
  useEffect(() => {
    if (!opened.current && chosen.length === 0 && signals.length > 0)
      setChosen(signals.slice(0, 3).map((s) => s.signalId))
  }, [signals, chosen.length])

  const query = useCallback(() => {
    const [start, end] = [range?.[0]?.valueOf(), range?.[1]?.valueOf()]
    const reason = historyRange(start, end)
    setError(reason ? reasonMessage(reason, t) : undefined)
    if (reason || chosen.length === 0 || start === undefined || end === undefined) return
    setAsked({ ids: chosen, window: { start, end } })
  }, [range, chosen, t])

  // the first query runs as the tab opens, with the default range and signals
  useEffect(() => {
    if (opened.current || chosen.length === 0) return
    opened.current = true
    query()
  }, [chosen, query])

  const body = useMemo(
    () =>
      asked && {
        equipmentId,
        signalIds: asked.ids.join(','),
        startTime: asked.window.start,
        endTime: asked.window.end,
      },
    [asked, equipmentId],
  )

  const exportCsv = async () => {
    if (!body) return
    setExporting(true)
    try {
      const rows: HistoryPoint[] = []
      let next: HistoryPageCursor | null | undefined
      do {
        const page = await api.call('history/page', {
          ...body,
          pageSize: EXPORT_PAGE,
          ...(next ?? {}),
        })
        rows.push(...page.list)
        next = page.next
      } while (next && rows.length < EXPORT_MAX_ROWS)
      const headers = [t('signal'), t('time'), t('value'), t('unit')] as const
      downloadCsv(`history-${equipmentId}.csv`, historyCsv(rows, signals, headers, lang))
    } catch (e) {
      fail(e)
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          mode="multiple"
          maxCount={HISTORY_MAX_SIGNALS}
          style={{ minWidth: 280 }}
          placeholder={t('signal')}
          value={chosen}
          onChange={setChosen}
          options={signals.map((s) => ({ value: s.signalId, label: s.name }))}
          data-testid="history-signals"
        />
        <DatePicker.RangePicker
          showTime
          value={range}
          onChange={(r) => setRange(r)}
          presets={PRESETS.map((p) => ({ label: t(p.key), value: lastRange(p.ms) }))}
          data-testid="history-range"
        />
        <Button type="primary" onClick={query} disabled={chosen.length === 0}>
          {t('query')}
        </Button>
        <Button disabled={!asked} loading={exporting} onClick={exportCsv}>
          {t('export')}
        </Button>
      </Space>
      {error && <Alert type="error" title={error} style={{ marginBottom: 12 }} />}
      {asked && body ? (
        <>
          <HistoryCurveChart
            asked={asked}
            body={body}
            signalOf={signalOf}
            lang={lang}
            onAnswered={setCurveDone}
          />
          <HistoryRows
            key={JSON.stringify(body)}
            body={body}
            signalOf={signalOf}
            lang={lang}
            start={curveDone === body}
          />
        </>
      ) : (
        <Empty description={t('chooseToQuery')} />
      )}
    </>
  )
}

type Body = { equipmentId: string; signalIds: string; startTime: number; endTime: number }
type SignalOf = (id: string) => Signal | undefined

/** The curve: each signal thinned by the server to the chart's width, asked again for a zoomed range. */
function HistoryCurveChart(props: {
  asked: { ids: string[]; window: TimeRange }
  body: Body
  signalOf: SignalOf
  lang: 'zh' | 'en'
  /** the curve of this body answered (or failed) */
  onAnswered: (body: Body) => void
}) {
  const { api, fail } = useServices()
  const { t } = useTranslation('monitor')
  const { asked, body, signalOf, lang, onAnswered } = props
  const box = useRef<HTMLDivElement>(null)
  const texts = asked.ids.map(signalOf).filter((s): s is Signal => s !== undefined && isTextSignal(s))
  /** the signals drawn: every one asked but the texts */
  const curveIds = asked.ids.filter((id) => !texts.some((s) => s.signalId === id)).join(',')
  // The range shown: the query's, until the user zooms or pans in it. Derived, not copied by an effect:
  // a copy would first ask the server again for the previous range on every Query (first paint, issue 12).
  const [zoom, setZoom] = useState<{ of: typeof asked; range: TimeRange }>()
  const shown = zoom?.of === asked ? zoom.range : asked.window
  const [curve, setCurve] = useState<HistoryCurve | undefined>()
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    if (curveIds === '') {
      setCurve(undefined)
      onAnswered(body)
      return
    }
    let current = true
    setLoading(true)
    const width = Math.max(100, Math.round(box.current?.clientWidth ?? 1200))
    api
      .call('history/query', {
        ...body,
        signalIds: curveIds,
        startTime: Math.round(shown.start),
        endTime: Math.round(shown.end),
        width,
      })
      .then((c) => current && isHistoryCurve(c) && setCurve(c))
      .catch((e) => current && fail(e))
      .finally(() => {
        if (!current) return
        setLoading(false)
        onAnswered(body)
      })
    return () => {
      current = false
    }
  }, [api, fail, body, curveIds, shown, onAnswered])

  const series: ChartSeries[] = useMemo(
    () =>
      (curve?.series ?? []).map((s, i) => ({
        key: s.signalId,
        label: signalOf(s.signalId)?.name ?? s.signalId,
        color: COLOURS[i % COLOURS.length]!,
        times: s.times,
        values: s.values,
      })),
    [curve, signalOf],
  )
  const empty = curve?.series.every((s) => s.count === 0) ?? false
  const textNote = texts.length > 0 && (
    <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="history-text-note">
      {t('textInTable', { names: texts.map((s) => s.name).join(t('listSeparator')) })}
    </Typography.Text>
  )
  if (curveIds === '') return <div style={{ marginBottom: 12 }}>{textNote}</div>
  return (
    <div ref={box} style={{ position: 'relative', marginBottom: 12 }} data-testid="history-chart">
      {textNote}
      {empty ? (
        <Empty description={t('noHistory')} style={{ height: 300, paddingTop: 80 }} />
      ) : (
        <TimeChart
          style={{ height: 300 }}
          series={series}
          range={shown}
          onRange={(range) => setZoom({ of: asked, range })}
          formatValue={(key, v) => formatValue(v, signalOf(key), { lang })}
          formatTime={(time) =>
            dayjs(time).format(
              asked.window.end - asked.window.start > 2 * 24 * HOUR ? 'MM-DD HH:mm' : 'HH:mm',
            )
          }
          formatTooltipTime={formatTime}
        />
      )}
      {loading && <Spin style={{ position: 'absolute', top: 8, right: 8 }} size="small" />}
      {curve && !empty && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="history-chart-summary">
          {curve.series
            .map((s) =>
              t('curveSummary', {
                name: signalOf(s.signalId)?.name ?? s.signalId,
                count: s.count,
                min: s.min === null ? '--' : formatValue(s.min, signalOf(s.signalId), { lang }),
                max: s.max === null ? '--' : formatValue(s.max, signalOf(s.signalId), { lang }),
              }),
            )
            .join(' · ')}
        </Typography.Text>
      )}
    </div>
  )
}

/** The points newest first, a page at a time by keyset: forward with the page's cursor, back by the ones kept. */
function HistoryRows({
  body,
  signalOf,
  lang,
  start,
}: {
  body: Body
  signalOf: SignalOf
  lang: 'zh' | 'en'
  /** false until the curve above has answered */
  start: boolean
}) {
  const { api, fail } = useServices()
  const { t } = useTranslation('monitor')
  const [cursors, setCursors] = useState<(HistoryPageCursor | null)[]>([null])
  const [page, setPage] = useState<HistoryPage | undefined>()
  const [loading, setLoading] = useState(false)
  const at = cursors.length - 1

  useEffect(() => {
    setLoading(true)
    if (!start) return
    let current = true
    api
      .call('history/page', { ...body, pageSize: PAGE_SIZE, ...(cursors[at] ?? {}) })
      .then((p) => current && setPage(p))
      .catch((e) => current && fail(e))
      .finally(() => current && setLoading(false))
    return () => {
      current = false
    }
  }, [api, fail, body, cursors, at, start])

  return (
    <>
      <Table<HistoryPoint>
        rowKey={(r) => `${r.signalId}@${r.time}@${r.value}`}
        size="small"
        loading={loading}
        dataSource={page?.list ?? []}
        pagination={false}
        data-testid="history-table"
        columns={[
          { title: t('time'), dataIndex: 'time', render: formatTime, width: 200 },
          { title: t('signal'), render: (_, r) => signalOf(r.signalId)?.name ?? r.signalId },
          {
            title: t('value'),
            render: (_, r) => formatValue(r.value, signalOf(r.signalId), { lang, empty: '' }),
          },
        ]}
      />
      <Space style={{ marginTop: 8, display: 'flex', justifyContent: 'flex-end' }}>
        <Typography.Text type="secondary">{t('pageNumber', { page: at + 1 })}</Typography.Text>
        <Button size="small" disabled={at === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
          {t('newer')}
        </Button>
        <Button
          size="small"
          disabled={!page?.next}
          onClick={() => page?.next && setCursors((c) => [...c, page.next])}
          data-testid="history-older"
        >
          {t('older')}
        </Button>
      </Space>
    </>
  )
}
