// React access to the open designer: its store and actions, the page editor, the signal lists and save.
import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import type { EditorState } from '../../core/page/index.ts'
import type { BindingSource } from './io/binding-source.ts'
import type { DesignTarget } from './io/target.ts'
import type { Designer, DesignerState } from './store/designer-store.ts'
import type { PrefStorage } from './store/preferences.ts'

export interface DesignerEnv {
  designer: Designer
  source: BindingSource
  save: (auto?: boolean) => Promise<void>
  /** What the designer edits pages of, and the open page (the page switcher, issue 30). */
  target: DesignTarget
  pageId: string
  /** Where the runtime preview of this page opens, when the target has one. */
  previewUrl?: string
  /** Names this page among the designer's pages (target and page), e.g. for its remembered zoom. */
  pageKey: string
  /** What the live preview subscribes to; absent where no live values exist (templates, scenes). */
  liveWhere?: { projectId?: string; pageId: string }
  /** The browser session's storage (the zoom per page). */
  session?: PrefStorage
}

export const DesignerContext = createContext<DesignerEnv | null>(null)

export function useDesignerEnv(): DesignerEnv {
  const env = useContext(DesignerContext)
  if (!env) throw new Error('designer part outside <DesignerContext.Provider>')
  return env
}

export const useDesignerState = <T,>(selector: (s: DesignerState) => T): T =>
  useStore(useDesignerEnv().designer.store, selector)

export const useEditorState = <T,>(selector: (s: EditorState) => T): T =>
  useStore(useDesignerEnv().designer.editor.store, selector)

export const useActions = () => useDesignerEnv().designer.actions
