// Keeps the kernel in line with the enterprise's catalogue: enabled plugins are loaded once, plugins
// disabled or removed are unloaded (their saved widgets then show the missing-widget placeholder, options
// untouched). A plugin that failed is not retried at the same URL: browsers remember a failed module.
// Plugins are fetched side by side and registered in catalogue order, so which plugin owns a contested
// widget type does not depend on network timing.
import type { Kernel } from '../../core/kernel/index.ts'
import type { RemotePlugin } from '../../schemas/entities/remote-plugin.ts'
import { fetchRemotePlugin, type LoadStage, type RemoteIo, registerRemotePlugin } from './load.ts'

export type CatalogueEntry = Pick<RemotePlugin, 'id' | 'url' | 'enabled'>

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
}

/** A plugin tried at `url`: loaded (with its disposer) or failed. */
interface Held {
  url: string
  dispose?: () => void
}

export function createRemotePlugins(kernel: Kernel, io: RemoteIo): RemotePlugins {
  const held = new Map<string, Held>()
  let queue: Promise<unknown> = Promise.resolve()

  async function apply(entries: readonly CatalogueEntry[]): Promise<RemoteFailure[]> {
    const wanted = new Map(entries.filter((e) => e.enabled).map((e) => [e.id, e.url]))
    for (const [id, h] of held) {
      if (wanted.get(id) === h.url) continue
      h.dispose?.()
      held.delete(id)
    }
    const fresh = [...wanted].filter(([id]) => !held.has(id))
    const fetched = await Promise.all(fresh.map(([id, url]) => fetchRemotePlugin({ id, url }, io)))
    const failures: RemoteFailure[] = []
    for (const [i, f] of fetched.entries()) {
      const url = fresh[i]?.[1] ?? ''
      const outcome = 'widgets' in f ? registerRemotePlugin(kernel, f) : f
      held.set(f.id, { url, dispose: outcome.ok ? outcome.dispose : undefined })
      if (!outcome.ok) failures.push({ id: f.id, url, stage: outcome.stage, error: outcome.error })
    }
    return failures
  }

  return {
    sync: (entries) => {
      const run = queue.catch(() => {}).then(() => apply(entries))
      queue = run
      return run
    },
  }
}
