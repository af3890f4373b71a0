// One SVG view for every drawn shape: the shape's outline in a box of the widget's size, coloured by
// its style unless a fill or border colour animation says otherwise.
import type { ReactElement, SVGProps } from 'react'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import type { ShapeOptions } from './schema.ts'

export interface ShapeBox {
  width: number
  height: number
  /** Stroke width: outlines stay inside the box by half of it. */
  inset: number
  radius: number
}

export type Paint = Pick<SVGProps<SVGElement>, 'fill' | 'stroke' | 'strokeWidth'>
export type Outline = (box: ShapeBox, paint: Paint) => ReactElement

/** A polygon from corners given as fractions of the box, kept inside the stroke inset. */
export function polygon(corners: readonly (readonly [number, number])[]): Outline {
  return ({ width, height, inset }, paint) => {
    const span = (size: number, f: number) => inset + f * Math.max(0, size - 2 * inset)
    const points = corners.map(([fx, fy]) => `${span(width, fx)},${span(height, fy)}`).join(' ')
    return <polygon points={points} {...paint} strokeLinejoin="round" />
  }
}

export interface ShapeViewProps extends WidgetViewProps<ShapeOptions> {
  outline: Outline
  /** Corner radius: the rectangle's own option. */
  radius?: number
}

/** The SVG frame of a shape; each shape's view passes its outline. */
export function ShapeSvg({ widget, effects, outline, radius = 0 }: ShapeViewProps) {
  const style = widget.style
  const { width, height } = widget.position
  const strokeWidth = style.strokeWidth ?? 1
  const paint: Paint = {
    fill: effects.fill ?? style.fill,
    stroke: effects.stroke ?? style.stroke,
    strokeWidth,
  }
  const box = { width, height, inset: strokeWidth / 2, radius }
  return (
    <svg
      width="100%"
      height="100%"
      viewBox={`0 0 ${Math.max(width, 1)} ${Math.max(height, 1)}`}
      preserveAspectRatio="none"
      style={{ display: 'block', overflow: 'visible', opacity: style.opacity ?? 1 }}
      role="img"
      aria-label={widget.widgetName}
    >
      {outline(box, paint)}
    </svg>
  )
}
