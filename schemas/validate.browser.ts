// The web app's build of validate.ts (vite.config.ts aliases it): the same `check` and `validatorOf`, on
// TypeBox's own JSON Schema compiler instead of ajv. TypeBox is in the app anyway (the schemas are made
// with it), ajv and ajv-formats would add 46 KB gzip to every page, the runtime's among them (issue 14:
// runtime JavaScript ≤ 250 KB gzip). Same formats: TypeBox's standard ones plus the project's (formats.ts).
// tests/unit/architecture/validate-browser.test.ts checks both give the same verdicts.
import { Format } from 'typebox/format'
import { Compile } from 'typebox/schema'
import { FORMAT_CHECKS } from './formats.ts'

for (const [name, validate] of Object.entries(FORMAT_CHECKS)) Format.Set(name, validate)

/** An error as callers read it (ajv's ErrorObject's fields they use). */
export interface ErrorObject {
  instancePath: string
  message?: string
  keyword: string
  params: Record<string, unknown>
  schemaPath: string
}

export interface ValidateFunction {
  (value: unknown): boolean
  errors?: ErrorObject[] | null
}

const cache = new WeakMap<object, ValidateFunction>()

/** The compiled validator of a schema object, compiled once. */
export function validatorOf(schema: object): ValidateFunction {
  let fn = cache.get(schema)
  if (!fn) {
    const validator = Compile(schema as never)
    const validate: ValidateFunction = (value: unknown) => {
      if (validator.Check(value)) {
        validate.errors = null
        return true
      }
      const [, errors] = validator.Errors(value)
      validate.errors = errors.map((e) => ({
        instancePath: e.instancePath,
        message: e.message,
        keyword: e.keyword,
        params: e.params as Record<string, unknown>,
        schemaPath: e.schemaPath,
      }))
      return false
    }
    fn = validate
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
  const ok = fn(value)
  return { ok, errors: ok ? [] : [...(fn.errors ?? [])] }
}
