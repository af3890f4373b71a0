// One ajv instance for every schema of the project: servers validate bodies and pages with it,
// tests validate defaults with it. Formats (email, uri, ipv4, date-time) come from ajv-formats; the URL
// fields' `link-url` and `image-url` and the colour fields' `css-colour` from formats.ts.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { FORMAT_CHECKS } from './formats.ts'

export const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false })
addFormats(ajv)
for (const [name, validate] of Object.entries(FORMAT_CHECKS))
  ajv.addFormat(name, { type: 'string', validate })

const cache = new WeakMap<object, ValidateFunction>()

/** The compiled validator of a schema object, compiled once. */
export function validatorOf(schema: object): ValidateFunction {
  let fn = cache.get(schema)
  if (!fn) {
    fn = ajv.compile(schema)
    cache.set(schema, fn)
  }
  return fn
}

export interface SchemaCheck {
  ok: boolean
  errors: ErrorObject[]
}

export function check(schema: object, value: unknown): SchemaCheck {
  const fn = validatorOf(schema)
  const ok = fn(value) as boolean
  return { ok, errors: ok ? [] : [...(fn.errors ?? [])] }
}
