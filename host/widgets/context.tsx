// What the widget host needs from the screen it is in: the kernel, the mode, and at runtime the live
// value store, the user's regions and the click handler.
import { createContext, useContext } from 'react'
import type {
  ActionResult,
  Kernel,
  Lang,
  LiveValue,
  MetaLookup,
  WidgetRecords,
} from '../../core/kernel/index.ts'
import type { ClickEventConfig, Widget } from '../../schemas/page.ts'
import type { HistorySource } from './history.ts'

/** The part of core/binding's LiveStore the host reads: values and per-key subscriptions. */
export interface LiveSource {
  get: (key: string) => LiveValue | undefined
  subscribe: (key: string, listener: () => void) => () => void
}

export interface WidgetHostEnv {
  kernel: Kernel
  mode: 'design' | 'runtime'
  lang: Lang
  /** Live values: at runtime, and in the designer while its live preview is on. */
  live?: LiveSource
  /** Stored history for the curves (runtime). */
  history?: HistorySource
  /** Records for the table widgets (runtime): alarm records. */
  records?: WidgetRecords
  /**
   * The designer's live preview: the views show live values as at runtime, while clicks still select
   * (no click action runs, every region's widgets show).
   */
  preview?: boolean
  /** How the signals show their values (decimals, unit, state map) by live key, as far as known. */
  meta?: MetaLookup
  /** The user's regions (comma-separated titles); widgets of other regions are hidden at runtime. */
  userRegions?: string
  onAction?: (widget: Widget, config: ClickEventConfig) => Promise<ActionResult> | void
  /** Why the user may not write values (shown by the controls that write), when they may not. */
  writeDenied?: string
  /** Runs page scripts in the runtime's sandbox (script widgets). */
  runScript?: (script: string, param: Record<string, unknown>) => Promise<unknown>
}

export const WidgetHostContext = createContext<WidgetHostEnv | null>(null)

export function useWidgetHostEnv(): WidgetHostEnv {
  const env = useContext(WidgetHostContext)
  if (!env) throw new Error('WidgetHost outside <WidgetHostContext.Provider>')
  return env
}
