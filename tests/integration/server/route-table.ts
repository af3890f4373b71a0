// Reading the route table for the generated suites: which body fields look like entity ids, and a
// body that satisfies a route's schema where TypeBox can make one.
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'

const ID_NAME = /^(id|ids)$|Ids?$/

/** Dotted paths of every property in a body schema whose name says it holds ids. */
export function idLikePaths(schema: unknown, prefix = ''): string[] {
  const node = schema as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] }
  const found: string[] = []
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name
    if (ID_NAME.test(name)) found.push(path)
    found.push(...idLikePaths(child, path))
  }
  if (node.items) found.push(...idLikePaths(node.items, prefix))
  for (const branch of node.anyOf ?? []) found.push(...idLikePaths(branch, prefix))
  return [...new Set(found)]
}

/** A body valid for the schema when TypeBox can create one (patterns without defaults it cannot). */
export function sampleBody(schema: TSchema): Record<string, unknown> {
  try {
    const value = Value.Create(schema)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

export function setAt(body: Record<string, unknown>, path: string, value: unknown): void {
  const [segment, ...rest] = path.split('.')
  if (rest.length === 0) {
    body[segment!] = value
    return
  }
  const child = body[segment!]
  // a list of objects (`steps.accountId`): the field is set in its first element
  if (Array.isArray(child)) {
    if (child.length === 0) child.push({})
    setAt(child[0] as Record<string, unknown>, rest.join('.'), value)
    return
  }
  body[segment!] = typeof child === 'object' && child !== null ? child : {}
  setAt(body[segment!] as Record<string, unknown>, rest.join('.'), value)
}
