// The dialog queue (platform spec §4): password reminder, phone bind, then messages, one at a time;
// closing one shows the next after 100 ms. Time comes from an injectable clock.
import type { Clock, TimerHandle } from '../../../core/api/index.ts'

export const DIALOG_ORDER = ['password', 'phone', 'message'] as const
export type DialogKind = (typeof DIALOG_ORDER)[number]
export const NEXT_DIALOG_DELAY_MS = 100

export interface QueuedDialog {
  kind: DialogKind
  /** Unique per dialog: a second push with the same id is ignored. */
  id: string
  payload?: unknown
}

export interface DialogQueue {
  push(dialog: QueuedDialog): void
  /** Closes the dialog on screen; the next one appears after NEXT_DIALOG_DELAY_MS. */
  close(): void
  current(): QueuedDialog | undefined
  subscribe(listener: () => void): () => void
  /** Drops everything (logout). */
  reset(): void
}

const rank = (d: QueuedDialog) => DIALOG_ORDER.indexOf(d.kind)

export function createDialogQueue(clock: Clock): DialogQueue {
  let waiting: QueuedDialog[] = []
  let shown: QueuedDialog | undefined
  let timer: TimerHandle
  let gap = false
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const l of listeners) l()
  }

  const showNext = () => {
    if (shown || gap || waiting.length === 0) return
    // Stable: earlier kinds first, arrival order within a kind.
    const next = waiting.reduce((best, d) => (rank(d) < rank(best) ? d : best))
    waiting = waiting.filter((d) => d !== next)
    shown = next
    emit()
  }

  return {
    push(dialog) {
      if (shown?.id === dialog.id || waiting.some((d) => d.id === dialog.id)) return
      waiting.push(dialog)
      showNext()
    },
    close() {
      if (!shown) return
      shown = undefined
      gap = true
      emit()
      timer = clock.setTimeout(() => {
        gap = false
        showNext()
      }, NEXT_DIALOG_DELAY_MS)
    },
    current: () => shown,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reset() {
      clock.clearTimeout(timer)
      waiting = []
      shown = undefined
      gap = false
      emit()
    },
  }
}
