// Time as an injectable dependency: every wait in core/api goes through a Clock, so tests drive hours of
// polling and reconnecting with a manual clock in milliseconds of real time.

export type TimerHandle = unknown

export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

/** Waits `ms` on the clock; rejects with the signal's reason when aborted first. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clock.clearTimeout(handle)
      reject(signal?.reason)
    }
    const handle = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, running due timers in time order (ties in creation order). */
  advance(ms: number): Promise<void>
  /** Lets pending promise chains run without moving time. */
  flush(): Promise<void>
  /** Delays of the timers still pending, relative to now, soonest first. */
  pending(): number[]
}

interface ManualTimer {
  id: number
  due: number
  fn: () => void
}

// A macrotask turn drains every queued microtask, however deep the promise chain (fetch → text → parse).
// A MessageChannel message is one without setTimeout's 1 ms clamp (hours of polling stay fast).
const realSetTimeout = globalThis.setTimeout
const nextMacrotask = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') return void realSetTimeout(resolve, 0)
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

export function createManualClock(start = 0): ManualClock {
  let current = start
  let nextId = 1
  let timers: ManualTimer[] = []

  const soonest = (limit: number): ManualTimer | undefined => {
    let best: ManualTimer | undefined
    for (const t of timers) {
      if (t.due <= limit && (!best || t.due < best.due || (t.due === best.due && t.id < best.id))) best = t
    }
    return best
  }

  return {
    now: () => current,
    setTimeout(fn, ms) {
      const timer = { id: nextId++, due: current + Math.max(0, ms), fn }
      timers.push(timer)
      return timer.id
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle)
    },
    async advance(ms) {
      const target = current + ms
      await nextMacrotask()
      for (let timer = soonest(target); timer; timer = soonest(target)) {
        current = timer.due
        timers = timers.filter((t) => t !== timer)
        timer.fn()
        await nextMacrotask()
      }
      current = target
      await nextMacrotask()
    },
    flush: nextMacrotask,
    pending: () => timers.map((t) => t.due - current).sort((a, b) => a - b),
  }
}
