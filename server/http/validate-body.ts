// Validates a body against its TypeBox schema with the project's shared ajv. Form and multipart
// fields arrive as text, so their scalars are converted to the schema's types first; defaults are
// filled in. Failures answer 10003 (missing), 10002 (wrong type) or 10001 (any other rule).
import type { ErrorObject } from 'ajv'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { Code } from '../../core/i18n/codes.ts'
import { check } from '../../schemas/validate.ts'
import { fail } from './api-error.ts'

export function codeOfSchemaErrors(errors: readonly ErrorObject[]): number {
  if (errors.some((e) => e.keyword === 'required')) return Code.paramMissing
  if (errors.some((e) => e.keyword === 'type')) return Code.paramType
  return Code.paramInvalid
}

export function validateBody<T>(schema: TSchema, raw: unknown, fromText: boolean): T {
  let value = fromText ? Value.Convert(schema, raw) : raw
  value = Value.Default(schema, value)
  const result = check(schema, value)
  if (!result.ok) {
    const errors = result.errors
      .slice(0, 10)
      .map((e) => ({ path: e.instancePath, rule: e.keyword, message: e.message }))
    fail(codeOfSchemaErrors(result.errors), { errors })
  }
  return value as T
}
