// Decodes form fields with dotted nested keys into an object (platform spec §7: "nested keys with
// dots"): `a.b=1` → { a: { b: '1' } }, `list[0].name` or `list.0.name` → arrays, `ids[]=x` or a
// repeated key → an array of values. Depth and index are bounded so a hostile body cannot blow up.
import { Code } from '../../core/i18n/codes.ts'
import { fail } from './api-error.ts'

export const MAX_KEY_DEPTH = 16
const MAX_INDEX = 1000
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor'])

type Node = Record<string, unknown> | unknown[]

function segmentsOf(key: string): string[] {
  const segments: string[] = []
  for (const part of key.split('.')) {
    const match = /^([^[\]]*)((?:\[[^[\]]*\])*)$/.exec(part)
    if (!match) fail(Code.paramInvalid, { field: key })
    if (match[1] !== '' || segments.length === 0) segments.push(match[1] ?? '')
    for (const bracket of (match[2] ?? '').match(/\[[^[\]]*\]/g) ?? []) segments.push(bracket.slice(1, -1))
  }
  if (segments.length > MAX_KEY_DEPTH) fail(Code.paramInvalid, { field: key.slice(0, 64), reason: 'depth' })
  for (const s of segments) if (FORBIDDEN.has(s)) fail(Code.paramInvalid, { field: key })
  return segments
}

const isIndex = (segment: string) => /^\d+$/.test(segment) && Number(segment) <= MAX_INDEX

function read(node: Node, segment: string): unknown {
  return Array.isArray(node) ? node[Number(segment)] : node[segment]
}

function write(node: Node, segment: string, value: unknown, key: string): void {
  if (Array.isArray(node)) {
    if (segment === '') node.push(value)
    else if (isIndex(segment)) node[Number(segment)] = value
    else fail(Code.paramInvalid, { field: key })
  } else node[segment] = value
}

/** Arrays were filled by index; drop the holes a sparse index left. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact)
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !isFilePart(value)) {
    for (const [k, v] of Object.entries(value)) (value as Record<string, unknown>)[k] = compact(v)
  }
  return value
}

const isFilePart = (value: object) => 'filename' in value && 'data' in value

export function decodeForm(pairs: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of pairs) {
    const path = segmentsOf(key)
    let node: Node = root
    for (let i = 0; i < path.length - 1; i++) {
      const segment = path[i] ?? ''
      let child = read(node, segment)
      if (child === undefined) {
        child = isIndex(path[i + 1] ?? '') || path[i + 1] === '' ? [] : {}
        write(node, segment, child, key)
      }
      if (typeof child !== 'object' || child === null || isFilePart(child))
        fail(Code.paramInvalid, { field: key })
      node = child as Node
    }
    const leaf = path[path.length - 1] ?? ''
    const existing = leaf === '' ? undefined : read(node, leaf)
    if (existing === undefined) write(node, leaf, value, key)
    else if (Array.isArray(existing)) existing.push(value)
    else if (typeof existing === 'object' && existing !== null && !isFilePart(existing))
      fail(Code.paramInvalid, { field: key })
    else write(node, leaf, [existing, value], key)
  }
  return compact(root) as Record<string, unknown>
}
