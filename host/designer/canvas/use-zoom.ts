// The canvas's zoom: on open the zoom this page had in this browser session, else fitted to the view
// (with the page's middle in view); each change remembered for the page; ctrl/cmd + wheel zooms (a
// non-passive listener, so the page itself does not scroll).
import { type RefObject, useCallback, useEffect, useLayoutEffect } from 'react'
import type { Container } from '../../../schemas/page.ts'
import type { Designer, DesignerActions } from '../store/designer-store.ts'
import type { PrefStorage } from '../store/preferences.ts'
import { fitZoom, openingZoom, rememberedZoom, rememberZoom } from './zoom.ts'

/** Space around the page inside the scroll area. */
export const MARGIN = 60

/** One wheel notch zooms by this factor. */
const WHEEL_STEP = 1.1

interface ZoomInput {
  designer: Designer
  actions: DesignerActions
  viewport: RefObject<HTMLDivElement | null>
  con: Pick<Container, 'width' | 'height'>
  pageKey: string
  session: PrefStorage | undefined
}

/** Answers `fit`: the zoom that shows the whole page, applied. */
export function useCanvasZoom({ designer, actions, viewport, con, pageKey, session }: ZoomInput) {
  const fittingZoom = useCallback(() => {
    const el = viewport.current
    return el ? fitZoom({ width: el.offsetWidth, height: el.offsetHeight }, con, MARGIN) : 1
  }, [con, viewport])
  const fit = useCallback(() => actions.setZoom(fittingZoom()), [actions, fittingZoom])

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

  useEffect(() => {
    const el = viewport.current
    if (!el) return
    const onWheel = (e: WheelEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return
      e.preventDefault()
      const z = designer.store.getState().zoom
      actions.setZoom(z * (e.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP))
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [designer, actions, viewport])

  return { fit }
}
