// A curve's right-axis series are kept by id, not by position (issue 30): step 1.1.0 of ComplexLine turns
// saved positions into the ids of the entries they pointed at, drops positions past the list, and leaves a
// page saved since alone; a loaded page runs the step once, through the kernel's upgrade.
import { describe, expect, it } from 'vitest'
import { upgradeWidgets } from '../../../core/kernel/widget-upgrade.ts'
import ComplexLine from '../../../plugins/widgets/ComplexLine/index.ts'
import { LEGACY_LINE, secondAxisByIds } from '../../../plugins/widgets/ComplexLine/migrations.ts'
import type { Page, Widget } from '../../../schemas/page.ts'

const styleOf = (w: Widget) => w.style as unknown as { secondAxis: unknown[] }

describe('ComplexLine 1.1.0: the right axis by series id', () => {
  it('turns each position into the id of the entry it pointed at and drops one past the list', () => {
    expect(styleOf(secondAxisByIds(LEGACY_LINE)).secondAxis).toEqual(['signal:e1/s2'])
  })

  it('reads the list of the curve’s data source', () => {
    const mvar = {
      ...LEGACY_LINE,
      data: { type: 'mvar', mvarArray: [{ mvarId: 'm1' }, { mvarId: 'm2' }] },
      style: { secondAxis: [1] },
    } as unknown as Widget
    expect(styleOf(secondAxisByIds(mvar)).secondAxis).toEqual(['mvar:m1'])
  })

  it('keeps ids already saved, once each', () => {
    const saved = { ...LEGACY_LINE, style: { secondAxis: ['signal:e1/s1', 'signal:e1/s1'] } } as Widget
    expect(styleOf(secondAxisByIds(saved)).secondAxis).toEqual(['signal:e1/s1'])
  })

  it('runs when a page saved by 1.0.0 loads, and a reordered list keeps the series on its axis', () => {
    const page = { widgets: [LEGACY_LINE] } as unknown as Page
    const [loaded] = upgradeWidgets(page, (t) => (t === 'ComplexLine' ? ComplexLine : undefined)).widgets
    if (!loaded) throw new Error('no widget')
    expect(loaded.pluginVersion).toBe('1.1.0')
    expect(styleOf(loaded).secondAxis).toEqual(['signal:e1/s2'])
    // the step does not run again on a page saved by 1.1.0, whatever the list's order is now
    const data = loaded.data as unknown as { signalArray: unknown[] }
    const reordered = { ...loaded, data: { ...data, signalArray: [...data.signalArray].reverse() } } as Widget
    const [again] = upgradeWidgets({ widgets: [reordered] } as unknown as Page, () => ComplexLine).widgets
    expect(again && styleOf(again).secondAxis).toEqual(['signal:e1/s2'])
  })
})
