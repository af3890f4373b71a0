import type { Static } from 'typebox'
import { compare } from '../../../core/binding/compare.ts'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** Whether the strip flows: unbound strips always do at runtime, bound ones while the comparison holds. */
export function flowing({ widget, mode, values }: WidgetViewProps<Options>): boolean {
  if (mode !== 'runtime') return false
  const data = widget.data
  const bound = Boolean(data.signalId || data.mvarId || data.systemKey)
  return !bound || compare(data.dataAddon.symbol, values.data?.value, data.dataAddon.value)
}

export function ScrollbarView(props: WidgetViewProps<Options>) {
  const { widget, effects } = props
  const style = widget.style
  const { width, height } = widget.position
  const line = style.line
  const y = height / 2
  return (
    <svg
      width="100%"
      height="100%"
      viewBox={`0 0 ${Math.max(width, 1)} ${Math.max(height, 1)}`}
      preserveAspectRatio="none"
      style={{ display: 'block', background: effects.fill ?? style.background, opacity: style.opacity }}
      role="img"
      aria-label={widget.widgetName}
    >
      <line
        x1={0}
        y1={y}
        x2={width}
        y2={y}
        stroke={effects.stroke ?? line.stroke}
        strokeWidth={line.width}
        strokeDasharray={`${line.dashArray} ${line.distance}`}
        strokeDashoffset={line.offset}
      >
        {flowing(props) && (
          <animate
            attributeName="stroke-dashoffset"
            from={line.offset}
            to={line.offset - line.direction}
            dur={`${line.speed}ms`}
            repeatCount="indefinite"
          />
        )}
      </line>
    </svg>
  )
}
