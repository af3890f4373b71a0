// A chart's series in the panel (issue 30): theme colours chosen as a palette, series without a colour
// of their own shown and drawn in their palette colour (never white on white), series of the right axis
// picked by name, and no label that carries a sentinel ("-1 随信号", "空则随信号", "(序号)").
import { describe, expect, it } from 'vitest'
import { seriesOf } from '../../../host/designer/panel/ChartWidgets.tsx'
import { PALETTE_NAMES, PALETTES, paletteOf } from '../../../host/designer/panel/palettes.ts'
import { entryColour, seriesColour, THEME_COLORS } from '../../../plugins/widgets/common/palettes.ts'
import { WIDGET_TEXTS } from '../../../plugins/widgets/texts.ts'
import type { Widget } from '../../../schemas/page.ts'

const isWhite = (c: string) => /^#f{3}(f{3})?(ff)?$/i.test(c)

describe('palettes', () => {
  it('are ten colours each, none white, and known by their colours', () => {
    for (const name of PALETTE_NAMES) {
      expect(PALETTES[name]).toHaveLength(10)
      expect(PALETTES[name].some(isWhite)).toBe(false)
      expect(paletteOf([...PALETTES[name]].map((c) => c.toLowerCase()))).toBe(name)
    }
    expect(paletteOf(['#000000'])).toBeUndefined()
  })

  it('colour a series without its own by its position, its own colour kept', () => {
    expect(seriesColour(undefined, 1)).toBe(THEME_COLORS[1])
    expect(seriesColour(['#111111', '#222222'], 3)).toBe('#222222')
    expect(entryColour(undefined, undefined, 2)).toBe(THEME_COLORS[2])
    // the entries' old default colour past the first entry reads as none
    expect(entryColour(THEME_COLORS[0], undefined, 2)).toBe(THEME_COLORS[2])
    expect(entryColour('#123456', undefined, 2)).toBe('#123456')
  })
})

describe('the right axis', () => {
  it('lists the series by name, in the order the chart draws them, each with the id it is kept by', () => {
    const widget = {
      data: {
        type: 'signal',
        signalArray: [
          { signalId: 's1', equipId: 'e1', title: 'Flow' },
          { signalId: 's2', equipId: 'e1', title: 'Level', alias: 'Tank level' },
          {},
        ],
      },
    } as unknown as Widget
    expect(seriesOf(widget)).toEqual([
      { id: 'signal:e1/s1', name: 'Flow' },
      { id: 'signal:e1/s2', name: 'Tank level' },
      { id: 'signal:/', name: '#3' },
    ])
    expect(seriesOf(undefined)).toEqual([])
  })

  it('tells memory variables and system values apart from signals', () => {
    const widget = {
      data: { type: 'mvar', mvarArray: [{ mvarId: 'm1', title: 'Setpoint' }] },
    } as unknown as Widget
    expect(seriesOf(widget)).toEqual([{ id: 'mvar:m1', name: 'Setpoint' }])
    const system = { data: { type: 'system', systemArray: [{ systemKey: 'cpu' }] } } as unknown as Widget
    expect(seriesOf(system)).toEqual([{ id: 'system:cpu', name: 'cpu' }])
  })
})

describe('field labels', () => {
  it('carry no sentinel values', () => {
    const texts = Object.entries(WIDGET_TEXTS as Record<string, { zh: string; en: string }>)
      .filter(([key]) => key.startsWith('field.'))
      .flatMap(([, t]) => [t.zh, t.en])
    const sentinels = texts.filter((t) => /-1|空则|序号\)|\(positions\)|blank follows/.test(t))
    expect(sentinels).toEqual([])
  })
})
