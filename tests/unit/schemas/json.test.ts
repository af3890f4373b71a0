// The one walk over a schema (schemas/json.ts) that forms, defaults and translations take: each schema
// object is visited once with its path, the walk goes only where a node sends it, and a child that is not
// a schema object gives the walk's leaf.
import { describe, expect, it } from 'vitest'
import { createValue } from '../../../schemas/defaults.ts'
import { isPlainObject, itemsOf, propertiesOf, type SchemaPath, walkSchema } from '../../../schemas/json.ts'

const schema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    lines: { type: 'array', items: { type: 'object', properties: { colour: { type: 'string' } } } },
    broken: 'not a schema',
  },
}

describe('walkSchema', () => {
  it('visits every schema object with its path, children where the node sends the walk', () => {
    const seen: string[] = []
    const leaves: string[] = []
    walkSchema<string, void>(schema, 'root', {
      node(node, input, path: SchemaPath, descend) {
        seen.push(`${path.join('.') || '(root)'} <- ${input}`)
        for (const [key, child] of propertiesOf(node)) descend(child, key, key)
        const items = itemsOf(node)
        if (items) descend(items, 'item', 'items')
      },
      leaf: (input) => void leaves.push(input),
    })
    expect(seen).toEqual([
      '(root) <- root',
      'title <- title',
      'lines <- lines',
      'lines.items <- item',
      'lines.items.colour <- colour',
    ])
    expect(leaves).toEqual(['broken'])
  })

  it('gives the leaf for what is not a schema object', () => {
    const walk = { node: () => 'node', leaf: (input: string) => `leaf ${input}` }
    for (const v of [undefined, null, [], 'x', 3]) expect(walkSchema(v, 'in', walk)).toBe('leaf in')
    expect(isPlainObject([])).toBe(false)
  })

  it('names the path of a node no value can be made for', () => {
    const strict = { type: 'object', required: ['a'], properties: { a: { type: 'string', pattern: '^x' } } }
    expect(() => createValue(strict)).toThrow(/cannot create a value at a for .*a pattern or format/)
  })
})
