import Type, { type TSchema } from 'typebox'
import { describe, expect, it } from 'vitest'
import { isApiError } from '../../../core/api/errors.ts'
import { decodeForm, encodeForm, type FormObject } from '../../../core/api/form.ts'
import { Code } from '../../../core/i18n/codes.ts'

const wire = (v: FormObject) => decodeURIComponent(encodeForm(v).toString())

describe('encodeForm wire format', () => {
  it.each<[string, FormObject, string]>([
    ['flat leaves', { a: 'x', n: 1.5, t: true, f: false }, 'a=x&n=1.5&t=true&f=false'],
    ['nested object with dots', { a: { b: { c: 1 } } }, 'a.b.c=1'],
    [
      'array of objects, Spring style',
      { list: [{ name: 'x' }, { name: 'y' }] },
      'list[0].name=x&list[1].name=y',
    ],
    ['array of leaves is indexed', { ids: [3, 4] }, 'ids[0]=3&ids[1]=4'],
    ['nested arrays', { m: [[1], [2, 3]] }, 'm[0][0]=1&m[1][0]=2&m[1][1]=3'],
    ['empty containers keep a marker', { ids: [], o: {} }, 'ids[]=&o{}='],
    ['null and undefined are absent', { a: null, b: undefined, c: 'k' }, 'c=k'],
  ])('%s', (_, value, expected) => {
    expect(wire(value)).toBe(expected)
  })

  it('percent-encodes unicode and reserved characters', () => {
    expect(encodeForm({ 名称: '温度 & 压力=1+1%' }).toString()).toBe(
      '%E5%90%8D%E7%A7%B0=%E6%B8%A9%E5%BA%A6+%26+%E5%8E%8B%E5%8A%9B%3D1%2B1%25',
    )
  })

  it.each<[string, FormObject]>([
    ['a key with a dot', { 'a.b': 1 }],
    ['a key with a bracket', { 'a[0]': 1 }],
    ['an empty key', { '': 1 }],
    ['null inside an array', { ids: [1, null] }],
    ['undefined inside an array', { ids: [undefined] }],
  ])('throws a TypeError for %s', (_, value) => {
    expect(() => encodeForm(value)).toThrow(TypeError)
  })
})

const Item = Type.Object({ name: Type.String(), weight: Type.Number(), tags: Type.Array(Type.String()) })
const roundTrips: [string, TSchema, FormObject][] = [
  [
    'booleans and numbers come back typed',
    Type.Object({
      on: Type.Boolean(),
      off: Type.Boolean(),
      n: Type.Number(),
      i: Type.Integer(),
      neg: Type.Number(),
    }),
    { on: true, off: false, n: 1.25, i: 7, neg: -3e-7 },
  ],
  [
    'numeric-looking strings stay strings',
    Type.Object({ phone: Type.String(), pwd: Type.String() }),
    { phone: '0123', pwd: '12345678' },
  ],
  [
    'nested arrays of objects with arrays inside',
    Type.Object({ items: Type.Array(Item), grid: Type.Array(Type.Array(Type.Number())) }),
    {
      items: [
        { name: 'a', weight: 1, tags: ['x', 'y'] },
        { name: 'b', weight: 2.5, tags: [] },
      ],
      grid: [[1, 2], [], [3]],
    },
  ],
  [
    'empty arrays and objects',
    Type.Object({
      list: Type.Array(Type.Number()),
      o: Type.Object({}),
      deep: Type.Object({ l: Type.Array(Item) }),
    }),
    { list: [], o: {}, deep: { l: [] } },
  ],
  [
    'unicode keys and values',
    Type.Object({ 标题: Type.String(), note: Type.String(), list: Type.Array(Type.String()) }),
    { 标题: '锅炉 1#', note: 'a&b=c+d%e 😀', list: ['温度', ''] },
  ],
  [
    'the page-save fields',
    Type.Object({
      id: Type.String(),
      projectId: Type.String(),
      width: Type.Number(),
      height: Type.Number(),
      fit: Type.Boolean(),
      checkpwd: Type.Boolean(),
      password: Type.String(),
    }),
    { id: 'p1', projectId: '9', width: 1920, height: 1080, fit: true, checkpwd: false, password: '' },
  ],
]

describe('decodeForm is the inverse of encodeForm', () => {
  it.each(roundTrips)('%s (with the schema)', (_, schema, value) => {
    expect(decodeForm(encodeForm(value), schema)).toStrictEqual(value)
  })

  it.each(roundTrips)('%s (without a schema every leaf is a string)', (_, __, value) => {
    const strings = JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'object' ? v : String(v))))
    expect(decodeForm(encodeForm(value))).toStrictEqual(strings)
  })

  it('accepts pairs and a parsed body as well as URLSearchParams', () => {
    const expected = { a: { b: '1' }, l: ['x'] }
    expect(
      decodeForm([
        ['a.b', '1'],
        ['l[0]', 'x'],
      ]),
    ).toStrictEqual(expected)
    expect(decodeForm({ 'a.b': '1', 'l[0]': ['x'] })).toStrictEqual(expected)
  })

  it('orders array items by index and closes gaps', () => {
    expect(decodeForm(new URLSearchParams('l[10]=c&l[2]=b&l[0]=a'))).toStrictEqual({ l: ['a', 'b', 'c'] })
  })
})

describe('decodeForm rejects bad input with 10001', () => {
  it.each([
    ['malformed key', 'a..b=1'],
    ['unclosed bracket', 'a[0=1'],
    ['leaf then object', 'a=1&a.b=2'],
    ['object then leaf', 'a.b=2&a=1'],
    ['array then object', 'a[0]=1&a.b=2'],
    ['repeated key', 'a=1&a=2'],
    ['empty marker with a value', 'a[]=x'],
    ['__proto__', '__proto__.polluted=1'],
    ['constructor deep', 'a.constructor.prototype=1'],
  ])('%s', (_, query) => {
    let error: unknown
    try {
      decodeForm(new URLSearchParams(query))
    } catch (e) {
      error = e
    }
    expect(isApiError(error) && error.code).toBe(Code.paramInvalid)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('a repeated key in a parsed body', () => {
    expect(() => decodeForm({ a: ['1', '2'] })).toThrow(expect.objectContaining({ code: Code.paramInvalid }))
  })
})
