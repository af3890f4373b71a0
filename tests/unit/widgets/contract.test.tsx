// @vitest-environment jsdom
// Every built-in widget passes the kernel's widget contract and its view renders in design and runtime
// mode, through the real host, with and without live values.

import { afterEach, describe, expect, it } from 'vitest'
import { createLiveStore } from '../../../core/binding/index.ts'
import {
  checkWidgetContract,
  createKernel,
  createWidget,
  duplicateTypes,
  type Kernel,
  variantsOf,
} from '../../../core/kernel/index.ts'
import { WidgetHost, WidgetHostContext } from '../../../host/widgets/index.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins, builtinWidgets } from '../../../plugins/widgets/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { cleanup, render } from '../render.tsx'

const SPEC_TYPES = [
  'WidgetGroup',
  'arrow',
  'circle',
  'ellipse',
  'line',
  'straightLine',
  'octagon',
  'rect',
  'parallelogram',
  'prism',
  'triangle',
  'UsualText',
  'UsualDataText',
  'UsualDashboard',
  'UsualButton',
  'UsualImage',
  'UsualPercentFill',
  'UsualTimer',
  'UsualScrollbar',
  'UsualAnimation',
  'UsualSelect',
  'UsualComboBox',
  'UsualRadio',
  'UsualInput',
  'UsualTimeSelector',
  'report',
  'trend',
  'bar',
  'pie',
  'NavigateIframe',
  'NavigateSlide',
  'NavigateNav',
  'NavigateMenu',
  'NavigateImageText',
  'ComplexLine',
  'ComplexAlarm',
  'ComplexBar',
  'ComplexPie',
  'ComplexRing',
  'ComplexRose',
  'ComplexArea',
  'ComplexSection',
  'ComplexHistory',
  'ComplexXyline',
  'ComplexDiagram',
  'ComplexMap',
  'ComplexGisMap',
  'ComplexVideo',
  'ComplexWeather',
  'UsualWebgl',
  'Symbol',
]

function bootKernel(): Kernel {
  const kernel = createKernel()
  for (const plugin of [...builtinRulePlugins, ...builtinWidgetPlugins])
    expect(kernel.use(plugin).ok).toBe(true)
  return kernel
}

/** A widget of the type bound to signal `s1` (where it has a binding) with every animation rule on. */
function boundWidget(type: string): Widget {
  const plugin = builtinWidgets.find((w) => w.type === type)!
  const widget = createWidget(plugin, { id: `w-${type}`, x: 10, y: 20 })
  if (plugin.bindingKinds.length && widget.data) Object.assign(widget.data, { signalId: 's1', equipId: 'e1' })
  if (Array.isArray(widget.data?.signalArray))
    widget.data.signalArray.push({ signalId: 's1', equipId: 'e1', title: 'T1' })
  return widget
}

afterEach(cleanup)
// antd's responsive parts (the alarm table's pager) ask for media queries, which jsdom lacks.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia

describe('built-in widgets', () => {
  it('are the issue’s widget types, each once', () => {
    expect(builtinWidgets.map((w) => w.type).sort()).toEqual([...SPEC_TYPES].sort())
    expect(duplicateTypes(builtinWidgets)).toEqual([])
  })

  it.each(builtinWidgets.map((w) => [w.type, w] as const))(
    '%s passes the widget contract',
    async (_type, widget) => {
      await variantsOf(widget) // its palette variants are checked too
      expect(checkWidgetContract(widget)).toEqual([])
    },
  )

  it.each(builtinWidgets.map((w) => [w.type] as const))('%s renders in design and runtime mode', (type) => {
    const kernel = bootKernel()
    const live = createLiveStore()
    live.set('s1', { value: 42, time: 1, code: 200 })
    const widget = boundWidget(type)
    for (const mode of ['design', 'runtime'] as const) {
      const { container, unmount } = render(
        <WidgetHostContext.Provider value={{ kernel, mode, lang: 'zh', live }}>
          <WidgetHost widget={widget} />
        </WidgetHostContext.Provider>,
      )
      const frame = container.querySelector(`[data-widget-id="${widget.id}"]`)
      expect(frame, `${type} in ${mode}`).not.toBeNull()
      expect(container.querySelector('[data-missing-widget]'), `${type} threw in ${mode}`).toBeNull()
      unmount()
    }
  })
})
