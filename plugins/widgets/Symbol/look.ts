// How a symbol looks for a bound value: its state (from the value and the widget's on, fault and limit
// values) and what each of its parts becomes in that state, in the high-performance manner: greys,
// with colour only for a fault (red) or a limit passed (amber).
import { numericValue } from '../../../core/binding/numeric.ts'
import { STATES_OF, type SymbolDef, type SymbolState } from './catalogue.ts'
import type { Parts, SvgNode } from './svg-tree.ts'

export interface SymbolAddon {
  onValue: string
  faultValue: string
  minVal: number
  maxVal: number
  lowLimit: number
  highLimit: number
}

export interface SymbolColours {
  stroke: string
  strokeWidth: number
  offFill: string
  onFill: string
  faultFill: string
  levelFill: string
  alarmFill: string
  flowColor: string
}

/** Whether a live value is the configured one: as numbers when both read as numbers, else as text. */
export function matches(value: unknown, configured: string): boolean {
  if (configured.trim() === '') return false
  const n = numericValue(value)
  const c = Number(configured)
  if (n !== undefined && Number.isFinite(c)) return n === c
  return String(value) === configured
}

/** The state for a live value (undefined: none yet, as in the designer): the kind's first state then. */
export function stateOf(def: Pick<SymbolDef, 'kind'>, value: unknown, addon: SymbolAddon): SymbolState {
  const [off, on] = STATES_OF[def.kind]
  if (value === undefined || value === null) return off
  if (def.kind === 'level' || def.kind === 'value') {
    const n = numericValue(value)
    if (n === undefined) return 'normal'
    return n <= addon.lowLimit ? 'low' : n >= addon.highLimit ? 'high' : 'normal'
  }
  if (matches(value, addon.faultValue)) return 'fault'
  return matches(value, addon.onValue) ? on : off
}

export const ACTIVE: ReadonlySet<SymbolState> = new Set(['running', 'open', 'flowing'])
const ALARM: ReadonlySet<SymbolState> = new Set(['low', 'high', 'fault'])

/** A rect's geometry attribute as a number (0 when missing). */
const num = (node: SvgNode, name: string) => Number(node.attrs[name] ?? 0) || 0

export interface Look {
  state: SymbolState
  /** where the value lies between min and max (level parts) */
  level: number
  /** the value as text (value parts) */
  text: string
  colours: SymbolColours
  /** a fill from the widget's animation rules, over the state's */
  fill?: string
}

/** A state part's fill: the animation rules' fill, else red in fault, amber past a limit, else grey. */
export function stateFillOf({ state, colours, fill }: Pick<Look, 'state' | 'colours' | 'fill'>): string {
  if (fill) return fill
  if (state === 'fault') return colours.faultFill
  if (ALARM.has(state)) return colours.alarmFill
  return ACTIVE.has(state) ? colours.onFill : colours.offFill
}

/** What each of the symbol's parts becomes. */
export function partsFor(def: SymbolDef, look: Look): Parts {
  const { state, colours } = look
  const alarm = ALARM.has(state)
  const active = ACTIVE.has(state)
  const stateFill = stateFillOf(look)
  const out: Parts = {}
  for (const [id, part] of Object.entries(def.parts)) {
    if (part.role === 'state') out[id] = { attrs: { fill: stateFill } }
    else if (part.role === 'value') out[id] = { text: look.text }
    else if (part.role === 'rotor') {
      const [x, y] = part.at ?? [0, 0]
      out[id] = active
        ? {
            append: [
              {
                tag: 'animateTransform',
                attrs: {
                  attributeName: 'transform',
                  type: 'rotate',
                  from: `0 ${x} ${y}`,
                  to: `360 ${x} ${y}`,
                  dur: '2s',
                  repeatCount: 'indefinite',
                },
                children: [],
              },
            ],
          }
        : {}
    } else if (part.role === 'level') {
      out[id] = (node) => {
        const height = num(node, 'height') * look.level
        const bottom = num(node, 'y') + num(node, 'height')
        return {
          attrs: {
            y: String(bottom - height),
            height: String(height),
            fill: look.fill ?? (alarm ? colours.alarmFill : colours.levelFill),
            stroke: 'none',
          },
        }
      }
    } else {
      out[id] = {
        attrs: {
          stroke: colours.flowColor,
          'stroke-width': String(Math.max(1, colours.strokeWidth * 2)),
          'stroke-dasharray': '6 6',
          opacity: state === 'flowing' ? '1' : '0',
        },
        append:
          state === 'flowing'
            ? [
                {
                  tag: 'animate',
                  attrs: {
                    attributeName: 'stroke-dashoffset',
                    from: '12',
                    to: '0',
                    dur: '0.6s',
                    repeatCount: 'indefinite',
                  },
                  children: [],
                },
              ]
            : [],
      }
    }
  }
  return out
}

/** The root's paint: outlines in the widget's grey; pipes stretch to the widget, others keep their shape. */
export const rootAttrs = (
  def: Pick<SymbolDef, 'kind'>,
  colours: SymbolColours,
  stroke?: string,
): Record<string, string> => ({
  fill: 'none',
  stroke: stroke ?? colours.stroke,
  'stroke-width': String(colours.strokeWidth),
  'stroke-linejoin': 'round',
  'font-family': 'sans-serif',
  preserveAspectRatio: def.kind === 'flow' ? 'none' : 'xMidYMid meet',
})
