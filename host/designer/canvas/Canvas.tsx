// The canvas: the page at its size on a scrollable, zoomable stage with grid and rulers; the widgets
// through the shared WidgetHost in design mode (with live values while the live preview is on); one
// Moveable for the selected widgets and one Selecto for click and marquee selection. Ctrl/cmd + wheel
// zooms; space + drag or the middle button pans; widgets dropped from the palette land where they are
// dropped. On open the page is centred at the zoom remembered for it in this session, else fitted.
import {
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import Moveable from 'react-moveable'
import Selecto from 'react-selecto'
import { useStore } from 'zustand'
import { DEFAULT_LANG, normaliseLang } from '../../../core/i18n/langs.ts'
import { locate, selectionBounds } from '../../../core/page/index.ts'
import { cssImage } from '../../../core/validation/url.ts'
import { WidgetHostContext, type WidgetHostEnv } from '../../widgets/context.tsx'
import { WidgetLayer } from '../../widgets/WidgetLayer.tsx'
import { useActions, useDesignerEnv, useDesignerState, useEditorState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { WIDGET_DRAG_TYPE } from '../palette/Palette.tsx'
import { DrawLayer } from './DrawLayer.tsx'
import { createGestures, GRID } from './gestures.ts'
import { useLivePreview } from './live-preview.ts'
import { Guides, LockedOutlines } from './Overlays.tsx'
import { RULER_SIZE, Ruler } from './Rulers.tsx'
import { fitZoom, openingZoom, rememberedZoom, rememberZoom, stageOffset } from './zoom.ts'

/** Space around the page inside the scroll area. */
export const MARGIN = 60
const SELECTABLE = '.lf-stage > .lf-widget'

const gridCss = (on: boolean): CSSProperties =>
  on
    ? {
        backgroundImage:
          'linear-gradient(to right, rgba(0,0,0,0.07) 1px, transparent 1px), linear-gradient(to bottom, rgba(0,0,0,0.07) 1px, transparent 1px)',
        backgroundSize: `${GRID}px ${GRID}px`,
      }
    : {}

const sameList = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i])

export interface CanvasHandle {
  fit: () => void
}

export function Canvas({ onReady }: { onReady?: (handle: CanvasHandle) => void }) {
  const { designer, pageKey, session, liveWhere } = useDesignerEnv()
  const actions = useActions()
  const page = useEditorState((s) => s.page)
  const selection = useDesignerState((s) => s.selection)
  const zoom = useDesignerState((s) => s.zoom)
  const tool = useDesignerState((s) => s.tool)
  const prefs = useDesignerState((s) => s.prefs)
  const livePreview = useDesignerState((s) => s.livePreview)
  const guides = useStore(designer.store, (s) => s.guides)
  const viewport = useRef<HTMLDivElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const moveable = useRef<Moveable>(null)
  const selecto = useRef<Selecto>(null)
  const [targets, setTargets] = useState<HTMLElement[]>([])
  const [scroll, setScroll] = useState({ left: 0, top: 0, width: 0, height: 0 })
  const [panning, setPanning] = useState(false)
  const proxy = useRef<HTMLDivElement>(null)
  const targetsRef = useRef<HTMLElement[]>([])
  targetsRef.current = targets
  // Several widgets move, resize and rotate together through one proxy box: Moveable handles one element,
  // and the gesture places the selected widgets' elements (a group target would cost Moveable per-widget
  // work on every frame).
  const gestures = useMemo(
    () => createGestures(designer, (target) => (target === proxy.current ? targetsRef.current : [target])),
    [designer],
  )
  const { con, widgets } = page

  const live = useLivePreview(livePreview, page, liveWhere)
  // Widgets render in the user's language in the designer too (default texts, units, states).
  const lang = normaliseLang(useDesignerTexts().i18n.language) ?? DEFAULT_LANG
  const env: WidgetHostEnv = useMemo(
    () => ({ kernel: designer.kernel, mode: 'design', lang, ...(live && { live, preview: true }) }),
    [designer.kernel, live, lang],
  )

  const toPage = useCallback(
    (clientX: number, clientY: number) => {
      const rect = stage.current?.getBoundingClientRect()
      const z = designer.store.getState().zoom
      return rect ? { x: (clientX - rect.left) / z, y: (clientY - rect.top) / z } : { x: 0, y: 0 }
    },
    [designer],
  )

  // Moveable's targets: the elements of the selected top-level widgets that may move.
  const selectedWidgets = useMemo(
    () => selection.flatMap((id) => locate(widgets, id)?.widget ?? []),
    [selection, widgets],
  )
  const locked = useMemo(() => selectedWidgets.filter((w) => w.posLock), [selectedWidgets])
  const movable = useMemo(() => selectedWidgets.filter((w) => !w.posLock), [selectedWidgets])
  const proxyBox = movable.length > 1 ? selectionBounds(movable.map((w) => w.position)) : undefined
  // Several widgets resize and rotate as one through the proxy, unless a selected one is locked.
  const transformable = targets.length === 1 || (targets.length > 1 && locked.length === 0)
  useLayoutEffect(() => {
    const root = stage.current
    if (!root) return
    const shown = selectedWidgets.flatMap((w) => {
      const el = root.querySelector<HTMLElement>(`:scope > .lf-widget[data-widget-id="${CSS.escape(w.id)}"]`)
      return el ? [{ w, el }] : []
    })
    const next = shown.filter(({ w }) => !w.posLock).map(({ el }) => el)
    setTargets((current) => (sameList(current, next) ? current : next))
    // Selecto adds shift-clicks to its own list: keep that list the selection made elsewhere too (a drawn,
    // pasted or undone widget), or a shift-click after drawing would toggle against an older selection.
    selecto.current?.setSelectedTargets(shown.map(({ el }) => el))
    moveable.current?.updateRect()
  }, [selectedWidgets])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handles follow the zoom and the widgets' boxes
  useLayoutEffect(() => moveable.current?.updateRect(), [zoom, widgets])

  const fittingZoom = useCallback(() => {
    const el = viewport.current
    return el ? fitZoom({ width: el.offsetWidth, height: el.offsetHeight }, con, MARGIN) : 1
  }, [con])
  const fit = useCallback(() => actions.setZoom(fittingZoom()), [actions, fittingZoom])
  useEffect(() => onReady?.({ fit }), [onReady, fit])

  // On open: the zoom this page had in this session, else fitted; from then on the user's zoom is kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened page
  useLayoutEffect(() => {
    actions.setZoom(rememberedZoom(session, pageKey) ?? openingZoom(fittingZoom()))
    // a page larger than the view at that zoom: its middle in view, once the new size is laid out
    requestAnimationFrame(() => {
      const el = viewport.current
      if (!el) return
      el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2
      el.scrollTop = (el.scrollHeight - el.clientHeight) / 2
    })
    return designer.store.subscribe((state, previous) => {
      if (state.zoom !== previous.zoom) rememberZoom(session, pageKey, state.zoom)
    })
  }, [designer, pageKey])

  // Scroll position for the rulers; ctrl/cmd + wheel zooms (a non-passive listener, to keep the page still).
  useEffect(() => {
    const el = viewport.current
    if (!el) return
    const measure = () =>
      setScroll({ left: el.scrollLeft, top: el.scrollTop, width: el.clientWidth, height: el.clientHeight })
    measure()
    const onWheel = (e: WheelEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return
      e.preventDefault()
      const z = designer.store.getState().zoom
      actions.setZoom(z * (e.deltaY < 0 ? 1.1 : 1 / 1.1))
    }
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    el.addEventListener('scroll', measure, { passive: true })
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => {
      observer.disconnect()
      el.removeEventListener('scroll', measure)
      el.removeEventListener('wheel', onWheel)
    }
  }, [designer, actions])

  // Space held: the pointer pans instead of selecting.
  useEffect(() => {
    const isTyping = (t: EventTarget | null) =>
      t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))
    const down = (e: KeyboardEvent) => e.code === 'Space' && !isTyping(e.target) && setPanning(true)
    const up = (e: KeyboardEvent) => e.code === 'Space' && setPanning(false)
    window.addEventListener('keydown', down)
    window.addEventListener('keyup', up)
    return () => {
      window.removeEventListener('keydown', down)
      window.removeEventListener('keyup', up)
    }
  }, [])
  const startPan = (e: ReactPointerEvent) => {
    if (!(panning || e.button === 1) || !viewport.current) return
    e.preventDefault()
    const el = viewport.current
    const from = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop }
    const move = (ev: PointerEvent) => {
      el.scrollLeft = from.left - (ev.clientX - from.x)
      el.scrollTop = from.top - (ev.clientY - from.y)
    }
    const stop = () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', stop)
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', stop)
  }

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
      {prefs.ruler && (
        <>
          <div
            style={{ position: 'absolute', left: rulers, top: 0, right: 0, height: RULER_SIZE, zIndex: 4 }}
          >
            <Ruler axis="x" origin={origin.x} zoom={zoom} length={scroll.width} />
          </div>
          <div
            style={{ position: 'absolute', top: rulers, left: 0, bottom: 0, width: RULER_SIZE, zIndex: 4 }}
          >
            <Ruler axis="y" origin={origin.y} zoom={zoom} length={scroll.height} />
          </div>
        </>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer panning and palette drops on the canvas */}
      <div
        ref={viewport}
        data-testid="canvas"
        className="lf-viewport"
        onPointerDownCapture={startPan}
        onDragOver={(e) => e.dataTransfer.types.includes(WIDGET_DRAG_TYPE) && e.preventDefault()}
        onDrop={(e) => {
          const type = e.dataTransfer.getData(WIDGET_DRAG_TYPE)
          if (!type) return
          e.preventDefault()
          actions.addWidget(type, toPage(e.clientX, e.clientY))
        }}
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
            {tool.kind === 'draw' && (
              <DrawLayer toPage={toPage} onDraw={(box) => actions.addWidget(tool.type, box)} />
            )}
          </div>
          <Moveable
            ref={moveable}
            target={targets.length > 1 ? proxy : targets[0]}
            draggable
            resizable={transformable}
            rotatable={transformable}
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
          onDragStart={(e) => {
            const target = e.inputEvent.target as Element
            const state = designer.store.getState()
            const onSelected = targets.some((t) => t === target || t.contains(target))
            if (
              panning ||
              state.tool.kind === 'draw' ||
              moveable.current?.isMoveableElement(target) ||
              onSelected
            ) {
              e.stop()
            }
            // Pressing on one of several selected widgets drags them all through the proxy.
            if (onSelected && targets.length > 1 && !panning) moveable.current?.dragStart(e.inputEvent)
          }}
          onSelectEnd={(e) => {
            const ids = e.selected.map((el) => el.getAttribute('data-widget-id') ?? '').filter(Boolean)
            if (designer.store.getState().brush) {
              actions.applyBrush(ids)
              return
            }
            actions.select(ids)
            if (e.isDragStartEnd && ids.length) {
              e.inputEvent.preventDefault()
              void moveable.current
                ?.waitToChangeTarget()
                .then(() => moveable.current?.dragStart(e.inputEvent))
            }
          }}
        />
      </div>
    </div>
  )
}
