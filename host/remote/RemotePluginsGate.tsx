// Wraps a screen that shows widgets (designer, runtime viewer): before its children render, the enabled
// remote plugins of the user's enterprise are loaded into the kernel (and disabled ones unloaded), so the
// palette, the property panel and saved pages see remote widgets exactly like built-in ones. Failures are
// reported in the user's language and the screen renders anyway: built-in widgets and the other plugins
// keep working. No antd here (it is on the runtime route): the spinner is plain, the warning loads antd's
// notification when there is one.
import { type ReactNode, useEffect, useState } from 'react'
import { useApi } from '../boot/api.tsx'
import { useKernel } from '../boot/context.tsx'
import '../shell/parts/light.css'
import type { Kernel } from '../../core/kernel/index.ts'
import { useTexts } from '../widgets/texts.ts'
import { listEnabledPlugins } from './enabled.ts'
import type { CatalogueEntry, RemoteFailure } from './remote-plugins.ts'
import { REMOTE_NS, REMOTE_TEXTS } from './texts.ts'

/** Kernels that have had remote plugins: a later empty catalogue must still unload them. */
const synced = new WeakSet<Kernel>()

/** The enterprise's plugins into the kernel; the loader comes with the first plugin, off the route. */
async function syncRemotePlugins(
  kernel: Kernel,
  entries: readonly CatalogueEntry[],
): Promise<RemoteFailure[]> {
  if (!entries.length && !synced.has(kernel)) return []
  synced.add(kernel)
  // the CSP-reload module listens for refusals from its load on: it must be there before any plugin loads
  const [{ remotePluginsOf }] = await Promise.all([import('./catalogue.ts'), import('./csp-reload.ts')])
  return remotePluginsOf(kernel).sync(entries)
}

export function RemotePluginsGate({ children }: { children: ReactNode }) {
  const kernel = useKernel()
  const api = useApi()
  const { i18n } = useTexts(REMOTE_NS, REMOTE_TEXTS)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let mounted = true
    // The instance, not `t`: a language switch must not reload the catalogue.
    const t = i18n.getFixedT(null, REMOTE_NS)
    const warn = (message: string, error: unknown) => {
      console.error(message, error)
      void import('./notice.ts').then((notice) => notice.warn(message))
    }
    let reloading = false
    listEnabledPlugins(api)
      .then((entries) => syncRemotePlugins(kernel, entries))
      .then(async (failures) => {
        if (failures.length)
          reloading = await (await import('./csp-reload.ts')).reloadForRefusedSites(failures)
        return reloading ? [] : failures
      })
      .then(
        (failures) => {
          for (const f of failures)
            warn(t('failed', { url: f.url, stage: t(`stage.${f.stage}`), message: f.error.message }), f.error)
        },
        (error: unknown) => warn(t('catalogueUnavailable'), error),
      )
      .finally(() => mounted && !reloading && setReady(true))
    return () => {
      mounted = false
    }
  }, [kernel, api, i18n])

  return ready ? (
    children
  ) : (
    <div data-testid="remote-plugins-loading" style={{ margin: 48 }}>
      <span className="lf-spinner" role="progressbar" aria-busy="true" />
    </div>
  )
}
