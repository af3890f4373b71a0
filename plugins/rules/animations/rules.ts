// The animation rules (designer spec §3, §4): each turns a rule's config and the live value of its
// binding into a visual effect, or undefined when the rule does not fire.
import { compare } from '../../../core/binding/compare.ts'
import type { AnimationEffect, AnimationRule, LiveValue } from '../../../core/kernel/index.ts'
import type { Animation, AnimationKind, ColorEntry, CompareSymbol } from '../../../schemas/page.ts'

type ConfigOf<K extends AnimationKind> = NonNullable<Animation[K]>['config']

const meets = (config: { symbol: CompareSymbol; value: string }, live: LiveValue | undefined) =>
  compare(config.symbol, live?.value, config.value)

const rule = <K extends AnimationKind>(
  kind: K,
  apply: (config: ConfigOf<K>, live: LiveValue | undefined) => AnimationEffect | undefined,
): AnimationRule => ({ kind, apply: (config, live) => apply(config as ConfigOf<K>, live) })

/**
 * Visibility: 'hide' hides the widget while the value meets the comparison; 'show' shows it only
 * then (hidden otherwise, also while there is no value yet).
 */
export const visiable = rule('visiable', (config, live) => {
  const met = meets(config, live)
  if (config.visiable === 'show') return met ? undefined : { hidden: true }
  return met ? { hidden: true } : undefined
})

/** Blinking while the value meets the comparison: visibility, or the configured colours. */
export const twinkle = rule('twinkle', (config, live) => {
  if (!meets(config, live)) return undefined
  const { twinkleType: type, fill, stroke, font } = config
  return { blink: { type, ...(fill && { fill }), ...(stroke && { stroke }), ...(font && { font }) } }
})

/** Spinning while the value meets the comparison, one turn per `speed` ms. */
export const rotate = rule('rotate', (config, live) =>
  meets(config, live) ? { rotate: { direction: config.direction, speed: config.speed } } : undefined,
)

/** The colour of the first entry the value meets. */
const firstColour = (list: readonly ColorEntry[], live: LiveValue | undefined): string | undefined =>
  list.find((entry) => meets(entry, live))?.color

const colourRule = (kind: 'fillColor' | 'borderColor' | 'fontColor', effect: 'fill' | 'stroke' | 'color') =>
  rule(kind, (config, live) => {
    const colour = firstColour(config.list ?? [], live)
    return colour === undefined ? undefined : { [effect]: colour }
  })

export const fillColor = colourRule('fillColor', 'fill')
export const borderColor = colourRule('borderColor', 'stroke')
export const fontColor = colourRule('fontColor', 'color')

export const ANIMATION_RULES: readonly AnimationRule[] = [
  visiable,
  twinkle,
  rotate,
  fillColor,
  borderColor,
  fontColor,
]
