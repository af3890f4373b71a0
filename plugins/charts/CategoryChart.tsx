// One value per category as bars, a pie, a ring or a rose (the bar, pie, ring and rose widgets), drawn
// as SVG by our own few shapes (./category/): a chart library (g2plot, 240 KB gzip) for a handful of
// rectangles and arcs would put the runtime page with one chart over its goal (issue 14: ≤ 350 KB gzip).
// The drawing loads with the first such chart; it is drawn once the box has a size.
import { type CSSProperties, lazy, Suspense, useEffect, useRef, useState } from 'react'

export type CategoryKind = 'bar' | 'pie' | 'ring' | 'rose'

export interface CategoryItem {
  key: string
  name: string
  /** null: no value yet (drawn as zero, labelled as missing) */
  value: number | null
  color: string
}

export interface CategoryChartProps {
  kind: CategoryKind
  items: readonly CategoryItem[]
  /** a value as people read it (decimals, unit); an axis tick asks for its own `decimals` (tickDecimals) */
  formatValue: (key: string, value: number, decimals?: number) => string
  /** labels show values, or shares of the total (pie, ring, rose) */
  labels: 'value' | 'percent' | 'none'
  legend: 'top' | 'bottom' | 'left' | 'right' | 'none'
  /** fixed value range (bars) */
  yRange?: { min: number; max: number }
  axisColor?: string
  gridColor?: string
  noGrid?: boolean
  /** bar width and the space between bars, px */
  barSize?: { width: number; space: number }
  /** ring thickness, px */
  ringWidth?: number
  /** font of the category names (bars) */
  nameFont?: { size: number; color: string; family?: string; weight?: string }
  testId?: string
  style?: CSSProperties
}

const CategorySvg = lazy(() => import('./category/view.tsx').then((m) => ({ default: m.CategorySvg })))

export function CategoryChart(props: CategoryChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState<{ width: number; height: number }>()

  useEffect(() => {
    const el = box.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight })
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    measure()
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={box}
      data-testid={props.testId}
      data-values={props.items.map((i) => `${i.name}=${i.value ?? ''}`).join(';')}
      style={{ width: '100%', height: '100%', overflow: 'hidden', ...props.style }}
    >
      {size && size.width > 0 && size.height > 0 && (
        <Suspense fallback={null}>
          <CategorySvg props={props} width={size.width} height={size.height} />
        </Suspense>
      )}
    </div>
  )
}
