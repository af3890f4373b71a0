// A widget view loaded with the first widget of its type that renders (issue 14, "Runtime page"): the
// plugin's manifest (type, schema, defaults, migrations) stays in the app's entry, its view and the
// libraries the view needs (antd controls, charts, maps, video, 3D) come in their own chunk, so
// registering a widget does not make every runtime page pay for its library. The host renders views
// inside a Suspense boundary (host/widgets/WidgetHost.tsx): the frame keeps its place while it loads.
//
//   // plugins/widgets/MyChart/index.ts
//   component: lazyView(() => import('./view.tsx'), 'MyChartView'),
//
// Rule (README, "Runtime page size"): a view that imports antd, @rjsf, a chart, map, video or 3D library
// must be a lazyView; tests/unit/architecture/runtime-route.test.ts fails otherwise.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'

/** A view of some widget's options (`never`: any view, whatever options it reads). */
type AnyView = ComponentType<WidgetViewProps<never>>

/**
 * A lazy view; `preload()` fetches its chunk ahead (tests, or a designer about to show the type).
 * `TView`: the view it loads, so its props (the options it reads) stay in the type for defineWidget.
 */
export type LazyView<TView extends AnyView = AnyView> = LazyExoticComponent<TView> & {
  preload: () => Promise<TView>
}

/**
 * A lazy view of the module's export `exportName`, typed as that export: defineWidget checks the options
 * it reads against the widget's schema as it does an eager view's (a module may export several views).
 */
export function lazyView<M extends Record<K, AnyView>, K extends string>(
  load: () => Promise<M>,
  exportName: K,
): LazyView<M[K]> {
  let loading: Promise<M[K]> | undefined
  const preload = () => {
    loading ??= load().then((mod) => {
      const view = mod[exportName]
      if (typeof view !== 'function' && (typeof view !== 'object' || view === null))
        throw new Error(`lazyView: the module has no export "${exportName}"`)
      return view
    })
    return loading
  }
  return Object.assign(
    lazy(() => preload().then((view) => ({ default: view }))),
    { preload },
  )
}
