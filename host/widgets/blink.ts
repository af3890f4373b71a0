// One shared half-second ticker for every colour-blinking widget, instead of a timer per widget.
import { useSyncExternalStore } from 'react'

export const BLINK_HALF_PERIOD_MS = 500

const listeners = new Set<() => void>()
let phase = false
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  timer ??= setInterval(() => {
    phase = !phase
    for (const l of [...listeners]) l()
  }, BLINK_HALF_PERIOD_MS)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

const noSubscription = () => () => {}
const currentPhase = () => phase
const off = () => false

/**
 * The blink phase while `active`; false (and no timer) otherwise. The snapshot functions are fixed, so a
 * widget's re-render for a new value does not make React re-check the store.
 */
export function useBlinkPhase(active: boolean): boolean {
  return useSyncExternalStore(active ? subscribe : noSubscription, active ? currentPhase : off, off)
}
