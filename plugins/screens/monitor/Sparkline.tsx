// A small live curve of one signal: the latest points as an SVG polyline with its min and max.
import { Card, Typography } from 'antd'
import type { Live } from './live.ts'

const W = 600
const H = 120

export function Sparkline({
  title,
  unit,
  points,
}: {
  title: string
  unit?: string
  points: readonly Live[]
}) {
  const numeric = points.flatMap((p) => (typeof p.value === 'number' ? [{ t: p.time, v: p.value }] : []))
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
        {numeric.length > 0 ? `min ${min} · max ${max}` : ''}
      </Typography.Text>
    </Card>
  )
}
