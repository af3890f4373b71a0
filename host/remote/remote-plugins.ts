// Keeps the kernel in line with the enterprise's catalogue: enabled plugins are loaded once, plugins
// disabled or removed are unloaded (their saved widgets then show the missing-widget placeholder, options
// untouched). A plugin that failed is not retried at the same URL: browsers remember a failed module.
// Plugins are fetched side by side and registered in catalogue order, so which plugin owns a contested
// widget type does not depend on network timing.
import type { Kernel } from '../../core/kernel/index.ts'
import type { RemotePlugin } from '../../schemas/entities/remote-plugin.ts'
import {
  fetchRemotePlugin,
  type LoadStage,
  type RemoteIo,
  type RemoteOutcome,
  registerRemotePlugin,
} from './load.ts'

export type CatalogueEntry = Pick<RemotePlugin, 'id' | 'url' | 'enabled'>

export type RemoteStatus =
  | { id: string; url: string; state: 'loading' }
  | { id: string; url: string; state: 'loaded'; types: string[] }
  | { id: string; url: string; state: 'failed'; stage: LoadStage; error: Error }

export interface RemoteFailure {
  id: string
  url: string
  stage: LoadStage
  error: Error
}

export interface RemotePlugins {
  /**
   * Loads the enabled entries not loaded yet and unloads the others; calls run one after another.
   * Resolves with the failures of the plugins this call tried to load.
   */
  sync: (entries: readonly CatalogueEntry[]) => Promise<RemoteFailure[]>
  /** The current state of every plugin loaded, loading or failed (a new array on every change). */
  statuses: () => readonly RemoteStatus[]
}

interface Held {
  status: RemoteStatus
  dispose?: () => void
}

export function createRemotePlugins(kernel: Kernel, io: RemoteIo): RemotePlugins {
  const held = new Map<string, Held>()
  let snapshot: readonly RemoteStatus[] = []
  let queue: Promise<unknown> = Promise.resolve()

  const changed = () => {
    snapshot = [...held.values()].map((h) => h.status)
  }

  const settle = (url: string, outcome: RemoteOutcome): RemoteFailure | undefined => {
    if (outcome.ok) {
      held.set(outcome.id, {
        status: { id: outcome.id, url, state: 'loaded', types: outcome.types },
        dispose: outcome.dispose,
      })
      return undefined
    }
    const failure = { id: outcome.id, url, stage: outcome.stage, error: outcome.error }
    held.set(outcome.id, { status: { ...failure, state: 'failed' } })
    return failure
  }

  async function apply(entries: readonly CatalogueEntry[]): Promise<RemoteFailure[]> {
    const wanted = new Map(entries.filter((e) => e.enabled).map((e) => [e.id, e.url]))
    const gone = [...held].filter(([id, h]) => wanted.get(id) !== h.status.url)
    for (const [id, h] of gone) {
      h.dispose?.()
      held.delete(id)
    }
    const fresh = [...wanted].filter(([id]) => !held.has(id))
    for (const [id, url] of fresh) held.set(id, { status: { id, url, state: 'loading' } })
    if (gone.length || fresh.length) changed()
    if (!fresh.length) return []
    const fetched = await Promise.all(fresh.map(([id, url]) => fetchRemotePlugin({ id, url }, io)))
    const failures: RemoteFailure[] = []
    for (const [i, f] of fetched.entries()) {
      const failure = settle(fresh[i]?.[1] ?? '', 'widgets' in f ? registerRemotePlugin(kernel, f) : f)
      if (failure) failures.push(failure)
    }
    changed()
    return failures
  }

  return {
    sync: (entries) => {
      const run = queue.catch(() => {}).then(() => apply(entries))
      queue = run
      return run
    },
    statuses: () => snapshot,
  }
}
