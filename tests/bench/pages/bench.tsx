// The bench page: the designer or the runtime (`?screen=designer|runtime`) on a generated page of
// `count` bound widgets (or `charts` real-time curves of 10 signals each), with `rate` live values per
// second at runtime. It exposes `window.bench` for
// the bench runner.
import { lazy, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { createApiClient } from '../../../core/api/index.ts'
import { createI18n } from '../../../core/i18n/index.ts'
import { ApiContext } from '../../../host/boot/api.tsx'
import { KernelContext } from '../../../host/boot/context.tsx'
import { bootKernel } from '../../../host/boot/kernel.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins } from '../../../plugins/widgets/index.ts'
import { benchFetch, benchSocket, type PushStats } from '../fixtures/bench-service.ts'
import { generateChartPage, generatePage } from '../fixtures/generate-page.ts'

const params = new URLSearchParams(location.search)
const screen = params.get('screen') ?? 'designer'
const count = params.get('charts') ? Number(params.get('charts')) * 10 : Number(params.get('count') ?? 2000)
const rate = Number(params.get('rate') ?? 2000)

// Loaded lazily, as the app's shell does, so each screen's code is only what it needs.
const Designer = lazy(() =>
  import('../../../host/designer/index.ts').then((m) => ({ default: m.DesignerScreen })),
)
const Runtime = lazy(() =>
  import('../../../host/runtime/index.ts').then((m) => ({ default: m.RuntimeScreen })),
)

const kernel = bootKernel([...builtinRulePlugins, ...builtinWidgetPlugins])
const types = params.get('types')?.split(',')
/** `charts=n`: a page of n real-time curves of 10 signals each instead (the 20-chart bench) */
const charts = Number(params.get('charts') ?? 0)
const page = charts > 0 ? generateChartPage(kernel, charts, 10) : generatePage(kernel, count, types)
const stats: PushStats = { sent: 0 }
const api = createApiClient({ fetch: benchFetch(page, count), WebSocket: benchSocket(count, rate, stats) })
const i18n = createI18n('zh')

;(window as unknown as { bench: unknown }).bench = { stats, startedAt: performance.now(), screen, count }

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <KernelContext.Provider value={kernel}>
        <ApiContext.Provider value={api}>
          <MemoryRouter>
            <Suspense>
              {screen === 'designer' ? (
                <Designer target={{ kind: 'project', id: 'bench' }} pageId="bench" />
              ) : (
                <Runtime projectId="bench" pageId="bench" />
              )}
            </Suspense>
          </MemoryRouter>
        </ApiContext.Provider>
      </KernelContext.Provider>
    </I18nextProvider>,
  )
}
