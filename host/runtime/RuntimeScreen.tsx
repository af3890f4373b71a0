// The runtime viewer (platform spec §2 runtime routes): a saved page, read-only, at its size or fitted
// to the window (fit, adaption), asking the page password first when it has one. Live values come over
// the spec's sockets into a live store applied once per frame; each widget subscribes to its own keys,
// so the page itself renders once. Click actions run through the kernel; widgets of other regions are
// hidden (authRegion).
// No antd on this route (issue 14: runtime JavaScript ≤ 250 KB gzip): plain parts, and antd's dialogs
// loaded with the first click action that needs one (dialogs.tsx).

import { lazy, Suspense, useContext, useEffect, useMemo, useState } from 'react'
import { useLocation, useParams } from 'react-router'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { Page } from '../../schemas/page.ts'
import { useApi } from '../boot/api.tsx'
import { useKernel } from '../boot/context.tsx'
import { ShellContext } from '../shell/context.tsx'
import { Notice } from '../shell/parts/Notice.tsx'
import { FullSpinner } from '../shell/parts/PageSpinner.tsx'
import type { WidgetHostEnv } from '../widgets/context.tsx'
import { pageOfInfo, preparePage } from '../widgets/page.ts'
import { PATHS } from '../widgets/paths.ts'
import { useTexts } from '../widgets/texts.ts'
import { loadDialogs, type PageLinks, useActionRunner } from './action-context.tsx'
import { apiHistorySource } from './history-source.ts'
import { createLiveFeed } from './live-feed.ts'
import { PasswordGate } from './PasswordGate.tsx'
import { PageCanvas } from './page-canvas.tsx'
import { HEADER_HEIGHT, headerShown, RuntimeHeader } from './RuntimeHeader.tsx'
import { apiRecordSource } from './records-source.ts'
import { createScriptSandbox, scriptApi } from './script-sandbox.ts'
import { useSignalMeta } from './signal-meta.ts'
import { followActivity, monitorPage } from './subscriptions.ts'
import { RUNTIME_NS, RUNTIME_TEXTS } from './texts.ts'

export interface RuntimeScreenProps {
  projectId?: string
  pageId: string
  preview?: boolean
}

const Windows = lazy(() => loadDialogs().then((d) => ({ default: d.Windows })))

/** Outside the shell there is no session: no regions, every widget shows. */
const NO_SESSION = createStore<{ user?: { authRegion?: string } }>(() => ({}))

/** The user's regions, when the screen runs inside the shell with a logged-in user. */
function useUserRegions(): string | undefined {
  const shell = useContext(ShellContext)
  return useStore(shell?.session.store ?? NO_SESSION, (s) => s.user?.authRegion)
}

/** The write permission (signal/writeVal's), when the user is known; the server checks it again. */
const WRITE_RIGHT = 'monitor_data_write'

/** Whether a logged-in user lacks the write right (then the controls that write are disabled). */
function useWriteDenied(): boolean {
  const shell = useContext(ShellContext)
  return useStore(shell?.session.store ?? NO_SESSION, (s) => {
    const auths = (s.user as { auths?: readonly string[] } | undefined)?.auths
    return auths !== undefined && !auths.includes(WRITE_RIGHT)
  })
}

function LivePage({ page, links, pageId }: { page: Page; links: PageLinks; pageId: string }) {
  const kernel = useKernel()
  const api = useApi()
  const { i18n, t } = useTexts(RUNTIME_NS, RUNTIME_TEXTS)
  const userRegions = useUserRegions()
  const writeDenied = useWriteDenied() ? t('action.noWriteRight') : undefined
  const feed = useMemo(() => createLiveFeed(), [])
  const meta = useSignalMeta(api, page, links.projectId)
  const sandbox = useMemo(() => createScriptSandbox(scriptApi(api, links.projectId)), [api, links.projectId])
  const { run, windows, closeWindow } = useActionRunner(kernel, api, links, meta, sandbox.run)
  const { search } = useLocation()
  const history = useMemo(() => apiHistorySource(api, links.projectId), [api, links.projectId])
  const records = useMemo(() => apiRecordSource(api, links.projectId), [api, links.projectId])

  useEffect(() => {
    const monitor = monitorPage(api, page, { projectId: links.projectId, pageId }, { signalVal: feed.push })
    const stopFollowing = followActivity(monitor)
    return () => {
      stopFollowing()
      monitor.stop()
      feed.dispose()
    }
  }, [api, page, links.projectId, pageId, feed])

  const env: WidgetHostEnv = useMemo(
    () => ({
      kernel,
      mode: 'runtime',
      lang: i18n.language === 'en' ? 'en' : 'zh',
      live: feed.store,
      history,
      records,
      meta,
      userRegions,
      onAction: run,
      runScript: sandbox.run,
      ...(writeDenied ? { writeDenied } : {}),
    }),
    [kernel, i18n.language, feed, history, records, meta, userRegions, run, writeDenied, sandbox],
  )
  const header = headerShown(search)
  return (
    <>
      {header && <RuntimeHeader title={page.con.title} projectId={links.projectId} pageId={pageId} />}
      <PageCanvas page={page} env={env} top={header ? HEADER_HEIGHT : 0}>
        {windows.length > 0 && (
          <Suspense fallback={null}>
            <Windows windows={windows} onClose={closeWindow} />
          </Suspense>
        )}
      </PageCanvas>
    </>
  )
}

/** The project, page and mode of the runtime routes (platform spec §2). */
export function runtimeOfRoute(
  params: Record<string, string | undefined>,
  path: string,
): RuntimeScreenProps | undefined {
  if (!params.pageId) return undefined
  return {
    ...(params.projectId && { projectId: params.projectId }),
    pageId: params.pageId,
    preview: /\/preview\//.test(path),
  }
}

function RuntimeBody(props: Partial<RuntimeScreenProps>) {
  const params = useParams()
  const kernel = useKernel()
  const api = useApi()
  const { t } = useTexts(RUNTIME_NS, RUNTIME_TEXTS)
  const where = props.pageId
    ? { projectId: props.projectId, pageId: props.pageId, preview: props.preview ?? false }
    : runtimeOfRoute(params, typeof location === 'undefined' ? '' : location.pathname)
  const [state, setState] = useState<{ page?: Page; error?: string; locked?: boolean; withheld?: boolean }>(
    {},
  )
  // Stable, so the widgets' context (and so every widget) does not change on unrelated renders.
  const links: PageLinks = useMemo(
    () => ({ ...(where?.projectId && { projectId: where.projectId }), preview: where?.preview ?? false }),
    [where?.projectId, where?.preview],
  )

  const load = (pageId: string) =>
    api.call(PATHS.pageInfo, { id: pageId }).then((info) => ({
      page: preparePage(kernel, pageOfInfo(info)),
      // the server keeps a protected page's widgets until its password is given (then asked again)
      withheld: info?.locked === true,
    }))

  // The page is asked for while the screen renders, not once it is committed: as a lazy route the screen's
  // first commit is held back (React reveals it up to 300 ms after the route's fallback), and the call
  // and the page's preparation fit in that wait. A render React throws away only repeats the read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per page
  const loading = useMemo(() => {
    if (!where) return undefined
    const loaded = load(where.pageId)
    loaded.catch(() => {}) // reported by the effect, which may attach after a failure
    return loaded
  }, [where?.pageId, kernel, api])

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per page
  useEffect(() => {
    if (!loading) return
    let live = true
    setState({})
    loading.then(
      ({ page, withheld }) =>
        live && setState({ page, withheld, locked: withheld || (page.con.checkpwd && !where?.preview) }),
      (e: unknown) => live && setState({ error: e instanceof Error ? e.message : String(e) }),
    )
    return () => {
      live = false
    }
  }, [loading])

  if (!where) return <Notice status="warning" title={t('noPage')} />
  if (state.error) return <Notice status="error" title={t('jumpFailed', { message: state.error })} />
  if (!state.page) return <FullSpinner label={t('loading')} />
  if (state.locked)
    return (
      <PasswordGate
        api={api}
        pageId={where.pageId}
        onPass={() =>
          state.withheld
            ? load(where.pageId).then(
                ({ page }) => setState({ page, locked: false }),
                (e: unknown) => setState({ error: e instanceof Error ? e.message : String(e) }),
              )
            : setState({ ...state, locked: false })
        }
      />
    )
  return <LivePage page={state.page} links={links} pageId={where.pageId} />
}

export function RuntimeScreen(props: Partial<RuntimeScreenProps>) {
  return <RuntimeBody {...props} />
}
