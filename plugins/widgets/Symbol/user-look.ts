// How an enterprise's own symbol looks for a bound value (issue 30): the parts its designer marked by
// element id, each doing one thing with the value: `state` takes the state's fill (grey off, darker grey
// on, red in fault), `rotate` turns about its own centre while on, `visible` shows only while the value is
// its value (the widget's on value when it names none), `level` fills up from its bottom between min and
// max, `text` shows the value. The paint is ours (constant CSS), never the uploaded file's.
import type { UserSymbolPart } from '../../../schemas/api/symbol.ts'
import { ACTIVE, type Look, matches, stateFillOf } from './look.ts'
import type { Parts, SvgNode } from './svg-tree.ts'

/** The keyframes a rotating part runs (a constant of ours, the only style the drawing carries). */
export const SPIN_STYLE: SvgNode = {
  tag: 'style',
  attrs: {},
  children: ['@keyframes lf-symbol-spin{to{transform:rotate(360deg)}}'],
}
const SPIN = 'transform-box:fill-box;transform-origin:center;animation:lf-symbol-spin 2s linear infinite'
const round = (n: number) => Math.round(n * 1000) / 1000

export interface UserLook extends Look {
  /** the live value (undefined in the designer: every visible-when part shows) */
  value: unknown
  onValue: string
}

/** What each marked part becomes. */
export function userPartsFor(parts: readonly UserSymbolPart[], look: UserLook): Parts {
  const active = ACTIVE.has(look.state)
  const out: Parts = {}
  for (const part of parts) {
    if (part.role === 'state') out[part.element] = { attrs: { fill: stateFillOf(look) } }
    else if (part.role === 'rotate') out[part.element] = active ? { attrs: { style: SPIN } } : {}
    else if (part.role === 'visible') {
      const shown = look.value === undefined || matches(look.value, part.value || look.onValue)
      out[part.element] = shown ? {} : { attrs: { display: 'none' } }
    } else if (part.role === 'level') {
      const scale = `transform:scaleY(${round(Math.min(1, Math.max(0, look.level)))})`
      out[part.element] = {
        attrs: { style: `transform-box:fill-box;transform-origin:50% 100%;${scale}` },
      }
    } else out[part.element] = { text: look.text }
  }
  return out
}

/** Whether any part turns (the drawing then carries the keyframes). */
export const spins = (parts: readonly UserSymbolPart[], look: Pick<Look, 'state'>) =>
  ACTIVE.has(look.state) && parts.some((p) => p.role === 'rotate')
