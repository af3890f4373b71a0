// Collects items pushed between frames and hands them over once per frame, in arrival order. The host
// passes `requestAnimationFrame`; core stays DOM-free, so the default is a 16 ms timer.
export type RequestFrame = (callback: () => void) => void

export const timerFrame: RequestFrame = (callback) => {
  setTimeout(callback, 16)
}

export interface FrameBatcher<T> {
  push: (item: T) => void
  /** Hands over what is pending now, without waiting for the frame. */
  flush: () => void
  /** Drops what is pending; later pushes are ignored. */
  dispose: () => void
}

export function createFrameBatcher<T>(
  deliver: (items: T[]) => void,
  requestFrame: RequestFrame = timerFrame,
): FrameBatcher<T> {
  let pending: T[] = []
  let scheduled = false
  let disposed = false

  const flush = (): void => {
    scheduled = false
    if (disposed || pending.length === 0) return
    const items = pending
    pending = []
    deliver(items)
  }

  return {
    push(item) {
      if (disposed) return
      pending.push(item)
      if (scheduled) return
      scheduled = true
      requestFrame(flush)
    },
    flush,
    dispose() {
      disposed = true
      pending = []
    },
  }
}
