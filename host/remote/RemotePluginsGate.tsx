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
import { useTexts } from '../widgets/texts.ts'
import { listEnabledPlugins, remotePluginsOf } from './catalogue.ts'
import { reloadForRefusedSites } from './csp-reload.ts'
import { REMOTE_NS, REMOTE_TEXTS } from './texts.ts'

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
      .then((entries) => remotePluginsOf(kernel).sync(entries))
      .then(async (failures) => {
        reloading = await reloadForRefusedSites(failures)
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
