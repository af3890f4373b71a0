// A minimal host for the remote-loading browser test: the real kernel, built-in plugins, loader and
// widget host, built with the host's shared React. `?catalogue=<json>` lists the plugins to load;
// `?widgets=<json>` the widget types to place (bound to signal s1); `?lang=zh` draws them in Chinese
// (default en). The test drives live values through `window.lfTest`.
import { createRoot } from 'react-dom/client'
import { createLiveStore } from '../../../core/binding/index.ts'
import { createKernel, createWidget } from '../../../core/kernel/index.ts'
import { browserIo } from '../../../host/remote/browser-io.ts'
import { createRemotePlugins } from '../../../host/remote/remote-plugins.ts'
import { WidgetHostContext, WidgetLayer } from '../../../host/widgets/index.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins } from '../../../plugins/widgets/index.ts'

declare global {
  interface Window {
    lfTest: { set: (signalId: string, value: number) => void; types: () => string[] }
  }
}

async function start() {
  const params = new URLSearchParams(location.search)
  const lang = params.get('lang') === 'zh' ? 'zh' : 'en'
  const kernel = createKernel()
  for (const plugin of [...builtinRulePlugins, ...builtinWidgetPlugins]) kernel.use(plugin)
  const failures = await createRemotePlugins(kernel, browserIo()).sync(
    JSON.parse(params.get('catalogue') ?? '[]'),
  )
  const live = createLiveStore()
  let time = 0
  window.lfTest = {
    set: (signalId, value) => {
      live.applyBatch([[signalId, { value, time: ++time }]])
    },
    types: () => [...kernel.widgets.keys()],
  }
  const widgets = (JSON.parse(params.get('widgets') ?? '[]') as string[]).map((type, i) => {
    const plugin = kernel.widgets.get(type)
    const widget = plugin
      ? createWidget(plugin, { id: `w${i}`, x: 10 + i * 120, y: 10, lang })
      : {
          id: `w${i}`,
          widgetType: type,
          widgetName: type,
          posLock: false,
          authRegion: '',
          position: { x: 10 + i * 120, y: 10, width: 100, height: 100, rotate: 0 },
        }
    return { ...widget, data: { ...widget.data, type: 'signal' as const, equipId: 'e1', signalId: 's1' } }
  })
  const root = document.getElementById('root')
  if (!root) return
  createRoot(root).render(
    <>
      <pre data-testid="failures">
        {JSON.stringify(failures.map((f) => ({ id: f.id, stage: f.stage, message: f.error.message })))}
      </pre>
      <div style={{ position: 'relative', height: 400 }}>
        <WidgetHostContext.Provider value={{ kernel, mode: 'runtime', lang, live }}>
          <WidgetLayer widgets={widgets} />
        </WidgetHostContext.Provider>
      </div>
    </>,
  )
}

void start()
