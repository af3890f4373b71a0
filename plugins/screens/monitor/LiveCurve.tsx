// A live curve of one signal on a time axis: the values seen since the tab opened, with the smallest
// and largest of them, formatted by the signal.
import { Card, Empty, Typography } from 'antd'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatValue, numericValue } from '../../../core/binding/index.ts'
import { TimeChart } from '../../charts/TimeChart.tsx'
import { formatTime } from '../shared/format.ts'
import { type Live, langOf, type Signal } from './live.ts'

const HEIGHT = 160

export function LiveCurve({ signal, points }: { signal: Signal; points: readonly Live[] }) {
  const { t, i18n } = useTranslation('monitor')
  const lang = langOf(i18n.language)
  const show = (v: number) => formatValue(v, signal, { lang })
  const numeric = useMemo(() => {
    const times: number[] = []
    const values: number[] = []
    for (const p of points) {
      const v = numericValue(p.value)
      if (v === undefined) continue
      times.push(p.time)
      values.push(v)
    }
    return { times, values }
  }, [points])
  const { times, values } = numeric
  const range = useMemo(
    () => ({
      start: times[0] ?? Date.now() - 60_000,
      end: Math.max(times.at(-1) ?? Date.now(), (times[0] ?? 0) + 1000),
    }),
    [times],
  )
  const series = useMemo(
    () => [{ key: signal.signalId, label: signal.name, color: '#1677ff', times, values }],
    [signal, times, values],
  )
  return (
    <Card
      size="small"
      title={`${signal.name}${signal.unit ? ` (${signal.unit})` : ''}`}
      data-testid={`curve-${signal.signalId}`}
    >
      {times.length > 0 ? (
        <div style={{ height: HEIGHT }}>
          <TimeChart
            series={series}
            range={range}
            legend="none"
            formatValue={(_key, v) => show(v)}
            formatTime={(time) => dayjs(time).format('HH:mm:ss')}
            formatTooltipTime={formatTime}
          />
        </div>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('noLiveValues')}
          style={{ height: HEIGHT }}
        />
      )}
      <Typography.Text type="secondary">
        {values.length > 0 ? `min ${show(Math.min(...values))} · max ${show(Math.max(...values))}` : ''}
      </Typography.Text>
    </Card>
  )
}
