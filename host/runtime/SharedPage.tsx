// A shared project's (or device's) configuration page, public and read-only (issue 21): the share
// session opened at /share/{token} (kept for the tab, plugins/screens/operations/share.tsx) asks for the
// page (`share/page`) and, every 5 s, the share's live values (`share/view`), pushed into the page's live
// store. No click action runs and nothing is written; a refused session goes back to the password.
import { useEffect, useMemo, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import type { Page } from '../../schemas/page.ts'
import { ApiContext, useApi } from '../boot/api.tsx'
import { useKernel } from '../boot/context.tsx'
import { Notice } from '../shell/parts/Notice.tsx'
import { FullSpinner } from '../shell/parts/PageSpinner.tsx'
import type { WidgetHostEnv } from '../widgets/context.tsx'
import { pageOfInfo, preparePage } from '../widgets/page.ts'
import { useTexts } from '../widgets/texts.ts'
import { ArrowLeftOutlined } from './icons.tsx'
import { createLiveFeed } from './live-feed.ts'
import { PageCanvas } from './page-canvas.tsx'
import { HEADER_HEIGHT } from './RuntimeHeader.tsx'
import { shareApi } from './share-api.ts'
import './runtime-header.css'
import { RUNTIME_NS, RUNTIME_TEXTS } from './texts.ts'

const REFRESH_MS = 5000

/** The share session of a link in this tab (set by the share view once its password was given). */
export const shareSessionKey = (token: string) => `lfscada.share.${token}`

function SharedLivePage({
  page,
  pageId,
  session,
  onEnded,
}: {
  page: Page
  pageId: string
  session: string
  onEnded: () => void
}) {
  const kernel = useKernel()
  const api = useApi()
  const { i18n, t } = useTexts(RUNTIME_NS, RUNTIME_TEXTS)
  const feed = useMemo(() => createLiveFeed(), [])
  useEffect(() => {
    let live = true
    const load = () =>
      api.call('share/view', { session }).then(
        (view) => {
          if (!live) return
          const values = view.devices.flatMap((d) => d.values)
          feed.push(values.flatMap((v) => (v.time === null ? [] : [{ ...v, time: v.time }])))
        },
        () => live && onEnded(),
      )
    void load()
    const timer = setInterval(load, REFRESH_MS)
    return () => {
      live = false
      clearInterval(timer)
      feed.dispose()
    }
  }, [api, session, feed, onEnded])
  const env: WidgetHostEnv = useMemo(
    () => ({
      kernel,
      mode: 'runtime',
      lang: i18n.language === 'en' ? 'en' : 'zh',
      live: feed.store,
      writeDenied: t('share.readOnly'),
    }),
    [kernel, i18n.language, feed, t],
  )
  // the widgets read the enterprise's own symbols the page shows through the share session
  const widgetApi = useMemo(() => shareApi(api, session, pageId), [api, session, pageId])
  return (
    <ApiContext.Provider value={widgetApi}>
      <PageCanvas page={page} env={env} top={HEADER_HEIGHT} />
    </ApiContext.Provider>
  )
}

export function SharedPage() {
  const { token = '', pageId = '' } = useParams()
  const kernel = useKernel()
  const api = useApi()
  const navigate = useNavigate()
  const { t } = useTexts(RUNTIME_NS, RUNTIME_TEXTS)
  const session = sessionStorage.getItem(shareSessionKey(token)) ?? ''
  const [state, setState] = useState<{ page?: Page; error?: string }>({})
  const back = `/share/${token}`
  const ended = useMemo(
    () => () => {
      sessionStorage.removeItem(shareSessionKey(token))
      void navigate(back, { replace: true })
    },
    [navigate, back, token],
  )
  useEffect(() => {
    if (!session) return ended()
    let live = true
    api.call('share/page', { session, page: pageId }).then(
      (answer) => live && setState({ page: preparePage(kernel, pageOfInfo({ json: answer.json })) }),
      (e: unknown) => live && setState({ error: e instanceof Error ? e.message : String(e) }),
    )
    return () => {
      live = false
    }
  }, [api, kernel, session, pageId, ended])

  if (state.error) return <Notice status="error" title={state.error} />
  if (!state.page) return <FullSpinner label={t('loading')} />
  return (
    <>
      <header className="lf-runtime-header" data-testid="shared-page-header">
        <Link to={back} title={t('share.back')} aria-label={t('share.back')}>
          <ArrowLeftOutlined />
        </Link>
        <h1>{state.page.con.title}</h1>
        <span style={{ opacity: 0.75, whiteSpace: 'nowrap' }}>{t('share.readOnly')}</span>
      </header>
      <SharedLivePage page={state.page} pageId={pageId} session={session} onEnded={ended} />
    </>
  )
}
