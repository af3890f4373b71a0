// Small shell-wide stores: the unread count behind the badge, and the screens holding unsaved edits
// behind the leave warning.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../../core/api/index.ts'

export interface UnreadState {
  count: number
}

export interface Unread {
  store: StoreApi<UnreadState>
  /** `msg/queryUnReadMsgCount`; its data is the count, or an object carrying it. */
  refresh: () => Promise<void>
  /** A pushed message arrived: the count goes up and the arrival's listeners run. */
  bump: () => void
  reset: () => void
  /** Listens to pushed messages (e.g. the message centre reloads its list); answers the unsubscribe. */
  onArrival: (listener: () => void) => () => void
}

export const countOf = (data: unknown): number => {
  if (typeof data === 'number') return data
  if (typeof data === 'string' && data.trim() !== '' && Number.isFinite(Number(data))) return Number(data)
  if (data && typeof data === 'object') {
    for (const key of ['count', 'total', 'unread']) {
      const v = (data as Record<string, unknown>)[key]
      if (typeof v === 'number') return v
    }
  }
  return 0
}

export function createUnread(api: () => ApiClient): Unread {
  const store = createStore<UnreadState>(() => ({ count: 0 }))
  const listeners = new Set<() => void>()
  return {
    store,
    refresh: async () => {
      store.setState({ count: countOf(await api().call('msg/queryUnReadMsgCount')) })
    },
    bump: () => {
      store.setState((s) => ({ count: s.count + 1 }))
      for (const listener of listeners) listener()
    },
    reset: () => store.setState({ count: 0 }),
    onArrival(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export interface Dirty {
  store: StoreApi<{ owners: ReadonlySet<string> }>
  set: (owner: string, dirty: boolean) => void
  isDirty: () => boolean
}

export function createDirty(): Dirty {
  const store = createStore<{ owners: ReadonlySet<string> }>(() => ({ owners: new Set() }))
  return {
    store,
    set(owner, dirty) {
      const owners = new Set(store.getState().owners)
      if (dirty === owners.has(owner)) return
      if (dirty) owners.add(owner)
      else owners.delete(owner)
      store.setState({ owners })
    },
    isDirty: () => store.getState().owners.size > 0,
  }
}
