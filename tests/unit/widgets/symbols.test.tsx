// @vitest-environment jsdom
// The industrial symbol library (issue 30): every symbol is drawn, inert (nothing that runs, loads or
// links), has the parts its kind needs, and shows its states for bound values through the one symbol view.

import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createLiveStore } from '../../../core/binding/index.ts'
import { createKernel, createWidget, variantsOf } from '../../../core/kernel/index.ts'
import { WidgetHost, WidgetHostContext } from '../../../host/widgets/index.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins } from '../../../plugins/widgets/index.ts'
import {
  ART,
  artOf,
  STATES_OF,
  SYMBOL_GROUPS,
  SYMBOLS,
  symbolOf,
} from '../../../plugins/widgets/Symbol/catalogue.ts'
import SymbolWidget from '../../../plugins/widgets/Symbol/index.ts'
import { stateOf } from '../../../plugins/widgets/Symbol/look.ts'
import { foreignContent, idsOf, parseSvg } from '../../../plugins/widgets/Symbol/svg-tree.ts'
import { cleanup, render, waitFor } from '../render.tsx'

afterEach(cleanup)

/** A float signal's meta as the variable form defaults it: three places. */
const FLOAT = { decimals: 3, unit: '%', dataType: 'float32' } as const

const ADDON = { onValue: '1', faultValue: '2', minVal: 0, maxVal: 100, lowLimit: 10, highLimit: 90 }

describe('the symbol library', () => {
  it('holds at least 60 symbols in every group, each id once', () => {
    expect(SYMBOLS.length).toBeGreaterThanOrEqual(60)
    expect(new Set(SYMBOLS.map((s) => s.id)).size).toBe(SYMBOLS.length)
    for (const group of Object.keys(SYMBOL_GROUPS)) expect(SYMBOLS.some((s) => s.group === group)).toBe(true)
    for (const s of SYMBOLS) {
      expect(s.title.zh && s.title.en, s.id).toBeTruthy()
      expect(STATES_OF[s.kind], s.id).toHaveLength(3)
    }
  })

  it.each(SYMBOLS.map((s) => [s.id, s] as const))('%s is inert and has its parts', async (_id, def) => {
    const markup = await artOf(def)
    expect(markup, 'drawn').toBeTypeOf('string')
    expect(foreignContent(markup ?? '')).toEqual([])
    const tree = parseSvg(markup ?? '')
    expect(tree?.attrs.viewBox).toBe(`0 0 ${def.size[0]} ${def.size[1]}`)
    const ids = idsOf(tree ?? { tag: 'svg', attrs: {}, children: [] })
    for (const part of Object.keys(def.parts)) expect(ids, `part ${part}`).toContain(part)
    const roles = Object.values(def.parts).map((p) => p.role)
    if (def.kind === 'level') expect(roles).toEqual(expect.arrayContaining(['level', 'value']))
    else if (def.kind === 'value') expect(roles).toEqual(expect.arrayContaining(['state', 'value']))
    else expect(roles).toContain('state')
    if (def.kind === 'flow') expect(roles).toContain('flow')
    for (const p of Object.values(def.parts)) if (p.role === 'rotor') expect(p.at).toHaveLength(2)
  })

  it('draws nothing that is not in the catalogue', async () => {
    for (const [group, load] of Object.entries(ART)) {
      const drawn = Object.keys((await load()).default)
      expect(drawn.filter((id) => symbolOf(id)?.group !== group)).toEqual([])
    }
  })

  it('finds what would run, load or link in an SVG, and parses none of it', () => {
    const planted = `<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><a href="https://x.test"><rect id="body" fill="url(https://x.test/p)" width="5" height="5"/></a><image href="https://x.test/i.png"/><foreignObject/><rect style="fill:red" width="1" height="1"/></svg>`
    expect(foreignContent(planted)).toEqual(
      expect.arrayContaining([
        'svg@onload',
        '<script>',
        '<a>',
        'a@href',
        'rect@fill',
        '<image>',
        '<foreignObject>',
        'rect@style',
      ]),
    )
    const tree = parseSvg(planted)
    expect(JSON.stringify(tree)).not.toMatch(/alert|https|style|onload|href/)
  })
})

describe('symbol states', () => {
  beforeAll(() => variantsOf(SymbolWidget)) // the palette loads them before a symbol is drawn

  const pump = symbolOf('pump-centrifugal')!
  const tank = symbolOf('tank-vertical')!

  it('reads running, stopped and fault from the on and fault values', () => {
    expect(stateOf(pump, 1, ADDON)).toBe('running')
    expect(stateOf(pump, true, ADDON)).toBe('running')
    expect(stateOf(pump, '1', ADDON)).toBe('running')
    expect(stateOf(pump, 0, ADDON)).toBe('stopped')
    expect(stateOf(pump, 2, ADDON)).toBe('fault')
    expect(stateOf(pump, undefined, ADDON)).toBe('stopped')
    expect(stateOf(symbolOf('valve-gate')!, 1, ADDON)).toBe('open')
    expect(stateOf(symbolOf('pipe')!, 1, ADDON)).toBe('flowing')
  })

  it('reads a level against its limits', () => {
    expect(stateOf(tank, 50, ADDON)).toBe('normal')
    expect(stateOf(tank, 95, ADDON)).toBe('high')
    expect(stateOf(tank, 5, ADDON)).toBe('low')
  })

  it('makes a widget of a palette entry: the symbol, its kind and its size', () => {
    const w = createWidget(SymbolWidget, { id: 'w', x: 0, y: 0, lang: 'en', variant: 'tank-vertical' })
    expect(w.style).toMatchObject({ symbol: 'tank-vertical', stroke: '#4d4d4d' })
    expect(w.data).toMatchObject({ dataAddon: { kind: 'level', minVal: 0, maxVal: 100 } })
    expect(w.position).toMatchObject({ width: 80, height: 140 })
    expect(w.widgetName).toBe('Vertical tank')
  })

  it('paints the bound state: a running pump turns, a tank fills to its level in whole units', async () => {
    const kernel = createKernel()
    for (const p of [...builtinRulePlugins, ...builtinWidgetPlugins]) kernel.use(p)
    const live = createLiveStore()
    live.set('s1', { value: 1, time: 1, code: 200 })
    live.set('s2', { value: 25, time: 1, code: 200 })
    const pumpW = createWidget(SymbolWidget, { id: 'p', x: 0, y: 0, variant: 'pump-centrifugal' })
    const tankW = createWidget(SymbolWidget, { id: 't', x: 0, y: 0, variant: 'tank-vertical' })
    Object.assign(pumpW.data ?? {}, { signalId: 's1', equipId: 'e1' })
    Object.assign(tankW.data ?? {}, { signalId: 's2', equipId: 'e1' })
    const { container } = render(
      <WidgetHostContext.Provider value={{ kernel, mode: 'runtime', lang: 'en', live, meta: () => FLOAT }}>
        <WidgetHost widget={pumpW} />
        <WidgetHost widget={tankW} />
      </WidgetHostContext.Provider>,
    )
    await waitFor(() =>
      expect(container.querySelector('[data-symbol="pump-centrifugal"] svg')).not.toBeNull(),
    )
    await waitFor(() => expect(container.querySelector('[data-symbol="tank-vertical"] svg')).not.toBeNull())
    expect(container.querySelector('[data-symbol="pump-centrifugal"]')?.getAttribute('data-state')).toBe(
      'running',
    )
    expect(container.querySelector('[data-part="rotor"] animateTransform')).not.toBeNull()
    expect(container.querySelector('[data-part="body"]')?.getAttribute('fill')).toBe('#8a8a8a')
    // the tank's level rect is 112 high from y 22: a quarter of it
    expect(
      container.querySelector('[data-symbol="tank-vertical"] [data-part="level"]')?.getAttribute('height'),
    ).toBe('28')
    // the float signal's three places are not the tank's: "25%", not "25.000%"
    expect(container.querySelector('[data-symbol="tank-vertical"] [data-part="value"]')?.textContent).toBe(
      '25%',
    )
  })
})
