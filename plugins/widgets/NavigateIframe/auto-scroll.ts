// Auto-scroll of a framed page (designer spec §9: iframe scroll speed 25): a long platform page shown
// on a wall screen runs down at `scrollSpeed` pixels a second, rests at the bottom, and starts over.
// Only a page of the platform can be scrolled from here (a link on another site is its own origin and
// scrolls itself); `scrolling: 'no'` or a speed of 0 turns it off, and a pointer over the frame pauses
// it so a reader is never pulled away.
import { type RefObject, useEffect } from 'react'

/** How long the frame rests at the bottom before it starts over from the top. */
export const REST_AT_BOTTOM_MS = 2000

export interface ScrollState {
  top: number
  /** time left at the bottom before starting over */
  restMs: number
}

/** One step of `dtMs`: down at `speed` px/s to `max`, a rest there, then back to the top. */
export function nextScroll(state: ScrollState, max: number, speed: number, dtMs: number): ScrollState {
  if (max <= 0 || speed <= 0) return { top: 0, restMs: 0 }
  if (state.top >= max) {
    const restMs = (state.restMs || REST_AT_BOTTOM_MS) - dtMs
    return restMs > 0 ? { top: max, restMs } : { top: 0, restMs: 0 }
  }
  return { top: Math.min(max, state.top + (speed * dtMs) / 1000), restMs: 0 }
}

/** Scrolls the same-origin document of `frame` while enabled. */
export function useFrameAutoScroll(
  frame: RefObject<HTMLIFrameElement | null>,
  speed: number,
  enabled: boolean,
) {
  useEffect(() => {
    const element = frame.current
    if (!element || !enabled || speed <= 0) return
    let state: ScrollState = { top: 0, restMs: 0 }
    let last = performance.now()
    let paused = false
    let handle = 0
    const pause = () => {
      paused = true
    }
    const resume = () => {
      paused = false
    }
    const tick = (now: number) => {
      const dt = Math.min(now - last, 250)
      last = now
      let scroller: Element | undefined
      try {
        scroller = element.contentDocument?.scrollingElement ?? undefined
      } catch {} // another origin: nothing to scroll from here
      if (scroller && !paused) {
        state = nextScroll(state, scroller.scrollHeight - scroller.clientHeight, speed, dt)
        scroller.scrollTop = state.top
      }
      handle = requestAnimationFrame(tick)
    }
    handle = requestAnimationFrame(tick)
    element.addEventListener('pointerenter', pause)
    element.addEventListener('pointerleave', resume)
    return () => {
      cancelAnimationFrame(handle)
      element.removeEventListener('pointerenter', pause)
      element.removeEventListener('pointerleave', resume)
    }
  }, [frame, speed, enabled])
}
