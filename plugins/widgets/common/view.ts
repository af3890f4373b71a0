// Small pure helpers the widget views share: CSS from option groups, effects over styles, numbers.
import type { CSSProperties } from 'react'
import { numericValue } from '../../../core/binding/numeric.ts'
import type { AnimationEffect, LiveValue } from '../../../core/kernel/index.ts'

export interface FontOptions {
  size: number
  family: string
  weight: string
  italic: boolean
  color: string
}

export interface StrokeOptions {
  color: string
  width: number
  style: string
}

export interface BoxOptions {
  fill: string
  stroke: StrokeOptions
  radius: number
  opacity: number
}

export const H_FLEX = { left: 'flex-start', center: 'center', right: 'flex-end' } as const
export const V_FLEX = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const

/** Text style; a font-colour animation overrides the configured colour. */
export const fontCss = (font: FontOptions, effects?: AnimationEffect): CSSProperties => ({
  fontSize: font.size,
  fontFamily: font.family,
  fontWeight: font.weight,
  fontStyle: font.italic ? 'italic' : 'normal',
  color: effects?.color ?? font.color,
})

/**
 * Background, border, radius and opacity; fill and border animations override the configured colours.
 * Content is clipped by the host's widget frame, not here: an extra clip per widget would make every
 * change of a text's width re-layerise the whole page.
 */
export const boxCss = (box: BoxOptions, effects?: AnimationEffect): CSSProperties => ({
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  background: effects?.fill ?? box.fill,
  border:
    box.stroke.width > 0
      ? `${box.stroke.width}px ${box.stroke.style} ${effects?.stroke ?? box.stroke.color}`
      : 'none',
  borderRadius: box.radius,
  opacity: box.opacity,
})

export const alignCss = (align: {
  horizontal: keyof typeof H_FLEX
  vertical: keyof typeof V_FLEX
}): CSSProperties => ({
  display: 'flex',
  justifyContent: H_FLEX[align.horizontal],
  alignItems: V_FLEX[align.vertical],
  textAlign: align.horizontal,
})

/** A live value as a number by the platform's one rule (booleans 1 and 0), or undefined when it is none. */
export const numberOf = (value: LiveValue | undefined): number | undefined => numericValue(value?.value)

/** Where `n` lies between min and max, clamped to [0, 1]; 0 when the range is empty. */
export function ratio(n: number | undefined, min: number, max: number): number {
  if (n === undefined || !(max > min)) return 0
  return Math.min(1, Math.max(0, (n - min) / (max - min)))
}
