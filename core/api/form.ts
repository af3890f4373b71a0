// Form bodies with nested keys (platform spec §7: "form-encoded, nested keys with dots"), Spring style:
//
//   { a: { b: 1 } }                 a.b=1
//   { list: [{ name: 'x' }] }       list[0].name=x
//   { ids: [3, 4] }                 ids[0]=3&ids[1]=4        (always indexed, never repeated keys)
//   { m: [[1]] }                    m[0][0]=1
//   { ids: [] }  /  { o: {} }       ids[]=  /  o{}=          (empty containers keep their place)
//   { x: null }, { x: undefined }   (nothing)                (absent means unset)
//
// Leaves travel as strings: a form carries no types. decodeForm gives back strings, or, given the
// receiver's schema, the schema's types (TypeBox Value.Convert: '1' → 1, 'true' → true where the schema
// says number or boolean). With that schema decodeForm(encodeForm(v)) equals v.
// Keys must not contain '.', '[', ']', '{' or '}'; arrays must not hold null or undefined (positions
// would be lost). Both are programming errors and throw a TypeError in encodeForm.
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { Code } from '../i18n/codes.ts'
import { ApiError } from './errors.ts'

export type FormLeaf = string | number | boolean | bigint
export type FormValue =
  | FormLeaf
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue }
export type FormObject = { readonly [key: string]: FormValue }

const EMPTY_ARRAY = '[]'
const EMPTY_OBJECT = '{}'
const NAME = /^[^.[\]{}]+$/
const FORBIDDEN_NAMES = new Set(['__proto__', 'prototype', 'constructor'])

/** The form pairs of an object, in property order; a URLSearchParams is a fetch body as it is. */
export function encodeForm(value: FormObject): URLSearchParams {
  const out = new URLSearchParams()
  const walk = (path: string, v: FormValue): void => {
    if (v === null || v === undefined) return
    if (Array.isArray(v)) {
      if (v.length === 0) out.append(path + EMPTY_ARRAY, '')
      v.forEach((item, i) => {
        if (item === null || item === undefined) throw new TypeError(`encodeForm: ${path}[${i}] is ${item}`)
        walk(`${path}[${i}]`, item)
      })
    } else if (typeof v === 'object') {
      const entries = Object.entries(v)
      if (entries.length === 0) out.append(path + EMPTY_OBJECT, '')
      for (const [k, item] of entries) walk(`${path}.${checkedName(k)}`, item)
    } else out.append(path, String(v))
  }
  for (const [k, v] of Object.entries(value)) walk(checkedName(k), v)
  return out
}

function checkedName(name: string): string {
  if (!NAME.test(name)) throw new TypeError(`encodeForm: key ${JSON.stringify(name)} cannot be encoded`)
  return name
}

export type FormInput = URLSearchParams | Iterable<readonly [string, string]> | Record<string, unknown>

/**
 * The inverse of encodeForm. `input` may be URLSearchParams, pairs, or a parsed body such as
 * @fastify/formbody's (values string, or string[] for a repeated key, which is rejected).
 * With `schema`, leaves are converted to the schema's types. Malformed or conflicting keys and
 * prototype-polluting names reject with ApiError 10001 (parameter invalid).
 */
export function decodeForm(input: FormInput, schema?: TSchema): Record<string, unknown> {
  const root: Node = { kind: 'object', children: new Map() }
  for (const [key, value] of pairsOf(input)) insert(root, key, value)
  const tree = materialise(root) as Record<string, unknown>
  return schema ? (Value.Convert(schema, tree) as Record<string, unknown>) : tree
}

type Segment = string | number
type Node =
  | { kind: 'leaf'; value: string }
  | { kind: 'object'; children: Map<string, Node> }
  | { kind: 'array'; children: Map<number, Node> }

const KEY = /^([^.[\]{}]+)((?:\.[^.[\]{}]+|\[\d+\])*)(\[\]|\{\})?$/
const SEGMENT = /\.([^.[\]{}]+)|\[(\d+)\]/g

const invalid = (key: string, why: string) => new ApiError(Code.paramInvalid, `form key ${key}: ${why}`)

function* pairsOf(input: FormInput): Iterable<readonly [string, string]> {
  if (input instanceof URLSearchParams || Symbol.iterator in input) {
    yield* input as Iterable<readonly [string, string]>
    return
  }
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') yield [key, value]
    else if (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string') yield [key, value[0]]
    else throw invalid(key, 'repeated or not a string')
  }
}

function parseKey(key: string): { path: Segment[]; empty?: Node['kind'] } {
  const match = KEY.exec(key)
  if (!match) throw invalid(key, 'malformed')
  const path: Segment[] = [match[1]!]
  for (const m of (match[2] ?? '').matchAll(SEGMENT)) path.push(m[1] ?? Number(m[2]))
  for (const s of path)
    if (typeof s === 'string' && FORBIDDEN_NAMES.has(s)) throw invalid(key, 'forbidden name')
  const marker = match[3]
  return marker ? { path, empty: marker === EMPTY_ARRAY ? 'array' : 'object' } : { path }
}

function insert(root: Node, key: string, value: string): void {
  const { path, empty } = parseKey(key)
  if (empty && value !== '') throw invalid(key, 'an empty container has no value')
  let node = root
  for (const [i, segment] of path.entries()) {
    const last = i === path.length - 1
    const wanted: Node['kind'] = last
      ? (empty ?? 'leaf')
      : typeof path[i + 1] === 'number'
        ? 'array'
        : 'object'
    if (node.kind === 'leaf' || (node.kind === 'array') !== (typeof segment === 'number')) {
      throw invalid(key, 'conflicts with another key')
    }
    const children = node.children as Map<Segment, Node>
    const existing = children.get(segment)
    if (existing && (last || existing.kind !== wanted)) throw invalid(key, 'conflicts with another key')
    const child = existing ?? newNode(wanted, value)
    children.set(segment, child)
    node = child
  }
}

function newNode(kind: Node['kind'], value: string): Node {
  if (kind === 'leaf') return { kind, value }
  return { kind, children: new Map() }
}

/** Nodes to plain values; array items are ordered by index and compacted. */
function materialise(node: Node): unknown {
  if (node.kind === 'leaf') return node.value
  if (node.kind === 'array') {
    return [...node.children.entries()].sort(([a], [b]) => a - b).map(([, child]) => materialise(child))
  }
  return Object.fromEntries([...node.children].map(([k, child]) => [k, materialise(child)]))
}
