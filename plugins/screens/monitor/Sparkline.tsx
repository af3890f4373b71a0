// A small live curve of one signal: the latest points as an SVG polyline with its min and max.
import { Card, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatValue, numericValue } from '../../../core/binding/index.ts'
import { type Live, langOf, type Signal } from './live.ts'

const W = 600
const H = 120

export function Sparkline({ signal, points }: { signal: Signal; points: readonly Live[] }) {
  const { i18n } = useTranslation('monitor')
  const show = (v: number) => formatValue(v, signal, { lang: langOf(i18n.language) })
  const { name: title, unit } = signal
  const numeric = points.flatMap((p) => {
    const v = numericValue(p.value)
    return v === undefined ? [] : [{ t: p.time, v }]
  })
  const min = Math.min(...numeric.map((p) => p.v))
  const max = Math.max(...numeric.map((p) => p.v))
  const t0 = numeric[0]?.t ?? 0
  const t1 = numeric.at(-1)?.t ?? 1
  const x = (t: number) => (t1 === t0 ? W : ((t - t0) / (t1 - t0)) * W)
  const y = (v: number) => (max === min ? H / 2 : H - ((v - min) / (max - min)) * H)
  return (
    <Card size="small" title={`${title}${unit ? ` (${unit})` : ''}`}>
      {numeric.length > 1 ? (
        <svg viewBox={`0 0 ${W} ${H}`} width="100%" height={H} role="img" aria-label={title}>
          <polyline
            fill="none"
            stroke="#1677ff"
            strokeWidth={2}
            points={numeric.map((p) => `${x(p.t)},${y(p.v)}`).join(' ')}
          />
        </svg>
      ) : (
        <div style={{ height: H }} />
      )}
      <Typography.Text type="secondary">
        {numeric.length > 0 ? `min ${show(min)} · max ${show(max)}` : ''}
      </Typography.Text>
    </Card>
  )
}
