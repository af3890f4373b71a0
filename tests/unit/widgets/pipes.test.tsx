// @vitest-environment jsdom
// Pipes drawn as polylines (issue 30): the joints clicked on the page become a symbol widget of the flow
// kind whose drawing is made from them (a mitred outline, a flow line along it), painted and animated
// for the bound value like every pipe.

import { afterEach, describe, expect, it } from 'vitest'
import { createLiveStore } from '../../../core/binding/index.ts'
import { createKernel, createWidget, variantsOf } from '../../../core/kernel/index.ts'
import { WidgetHost, WidgetHostContext } from '../../../host/widgets/index.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins } from '../../../plugins/widgets/index.ts'
import SymbolWidget from '../../../plugins/widgets/Symbol/index.ts'
import {
  distinctPoints,
  pipeOutline,
  polylineTree,
  polylineWidget,
} from '../../../plugins/widgets/Symbol/polyline.ts'
import { cleanup, render, waitFor } from '../render.tsx'

afterEach(cleanup)

const L = [
  { x: 108, y: 208 },
  { x: 160, y: 208 },
  { x: 160, y: 252 },
]

describe('polyline pipes', () => {
  it('makes a widget of the clicked joints: its box their bounds and a margin, its points inside it', () => {
    expect(polylineWidget(L)).toEqual({
      box: { x: 100, y: 200, width: 68, height: 60 },
      points: [
        { x: 8, y: 8 },
        { x: 60, y: 8 },
        { x: 60, y: 52 },
      ],
    })
    // a straight run still has a height
    expect(polylineWidget(L.slice(0, 2)).box.height).toBe(16)
  })

  it("counts a double-click's clicks once", () => {
    expect(distinctPoints([L[0]!, L[1]!, { x: 160.5, y: 208 }, L[1]!])).toEqual([L[0], L[1]])
  })

  it('outlines the pipe with mitred joints, its bore 14 across', () => {
    const d = pipeOutline(polylineWidget(L).points)
    // the corner at (60, 8): the outer mitre at (67, 1), the inner at (53, 15)
    expect(d).toMatch(/L53 15 /)
    expect(d).toMatch(/L67 1 /)
    expect(d.startsWith('M8 15 ')).toBe(true)
    expect(d.endsWith('Z')).toBe(true)
    expect(polylineTree(polylineWidget(L).points).attrs.viewBox).toBe('0 0 68 60')
  })

  it('the palette entry draws joint by joint; the widget flows when its signal says so', async () => {
    const variant = (await variantsOf(SymbolWidget)).find((v) => v.key === 'pipe-polyline')
    const drawn = variant?.polyline?.([...L, L[2]!])
    expect(drawn?.box).toEqual({ x: 100, y: 200, width: 68, height: 60 })
    const widget = createWidget(SymbolWidget, {
      id: 'p',
      x: drawn!.box.x,
      y: drawn!.box.y,
      lang: 'en',
      variant: 'pipe-polyline',
      options: drawn!.options,
    })
    expect(widget.style).toMatchObject({ symbol: 'pipe-polyline', points: polylineWidget(L).points })
    expect(widget.data).toMatchObject({ dataAddon: { kind: 'flow' } })
    expect(widget.widgetName).toBe('Polyline pipe')

    const kernel = createKernel()
    for (const p of [...builtinRulePlugins, ...builtinWidgetPlugins]) kernel.use(p)
    const live = createLiveStore()
    live.set('s1', { value: 1, time: 1, code: 200 })
    Object.assign(widget.data ?? {}, { signalId: 's1', equipId: 'e1' })
    const { container } = render(
      <WidgetHostContext.Provider value={{ kernel, mode: 'runtime', lang: 'en', live }}>
        <WidgetHost widget={widget} />
      </WidgetHostContext.Provider>,
    )
    const pipe = () => container.querySelector('[data-symbol="pipe-polyline"]')
    await waitFor(() => expect(pipe()?.getAttribute('data-state')).toBe('flowing'))
    expect(pipe()?.querySelector('[data-part="body"] path')?.getAttribute('d')).toBe(
      pipeOutline(polylineWidget(L).points),
    )
    expect(pipe()?.querySelector('[data-part="flow"]')?.getAttribute('d')).toBe('M8 8 L60 8 L60 52')
    expect(pipe()?.querySelector('[data-part="flow"] animate')).not.toBeNull()
  })
})
