// The designer screen (designer spec §2, at its three page routes; a scene's route is its configurator):
// toolbar, palette, canvas and property panel around one page. It loads the page (migrations, binding refresh), keeps it in core/page's editor
// and saves it with the spec's form post.
import { App, Layout, Spin } from 'antd'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useParams } from 'react-router'
import { ApiError } from '../../core/api/errors.ts'
import { Code } from '../../core/i18n/codes.ts'
import type { Kernel } from '../../core/kernel/index.ts'
import { createPageEditor, type Refusal } from '../../core/page/index.ts'
import { LoadFailed } from '../../plugins/screens/shared/load-failed.tsx'
import { useApi } from '../boot/api.tsx'
import { useKernel } from '../boot/context.tsx'
import { useAutosave } from './autosave.ts'
import { Canvas, type CanvasHandle } from './canvas/Canvas.tsx'
import { DesignerContext, type DesignerEnv, useEditorState } from './context.tsx'
import { useDesignerTexts } from './i18n.ts'
import { createBindingSource } from './io/binding-source.ts'
import { loadDesignPage, saveDesignPage } from './io/page-io.ts'
import type { DesignTarget } from './io/target.ts'
import { useShortcuts } from './keyboard.ts'
import { LayersPanel } from './layers/LayersPanel.tsx'
import { useLeaveWarning } from './leave-warning.ts'
import { DesignerMenuProvider } from './menu/ContextMenu.tsx'
import { Palette } from './palette/Palette.tsx'
import { PanelColumn } from './panel/PanelColumn.tsx'
import { PropertyPanel } from './panel/PropertyPanel.tsx'
import { createDesigner, limitsOf } from './store/designer-store.ts'
import { browserStorage } from './store/preferences.ts'
import { Toolbar } from './toolbar/Toolbar.tsx'

export interface DesignerScreenProps {
  target: DesignTarget
  pageId: string
}

/** The target and page of the designer routes (platform spec §2). */
export function targetOfRoute(params: Record<string, string | undefined>): DesignerScreenProps | undefined {
  const { projectId, equipId, templateId, pageId } = params
  if (!pageId) return undefined
  if (projectId) return { target: { kind: 'project', id: projectId }, pageId }
  if (equipId) return { target: { kind: 'equip', id: equipId }, pageId }
  if (templateId) return { target: { kind: 'template', id: templateId }, pageId }
  return undefined
}

const previewUrlOf = ({ target, pageId }: DesignerScreenProps) =>
  target.kind === 'project' ? `/monitor/project/${target.id}/preview/${pageId}` : undefined

/** Live values exist for a project's pages and a device's own pages, not for templates and scenes. */
const liveWhereOf = ({ target, pageId }: DesignerScreenProps): DesignerEnv['liveWhere'] => {
  if (target.kind === 'project') return { projectId: target.id, pageId }
  return target.kind === 'equip' ? { pageId } : undefined
}

function Workspace() {
  const canvas = useRef<CanvasHandle | null>(null)
  const onReady = useCallback((handle: CanvasHandle) => {
    canvas.current = handle
  }, [])
  return (
    <Layout style={{ height: '100vh' }} data-testid="designer">
      <Layout.Header
        style={{
          height: 'auto',
          lineHeight: 'normal',
          padding: 0,
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Toolbar onFit={() => canvas.current?.fit()} />
      </Layout.Header>
      <Layout>
        <Layout.Sider width={248} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
          {/* the palette as high as its open folds (up to 72%), the layers below in the rest */}
          <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
            <div style={{ flex: '0 1 auto', maxHeight: '72%', minHeight: 0, overflow: 'auto' }}>
              <Palette />
            </div>
            <div style={{ flex: '1 1 0', minHeight: 160, borderTop: '1px solid #f0f0f0' }}>
              <LayersPanel />
            </div>
          </div>
        </Layout.Sider>
        <Layout.Content style={{ position: 'relative' }}>
          <Canvas onReady={onReady} />
        </Layout.Content>
        <PanelColumn>
          <PropertyPanel />
        </PanelColumn>
      </Layout>
    </Layout>
  )
}

/** Shortcuts, autosave and the leave warning of the open designer. */
function Behaviours({ env }: { env: DesignerEnv }) {
  const { designer, save } = env
  const dirty = useEditorState((s) => s.dirty)
  const prefs = designer.store.getState().prefs
  const saveNow = useCallback(() => void save(), [save])
  const isDirty = useCallback(() => designer.editor.store.getState().dirty, [designer])
  const autoSave = useCallback(() => save(true), [save])
  useShortcuts(designer.actions, saveNow)
  useAutosave(prefs.autosave, prefs.autosaveInterval, isDirty, autoSave)
  useLeaveWarning(dirty)
  return null
}

function useDesigner(kernel: Kernel, props: DesignerScreenProps | undefined) {
  const api = useApi()
  const { t, i18n } = useDesignerTexts()
  const { message } = App.useApp()
  const [state, setState] = useState<{ env?: DesignerEnv; failed?: { error: unknown } }>({})
  const key = props && `${props.target.kind}:${props.target.id}:${props.pageId}`

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is loaded once per target and page
  useEffect(() => {
    if (!props) return
    let live = true
    setState({})
    const source = createBindingSource(api, props.target)
    loadDesignPage(api, kernel, props.pageId, source).then(
      (page) => {
        if (!live) return
        const editor = createPageEditor(page, { limits: limitsOf(kernel) })
        const designer = createDesigner({
          editor,
          kernel,
          storage: browserStorage(),
          lang: i18n.language === 'en' ? 'en' : 'zh',
          onRefusal: (r: Refusal) => void message.warning(t(`refused.${r.code}`, r.params ?? {})),
        })
        const save = async (auto = false) => {
          try {
            await saveDesignPage(api, kernel, props.target, props.pageId, editor.getPage())
            editor.markSaved()
            void message.success(t(auto ? 'autosaved' : 'saved'))
          } catch (e) {
            void message.error(t('saveFailed', { message: e instanceof Error ? e.message : String(e) }))
          }
        }
        setState({
          env: {
            designer,
            source,
            save,
            target: props.target,
            pageId: props.pageId,
            previewUrl: previewUrlOf(props),
            pageKey: key ?? props.pageId,
            liveWhere: liveWhereOf(props),
            session: browserStorage('sessionStorage'),
          },
        })
      },
      (e: unknown) => live && setState({ failed: { error: e } }),
    )
    return () => {
      live = false
    }
  }, [key, kernel, api])
  return state
}

/** What a designer route that names no page shows. */
const notFound = new ApiError(Code.noDataOrPermission, '')

function DesignerBody(props: Partial<DesignerScreenProps>) {
  const params = useParams()
  const kernel = useKernel()
  const { t } = useDesignerTexts()
  const resolved = useMemo(
    () =>
      props.target && props.pageId ? { target: props.target, pageId: props.pageId } : targetOfRoute(params),
    [props.target, props.pageId, params],
  )
  const { env, failed } = useDesigner(kernel, resolved)
  // issue 31: a bad id or page says why in the reader's language, with a way back
  if (failed || !resolved) return <LoadFailed error={failed?.error ?? notFound} home="/manage" />
  if (!env) return <Spin fullscreen description={t('loading')} />
  return (
    <DesignerContext.Provider value={env}>
      <Behaviours env={env} />
      <DesignerMenuProvider>
        <Workspace />
      </DesignerMenuProvider>
    </DesignerContext.Provider>
  )
}

export function DesignerScreen(props: Partial<DesignerScreenProps>) {
  return (
    <App>
      <DesignerBody {...props} />
    </App>
  )
}
