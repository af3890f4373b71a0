// @vitest-environment jsdom
// Text values and 64-bit integers through state texts and state steps (issue 29): a text variable's value
// matches a state as text ("0042" is no 42, "running" is "running"); a 64-bit integer beyond 2^53, carried
// as its decimal text, matches and shows exactly (9007199254740993 is no 9007199254740992).

import { afterEach, describe, expect, it } from 'vitest'
import { compare, createLiveStore, formatValue, liveKey, stateText } from '../../../core/binding/index.ts'
import { createKernel, createWidget } from '../../../core/kernel/index.ts'
import { WidgetHost, WidgetHostContext } from '../../../host/widgets/index.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins, builtinWidgets } from '../../../plugins/widgets/index.ts'
import type { ValueMeta } from '../../../schemas/entities/live.ts'
import { cleanup, render } from '../render.tsx'

const kernel = createKernel()
for (const plugin of [...builtinRulePlugins, ...builtinWidgetPlugins]) kernel.use(plugin)

const ABOVE_2_53 = '9007199254740993'

const META: Record<string, ValueMeta> = {
  batch: {
    dataType: 'text',
    mappings: [
      { value: '42', text: 'forty-two' },
      { value: '0042', text: 'batch 0042' },
      { value: 'running', text: '运行中' },
    ],
  },
  counter: {
    dataType: 'uint64',
    unit: 'pcs',
    mappings: [{ value: ABOVE_2_53, text: 'limit' }],
  },
}

afterEach(cleanup)

describe('state texts of text and 64-bit values', () => {
  it('a text variable’s value matches its state as text, not as a number', () => {
    expect(stateText('0042', META.batch!.mappings, 'text')).toBe('batch 0042')
    expect(stateText('42', META.batch!.mappings, 'text')).toBe('forty-two')
    expect(formatValue('0042', META.batch)).toBe('batch 0042')
    expect(formatValue(' running ', META.batch)).toBe('运行中')
    expect(formatValue('00042', META.batch)).toBe('00042')
  })

  it('a 64-bit integer matches exactly and shows exactly with its unit', () => {
    expect(formatValue(ABOVE_2_53, META.counter)).toBe('limit')
    expect(formatValue('9007199254740992', META.counter)).toBe('9007199254740992 pcs')
    expect(formatValue('18446744073709551615', META.counter)).toBe('18446744073709551615 pcs')
  })

  it('state rules compare a text variable as text and integers exactly', () => {
    expect(compare('==', '0042', '42', 'text')).toBe(false)
    expect(compare('==', '0042', '42')).toBe(true)
    expect(compare('==', 'running', 'running', 'text')).toBe(true)
    expect(compare('==', '9007199254740992', ABOVE_2_53)).toBe(false)
    expect(compare('>', ABOVE_2_53, '9007199254740992')).toBe(true)
  })
})

function shown(signalId: string, value: unknown, states: { value: string; text: string }[]): string {
  const plugin = builtinWidgets.find((w) => w.type === 'UsualAnimation')!
  const widget = createWidget(plugin, { id: 'w', x: 0, y: 0 })
  Object.assign(widget.data!, { signalId, equipId: 'e1' })
  const addon = (widget.data as unknown as { dataAddon: { items: object[]; displayType: string } }).dataAddon
  addon.displayType = 'text'
  addon.items = states.map((s) => ({ symbol: '==', url: '', ...s }))
  const live = createLiveStore()
  live.set(liveKey.signal(signalId), { value, time: 1, code: 200 })
  const { container } = render(
    <WidgetHostContext.Provider value={{ kernel, mode: 'runtime', lang: 'en', live, meta: (k) => META[k] }}>
      <WidgetHost widget={widget} />
    </WidgetHostContext.Provider>,
  )
  return container.textContent ?? ''
}

describe('state steps of the animation widget', () => {
  const steps = [
    { value: '42', text: 'step 42' },
    { value: '0042', text: 'step 0042' },
    { value: 'running', text: 'step running' },
  ]

  it('a text value shows the state whose value is that text', () => {
    expect(shown('batch', '0042', steps)).toBe('step 0042')
    expect(shown('batch', 'running', steps)).toBe('step running')
    expect(shown('batch', '42', steps)).toBe('step 42')
  })

  it('a 64-bit value beyond 2^53 shows its own state, not its double’s neighbour’s', () => {
    const wide = [
      { value: '9007199254740992', text: '2^53' },
      { value: ABOVE_2_53, text: '2^53 + 1' },
    ]
    expect(shown('counter', ABOVE_2_53, wide)).toBe('2^53 + 1')
  })
})
