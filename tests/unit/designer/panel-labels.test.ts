// @vitest-environment jsdom
// Every option the property panel shows, of every built-in widget, is titled in zh and en (no property
// name on screen), and no field that names a device, signal, system key or memory variable is a plain
// input: the signal picker owns them, or they are hidden.
import type { RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { restSchema } from '../../../host/designer/panel/BindingField.tsx'
import { ACTION_FIELDS, CONFIG_UI } from '../../../host/designer/panel/ClickEventField.tsx'
import { DESIGNER_TEXTS } from '../../../host/designer/texts.ts'
import { builtinWidgets } from '../../../plugins/widgets/index.ts'
import { WIDGET_TEXTS } from '../../../plugins/widgets/texts.ts'
import { CLICK_ACTIONS } from '../../../schemas/page.ts'

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const ID_FIELDS = [
  'equipId',
  'signalId',
  'signalArrayX',
  'signalArrayY',
  'subTitle',
  'equipKey',
  'systemKey',
  'mvarId',
]

/** The label the panel would show for `name` (localize.ts via SchemaForm's lookup), or undefined. */
function label(name: string, prefix?: string): { zh: string; en: string } | undefined {
  const designer = DESIGNER_TEXTS as Record<string, { zh: string; en: string }>
  const widgets = WIDGET_TEXTS as Record<string, { zh: string; en: string }>
  return (prefix && designer[`${prefix}${name}`]) || widgets[`field.${name}`]
}

/** The plugin's own titles of a field (`x-title`, the kit's `titled`), which the panel shows first. */
const ownTitle = (schema: unknown) => {
  const t = isObject(schema) ? schema['x-title'] : undefined
  return isObject(t) && typeof t.zh === 'string' && typeof t.en === 'string' && t.zh !== '' && t.en !== ''
}

/** The names of the shown properties of `schema` (ui from the x-ui hints or the host's uiSchema). */
function shown(
  schema: unknown,
  ui: Json,
  prefix: string | undefined,
  path: string,
  out: [string, string | undefined][],
) {
  if (!isObject(schema)) return
  const hint = { ...(isObject(schema['x-ui']) ? schema['x-ui'] : {}), ...ui }
  if (hint['ui:widget'] === 'hidden') return
  const field = hint['ui:field']
  if (field === 'font' || field === 'equipPage' || field === 'windowContent' || field === 'devices') return
  if (field === 'clickEvent') {
    const config = (schema.properties as Json).config as Json
    const names = new Set(CLICK_ACTIONS.flatMap((a) => ACTION_FIELDS[a]))
    for (const [name, child] of Object.entries(config.properties as Json)) {
      if (!names.has(name)) continue
      out.push([`${path}.config.${name}`, label(name, 'click.') ? undefined : name])
      shown(child, (CONFIG_UI[name] as Json) ?? {}, 'click.', `${path}.config.${name}`, out)
    }
    return
  }
  if (field === 'animation') {
    for (const [kind, rule] of Object.entries(schema.properties as Json)) {
      const config = ((rule as Json).properties as Json).config as Json
      for (const [name, child] of Object.entries(config.properties as Json)) {
        if (name === 'data') continue
        out.push([`${path}.${kind}.${name}`, label(name, 'rule.') ? undefined : name])
        shown(child, {}, 'rule.', `${path}.${kind}.${name}`, out)
      }
    }
    return
  }
  const own = field === 'signal' ? restSchema(schema as RJSFSchema) : schema
  if (isObject(own.properties))
    for (const [name, child] of Object.entries(own.properties)) {
      const childUi = isObject(ui[name]) ? (ui[name] as Json) : {}
      const xui = (child as Json)['x-ui']
      const childHint: Json = { ...(isObject(xui) ? xui : {}), ...childUi }
      if (childHint['ui:widget'] === 'hidden') continue
      if (isPickedList(child)) PICKED.add(`${path}.${name}`)
      out.push([`${path}.${name}`, label(name, prefix) || ownTitle(child) ? undefined : name])
      shown(child, childUi, prefix, `${path}.${name}`, out)
    }
  if (isObject(own.items))
    shown(own.items, isObject(ui.items) ? (ui.items as Json) : {}, prefix, `${path}[]`, out)
}

/** Lists whose entries are each picked with the signal picker (signalArrayX/Y of the xy charts): no input. */
const PICKED = new Set<string>()
const isPickedList = (schema: unknown): boolean => {
  const items = isObject(schema) ? schema.items : undefined
  const hint = isObject(items) ? items['x-ui'] : undefined
  return isObject(hint) && hint['ui:field'] === 'signal'
}

describe('property panel labels', () => {
  for (const widget of builtinWidgets) {
    it(`${widget.type}: every shown option has a zh and en title, no id is a plain input`, () => {
      const out: [string, string | undefined][] = []
      for (const [tab, schema] of Object.entries((widget.optionsSchema as Json).properties as Json)) {
        const prefix = tab === 'clickEvent' ? 'click.' : tab === 'animation' ? 'rule.' : undefined
        shown(schema, {}, prefix, tab, out)
      }
      expect(out.filter(([, missing]) => missing).map(([path]) => path)).toEqual([])
      const ids = out.filter(([path]) => ID_FIELDS.includes(path.split('.').pop() ?? '') && !PICKED.has(path))
      expect(ids.map(([path]) => path)).toEqual([])
    })
  }
})
