import { defineWidget } from '../../../core/kernel/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { optionsOf } from '../common/define.ts'
import { historyWindow } from '../common/history-window.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

/** A section of an older page: the report signal under `reportSignal`, statuses with numeric values. */
const legacy = {
  id: 'legacy-section',
  widgetType: 'ComplexSection',
  widgetName: '状态分段',
  posLock: false,
  authRegion: '',
  position: { x: 0, y: 0, width: 600, height: 100, rotate: 0 },
  data: {
    type: 'report',
    reportSignal: { signalId: 's1', equipId: 'e1', title: 'State' },
    items: [{ status: 'running', value: 1, color: '#52c41a' }],
  },
  style: { sectionHeight: 30 },
} as unknown as Widget

/** Older sections kept the signal under `reportSignal` and statuses as { status, value: number }. */
function flatSection(widget: Widget): Widget {
  const data = widget.data as Record<string, unknown> | undefined
  if (!data) return widget
  const ref = data.reportSignal as Record<string, unknown> | undefined
  const items = Array.isArray(data.items) ? (data.items as Record<string, unknown>[]) : undefined
  const needs = ref !== undefined || items?.some((s) => typeof s.value !== 'string' || s.text === undefined)
  if (!needs) return widget
  const { reportSignal: _, ...rest } = data
  return {
    ...widget,
    data: {
      ...rest,
      ...(ref && !rest.signalId ? { signalId: ref.signalId, equipId: ref.equipId, title: ref.title } : {}),
      ...(items
        ? {
            items: items.map((s) => ({
              value: String(s.value ?? ''),
              text: String(s.text ?? s.status ?? s.value ?? ''),
              color: String(s.color ?? '#d9d9d9'),
            })),
          }
        : {}),
    } as unknown as Widget['data'],
  }
}

export default defineWidget({
  type: 'ComplexSection',
  version: '1.1.0',
  category: 'chart',
  title: { zh: '状态分段图', en: 'Status slices' },
  ...optionsOf(schema),
  defaultSize: { width: 600, height: 100 },
  bindingKinds: ['report', 'signal'],
  migrations: [{ id: '1.1.0', up: flatSection }],
  legacyFixtures: [legacy],
  component: lazyView(() => import('./view.tsx'), 'SectionView'),
  historyWindowMs: historyWindow(1440),
})
