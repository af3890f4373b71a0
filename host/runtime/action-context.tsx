// What click actions may do at runtime (the kernel's ActionContext): write through the service, navigate
// in the app or open links, open an iframe window, ask for confirmation or a value, report, wait.
// Every address is checked against the URL allow-list again here, whatever action asks (remote action
// plugins included); a refused one is not followed and the user is told.
// Questions and toasts are antd's, loaded with the first one (dialogs.tsx): the runtime route holds no antd.
import { useCallback, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import type { ApiClient } from '../../core/api/index.ts'
import { liveKey } from '../../core/binding/index.ts'
import type { ActionContext, Kernel, MetaLookup } from '../../core/kernel/index.ts'
import { safeUrl } from '../../core/validation/url.ts'
import type { ClickEventConfig, Widget } from '../../schemas/page.ts'
import { useTexts } from '../widgets/texts.ts'
import { frameSandbox } from './frame-sandbox.ts'
import { RUNTIME_NS, RUNTIME_TEXTS } from './texts.ts'

export interface WindowSpec {
  key: number
  title: string
  url: string
  width: number
  height: number
  left: number
  top: number
  /** the iframe's sandbox; undefined for a page of the platform */
  sandbox?: string
}

export interface PageLinks {
  projectId?: string
  preview?: boolean
}

/** The app route of a project page (runtime or preview) or of an equipment's page. */
export function pageUrlOf(links: PageLinks, pageId: string, equipId?: string): string {
  if (equipId) return `/monitor/eg/detail/page/${encodeURIComponent(pageId)}/0`
  const mode = links.preview ? 'preview' : 'page'
  return `/monitor/project/${encodeURIComponent(links.projectId ?? '')}/${mode}/${encodeURIComponent(pageId)}`
}

/** The antd dialogs, loaded once on first use. */
let dialogs: Promise<typeof import('./dialogs.tsx')> | undefined
export const loadDialogs = () => {
  dialogs ??= import('./dialogs.tsx')
  return dialogs
}

/** `meta` tells an entered write what the signal offers (a bit's states, an enumeration's state map). */
export function useActionRunner(
  kernel: Kernel,
  api: ApiClient,
  links: PageLinks,
  meta?: MetaLookup,
  runScript?: ActionContext['runScript'],
) {
  const navigate = useNavigate()
  const { t } = useTexts(RUNTIME_NS, RUNTIME_TEXTS)
  const [windows, setWindows] = useState<WindowSpec[]>([])
  const text = useCallback((m: string) => t(m, { defaultValue: m }), [t])
  const refused = useCallback(
    () => void loadDialogs().then((d) => d.notify('error', t('action.unsafeLink'))),
    [t],
  )

  const context = useMemo(
    (): Omit<ActionContext, 'widget'> => ({
      write: async (binding, value) => {
        await api.writeSignal({ projectId: links.projectId ?? '', signalId: binding.signalId ?? '', value })
      },
      navigate: (to, target) => {
        if (!safeUrl(to, 'link')) refused()
        else if (target === '_blank') window.open(to, '_blank', 'noopener,noreferrer')
        else if (to.startsWith('/')) navigate(to)
        else window.location.assign(to)
      },
      openWindow: ({ platformPage = false, ...spec }) => {
        if (!safeUrl(spec.url, 'link')) return refused()
        const sandbox = frameSandbox(spec.url, platformPage, window.location.origin)
        setWindows((list) => [...list, { ...spec, sandbox, key: Date.now() + list.length }])
      },
      confirm: async (m) => (await loadDialogs()).confirm(text(m), { ok: t('ok'), cancel: t('cancel') }),
      prompt: async (m, choices) =>
        (await loadDialogs()).prompt(
          text(m),
          choices?.map((c) => ({ value: c.value, text: text(c.text) })),
          { ok: t('ok'), cancel: t('cancel') },
        ),
      notify: (kind, m) => void loadDialogs().then((d) => d.notify(kind, text(m))),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      pageUrl: (pageId, equipId) => pageUrlOf(links, pageId, equipId),
      valueMeta: (binding) => (binding.signalId ? meta?.(liveKey.signal(binding.signalId)) : undefined),
      ...(runScript ? { runScript } : {}),
    }),
    [api, links, navigate, t, text, refused, meta, runScript],
  )

  const run = useCallback(
    (widget: Widget, config: ClickEventConfig) => kernel.runAction(config, { ...context, widget }),
    [kernel, context],
  )
  const closeWindow = (key: number) => setWindows((list) => list.filter((w) => w.key !== key))
  return { run, windows, closeWindow }
}
