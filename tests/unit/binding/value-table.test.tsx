// @vitest-environment jsdom
// One rule for a value (issue 18): the same table of live values through every place that turns one into
// a number — an animation rule, a calculated signal, a widget, the alarm engine and the form checks — and
// each place reads every value the same way (true is 1, numeric text its number, anything else none).

import { afterEach, describe, expect, it } from 'vitest'
import { createLiveStore, GOOD_SIGNAL_CODE, inputNumber } from '../../../core/binding/index.ts'
import { createKernel, createWidget, type LiveValue } from '../../../core/kernel/index.ts'
import { toNumber } from '../../../core/validation/generic.ts'
import { WidgetHost, WidgetHostContext } from '../../../host/widgets/index.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins, builtinWidgets } from '../../../plugins/widgets/index.ts'
import { ruleReading } from '../../../server/alarms/conditions.ts'
import { cleanup, render } from '../render.tsx'

/** A live value and the number every place must read it as (undefined: not a number). */
const TABLE: [string, unknown, number | undefined][] = [
  ['true', true, 1],
  ['false', false, 0],
  ['the number 1', 1, 1],
  ['the number 0', 0, 0],
  ['the text 1', '1', 1],
  ['the text 1.0', '1.0', 1],
  ['padded text', ' 1 ', 1],
  ['text with an exponent', '1e0', 1],
  ['hex text', '0x1', undefined],
  ['a word', 'on', undefined],
  ['blank text', ' ', undefined],
  ['NaN', Number.NaN, undefined],
  ['Infinity', Number.POSITIVE_INFINITY, undefined],
  ['an object', { v: 1 }, undefined],
]

const kernel = createKernel()
for (const plugin of [...builtinRulePlugins, ...builtinWidgetPlugins]) kernel.use(plugin)
const live = (value: unknown): LiveValue => ({ value, time: 1, code: GOOD_SIGNAL_CODE })

afterEach(cleanup)

/** The text a percent fill (range 0 to 1) shows for the value: its share of the range. */
function percentShown(value: unknown): string {
  const plugin = builtinWidgets.find((w) => w.type === 'UsualPercentFill')!
  const widget = createWidget(plugin, { id: 'fill', x: 0, y: 0 })
  Object.assign(widget.data!, { signalId: 's1', equipId: 'e1' })
  Object.assign((widget.data as unknown as { dataAddon: object }).dataAddon, { minVal: 0, maxVal: 1 })
  const store = createLiveStore()
  store.set('s1', live(value))
  const { container } = render(
    <WidgetHostContext.Provider value={{ kernel, mode: 'runtime', lang: 'en', live: store }}>
      <WidgetHost widget={widget} />
    </WidgetHostContext.Provider>,
  )
  return container.textContent ?? ''
}

describe.each(TABLE)('%s', (_name, value, n) => {
  it('an animation rule "== 1" holds exactly when it reads 1', () => {
    const config = { symbol: '==', value: '1', visiable: 'hide' }
    expect(kernel.animate('visiable', config, live(value))?.hidden === true).toBe(n === 1)
  })

  it('a calculated signal counts it as that number (0 for none)', () => {
    expect(inputNumber(live(value))).toBe(n ?? 0)
  })

  it('a widget draws it as that number', () => {
    const share = n === undefined ? 0 : Math.min(1, Math.max(0, n))
    expect(percentShown(value)).toBe(`${Math.round(share * 100)}%`)
  })

  it('an alarm rule "= 1" compares that number, and skips none', () => {
    const rule = { condition: 'eq', variableId: 'v', value: 1, compareVariableId: null } as const
    const reading = ruleReading(rule, () => value)
    expect(reading?.matched).toBe(n === undefined ? undefined : n === 1)
  })

  it('a form check reads the same number', () => {
    expect(toNumber(value)).toBe(n ?? null)
  })
})
