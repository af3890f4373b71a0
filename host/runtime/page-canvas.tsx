// A saved page drawn read-only at its size or fitted to the window (its con's fit and adaption), below a
// header of `top` pixels: the runtime viewer's and the public share's page (SharedPage.tsx).
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { cssImage } from '../../core/validation/url.ts'
import type { Page } from '../../schemas/page.ts'
import { WidgetHostContext, type WidgetHostEnv } from '../widgets/context.tsx'
import { WidgetLayer } from '../widgets/WidgetLayer.tsx'
import { pageScale } from './scale.ts'

/**
 * Widgets per compositor layer. One layer for a page of 2000 widgets costs the browser about 7 ms of
 * re-layering per frame of new values; runs of 10-100 cut it below 1 ms, and more, smaller layers only
 * add compositor work (measured with the runtime bench, tests/bench/runtime.bench.ts).
 */
const WIDGETS_PER_LAYER = 50

function useViewportSize() {
  const ref = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return { ref, size }
}

export function PageCanvas({
  page,
  env,
  top,
  children,
}: {
  page: Page
  env: WidgetHostEnv
  top: number
  /** drawn above the page (the runtime's windows) */
  children?: ReactNode
}) {
  const { ref, size } = useViewportSize()
  const { con } = page
  const scale = pageScale(con, size)
  return (
    <div
      ref={ref}
      data-testid="runtime"
      style={{ position: 'fixed', inset: 0, top, overflow: 'auto', background: '#f0f2f5' }}
    >
      <div
        data-testid="runtime-page"
        style={{
          position: 'relative',
          width: con.width,
          height: con.height,
          transform: `scale(${scale.x}, ${scale.y})`,
          transformOrigin: '0 0',
          backgroundColor: con.bgColor,
          backgroundImage: cssImage(con.bgImage),
          backgroundSize: '100% 100%',
          overflow: 'hidden',
        }}
      >
        <WidgetHostContext.Provider value={env}>
          <WidgetLayer widgets={page.widgets} runs={WIDGETS_PER_LAYER} />
        </WidgetHostContext.Provider>
      </div>
      {children}
    </div>
  )
}
