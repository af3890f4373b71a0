// The widget contract every registered widget must pass (built-in and remote alike). The pure part lives
// here; rendering in design and runtime mode is checked by the host-side contract test.
import { BINDING_KINDS, PageWidgets } from '../../schemas/page.ts'
import { check } from '../../schemas/validate.ts'
import { createWidget, migrateWidget } from './define.ts'
import { localizeDefaults } from './local-defaults.ts'
import { compareVersions } from './semver.ts'
import type { WidgetPlugin } from './types.ts'
import { loadedVariants } from './variants.ts'

const VERSION = /^\d+\.\d+\.\d+$/

/** Steps are numbered x.y.z, listed oldest first, each once, none past the plugin's version. */
function checkSteps(widget: WidgetPlugin, say: (msg: string) => void): void {
  let previous: string | undefined
  for (const m of widget.migrations ?? []) {
    if (!VERSION.test(m?.id ?? '') || typeof m.up !== 'function') {
      say('a migration step needs id: x.y.z and up')
      continue
    }
    if (compareVersions(m.id, widget.version) > 0)
      say(`migration step ${m.id} is past version ${widget.version}`)
    if (previous !== undefined && compareVersions(m.id, previous) <= 0)
      say(`migration step ${m.id} is listed after ${previous}: steps go oldest first, each once`)
    previous = m.id
  }
}

/** Problems of one widget plugin; an empty list means it passes. */
export function checkWidgetContract(widget: WidgetPlugin): string[] {
  const problems: string[] = []
  const say = (msg: string) => problems.push(`${widget.type || '(no type)'}: ${msg}`)
  if (!widget.type || typeof widget.type !== 'string') say('type must be a non-empty string')
  if (!VERSION.test(widget.version ?? '')) say(`version "${widget.version}" is not x.y.z`)
  if (!widget.title?.zh || !widget.title?.en) say('title needs zh and en')
  if (!(widget.defaultSize?.width > 0 && widget.defaultSize?.height > 0)) say('defaultSize must be positive')
  checkSteps(widget, say)
  for (const kind of widget.bindingKinds ?? []) {
    if (!(BINDING_KINDS as readonly string[]).includes(kind)) say(`unknown binding kind "${kind}"`)
  }
  if (typeof widget.defaultOptions !== 'function') {
    say('defaultOptions must be a factory')
    return problems
  }
  const a = widget.defaultOptions()
  const b = widget.defaultOptions()
  if (
    a === b ||
    (a.style !== undefined && a.style === b.style) ||
    (a.data !== undefined && a.data === b.data)
  ) {
    say('defaultOptions must return fresh objects on every call')
  }
  const options = check(widget.optionsSchema, a)
  if (!options.ok) say(`defaults do not validate against optionsSchema: ${JSON.stringify(options.errors)}`)
  const english = check(
    widget.optionsSchema,
    localizeDefaults(widget.optionsSchema, widget.defaultOptions(), 'en'),
  )
  if (!english.ok)
    say(`English defaults do not validate against optionsSchema: ${JSON.stringify(english.errors)}`)
  for (const lang of ['zh', 'en'] as const) {
    const asWidget = check(PageWidgets, createWidget(widget, { id: 'contract', x: 0, y: 0, lang }))
    if (!asWidget.ok)
      say(`a new ${lang} widget is not a valid page widget: ${JSON.stringify(asWidget.errors)}`)
  }
  const keys = new Set<string>()
  for (const variant of loadedVariants(widget)) {
    if (keys.has(variant.key)) say(`variant ${variant.key} is listed twice`)
    keys.add(variant.key)
    if (!variant.title?.zh || !variant.title?.en) say(`variant ${variant.key}: title needs zh and en`)
    const made = createWidget(widget, { id: 'contract', x: 0, y: 0, variant: variant.key })
    const groups = Object.fromEntries(Object.keys(a).map((k) => [k, (made as Record<string, unknown>)[k]]))
    if (!check(PageWidgets, made).ok || !check(widget.optionsSchema, groups).ok)
      say(`a new widget of variant ${variant.key} does not validate`)
  }
  const self = (type: string) => (type === widget.type ? widget : undefined)
  for (const [i, fixture] of (widget.legacyFixtures ?? []).entries()) {
    const migrated = migrateWidget(structuredClone(fixture), self)
    if (!check(PageWidgets, migrated).ok) say(`legacy fixture ${i} does not migrate to a valid widget`)
  }
  return problems
}

/** Types registered more than once in a list of widget plugins. */
export function duplicateTypes(widgets: readonly WidgetPlugin[]): string[] {
  const seen = new Set<string>()
  const dup = new Set<string>()
  for (const w of widgets) (seen.has(w.type) ? dup : seen).add(w.type)
  return [...dup]
}
