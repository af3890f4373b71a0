// One ajv instance for every schema of the project: servers validate bodies and pages with it,
// tests validate defaults with it. Formats (email, uri, ipv4, date-time) come from ajv-formats; the URL
// fields' `link-url` and `image-url` from the one URL allow-list (url.ts).
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { URL_FORMAT_CHECKS } from './url.ts'

export const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false })
addFormats(ajv)
for (const [name, validate] of Object.entries(URL_FORMAT_CHECKS))
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
