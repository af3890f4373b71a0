// One definition for the data charts: their shared schema with the chart's own style options, the
// spec's defaults, the migration of older saved shapes, the stored history they open with (the time
// range, 60 minutes), and a view.
import type { Static, TProperties } from 'typebox'
import { defineWidget, type Localized, type ViewOf } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { historyWindow } from '../common/history-window.ts'
import { fillChartGroups, legacyChart } from './migrations.ts'
import { chartSchema } from './schema.ts'

/** The option groups of a data chart with the style options `S`. */
type ChartOptions<S extends TProperties> = Static<ReturnType<typeof chartSchema<S>>>

/** `component`: a view of the chart's options, checked against its schema as defineWidget checks one. */
export function dataChart<S extends TProperties, TView extends ViewOf<ChartOptions<S>>>(spec: {
  type: string
  title: Localized
  style: S
  component: TView
  size?: { width: number; height: number }
}) {
  return defineWidget({
    type: spec.type,
    version: '1.1.0',
    category: 'chart',
    title: spec.title,
    ...optionsOf(chartSchema(spec.style)),
    defaultSize: spec.size ?? { width: 400, height: 260 },
    bindingKinds: ['signal', 'mvar', 'system', 'report'],
    migrations: [{ id: '1.1.0', up: fillChartGroups }],
    legacyFixtures: [legacyChart(spec.type)],
    component: spec.component,
    historyWindowMs: historyWindow(60),
  })
}
