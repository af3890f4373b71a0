// Charts of the management screens (issue 31: the alarm overview), drawn by g2plot, which the design names
// for them. The library (about 240 KB gzip) loads with the first such chart, in a chunk of its own: only
// lazily loaded screens draw one, never the runtime page (tests/unit/architecture/runtime-route.test.ts).
// SVG renderer, so its texts are text nodes; a caller gives only its own texts and numbers as data (the
// tooltip is g2plot's markup template).
import type { BarOptions, ColumnOptions } from '@antv/g2plot'
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react'

interface Plots {
  Column: ColumnOptions
  Bar: BarOptions
}

export interface G2ChartProps<K extends keyof Plots> {
  kind: K
  options: Plots[K]
  testId: string
  /** shown while the library loads, and instead of the chart if it cannot be loaded */
  loading: ReactNode
  failed: ReactNode
  style?: CSSProperties
}

type State = 'loading' | 'drawn' | 'failed'

export function G2Chart<K extends keyof Plots>({
  kind,
  options,
  testId,
  loading,
  failed,
  style,
}: G2ChartProps<K>) {
  const box = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<State>('loading')
  // drawn again when what it shows changes (a reload of the screen), not on every render
  const key = JSON.stringify(options)

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for options
  useEffect(() => {
    let plot: { render(): void; destroy(): void } | undefined
    let gone = false
    import('@antv/g2plot')
      .then((g2) => {
        if (gone || !box.current) return
        const Plot = g2[kind] as new (el: HTMLElement, o: Plots[K]) => { render(): void; destroy(): void }
        plot = new Plot(box.current, { renderer: 'svg', autoFit: true, animation: false, ...options })
        plot.render()
        setState('drawn')
      })
      .catch(() => {
        if (!gone) setState('failed')
      })
    return () => {
      gone = true
      plot?.destroy()
    }
  }, [kind, key])

  return (
    <div style={{ position: 'relative', ...style }}>
      <div ref={box} data-testid={testId} data-state={state} style={{ height: '100%' }} />
      {state !== 'drawn' && (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          {state === 'loading' ? loading : failed}
        </div>
      )}
    </div>
  )
}
