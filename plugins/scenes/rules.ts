// What each bound object of a scene does for the live values (pure, so it is tested without WebGL): the
// binding's rule on its signal's value gives the colour, visibility, blink, rotation and label.
import { compare } from '../../core/binding/compare.ts'
import { formatValue } from '../../core/binding/format.ts'
import type { LiveValue } from '../../core/kernel/index.ts'
import type { ObjectBinding } from '../../schemas/api/scene.ts'
import type { ValueMeta } from '../../schemas/entities/live.ts'

export interface ObjectState {
  object: string
  /** the rule holds */
  active: boolean
  color?: string
  hidden: boolean
  blink: boolean
  rotate: boolean
  /** the live value formatted for people, when the binding shows a label */
  label?: string
}

export function objectStates(
  bindings: readonly ObjectBinding[],
  lookup: (signalId: string) => { value?: LiveValue; meta?: ValueMeta },
  lang: 'zh' | 'en',
): ObjectState[] {
  return bindings.map((b) => {
    const { value, meta } = lookup(b.signalId)
    const active = compare(b.symbol, value?.value, b.value)
    return {
      object: b.object,
      active,
      ...(active && b.color ? { color: b.color } : {}),
      hidden: active && b.hide === true,
      blink: active && b.blink === true,
      rotate: active && b.rotate === true,
      ...(b.label ? { label: `${b.title || b.object}: ${formatValue(value?.value, meta, { lang })}` } : {}),
    }
  })
}
