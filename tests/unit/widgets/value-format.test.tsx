// @vitest-environment jsdom
// Widgets show values formatted for people: the signal's decimals, unit and state map reach the view
// through the binding resolvers (the host's meta lookup), and the widget's own decimals and unit win.

import { afterEach, describe, expect, it } from 'vitest'
import { createLiveStore, liveKey } from '../../../core/binding/index.ts'
import { createKernel, createWidget, type Lang } from '../../../core/kernel/index.ts'
import { WidgetHost, WidgetHostContext } from '../../../host/widgets/index.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins, builtinWidgets } from '../../../plugins/widgets/index.ts'
import type { ValueMeta } from '../../../schemas/entities/live.ts'
import { cleanup, render } from '../render.tsx'

const kernel = createKernel()
for (const plugin of [...builtinRulePlugins, ...builtinWidgetPlugins]) kernel.use(plugin)

const META: Record<string, ValueMeta> = {
  temperature: { decimals: 2, unit: '°C', dataType: 'float32' },
  pump: {
    dataType: 'bit',
    mappings: [
      { value: 0, text: '停止' },
      { value: 1, text: '运行' },
    ],
  },
}

afterEach(cleanup)

function shown(
  type: string,
  signalId: string,
  value: unknown,
  addon: Record<string, unknown> = {},
  lang: Lang = 'zh',
): string {
  const plugin = builtinWidgets.find((w) => w.type === type)!
  const widget = createWidget(plugin, { id: 'w', x: 0, y: 0 })
  Object.assign(widget.data!, { signalId, equipId: 'e1' })
  Object.assign((widget.data as unknown as { dataAddon: object }).dataAddon, addon)
  const live = createLiveStore()
  live.set(liveKey.signal(signalId), { value, time: 1, code: 200 })
  const { container } = render(
    <WidgetHostContext.Provider value={{ kernel, mode: 'runtime', lang, live, meta: (k) => META[k] }}>
      <WidgetHost widget={widget} />
    </WidgetHostContext.Provider>,
  )
  const valueLine = container.querySelector('[data-role="value"]')
  return (valueLine ?? container).textContent ?? ''
}

const F32 = Math.fround(22.175)

describe('widget values', () => {
  it.each([
    ['UsualDataText', {}, '22.17°C'],
    ['UsualDashboard', {}, '22.17°C'],
    ['UsualDataText', { decimals: 3 }, '22.175°C'],
    ['UsualDashboard', { decimals: 0 }, '22°C'],
    ['UsualDataText', { unitShow: false }, '22.17'],
    ['UsualDataText', { unit: 'K' }, '22.17 K'],
  ])('%s with %j shows a float32 as %s', (type, addon, text) => {
    expect(shown(type, 'temperature', F32, addon)).toBe(text)
  })

  it('a percent fill labelled with its value shows it formatted', () => {
    const plugin = builtinWidgets.find((w) => w.type === 'UsualPercentFill')!
    const widget = createWidget(plugin, { id: 'w', x: 0, y: 0 })
    Object.assign(widget.data!, { signalId: 'temperature', equipId: 'e1' })
    Object.assign(widget.style!, { textType: 'value' })
    const live = createLiveStore()
    live.set('temperature', { value: F32, time: 1, code: 200 })
    const { container } = render(
      <WidgetHostContext.Provider value={{ kernel, mode: 'runtime', lang: 'en', live, meta: (k) => META[k] }}>
        <WidgetHost widget={widget} />
      </WidgetHostContext.Provider>,
    )
    expect(container.textContent).toBe('22.17°C')
  })

  it('shows a boolean by its state map, and without one in the reader’s language', () => {
    expect(shown('UsualDataText', 'pump', true)).toBe('运行')
    expect(shown('UsualDataText', 'other', true, {}, 'en')).toBe('On')
  })

  it('without meta still never shows float noise', () => {
    expect(shown('UsualDataText', 'unknown', F32)).toBe('22.175')
  })
})
