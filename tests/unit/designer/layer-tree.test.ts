// The layers panel's tree and drops: topmost first, a drop above or below a sibling.
import { describe, expect, it } from 'vitest'
import { dropPlacement, groupIds, layerNodes } from '../../../host/designer/layers/layer-tree.ts'
import { widget } from '../page/fixtures.ts'

const page = () => [
  widget('a'),
  widget('g', 0, 0, 10, 10, { widgetType: 'WidgetGroup', children: [widget('c1'), widget('c2')] }),
  widget('b'),
  widget('d'),
]

describe('layer tree', () => {
  it('lists the topmost widget first, children too', () => {
    const nodes = layerNodes(page())
    expect(nodes.map((n) => n.key)).toEqual(['d', 'b', 'g', 'a'])
    expect(nodes[2]?.children?.map((n) => n.key)).toEqual(['c2', 'c1'])
    expect(groupIds(page())).toEqual(['g'])
  })
})

describe('drop placement', () => {
  it.each([
    ['a above d: to the top', 'a', 'd', 'above', [], { ids: ['a'], below: 3 }],
    ['a below d', 'a', 'd', 'below', [], { ids: ['a'], below: 2 }],
    ['d below a: to the bottom', 'd', 'a', 'below', [], { ids: ['d'], below: 0 }],
    ['the selection with it', 'a', 'd', 'above', ['a', 'b'], { ids: ['a', 'b'], below: 2 }],
    ['only the dragged one when it is not selected', 'a', 'd', 'above', ['b'], { ids: ['a'], below: 3 }],
    ['within a group', 'c1', 'c2', 'above', [], { ids: ['c1'], below: 1 }],
  ] as const)('%s', (_, dragged, target, side, selection, expected) => {
    expect(dropPlacement(page(), dragged, target, side, selection)).toEqual(expected)
  })

  it.each([
    ['on itself', 'a', 'a'],
    ['into another parent', 'a', 'c1'],
    ['an unknown widget', 'x', 'a'],
  ])('moves nothing %s', (_, dragged, target) => {
    expect(dropPlacement(page(), dragged, target, 'above', [])).toBeUndefined()
  })
})
