// The designer's keyboard shortcuts: ctrl/cmd + z undo, + shift + z or + y redo, + c / x / v clipboard,
// + g group, + shift + g ungroup, + a select all, + s save; delete removes; arrows nudge 1 px (10 with
// shift); escape drops the selection and the drawing tool. Keys typed into a field are left alone.
import { useEffect } from 'react'
import type { DesignerActions } from './store/designer-store.ts'
import { NUDGE, NUDGE_FAR } from './store/designer-store.ts'

export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    target.closest(
      '.ant-select, .ant-picker, .ant-color-picker, .ant-popover, .ant-dropdown, .ant-drawer, .ant-modal',
    ) !== null)

const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** The action a key press asks for, or undefined. Pure, so tests can run it without a DOM. */
export function shortcutOf(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
  a: DesignerActions,
  save: () => void,
): (() => unknown) | undefined {
  const mod = e.ctrlKey || e.metaKey
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key
  if (mod) {
    if (key === 'z') return e.shiftKey ? a.redo : a.undo
    if (key === 'y') return a.redo
    if (key === 'c') return a.copy
    if (key === 'x') return a.cut
    if (key === 'v') return a.paste
    if (key === 'g') return e.shiftKey ? a.ungroup : a.group
    if (key === 'a') return a.selectAll
    if (key === 's') return save
    return undefined
  }
  if (key === 'Delete' || key === 'Backspace') return a.remove
  if (key === 'Escape')
    return () => {
      a.setTool({ kind: 'select' })
      a.clearSelection()
    }
  const arrow = ARROWS[key]
  if (arrow) {
    const step = e.shiftKey ? NUDGE_FAR : NUDGE
    return () => a.nudge(arrow[0] * step, arrow[1] * step)
  }
  return undefined
}

export function useShortcuts(actions: DesignerActions, save: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return
      const run = shortcutOf(e, actions, save)
      if (!run) return
      e.preventDefault()
      run()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [actions, save])
}
