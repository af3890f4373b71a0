// The runtime page's slim header: back, the page's title, a way to the designer and to the projects for
// users who may edit them, and full screen. An embedding link hides it with `?header=0`. Plain
// elements and CSS, no component library: the runtime's bundle stays small.
import { useContext, useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { hasAuth } from '../../plugins/screens/shared/user.ts'
import { ShellContext } from '../shell/context.tsx'
import { useTexts } from '../widgets/texts.ts'
import {
  ArrowLeftOutlined,
  EditOutlined,
  FolderOpenOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
} from './icons.tsx'
import './runtime-header.css'
import { RUNTIME_NS, RUNTIME_TEXTS } from './texts.ts'

export const HEADER_HEIGHT = 40
/** The query parameter that hides the header (`?header=0`), for pages embedded elsewhere. */
export const HEADER_PARAM = 'header'
/** Who may open a project's pages in the designer (schemas/api/permissions.ts). */
const EDIT_AUTH = 'manage_eg_project'
export const PROJECTS_PATH = '/manage/eg/project/list'

export const headerShown = (search: string): boolean => new URLSearchParams(search).get(HEADER_PARAM) !== '0'

const NO_SESSION = createStore<{ user?: { auths: string[] } }>(() => ({}))

function useMayEdit(): boolean {
  const shell = useContext(ShellContext)
  const user = useStore(shell?.session.store ?? NO_SESSION, (s) => s.user)
  return hasAuth(user, EDIT_AUTH)
}

function useFullScreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null)
  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', changed)
    return () => document.removeEventListener('fullscreenchange', changed)
  }, [])
  const toggle = () =>
    void (document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen())
  return [on, toggle]
}

export function RuntimeHeader({
  title,
  projectId,
  pageId,
}: {
  title: string
  projectId?: string
  pageId: string
}) {
  const { t } = useTexts(RUNTIME_NS, RUNTIME_TEXTS)
  const navigate = useNavigate()
  const mayEdit = useMayEdit() && projectId !== undefined
  const [fullScreen, toggleFullScreen] = useFullScreen()
  // Back where the user came from; a page opened on its own (a link, a new tab) goes to the projects.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(mayEdit ? PROJECTS_PATH : '/'))
  return (
    <header className="lf-runtime-header" data-testid="runtime-header">
      <button type="button" onClick={back} aria-label={t('header.back')} title={t('header.back')}>
        <ArrowLeftOutlined />
      </button>
      <h1 title={title}>{title || t('header.untitled')}</h1>
      {mayEdit && (
        <>
          <Link to={`/manage/project/${projectId}/designer/${pageId}`} data-testid="runtime-edit">
            <EditOutlined />
            {t('header.edit')}
          </Link>
          <Link to={PROJECTS_PATH} data-testid="runtime-projects">
            <FolderOpenOutlined />
            {t('header.projects')}
          </Link>
        </>
      )}
      <button
        type="button"
        onClick={toggleFullScreen}
        aria-label={fullScreen ? t('header.exitFullScreen') : t('header.fullScreen')}
        title={fullScreen ? t('header.exitFullScreen') : t('header.fullScreen')}
      >
        {fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
    </header>
  )
}
