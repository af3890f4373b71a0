// The designer's right-click menu (issue 30): the toolbar's actions on the selection, as one list the
// canvas and the layers panel share. Pure, so a unit test can read which entries apply when.
import { GROUP_TYPE, type Widget } from '../../../schemas/page.ts'

export type MenuKey =
  | 'copy'
  | 'cut'
  | 'paste'
  | 'delete'
  | 'group'
  | 'ungroup'
  | 'front'
  | 'forward'
  | 'backward'
  | 'back'
  | 'lock'
  | 'unlock'
  | 'hide'
  | 'show'
  | 'selectAll'
  | 'fitPage'

export interface MenuEntry {
  key: MenuKey
  disabled: boolean
  /** the shortcut shown beside it */
  keys?: string
}

export interface MenuState {
  /** the selected widgets */
  selected: readonly Pick<Widget, 'posLock' | 'hidden' | 'widgetType'>[]
  canPaste: boolean
  /** some widget reaches past the page's edge */
  outside: boolean
}

/** The menu's entries in groups (a divider between groups), each enabled when it applies. */
export function menuEntries({ selected, canPaste, outside }: MenuState): MenuEntry[][] {
  const none = selected.length === 0
  const locked = selected.some((w) => w.posLock)
  const hidden = selected.some((w) => w.hidden === true)
  return [
    [
      { key: 'copy', disabled: none, keys: 'Ctrl+C' },
      { key: 'cut', disabled: none, keys: 'Ctrl+X' },
      { key: 'paste', disabled: !canPaste, keys: 'Ctrl+V' },
      { key: 'delete', disabled: none, keys: 'Del' },
    ],
    [
      { key: 'group', disabled: selected.length < 2, keys: 'Ctrl+G' },
      { key: 'ungroup', disabled: !selected.some((w) => w.widgetType === GROUP_TYPE), keys: 'Ctrl+Shift+G' },
    ],
    [
      { key: 'front', disabled: none },
      { key: 'forward', disabled: none },
      { key: 'backward', disabled: none },
      { key: 'back', disabled: none },
    ],
    [
      locked ? { key: 'unlock', disabled: false } : { key: 'lock', disabled: none },
      hidden ? { key: 'show', disabled: false } : { key: 'hide', disabled: none },
    ],
    [
      { key: 'selectAll', disabled: false, keys: 'Ctrl+A' },
      { key: 'fitPage', disabled: !outside },
    ],
  ]
}
