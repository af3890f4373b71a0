// Bringing old saved pages up to the current shape on load (designer spec §5). Only what is missing
// is filled; nothing present is changed except the legacy navigation padding. Widget plugins' own
// ordered migrations (kernel page-load hook) run after this and may refine their option groups.

import { fillDefaults } from '../../schemas/defaults.ts'
import { isPlainObject } from '../../schemas/json.ts'
import {
  Container,
  GROUP_NAME,
  type Page,
  PageBind,
  Position,
  type Position as PositionShape,
  type Widget,
} from '../../schemas/page.ts'
import { RIGHT_DISTANCE } from './constants.ts'
import { pageSide } from './container.ts'
import { isGroup } from './tree.ts'

/** Charts whose option groups gained memory variables, custom items, time filter, data select and unit. */
export const CHART_TYPES = [
  'ComplexLine',
  'ComplexBar',
  'ComplexPie',
  'ComplexRing',
  'ComplexRose',
  'ComplexArea',
]
export const SELECT_TYPES = ['UsualSelect']
export const NAVIGATION_TYPES = ['NavigateNav', 'NavigateMenu']

/** Old widgets had no time filter or data select: both are filled switched off, so they look as before. */
export const TIME_FILTER_DEFAULT = { show: false }
export const DATA_SELECT_DEFAULT = { show: false }
export const UNIT_DEFAULT = ''

interface Fill {
  /** Widget types that get the group; absent: every widget that has the option group already. */
  types?: readonly string[]
  group: 'data' | 'style'
  key: string
  value: () => unknown
}

const FILLS: readonly Fill[] = [
  { group: 'data', key: 'mvarArray', value: () => [] },
  { types: CHART_TYPES, group: 'data', key: 'customArray', value: () => [] },
  {
    types: CHART_TYPES,
    group: 'style',
    key: 'timeFilter',
    value: () => structuredClone(TIME_FILTER_DEFAULT),
  },
  {
    types: CHART_TYPES,
    group: 'style',
    key: 'dataSelect',
    value: () => structuredClone(DATA_SELECT_DEFAULT),
  },
  { types: CHART_TYPES, group: 'style', key: 'unit', value: () => UNIT_DEFAULT },
  { types: SELECT_TYPES, group: 'style', key: 'rightDistance', value: () => RIGHT_DISTANCE },
]

export interface Padding {
  top: number
  right: number
  bottom: number
  left: number
}

/**
 * The new padding from a legacy one. Legacy shapes: a number (all sides), a CSS shorthand string
 * ("8", "8px 12px", up to four values) or an array of one to four numbers in CSS order. Undefined
 * when the value is already the new object or cannot be read.
 */
export function toPadding(legacy: unknown): Padding | undefined {
  const parts =
    typeof legacy === 'number'
      ? [legacy]
      : typeof legacy === 'string'
        ? legacy.trim().split(/\s+/).map(Number.parseFloat)
        : Array.isArray(legacy)
          ? legacy.map(Number)
          : []
  if (parts.length === 0 || parts.length > 4 || parts.some((n) => !Number.isFinite(n))) return undefined
  const [top = 0, right = top, bottom = top, left = right] = parts
  return { top, right, bottom, left }
}

/** Converts `padding` at the style's root and in each of its sections (first and second level menus, ...). */
function migratePadding(style: Record<string, unknown>): void {
  const sections = [style, ...Object.values(style).filter(isPlainObject)]
  for (const section of sections) {
    const padding = toPadding(section.padding)
    if (padding) section.padding = padding
  }
}

/** The option group a fill goes into; created for the widget types the fill names. */
function optionGroup(w: Widget, fill: Fill): Record<string, unknown> | undefined {
  if (fill.types && fill.group === 'data') w.data ??= { type: 'signal' }
  if (fill.types && fill.group === 'style') w.style ??= {}
  return w[fill.group]
}

/** A saved widget as old pages may hold it: only id and type are sure to be there. */
export type LegacyWidget = Partial<Omit<Widget, 'position' | 'children'>> & {
  id: string
  widgetType: string
  position?: Partial<PositionShape>
  children?: LegacyWidget[]
}

/** A current widget from an old one (a new object; the input is left alone). */
export function migrateWidget(legacy: LegacyWidget): Widget {
  const w = structuredClone(legacy) as Widget
  w.widgetName ??= isGroup(w) ? GROUP_NAME : ''
  w.posLock ??= false
  w.authRegion ??= ''
  w.position = fillDefaults(Position, w.position ?? {}) as PositionShape
  for (const fill of FILLS) {
    if (fill.types && !fill.types.includes(w.widgetType)) continue
    const group = optionGroup(w, fill)
    if (group && group[fill.key] === undefined) group[fill.key] = fill.value()
  }
  if (NAVIGATION_TYPES.includes(w.widgetType) && w.style) migratePadding(w.style)
  if (isGroup(w)) {
    w.children = (legacy.children ?? []).map(migrateWidget)
    w.origin ??= { x: w.position.width / 2, y: w.position.height / 2 }
  }
  return w
}

/** A saved page as old versions may hold it. */
export interface LegacyPage {
  con?: Record<string, unknown>
  widgets?: readonly LegacyWidget[]
  bind?: Partial<PageBind>
}

/** A current page from an old one: container defaults (1024x768, white, adaption width), sides as numbers. */
export function migratePage(legacy: LegacyPage): Page {
  const con = structuredClone(legacy.con ?? {})
  for (const side of ['width', 'height'] as const) {
    const raw = con[side]
    const n = typeof raw === 'number' || typeof raw === 'string' ? pageSide(raw) : undefined
    if (n === undefined) delete con[side]
    else con[side] = n
  }
  return {
    con: fillDefaults(Container, con) as Container,
    widgets: (legacy.widgets ?? []).map(migrateWidget),
    bind: fillDefaults(PageBind, structuredClone(legacy.bind ?? {})) as PageBind,
  }
}
