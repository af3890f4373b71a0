// The parts of a gauge that never change with its value (dial, stages, ticks, scale labels) as one SVG
// image for a CSS background. The page draws it as a single image, shared by every gauge that looks the
// same, instead of a dozen SVG elements per gauge that each take layout and paint.
import { dialArc, dialPoint, RADIUS, type Segment } from './geometry.ts'

export interface DialLook {
  min: number
  max: number
  /** Coloured stages of a multistage gauge; none for a monochrome one. */
  stages: readonly Segment[]
  dial: { width: number; background: string }
  scale: { show: boolean; count: number; color: string }
  scaleFont: { size: number; family: string; weight: string; color: string }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const attr = (v: string | number) => String(v).replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c)

const arcPath = (from: number, to: number, width: number, color: string) =>
  `<path d="${dialArc(from, to)}" fill="none" stroke="${attr(color)}" stroke-width="${attr(width)}"/>`

/** The dial as SVG markup in a 200 x 200 view box. */
export function dialSvg(look: DialLook): string {
  const { dial, scale, scaleFont: font, min, max } = look
  const width = dial.width
  const parts = [arcPath(0, 1, width, dial.background)]
  for (const s of look.stages) parts.push(arcPath(s.from, s.to, width, s.color))
  if (scale.show) {
    const ticks = Math.max(1, Math.round(scale.count))
    const steps = Array.from({ length: ticks + 1 }, (_, i) => i / ticks)
    const tickPath = steps
      .map((f) => {
        const a = dialPoint(f, RADIUS - width / 2 - 4)
        const b = dialPoint(f, RADIUS - width / 2 - 10)
        return `M${a.x.toFixed(1)} ${a.y.toFixed(1)}L${b.x.toFixed(1)} ${b.y.toFixed(1)}`
      })
      .join('')
    parts.push(`<path d="${tickPath}" stroke="${attr(scale.color)}" fill="none"/>`)
    const labels = steps.map((f, i) => {
      const v = min + ((max - min) * i) / ticks
      const at = dialPoint(f, RADIUS - width / 2 - 20)
      const text = Number.isInteger(v) ? String(v) : v.toFixed(1)
      return `<text x="${at.x.toFixed(1)}" y="${at.y.toFixed(1)}">${attr(text)}</text>`
    })
    parts.push(
      `<g font-size="${attr(font.size)}" font-family="${attr(font.family)}" font-weight="${attr(font.weight)}" fill="${attr(font.color)}" text-anchor="middle" dominant-baseline="middle">${labels.join('')}</g>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">${parts.join('')}</svg>`
}

/** The dial as a CSS image; the same look gives the same URL, so the page decodes it once for all. */
export const dialImage = (look: DialLook): string =>
  `url("data:image/svg+xml,${encodeURIComponent(dialSvg(look))}")`
