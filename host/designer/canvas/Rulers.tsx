// Rulers along the top and left of the canvas, in page pixels at the current zoom and scroll: a tick every
// 10 px, a longer one every 50, a number every 100 (every 50 when zoomed in).
import { memo } from 'react'

export const RULER_SIZE = 20

interface RulerProps {
  axis: 'x' | 'y'
  /** Screen offset of page coordinate 0 from the ruler's start. */
  origin: number
  zoom: number
  length: number
}

function ticks({ axis, origin, zoom, length }: RulerProps) {
  const step = zoom >= 2 ? 5 : zoom >= 0.5 ? 10 : 50
  const label = zoom >= 2 ? 50 : zoom >= 0.5 ? 100 : 500
  const first = Math.ceil(-origin / zoom / step) * step
  const last = (length - origin) / zoom
  let path = ''
  const labels: { at: number; value: number }[] = []
  for (let v = first; v <= last; v += step) {
    const at = Math.round(origin + v * zoom) + 0.5
    const size = v % label === 0 ? RULER_SIZE : v % (step * 5) === 0 ? RULER_SIZE / 2 : RULER_SIZE / 4
    path += axis === 'x' ? `M${at} ${RULER_SIZE}v${-size}` : `M${RULER_SIZE} ${at}h${-size}`
    if (v % label === 0) labels.push({ at, value: v })
  }
  return { path, labels }
}

export const Ruler = memo(function Ruler(props: RulerProps) {
  const { axis, length } = props
  const { path, labels } = ticks(props)
  const horizontal = axis === 'x'
  return (
    <svg
      width={horizontal ? length : RULER_SIZE}
      height={horizontal ? RULER_SIZE : length}
      style={{ display: 'block', background: '#fafafa' }}
      aria-hidden
    >
      <path d={path} stroke="#8c8c8c" strokeWidth={1} />
      {labels.map(({ at, value }) =>
        horizontal ? (
          <text key={value} x={at + 2} y={9} fontSize={9} fill="#595959">
            {value}
          </text>
        ) : (
          <text
            key={value}
            x={2}
            y={at - 2}
            fontSize={9}
            fill="#595959"
            transform={`rotate(-90 2 ${at - 2})`}
          >
            {value}
          </text>
        ),
      )}
    </svg>
  )
})
