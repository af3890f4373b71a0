// The HTTP building blocks on their own: body depth, form key depth, error → catalogue code, schema
// errors → 10001/10002/10003, validation with form conversion and defaults.
import type { ErrorObject } from 'ajv'
import { NoResultError } from 'kysely'
import Type from 'typebox'
import { describe, expect, it } from 'vitest'
import { ApiError as CoreApiError } from '../../../core/api/errors.ts'
import { Code } from '../../../core/i18n/codes.ts'
import { ApiError } from '../../../server/http/api-error.ts'
import { deeperThan } from '../../../server/http/depth.ts'
import { codeOfError } from '../../../server/http/errors.ts'
import { decodeFormBounded, MAX_KEY_DEPTH } from '../../../server/http/form.ts'
import { codeOfSchemaErrors, validateBody } from '../../../server/http/validate-body.ts'

const nested = (depth: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

const codeOf = (fn: () => unknown): number | 'ok' => {
  try {
    fn()
    return 'ok'
  } catch (e) {
    return (e as ApiError).code
  }
}

describe('deeperThan', () => {
  it.each([
    [1, 32, false],
    [32, 32, false],
    [33, 32, true],
    [100_000, 32, true],
  ])('%i levels against %i: %s', (depth, limit, deeper) => {
    expect(deeperThan(nested(depth), limit)).toBe(deeper)
  })

  it('counts arrays and treats buffers as leaves', () => {
    expect(deeperThan([[[]]], 2)).toBe(true)
    expect(deeperThan({ file: Buffer.alloc(10) }, 1)).toBe(false)
  })
})

describe('decodeFormBounded', () => {
  it('decodes dotted and indexed keys like the client encodes them', () => {
    const form = new URLSearchParams('a.b=1&list[0].name=x&list[1].name=y')
    expect(decodeFormBounded(form)).toEqual({ a: { b: '1' }, list: [{ name: 'x' }, { name: 'y' }] })
  })

  it.each([
    [MAX_KEY_DEPTH, 'ok'],
    [MAX_KEY_DEPTH + 1, Code.paramInvalid],
    [10_000, Code.paramInvalid],
  ] as const)('a key of %i segments → %s', (segments, expected) => {
    const key = Array.from({ length: segments }, () => 'a').join('.')
    expect(codeOf(() => decodeFormBounded([[key, '1']]))).toBe(expected)
  })
})

describe('codeOfError', () => {
  const fastify = (code: string, statusCode = 400) => Object.assign(new Error(code), { code, statusCode })
  const database = (code: string) => Object.assign(new Error(code), { code })
  it.each([
    ['a catalogue error', new ApiError(Code.roleUuidExists, { x: 1 }), Code.roleUuidExists],
    ["core's catalogue error", new CoreApiError(Code.paramInvalid, 'bad key'), Code.paramInvalid],
    ['a vanished row', new NoResultError({} as never), Code.noDataOrPermission],
    ['a body over the limit', fastify('FST_ERR_CTP_BODY_TOO_LARGE', 413), Code.outOfRange],
    ['a file over the limit', fastify('FST_REQ_FILE_TOO_LARGE', 413), Code.outOfRange],
    ['an unknown media type', fastify('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415), Code.unsupportedRequest],
    ['bad JSON', fastify('FST_ERR_CTP_INVALID_JSON_BODY'), Code.paramType],
    ['a syntax error', new SyntaxError('Unexpected token'), Code.paramType],
    ['another client error', fastify('FST_SOMETHING', 400), Code.paramInvalid],
    ['a full SQLite', database('SQLITE_FULL'), Code.storageUnavailable],
    ['a read-only SQLite', database('SQLITE_READONLY_DBMOVED'), Code.storageUnavailable],
    ['a failing SQLite disk', database('SQLITE_IOERR_WRITE'), Code.storageUnavailable],
    ['a full PostgreSQL disk', database('53100'), Code.storageUnavailable],
    ['a read-only PostgreSQL', database('25006'), Code.storageUnavailable],
    ['a constraint', database('SQLITE_CONSTRAINT_CHECK'), Code.unknown],
    ['a bug', new TypeError('x is undefined'), Code.unknown],
  ])('%s → its code', (_what, error, code) => {
    expect(codeOfError(error).code).toBe(code)
  })

  it('flags only the unexpected for logging', () => {
    expect(codeOfError(new TypeError('bug')).unexpected).toBe(true)
    expect(codeOfError(new ApiError(Code.noAccess)).unexpected).toBe(false)
  })
})

describe('schema errors', () => {
  const error = (keyword: string) => ({ keyword }) as ErrorObject
  it.each([
    [['required', 'type'], Code.paramMissing],
    [['type', 'pattern'], Code.paramType],
    [['pattern'], Code.paramInvalid],
    [['enum', 'maxLength'], Code.paramInvalid],
  ])('%j → %i', (keywords, code) => {
    expect(codeOfSchemaErrors(keywords.map(error))).toBe(code)
  })

  const Schema = Type.Object({
    count: Type.Integer(),
    on: Type.Boolean(),
    pageSize: Type.Optional(Type.Integer({ default: 10 })),
  })

  it('converts form text to the schema types and fills defaults', () => {
    expect(validateBody(Schema, { count: '3', on: 'true' }, true)).toEqual({
      count: 3,
      on: true,
      pageSize: 10,
    })
  })

  it('does not convert JSON: a string where a number belongs is 10002', () => {
    expect(codeOf(() => validateBody(Schema, { count: '3', on: true }, false))).toBe(Code.paramType)
    expect(codeOf(() => validateBody(Schema, { on: true }, false))).toBe(Code.paramMissing)
  })
})
