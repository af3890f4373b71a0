// The format brush copies one widget's style onto others. A target of the same type takes the whole
// style; a target of another type takes only the style keys it already has (fill, stroke, font, ...),
// since the rest of a foreign style means nothing to it. A group passes the brush to its children.
import type { Widget } from '../../schemas/page.ts'

/** Applies `source`'s style to `target` (a draft); returns how many widgets changed style. */
export function brushStyle(source: Widget, target: Widget): number {
  if (target.children) return target.children.reduce((n, child) => n + brushStyle(source, child), 0)
  const from = source.style ?? {}
  if (target.widgetType === source.widgetType) {
    target.style = structuredClone(from)
    return 1
  }
  const style = target.style
  if (!style) return 0
  const shared = Object.keys(from).filter((key) => key in style)
  for (const key of shared) style[key] = structuredClone(from[key])
  return shared.length > 0 ? 1 : 0
}
