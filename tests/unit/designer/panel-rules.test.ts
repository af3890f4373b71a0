// Conditional fields (issue 30): a field's visibility rule (`x-ui` showWhen, schemas/panel-rule.ts) in
// every built-in widget's options names a sibling that exists and values that sibling can hold, so no
// field is hidden for good; the rule reads as the panel applies it; and the fields that apply only
// sometimes carry one (a unit while the unit shows, a curve's min and max in its custom mode).
import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { builtinWidgets } from '../../../plugins/widgets/index.ts'
import { applies, ShowWhen, showWhenOf } from '../../../schemas/panel-rule.ts'

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Every rule of a schema: [path, rule, the group's properties]. */
function rules(schema: unknown, path: string, out: [string, unknown, Json][] = []) {
  if (!isObject(schema)) return out
  if (isObject(schema.properties))
    for (const [name, child] of Object.entries(schema.properties)) {
      const rule = isObject(child) ? showWhenOf(child['x-ui']) : undefined
      if (rule !== undefined) out.push([`${path}.${name}`, rule, schema.properties])
      rules(child, `${path}.${name}`, out)
    }
  if (isObject(schema.items)) rules(schema.items, `${path}[]`, out)
  return out
}

/** Whether a sibling's schema admits a value (enums by their list, others by type). */
const admits = (sibling: Json, v: unknown) => {
  if (Array.isArray(sibling.enum)) return sibling.enum.includes(v)
  if (Array.isArray(sibling.anyOf)) return sibling.anyOf.some((s) => isObject(s) && s.const === v)
  return Value.Check(sibling as never, v)
}

const widgets = builtinWidgets
const all = widgets.flatMap((w) => rules(w.optionsSchema, w.type))

describe('visibility rules of the built-in widgets', () => {
  it('are well formed and name siblings and values that exist', () => {
    expect(all.length).toBeGreaterThan(20)
    const wrong: string[] = []
    for (const [path, rule, siblings] of all) {
      if (!Value.Check(ShowWhen, rule)) wrong.push(`${path}: malformed rule`)
      for (const [key, values] of Object.entries(rule as Record<string, unknown[]>)) {
        const sibling = siblings[key]
        if (!isObject(sibling)) wrong.push(`${path}: no sibling ${key}`)
        else
          for (const v of values) if (!admits(sibling, v)) wrong.push(`${path}: ${key} never is ${String(v)}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('hide a field unless every named sibling holds a listed value', () => {
    expect(applies(undefined, {})).toBe(true)
    expect(applies({ mode: ['custom'] }, { mode: 'custom' })).toBe(true)
    expect(applies({ mode: ['custom'] }, { mode: 'adapt' })).toBe(false)
    expect(applies({ show: [true], kind: ['level', 'value'] }, { show: true, kind: 'run' })).toBe(false)
    expect(applies({ show: [true] }, undefined)).toBe(false)
  })

  it('cover the options that apply only sometimes', () => {
    const paths = new Set(all.map(([p]) => p))
    for (const p of [
      'UsualDataText.data.dataAddon.unit',
      'ComplexLine.data.minVal',
      'ComplexLine.style.legend.position',
      'ComplexLine.style.ticks.color',
      'ComplexBar.style.bar.width',
      'UsualDashboard.style.scale.count',
      'NavigateMenu.style.arrow.color',
    ])
      expect(paths, p).toContain(p)
  })
})
