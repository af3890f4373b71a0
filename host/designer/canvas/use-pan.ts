// Panning the canvas: while space is held (not while typing in a field) or with the middle button, the
// pointer drags the scroll area instead of selecting. Also the scroll area's position and size, which
// the rulers and the page's offset follow.
import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useState,
} from 'react'

const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))

/** `panning` while space is held; `startPan` for the viewport's pointer-down (capture). */
export function usePan(viewport: RefObject<HTMLDivElement | null>) {
  const [panning, setPanning] = useState(false)
  useEffect(() => {
    const down = (e: KeyboardEvent) => e.code === 'Space' && !isTyping(e.target) && setPanning(true)
    const up = (e: KeyboardEvent) => e.code === 'Space' && setPanning(false)
    window.addEventListener('keydown', down)
    window.addEventListener('keyup', up)
    return () => {
      window.removeEventListener('keydown', down)
      window.removeEventListener('keyup', up)
    }
  }, [])

  const startPan = useCallback(
    (e: ReactPointerEvent) => {
      const el = viewport.current
      if (!(panning || e.button === 1) || !el) return
      e.preventDefault()
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
    },
    [panning, viewport],
  )
  return { panning, startPan }
}

export interface ScrollBox {
  left: number
  top: number
  width: number
  height: number
}

/** The viewport's scroll position and client size, kept current on scroll and resize. */
export function useScrollBox(viewport: RefObject<HTMLDivElement | null>): ScrollBox {
  const [scroll, setScroll] = useState<ScrollBox>({ left: 0, top: 0, width: 0, height: 0 })
  useEffect(() => {
    const el = viewport.current
    if (!el) return
    const measure = () =>
      setScroll({ left: el.scrollLeft, top: el.scrollTop, width: el.clientWidth, height: el.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    el.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      el.removeEventListener('scroll', measure)
    }
  }, [viewport])
  return scroll
}
