// @vitest-environment jsdom
// The xy chart's uPlot options (issue 30): an XY curve just drawn has no (x, y) pair bound yet, and
// uPlot's xy mode read its x scale from a first series that was not there ("Cannot read properties of
// undefined (reading 'facets')"). The chart is built here on a stand-in canvas, with and without series,
// and must draw.

import type uPlot from 'uplot'
import { beforeAll, describe, expect, it } from 'vitest'
import { dataOf, type XyChartProps, xyOptions } from '../../../plugins/charts/XyChart.tsx'

let UPlot: typeof uPlot

beforeAll(async () => {
  // jsdom has neither media queries, a 2d canvas nor paths: uPlot gets stand-ins that draw nothing
  window.matchMedia = (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as never
  const context = new Proxy(
    {},
    {
      get: (_t, key) => (key === 'measureText' ? () => ({ width: 10 }) : () => {}),
      set: () => true,
    },
  )
  HTMLCanvasElement.prototype.getContext = (() => context) as never
  globalThis.Path2D ??= class {
    moveTo() {}
    lineTo() {}
    rect() {}
    arc() {}
    closePath() {}
    addPath() {}
  } as never
  UPlot = (await import('uplot')).default
})

const props = (series: XyChartProps['series']): XyChartProps => ({
  series,
  formatX: String,
  formatY: String,
})

/** Builds the chart as XyChart does and waits for its first draw. */
async function drawnChart(p: XyChartProps): Promise<void> {
  const options = xyOptions(p, 300, 200, UPlot)
  let chart: uPlot | undefined
  await new Promise<void>((resolve) => {
    options.hooks = { draw: [() => resolve()] }
    chart = new UPlot(options, dataOf(p.series), document.createElement('div'))
  })
  chart?.destroy()
}

describe('the xy chart', () => {
  it('draws with no pair bound yet: its axes alone', async () => {
    await expect(drawnChart(props([]))).resolves.toBeUndefined()
    expect(dataOf([])).toEqual([null, [[], []]])
  })

  it('draws each pair as its own series', async () => {
    const series = [
      { key: 'a', label: 'A', color: '#f00', xs: [1, 2], ys: [3, 4] },
      { key: 'b', label: 'B', color: '#00f', xs: [1], ys: [5] },
    ]
    await expect(drawnChart(props(series))).resolves.toBeUndefined()
    expect(xyOptions(props(series), 300, 200, UPlot).series).toHaveLength(3)
  })
})
