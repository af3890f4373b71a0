// Resolving a widget's slots through the kernel: the values its view gets and the effects of its rules.
import type { AnimationEffect, Kernel, LiveValue, MetaLookup } from '../../core/kernel/index.ts'
import type { ValueMeta } from '../../schemas/entities/live.ts'
import type { RuleSlot, ValueSlot } from './slots.ts'

export type Lookup = (key: string) => LiveValue | undefined

/** Every live key the slots depend on, once each. */
export function slotKeys(kernel: Kernel, slots: readonly { binding: ValueSlot['binding'] }[]): string[] {
  return [...new Set(slots.flatMap((s) => kernel.bindingKeys(s.binding)))]
}

export function resolveValues(
  kernel: Kernel,
  slots: readonly ValueSlot[],
  lookup: Lookup,
): Record<string, LiveValue | undefined> {
  const values: Record<string, LiveValue | undefined> = {}
  for (const slot of slots) values[slot.path] = kernel.resolveBinding(slot.binding, lookup)
  return values
}

/** How each slot's value is shown (the signal's decimals, unit, state map), by the same paths as its value. */
export function resolveMeta(
  kernel: Kernel,
  slots: readonly ValueSlot[],
  metaOf: MetaLookup,
): Record<string, ValueMeta | undefined> {
  const meta: Record<string, ValueMeta | undefined> = {}
  for (const slot of slots) meta[slot.path] = kernel.resolveMeta(slot.binding, metaOf)
  return meta
}

/** The merged effect of the rules, in rule order (a later rule's colour wins). */
export function evaluateEffects(kernel: Kernel, rules: readonly RuleSlot[], lookup: Lookup): AnimationEffect {
  const effect: AnimationEffect = {}
  for (const rule of rules) {
    const value = kernel.resolveBinding(rule.binding, lookup)
    Object.assign(effect, kernel.animate(rule.kind, rule.config, value))
  }
  return effect
}

/** A blinking widget's colours during the "on" half of a blink. */
export function blinkColours(effect: AnimationEffect, on: boolean): AnimationEffect {
  const blink = effect.blink
  if (!on || blink?.type !== 'color') return effect
  return {
    ...effect,
    ...(blink.fill && { fill: blink.fill }),
    ...(blink.stroke && { stroke: blink.stroke }),
    ...(blink.font && { color: blink.font }),
  }
}
