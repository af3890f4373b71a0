// The designer's right-click menu (issue 30), on the canvas and in the layers panel: the toolbar's
// actions on the selection, with their shortcuts. The context-menu key or shift + F10 opens it by the
// keyboard at the selection; arrows move through it, enter runs an entry, escape closes it.
import { Dropdown, type MenuProps } from 'antd'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { locateSelection, widgetsOutside } from '../../../core/page/index.ts'
import { useActions, useDesignerEnv, useDesignerState, useEditorState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { isTyping } from '../keyboard.ts'
import { usePageTexts } from '../pages/texts.ts'
import type { DesignerActions } from '../store/designer-store.ts'
import { type MenuKey, menuEntries } from './menu-items.ts'

type Point = { x: number; y: number }
/** Where the menu opens; by the keyboard, its first entry takes the focus. */
type Opening = Point & { byKey?: boolean }

const OpenMenu = createContext<(at: Point) => void>(() => undefined)

/** Opens the menu at a point of the window (a right click's clientX and clientY). */
export const useOpenMenu = () => useContext(OpenMenu)

const LABEL_KEY: Record<MenuKey, { ns: 'designer' | 'pages'; key: string }> = {
  copy: { ns: 'designer', key: 'tool.copy' },
  cut: { ns: 'designer', key: 'tool.cut' },
  paste: { ns: 'designer', key: 'tool.paste' },
  delete: { ns: 'designer', key: 'tool.delete' },
  group: { ns: 'designer', key: 'tool.group' },
  ungroup: { ns: 'designer', key: 'tool.ungroup' },
  front: { ns: 'designer', key: 'tool.front' },
  forward: { ns: 'designer', key: 'tool.forward' },
  backward: { ns: 'designer', key: 'tool.backward' },
  back: { ns: 'designer', key: 'tool.back' },
  lock: { ns: 'designer', key: 'tool.lock' },
  unlock: { ns: 'designer', key: 'tool.unlock' },
  hide: { ns: 'pages', key: 'hide' },
  show: { ns: 'pages', key: 'show' },
  selectAll: { ns: 'pages', key: 'selectAll' },
  fitPage: { ns: 'pages', key: 'fitPage' },
}

function run(key: MenuKey, a: DesignerActions, selection: readonly string[]): void {
  const steps: Record<MenuKey, () => unknown> = {
    copy: a.copy,
    cut: a.cut,
    paste: a.paste,
    delete: a.remove,
    group: a.group,
    ungroup: a.ungroup,
    front: () => a.order('front'),
    forward: () => a.order('forward'),
    backward: () => a.order('backward'),
    back: () => a.order('back'),
    lock: () => a.setLocked(true),
    unlock: () => a.setLocked(false),
    hide: () => a.setHidden(selection, true),
    show: () => a.setHidden(selection, false),
    selectAll: a.selectAll,
    fitPage: a.fitToContent,
  }
  steps[key]()
}

/** Where the keyboard opens the menu: by the first selected widget, else the canvas's middle. */
function keyboardPoint(selection: readonly string[]): Point {
  const id = selection[0]
  const widget = id ? document.querySelector(`[data-widget-id="${CSS.escape(id)}"]`) : null
  const box = (widget ?? document.querySelector('[data-testid="canvas"]'))?.getBoundingClientRect()
  return box
    ? { x: box.left + Math.min(box.width / 2, 40), y: box.top + Math.min(box.height / 2, 20) }
    : { x: 200, y: 200 }
}

function useMenuItems(): MenuProps['items'] {
  const { t } = useDesignerTexts()
  const texts = usePageTexts()
  const page = useEditorState((s) => s.page)
  const canPaste = useEditorState((s) => s.canPaste)
  const selection = useDesignerState((s) => s.selection)
  return useMemo(() => {
    const selected = locateSelection(page.widgets, selection).map((at) => at.widget)
    const groups = menuEntries({ selected, canPaste, outside: widgetsOutside(page).length > 0 })
    return groups.flatMap((group, i) => [
      ...(i > 0 ? [{ type: 'divider' as const, key: `divider-${i}` }] : []),
      ...group.map((entry) => {
        const label = LABEL_KEY[entry.key]
        return {
          key: entry.key,
          disabled: entry.disabled,
          label: label.ns === 'designer' ? t(label.key) : texts.t(label.key),
          extra: entry.keys,
        }
      }),
    ])
  }, [page, selection, canPaste, t, texts])
}

export function DesignerMenuProvider({ children }: { children: ReactNode }) {
  const { designer } = useDesignerEnv()
  const actions = useActions()
  const items = useMenuItems()
  const { t } = usePageTexts()
  const [at, setAt] = useState<Opening>()
  const open = useCallback((point: Point) => setAt(point), [])
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || !(e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10'))) return
      e.preventDefault()
      setAt({ ...keyboardPoint(designer.store.getState().selection), byKey: true })
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [designer])
  return (
    <OpenMenu.Provider value={open}>
      {children}
      {at && (
        <Dropdown
          open
          autoFocus={at.byKey === true}
          onOpenChange={(next) => !next && setAt(undefined)}
          menu={{
            items,
            'aria-label': t('menu'),
            onClick: ({ key }) => {
              setAt(undefined)
              run(key as MenuKey, actions, designer.store.getState().selection)
            },
          }}
          trigger={['contextMenu']}
        >
          <span
            data-testid="context-menu-anchor"
            style={{ position: 'fixed', left: at.x, top: at.y, width: 1, height: 1 }}
          />
        </Dropdown>
      )}
    </OpenMenu.Provider>
  )
}
