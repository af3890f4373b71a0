// The canvas: the page at its size on a scrollable, zoomable stage with grid and rulers; the widgets
// through the shared WidgetHost in design mode (with live values while the live preview is on); one
// Moveable for the selected widgets and one Selecto for click and marquee selection. Each job is a hook of
// its own: zoom (use-zoom: remembered per page, fitted on open, ctrl/cmd + wheel), pan and scroll
// (use-pan: space + drag or the middle button), selection (use-selection: Moveable's targets, the proxy
// box, locks) and gestures (use-gestures: Moveable, Selecto, palette drops). This file lays them out.
import { type CSSProperties, useEffect, useMemo, useRef } from 'react'
import Moveable from 'react-moveable'
import Selecto from 'react-selecto'
import { useStore } from 'zustand'
import { DEFAULT_LANG, normaliseLang } from '../../../core/i18n/langs.ts'
import { loadedVariant } from '../../../core/kernel/index.ts'
import { cssImage } from '../../../core/validation/url.ts'
import type { Widget } from '../../../schemas/page.ts'
import { WidgetHostContext, type WidgetHostEnv } from '../../widgets/context.tsx'
import { WidgetLayer } from '../../widgets/WidgetLayer.tsx'
import { useActions, useDesignerEnv, useDesignerState, useEditorState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { useOpenMenu } from '../menu/ContextMenu.tsx'
import { DrawLayer } from './DrawLayer.tsx'
import { GRID } from './gestures.ts'
import { JointEditor, pipePoints } from './JointEditor.tsx'
import { useLivePreview } from './live-preview.ts'
import { Guides, LockedOutlines, PageBounds } from './Overlays.tsx'
import { PolylineLayer } from './PolylineLayer.tsx'
import { RULER_SIZE, Ruler } from './Rulers.tsx'
import { useMoveGestures, usePagePoint, usePaletteDrop, useSelectHandlers } from './use-gestures.ts'
import { type ScrollBox, usePan, useScrollBox } from './use-pan.ts'
import { useCanvasSelection } from './use-selection.ts'
import { MARGIN, useCanvasZoom } from './use-zoom.ts'
import { stageOffset } from './zoom.ts'

export { MARGIN } from './use-zoom.ts'

const SELECTABLE = '.lf-stage > .lf-widget'

const gridCss = (on: boolean): CSSProperties =>
  on
    ? {
        backgroundImage:
          'linear-gradient(to right, rgba(0,0,0,0.07) 1px, transparent 1px), linear-gradient(to bottom, rgba(0,0,0,0.07) 1px, transparent 1px)',
        backgroundSize: `${GRID}px ${GRID}px`,
      }
    : {}

export interface CanvasHandle {
  fit: () => void
}

/** The widgets in design mode, in the user's language, with live values while the preview is on. */
function useWidgetEnv(livePreview: boolean) {
  const { designer, liveWhere } = useDesignerEnv()
  const page = useEditorState((s) => s.page)
  const live = useLivePreview(livePreview, page, liveWhere)
  const lang = normaliseLang(useDesignerTexts().i18n.language) ?? DEFAULT_LANG
  return useMemo<WidgetHostEnv>(
    () => ({
      kernel: designer.kernel,
      mode: 'design',
      lang,
      ...(live && { live: live.store, preview: true, ...(live.meta && { meta: live.meta }) }),
    }),
    [designer.kernel, live, lang],
  )
}

/** The rulers along the top and the left edge, their zero at the page's corner. */
function RulerPair({
  origin,
  zoom,
  scroll,
}: {
  origin: { x: number; y: number }
  zoom: number
  scroll: ScrollBox
}) {
  return (
    <>
      <div
        style={{ position: 'absolute', left: RULER_SIZE, top: 0, right: 0, height: RULER_SIZE, zIndex: 4 }}
      >
        <Ruler axis="x" origin={origin.x} zoom={zoom} length={scroll.width} />
      </div>
      <div
        style={{ position: 'absolute', top: RULER_SIZE, left: 0, bottom: 0, width: RULER_SIZE, zIndex: 4 }}
      >
        <Ruler axis="y" origin={origin.y} zoom={zoom} length={scroll.height} />
      </div>
    </>
  )
}

/** The one selected widget when it is a pipe drawn joint by joint, with its points. */
function usePipe(selection: readonly string[], widgets: readonly Widget[]) {
  const widget = selection.length === 1 ? widgets.find((w) => w.id === selection[0]) : undefined
  const points = pipePoints(widget)
  return widget && points ? { widget, points } : undefined
}

export function Canvas({ onReady }: { onReady?: (handle: CanvasHandle) => void }) {
  const { designer, pageKey, session } = useDesignerEnv()
  const actions = useActions()
  const page = useEditorState((s) => s.page)
  const selection = useDesignerState((s) => s.selection)
  const zoom = useDesignerState((s) => s.zoom)
  const tool = useDesignerState((s) => s.tool)
  const polyline =
    tool.kind === 'draw'
      ? loadedVariant(designer.kernel.widgets.get(tool.type), tool.variant)?.polyline
      : undefined
  const prefs = useDesignerState((s) => s.prefs)
  const livePreview = useDesignerState((s) => s.livePreview)
  const guides = useStore(designer.store, (s) => s.guides)
  const viewport = useRef<HTMLDivElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const moveable = useRef<Moveable>(null)
  const selecto = useRef<Selecto>(null)
  const proxy = useRef<HTMLDivElement>(null)
  const { con, widgets } = page

  const env = useWidgetEnv(livePreview)
  const { fit } = useCanvasZoom({ designer, actions, viewport, con, pageKey, session })
  useEffect(() => onReady?.({ fit }), [onReady, fit])
  const scroll = useScrollBox(viewport)
  const { panning, startPan } = usePan(viewport)
  const { targets, targetsRef, locked, proxyBox, transformable } = useCanvasSelection({
    selection,
    widgets,
    zoom,
    stage,
    moveable,
    selecto,
  })
  const gestures = useMoveGestures(designer, proxy, targetsRef)
  const toPage = usePagePoint(designer, stage)
  const drop = usePaletteDrop(actions, toPage)
  const select = useSelectHandlers({ designer, actions, moveable, targets, panning })
  const openMenu = useOpenMenu()
  /** A right click on a widget selects it (unless it is selected already); on the page, nothing. */
  const onContextMenu = (e: React.MouseEvent) => {
    e.preventDefault()
    const hit = (e.target as Element).closest(SELECTABLE)?.getAttribute('data-widget-id')
    if (!hit) actions.clearSelection()
    else if (!selection.includes(hit)) actions.select([hit])
    openMenu({ x: e.clientX, y: e.clientY })
  }

  const pipe = usePipe(selection, widgets)
  const rulers = prefs.ruler ? RULER_SIZE : 0
  const offset = {
    x: stageOffset(scroll.width, con.width * zoom, MARGIN),
    y: stageOffset(scroll.height, con.height * zoom, MARGIN),
  }
  const origin = { x: offset.x - scroll.left, y: offset.y - scroll.top }

  return (
    <div
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        background: '#f0f2f5',
      }}
    >
      {prefs.ruler && <RulerPair origin={origin} zoom={zoom} scroll={scroll} />}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer panning and palette drops on the canvas */}
      <div
        ref={viewport}
        data-testid="canvas"
        className="lf-viewport"
        onPointerDownCapture={startPan}
        onDragOver={drop.onDragOver}
        onDrop={drop.onDrop}
        onContextMenu={onContextMenu}
        style={{
          position: 'absolute',
          left: rulers,
          top: rulers,
          right: 0,
          bottom: 0,
          overflow: 'auto',
          cursor: panning ? 'grab' : undefined,
        }}
      >
        <div
          style={{
            position: 'relative',
            width: con.width * zoom + 2 * offset.x,
            height: con.height * zoom + 2 * offset.y,
          }}
        >
          <div
            ref={stage}
            className="lf-stage"
            data-testid="stage"
            style={{
              position: 'absolute',
              left: offset.x,
              top: offset.y,
              width: con.width,
              height: con.height,
              transform: `scale(${zoom})`,
              transformOrigin: '0 0',
              backgroundColor: con.bgColor,
              backgroundImage: cssImage(con.bgImage),
              backgroundSize: '100% 100%',
              boxShadow: '0 0 0 1px #d9d9d9',
            }}
          >
            <div style={{ position: 'absolute', inset: 0, pointerEvents: 'none', ...gridCss(prefs.grid) }} />
            <WidgetHostContext.Provider value={env}>
              <WidgetLayer widgets={widgets} />
            </WidgetHostContext.Provider>
            <LockedOutlines widgets={locked} />
            <PageBounds width={con.width} height={con.height} zoom={zoom} />
            {proxyBox && (
              <div
                ref={proxy}
                className="lf-selection-proxy"
                style={{
                  position: 'absolute',
                  pointerEvents: 'none',
                  left: proxyBox.x,
                  top: proxyBox.y,
                  width: proxyBox.width,
                  height: proxyBox.height,
                }}
              />
            )}
            <Guides guides={guides} zoom={zoom} />
            {tool.kind === 'select' && pipe && (
              <JointEditor
                widget={pipe.widget}
                points={pipe.points}
                zoom={zoom}
                toPage={toPage}
                onChange={(change) => actions.edit(pipe.widget.id, change)}
              />
            )}
            {tool.kind === 'draw' &&
              (polyline ? (
                <PolylineLayer
                  toPage={toPage}
                  onDone={(points) => {
                    const { box, options } = polyline(points)
                    actions.addWidget(tool.type, box, tool.variant, options)
                  }}
                  onCancel={() => actions.setTool({ kind: 'select' })}
                />
              ) : (
                <DrawLayer
                  toPage={toPage}
                  onDraw={(box) => actions.addWidget(tool.type, box, tool.variant, tool.options)}
                />
              ))}
          </div>
          <Moveable
            ref={moveable}
            target={targets.length > 1 ? proxy : targets[0]}
            draggable
            // a drawn pipe is reshaped by its joints (JointEditor), not by the box's handles over them
            resizable={transformable && !pipe}
            rotatable={transformable && !pipe}
            throttleRotate={1}
            origin={false}
            {...gestures}
          />
        </div>
        <Selecto
          ref={selecto}
          dragContainer={viewport.current ?? undefined}
          selectableTargets={[SELECTABLE]}
          hitRate={0}
          selectByClick
          selectFromInside={false}
          toggleContinueSelect={['shift']}
          ratio={0}
          onDragStart={select.onDragStart}
          onSelectEnd={select.onSelectEnd}
        />
      </div>
    </div>
  )
}
