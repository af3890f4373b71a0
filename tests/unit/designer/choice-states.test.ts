// A choice widget bound to a signal whose states match none of its options (issue 30): the panel's rule
// (choice-states.ts) finds it for a select, a radio and a combo box, and the states become options that
// each write their state's value, a select keeping its title entry first.
import { describe, expect, it } from 'vitest'
import {
  boundChoiceSignal,
  dataWithStates,
  statesMatchNoOption,
} from '../../../host/designer/panel/choice-states.ts'
import combo from '../../../plugins/widgets/UsualComboBox/index.ts'
import radio from '../../../plugins/widgets/UsualRadio/index.ts'
import select from '../../../plugins/widgets/UsualSelect/index.ts'
import type { Widget } from '../../../schemas/page.ts'

const STATES = [
  { value: 0, text: 'Stopped' },
  { value: 1, text: 'Running' },
]
const FAULT = [{ value: 7, text: 'Fault' }]

const widgetOf = (plugin: typeof select | typeof radio | typeof combo) =>
  ({
    id: 'w',
    widgetType: plugin.type,
    ...(plugin.defaultOptions() as object),
    data: { ...(plugin.defaultOptions() as { data: object }).data, type: 'signal', signalId: 'sig-1' },
  }) as unknown as Widget

describe.each([select, radio, combo])('a $type bound to a signal', (plugin) => {
  const widget = widgetOf(plugin)

  it('is found when no state is an option’s value, not when one is', () => {
    expect(boundChoiceSignal(widget)).toBe('sig-1')
    // the defaults write 1 and 2: "Running" (1) is among them
    expect(statesMatchNoOption(widget, STATES)).toBe(false)
    expect(statesMatchNoOption(widget, FAULT)).toBe(true)
    expect(statesMatchNoOption(widget, [])).toBe(false)
    expect(statesMatchNoOption(widget, undefined)).toBe(false)
  })

  it('takes the states as its options, and then matches them', () => {
    const adopted = { ...widget, data: dataWithStates(widget, FAULT) } as Widget
    expect(statesMatchNoOption(adopted, FAULT)).toBe(false)
    expect(JSON.stringify(adopted.data)).toContain('Fault')
  })
})

describe('the options made from states', () => {
  it('keep a select’s title entry first and write each state’s value', () => {
    const data = dataWithStates(widgetOf(select), STATES) as { selectDatas: Record<string, unknown>[] }
    expect(data.selectDatas.map((o) => o.text)).toEqual(['请选择', 'Stopped', 'Running'])
    expect(data.selectDatas.map((o) => o.indexId)).toEqual([0, 1, 2])
    const writes = data.selectDatas
      .slice(1)
      .map((o) => (o.clickEvent as { config: { writeValue: string } }).config)
    expect(writes.map((c) => c.writeValue)).toEqual(['0', '1'])
  })

  it('check a radio’s first state and keep a combo box’s texts and values', () => {
    expect(dataWithStates(widgetOf(radio), STATES).options).toEqual([
      { id: '1', isChecked: true, title: 'Stopped', value: '0' },
      { id: '2', isChecked: false, title: 'Running', value: '1' },
    ])
    expect(dataWithStates(widgetOf(combo), STATES).options).toEqual([
      { text: 'Stopped', value: '0' },
      { text: 'Running', value: '1' },
    ])
  })

  it('are not offered for another widget type or an unbound one', () => {
    const text = { widgetType: 'UsualText', data: { type: 'signal', signalId: 's' } } as unknown as Widget
    expect(boundChoiceSignal(text)).toBeUndefined()
    const unbound = { ...widgetOf(select), data: { type: 'signal' } } as unknown as Widget
    expect(boundChoiceSignal(unbound)).toBeUndefined()
  })
})
