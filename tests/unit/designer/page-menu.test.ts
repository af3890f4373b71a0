// Issue 30: which entries of the designer's right-click menu apply, and the free title of a page copy.
import { describe, expect, it } from 'vitest'
import { type MenuState, menuEntries } from '../../../host/designer/menu/menu-items.ts'
import { freeTitle } from '../../../host/designer/pages/PageSwitcher.tsx'

const enabled = (state: MenuState) =>
  menuEntries(state)
    .flat()
    .filter((e) => !e.disabled)
    .map((e) => e.key)

const text = { posLock: false, widgetType: 'UsualText' }

describe('the designer’s right-click menu', () => {
  it('on the empty page offers paste (when something was copied), select all and fit page', () => {
    expect(enabled({ selected: [], canPaste: false, outside: false })).toEqual(['selectAll'])
    expect(enabled({ selected: [], canPaste: true, outside: true })).toEqual([
      'paste',
      'selectAll',
      'fitPage',
    ])
  })

  it('on one widget offers the toolbar’s actions but group; lock and hide turn to unlock and show', () => {
    expect(enabled({ selected: [text], canPaste: false, outside: false })).toEqual([
      'copy',
      'cut',
      'delete',
      'front',
      'forward',
      'backward',
      'back',
      'lock',
      'hide',
      'selectAll',
    ])
    const keys = enabled({
      selected: [{ ...text, posLock: true, hidden: true }],
      canPaste: false,
      outside: false,
    })
    expect(keys).toContain('unlock')
    expect(keys).toContain('show')
    expect(keys).not.toContain('lock')
  })

  it('groups two or more, ungroups a group', () => {
    expect(enabled({ selected: [text, text], canPaste: false, outside: false })).toContain('group')
    const group = { posLock: false, widgetType: 'WidgetGroup' }
    expect(enabled({ selected: [group], canPaste: false, outside: false })).toContain('ungroup')
  })
})

describe('a page copy’s title', () => {
  it('is the first title not taken', () => {
    expect(freeTitle('A copy', new Set(['A']))).toBe('A copy')
    expect(freeTitle('A copy', new Set(['A copy', 'A copy 2']))).toBe('A copy 3')
  })
})
