// Where a dragged group lands in the shared group tree (report groups, device groups): dropped on a group,
// under it; dropped in the gap beside a group, under that group's parent ('' at the top).
import { describe, expect, it } from 'vitest'
import { dropParent } from '../../../plugins/screens/shared/group-tree.tsx'

const groups = [
  { id: 'plant', parentId: null },
  { id: 'boilers', parentId: 'plant' },
  { id: 'pumps', parentId: 'plant' },
]

describe('group tree drop', () => {
  it('on a group: under it', () => {
    expect(dropParent(groups, 'boilers', false)).toBe('boilers')
  })
  it('in a gap: beside the group, under its parent', () => {
    expect(dropParent(groups, 'pumps', true)).toBe('plant')
    expect(dropParent(groups, 'plant', true)).toBe('')
  })
  it('a group not (yet) loaded: the top', () => {
    expect(dropParent(undefined, 'gone', true)).toBe('')
  })
})
