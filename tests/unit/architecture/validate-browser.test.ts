// The web app validates with schemas/validate.browser.ts (TypeBox's compiler; host/sdk/vite-browser-validate.ts
// swaps it in), the server and the tests with ajv (schemas/validate.ts). Both must give the same verdict on
// the same schema and value: every schema the project exports, each against a value made from it and a few
// wrong ones, every widget's defaults as a page widget, and the project's formats (URLs, colours).
import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { createWidget } from '../../../core/kernel/index.ts'
import { builtinWidgets } from '../../../plugins/widgets/index.ts'
import * as api from '../../../schemas/api/index.ts'
import * as page from '../../../schemas/page.ts'
import * as browser from '../../../schemas/validate.browser.ts'
import * as server from '../../../schemas/validate.ts'
import * as wire from '../../../schemas/wire.ts'

const isSchema = (v: unknown): v is object =>
  typeof v === 'object' && v !== null && ('type' in v || 'anyOf' in v || '$ref' in v || '~kind' in v)

/**
 * Known difference: TypeBox lets a required property whose schema is `{}` (any value) be absent, ajv does
 * not. Only file uploads have one, and only the server reads those.
 */
const SERVER_ONLY = new Set(['FileUpload', 'AvatarBody'])

const schemas = Object.entries({ ...api, ...page, ...wire }).filter(
  ([name, v]) => isSchema(v) && !SERVER_ONLY.has(name),
) as [string, object][]

const WRONG: unknown[] = [null, 0, 'x', [], {}, { code: '200' }, [{ id: 1 }]]

function samples(schema: object): unknown[] {
  const made: unknown[] = []
  try {
    made.push(Value.Create(schema as never))
  } catch {
    // some schemas (formats, patterns) have no value TypeBox can make: the wrong ones still compare
  }
  return [...made, ...WRONG]
}

describe('the browser validator', () => {
  it('reads the schemas', () => {
    expect(schemas.length).toBeGreaterThan(50)
  })

  it.each(schemas)('agrees with ajv on %s', (_name, schema) => {
    for (const value of samples(schema))
      expect(browser.check(schema, value).ok, JSON.stringify(value)).toBe(server.check(schema, value).ok)
  })

  it('agrees on every widget’s defaults as a page widget, and on a broken one', () => {
    for (const plugin of builtinWidgets) {
      const widget = createWidget(plugin, { id: 'w', x: 0, y: 0 })
      expect(browser.check(page.PageWidgets, widget).ok, plugin.type).toBe(true)
      expect(server.check(page.PageWidgets, widget).ok, plugin.type).toBe(true)
      const broken = { ...widget, position: { ...widget.position, width: 'wide' } }
      expect(browser.check(page.PageWidgets, broken).ok, plugin.type).toBe(false)
    }
  })

  it.each([
    ['link-url', 'https://example.com/a', true],
    ['link-url', 'javascript:alert(1)', false],
    ['image-url', '/lfscada/file/a.png', true],
    ['image-url', 'data:text/html,x', false],
    ['css-colour', 'rgba(0, 0, 0, 0.5)', true],
    ['css-colour', 'red"><img src=x>', false],
    ['email', 'a@b.cn', true],
    ['email', 'not mail', false],
  ])('agrees on format %s for %s', (format, value, ok) => {
    const schema = { type: 'string', format }
    expect(server.check(schema, value).ok).toBe(ok)
    expect(browser.check(schema, value).ok).toBe(ok)
    expect(browser.validatorOf(schema)(value)).toBe(ok)
  })

  it('says where a value is wrong', () => {
    const result = browser.check(wire.Envelope, { code: 'x' })
    expect(result.ok).toBe(false)
    expect(result.errors.length).toBeGreaterThan(0)
  })
})
