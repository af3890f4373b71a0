// @vitest-environment jsdom
// A page keeps working around remote widgets: a disabled plugin's widgets show the placeholder and keep
// their options through load and save, and a view that throws is contained to its own widget.

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKernel, createWidget, defineWidget, type Kernel } from '../../../core/kernel/index.ts'
import { loadRemotePlugin, type RemoteIo } from '../../../host/remote/load.ts'
import { WidgetHostContext, WidgetLayer } from '../../../host/widgets/index.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins, builtinWidgets } from '../../../plugins/widgets/index.ts'
import type { Page, Widget } from '../../../schemas/page.ts'
import { cleanup, render } from '../render.tsx'

const widget = (type: string, component: () => null) =>
  defineWidget({
    type,
    version: '1.0.0',
    category: 'custom',
    title: { zh: type, en: type },
    optionsSchema: { type: 'object' },
    defaultOptions: () => ({ style: {} }),
    defaultSize: { width: 40, height: 20 },
    bindingKinds: ['signal'],
    component,
  })

/** Module objects as `import()` would give them (real imports are covered by load.test.ts). */
const MODULES: Record<string, Record<string, unknown>> = {
  'good.js': { default: widget('AcmeGood', () => null) },
  'fragile.js': {
    default: widget('AcmeFragile', () => {
      throw new Error('render boom')
    }),
  },
}

afterEach(cleanup)

const io: RemoteIo = {
  importModule: async (url) => MODULES[url.slice('http://plugins.test/'.length)] ?? {},
  linkStylesheets: async () => () => {},
  baseUrl: 'http://plugins.test/',
  timeoutMs: 2_000,
}

function kernel(): Kernel {
  const k = createKernel()
  for (const plugin of [...builtinRulePlugins, ...builtinWidgetPlugins]) k.use(plugin)
  return k
}

/** Saved options beyond the common fields (the page schema lets widgets carry their own). */
const tankData = {
  type: 'signal' as const,
  equipId: 'e1',
  signalId: 's1',
  dataAddon: { minVal: 3, unit: 'bar' },
}

const saved = (type: string, id: string): Widget => ({
  id,
  widgetType: type,
  widgetName: id,
  posLock: false,
  authRegion: '',
  position: { x: 10, y: 10, width: 40, height: 20, rotate: 0 },
  data: structuredClone(tankData),
  style: { colour: '#123456', nested: { keep: [1, 2, 3] } },
})

const textPlugin = builtinWidgets.find((w) => w.type === 'UsualText')
if (!textPlugin) throw new Error('UsualText is a built-in widget')
const text = createWidget(textPlugin, { id: 'label', x: 0, y: 0, lang: 'en' })
const label = { ...text.data, type: 'signal' as const, text: 'still here' }
text.data = label

function show(k: Kernel, widgets: Widget[]) {
  return render(
    <WidgetHostContext.Provider value={{ kernel: k, mode: 'runtime', lang: 'en' }}>
      <WidgetLayer widgets={widgets} />
    </WidgetHostContext.Provider>,
  )
}

describe('remote widgets on a page', () => {
  it('shows a disabled plugin’s widgets as placeholders and keeps their options on load and save', async () => {
    const k = kernel()
    const outcome = await loadRemotePlugin(k, { id: 'p', url: 'good.js' }, io)
    if (!outcome.ok) throw outcome.error
    const tank = saved('AcmeGood', 'tank')
    const loaded = show(k, [tank, text])
    expect(loaded.container.querySelector('[data-widget-type="AcmeGood"] [data-missing-widget]')).toBeNull()
    loaded.unmount()

    outcome.dispose()
    const { container } = show(k, [tank, text])
    expect(container.querySelector('[data-missing-widget="AcmeGood"]')).not.toBeNull()
    expect(container.querySelector('[data-widget-id="label"] [data-missing-widget]')).toBeNull()

    const page: Page = {
      con: {
        title: 'p',
        width: 800,
        height: 600,
        fit: false,
        bgColor: '#fff',
        bgImage: '',
        checkpwd: false,
        password: '',
        adaption: 'width',
      },
      widgets: [structuredClone(tank), structuredClone(text)],
      bind: { equips: [], signals: [], keys: [], mvars: [] },
    }
    const stored = k.savePage(k.loadPage(page))
    expect(stored.widgets[0]).toEqual(tank)
    expect(stored.bind.signals).toContain('s1')
  })

  it('contains a view that throws to its own widget', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const k = kernel()
    const outcome = await loadRemotePlugin(k, { id: 'fragile', url: 'fragile.js' }, io)
    expect(outcome.ok).toBe(true)
    const { container } = show(k, [saved('AcmeFragile', 'bad'), text])
    expect(
      container.querySelector('[data-widget-id="bad"] [data-missing-widget="AcmeFragile"]'),
    ).not.toBeNull()
    expect(container.querySelector('[data-widget-id="label"]')?.textContent).toContain('still here')
    spy.mockRestore()
  })
})
