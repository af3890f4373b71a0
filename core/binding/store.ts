// The live value store: the newest value of each key (a signal id, or a key from live-keys.ts), with
// listeners per key. Live values never enter the page document; views subscribe here.
import type { LiveValue } from '../kernel/types.ts'

export type LiveListener = (value: LiveValue, key: string) => void

export interface LiveStore {
  get: (key: string) => LiveValue | undefined
  /** Stores a value if `accepts` allows it; listeners of the key hear of it. Returns whether it was stored. */
  set: (key: string, value: LiveValue) => boolean
  /** Stores many values in order; each key's listeners are told once, with the key's final value. */
  applyBatch: (values: Iterable<readonly [string, LiveValue]>) => string[]
  subscribe: (key: string, listener: LiveListener) => () => void
}

/**
 * Whether `next` may replace `current` (designer spec §4, platform spec §4): only if its time is not earlier.
 * A historical value (replayed from an edge agent's store-and-forward buffer) never overwrites a live value
 * of the same time or newer.
 */
export function accepts(current: LiveValue | undefined, next: LiveValue): boolean {
  if (!current) return true
  if (next.historical && !current.historical) return next.time > current.time
  return next.time >= current.time
}

export interface LiveStoreOptions {
  /** Where a throwing listener is reported; the other listeners still run. Default: rethrown in a microtask. */
  onListenerError?: (error: unknown, key: string) => void
}

export function createLiveStore(options: LiveStoreOptions = {}): LiveStore {
  const values = new Map<string, LiveValue>()
  const listeners = new Map<string, Set<LiveListener>>()
  const onError =
    options.onListenerError ??
    ((error: unknown) =>
      queueMicrotask(() => {
        throw error
      }))

  const store = (key: string, value: LiveValue): boolean => {
    if (!accepts(values.get(key), value)) return false
    values.set(key, value)
    return true
  }

  const notify = (key: string): void => {
    const value = values.get(key)
    const set = listeners.get(key)
    if (!value || !set) return
    for (const listener of [...set]) {
      try {
        listener(value, key)
      } catch (error) {
        onError(error, key)
      }
    }
  }

  return {
    get: (key) => values.get(key),
    set(key, value) {
      const stored = store(key, value)
      if (stored) notify(key)
      return stored
    },
    applyBatch(batch) {
      const changed = new Set<string>()
      for (const [key, value] of batch) if (store(key, value)) changed.add(key)
      for (const key of changed) notify(key)
      return [...changed]
    },
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set<LiveListener>()
      listeners.set(key, set)
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key)
      }
    },
  }
}
