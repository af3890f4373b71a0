// What the uPlot charts share: the chart's box measured as it resizes, the library (and its styles)
// fetched together as soon as the chart code loads, the chart built again when its options' shape changes
// and resized when the box does, and destroyed with the view. Environments without a canvas (jsdom) keep
// the empty frame.
import { type RefObject, useEffect, useRef, useState } from 'react'
import type uPlot from 'uplot'

const canDraw = () => typeof document !== 'undefined' && !navigator.userAgent.includes('jsdom')

let library: Promise<typeof uPlot> | undefined
/** uPlot and its styles in parallel, once (asked again after a failed fetch). */
function loadUPlot(): Promise<typeof uPlot> {
  library ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([mod]) => mod.default,
    (e: unknown) => {
      library = undefined
      throw e
    },
  )
  return library
}
// Fetched with the chart code, not once a chart is measured: a curve's first paint waits for its data,
// not for the library that comes after it (issue 12's 200k-point bench). A failure here is a head start
// lost: a chart loads the library again when it draws, and shows that failure.
if (canDraw()) loadUPlot().catch(() => {})

export interface UPlotHost {
  /** the measured box (width, height) once known */
  size: { width: number; height: number } | undefined
  chart: RefObject<uPlot | null>
}

/**
 * Hosts a uPlot chart in `plotBox`, sized to `box` less `reserved` pixels of height (a legend); `build`
 * makes the chart (called again when `shape` changes).
 */
export function useUPlot(
  box: RefObject<HTMLDivElement | null>,
  plotBox: RefObject<HTMLDivElement | null>,
  shape: string,
  reserved: number,
  build: (UPlot: typeof uPlot, width: number, height: number, el: HTMLDivElement) => uPlot,
): UPlotHost {
  const chart = useRef<uPlot | null>(null)
  const [size, setSize] = useState<{ width: number; height: number }>()
  const latestBuild = useRef(build)
  latestBuild.current = build

  useEffect(() => {
    const el = box.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }))
    observer.observe(el)
    setSize({ width: el.clientWidth, height: el.clientHeight })
    return () => observer.disconnect()
  }, [box])

  // (re)build the chart when its shape changes; data and size changes only update it
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` stands for the options that rebuild
  useEffect(() => {
    const el = plotBox.current
    if (!el || !canDraw() || !size) return
    let disposed = false
    void loadUPlot().then((UPlot) => {
      if (disposed) return
      chart.current?.destroy()
      chart.current = latestBuild.current(UPlot, size.width, Math.max(40, size.height - reserved), el)
    })
    return () => {
      disposed = true
      chart.current?.destroy()
      chart.current = null
    }
  }, [shape, Boolean(size)])

  useEffect(() => {
    if (chart.current && size)
      chart.current.setSize({ width: size.width, height: Math.max(40, size.height - reserved) })
  }, [size, reserved])

  return { size, chart }
}
