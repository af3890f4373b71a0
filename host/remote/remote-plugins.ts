// Keeps the kernel in line with the enterprise's catalogue: enabled plugins are loaded once, plugins
// disabled or removed are unloaded (their saved widgets then show the missing-widget placeholder, options
// untouched). A plugin that failed is not retried at the same URL: browsers remember a failed module.
// Plugins are fetched side by side and registered in catalogue order, so which plugin owns a contested
// widget type does not depend on network timing.
import type { Kernel, ManifestRefusal } from '../../core/kernel/index.ts'
import type { RemotePlugin } from '../../schemas/entities/remote-plugin.ts'
import { fetchRemotePlugin, type LoadStage, type RemoteIo, registerRemotePlugin } from './load.ts'

export type CatalogueEntry = Pick<RemotePlugin, 'id' | 'url' | 'enabled' | 'manifest'>

export interface RemoteFailure {
  id: string
  url: string
  stage: LoadStage
  error: Error
  /** Why the manifest refused the plugin (host API, integrity, what the module provides). */
  refusal?: ManifestRefusal
}

export interface RemotePlugins {
  /**
   * Loads the enabled entries not loaded yet and unloads the others; calls run one after another.
   * Resolves with the failures of the plugins this call tried to load.
   */
  sync: (entries: readonly CatalogueEntry[]) => Promise<RemoteFailure[]>
}

/** A plugin tried at `url` with that manifest: loaded (with its disposer) or failed. */
interface Held {
  key: string
  dispose?: () => void
}

/** What makes a plugin another one: its URL, and the entry its manifest vouches for. */
const keyOf = (e: CatalogueEntry) => `${e.url} ${e.manifest?.integrity ?? ''}`

export function createRemotePlugins(kernel: Kernel, io: RemoteIo): RemotePlugins {
  const held = new Map<string, Held>()
  let queue: Promise<unknown> = Promise.resolve()

  async function apply(entries: readonly CatalogueEntry[]): Promise<RemoteFailure[]> {
    const wanted = new Map(entries.filter((e) => e.enabled).map((e) => [e.id, e]))
    for (const [id, h] of held) {
      const entry = wanted.get(id)
      if (entry && keyOf(entry) === h.key) continue
      h.dispose?.()
      held.delete(id)
    }
    const fresh = [...wanted.values()].filter((e) => !held.has(e.id))
    const fetched = await Promise.all(
      fresh.map((e) => fetchRemotePlugin({ id: e.id, url: e.url, manifest: e.manifest }, io)),
    )
    const failures: RemoteFailure[] = []
    for (const [i, f] of fetched.entries()) {
      const entry = fresh[i] as CatalogueEntry
      const outcome = 'widgets' in f ? registerRemotePlugin(kernel, f) : f
      held.set(f.id, { key: keyOf(entry), dispose: outcome.ok ? outcome.dispose : undefined })
      if (!outcome.ok) {
        const { stage, error, refusal } = outcome
        failures.push({ id: f.id, url: entry.url, stage, error, ...(refusal && { refusal }) })
      }
    }
    return failures
  }

  return {
    sync: (entries) => {
      // the last sync's failure went to its own caller; the queue only keeps the syncs in order
      const run = queue.catch(() => {}).then(() => apply(entries))
      queue = run
      return run
    },
  }
}
