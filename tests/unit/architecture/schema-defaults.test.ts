// schemas/defaults.ts makes values from schemas' defaults without TypeBox's Value (off the runtime route,
// issue 14). TypeBox's Value.Create and Value.Default are the reference: the same values for every schema
// the project exports and every widget's options, and the same fills of old pages' containers, positions
// and bindings.
import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { builtinWidgets } from '../../../plugins/widgets/index.ts'
import * as api from '../../../schemas/api/index.ts'
import { createValue, fillDefaults } from '../../../schemas/defaults.ts'
import * as entities from '../../../schemas/entities/index.ts'
import * as page from '../../../schemas/page.ts'
import * as wire from '../../../schemas/wire.ts'

type Schema = Record<string, unknown>
const isSchema = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && ('type' in v || 'anyOf' in v || '$ref' in v || '~kind' in v)

const exported = Object.entries({ ...api, ...entities, ...page, ...wire }).filter(([, v]) => isSchema(v)) as [
  string,
  Schema,
][]
const widgetOptions = builtinWidgets.map((w) => [w.type, w.optionsSchema] as [string, Schema])

/** What a function gives, or that it threw: both sides must agree on which schemas have no value. */
function outcome(make: () => unknown): unknown {
  try {
    return { value: make() }
  } catch {
    return 'throws'
  }
}

describe('createValue', () => {
  it('reads the schemas', () => {
    expect(exported.length).toBeGreaterThan(50)
    expect(widgetOptions.length).toBeGreaterThan(20)
  })

  it.each([...exported, ...widgetOptions])('makes what Value.Create makes for %s', (_name, schema) => {
    expect(outcome(() => createValue(schema))).toEqual(outcome(() => Value.Create(schema as never)))
  })

  it('makes fresh objects on every call', () => {
    const a = createValue(page.ClickEventConfig) as Schema
    const b = createValue(page.ClickEventConfig) as Schema
    expect(a).toEqual(b)
    expect(a).not.toBe(b)
  })
})

describe('fillDefaults', () => {
  const old: [string, object, unknown][] = [
    ['position', page.Position, {}],
    ['position', page.Position, { x: 5, width: 20, extra: 'kept' }],
    ['position', page.Position, { x: 'x', r: 4 }],
    ['container', page.Container, {}],
    ['container', page.Container, { width: 1920, bgColor: '#000', adaption: 'height', theirs: 1 }],
    ['container', page.Container, { password: '12', fit: true }],
    ['bind', page.PageBind, {}],
    ['bind', page.PageBind, { equips: ['a'], mvars: ['m'] }],
    ['bind', page.PageBind, { signals: null }],
  ]

  it.each(old)('fills a %s as Value.Default does: %j', (_name, schema, value) => {
    const expected = Value.Default(schema as never, structuredClone(value))
    expect(fillDefaults(schema, structuredClone(value))).toEqual(expected)
  })

  it('fills in place and copies each default', () => {
    const a = fillDefaults(page.PageBind, {}) as Schema
    const b = fillDefaults(page.PageBind, {}) as Schema
    expect(a.equips).toEqual([])
    expect(a.equips).not.toBe(b.equips)
    const value = {}
    expect(fillDefaults(page.Position, value)).toBe(value)
  })
})
