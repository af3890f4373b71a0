// Older alarm tables kept their columns as a list of keys (or of { key|dataIndex, title }), some with
// the operation column spelled `operation`; the table now keeps { key, title, show, width } per column.
import { ALARM_COLUMNS, type AlarmColumn } from '../../../core/i18n/alarm-table.ts'
import type { Widget } from '../../../schemas/page.ts'

type OldColumn = string | { key?: string; dataIndex?: string; title?: string; show?: boolean; width?: number }

const keyOf = (key: string | undefined): AlarmColumn | undefined => {
  const k = key === 'operation' ? 'opration' : key
  return (ALARM_COLUMNS as readonly string[]).includes(k ?? '') ? (k as AlarmColumn) : undefined
}

export function columnObjects(widget: Widget): Widget {
  const data = widget.data as (Record<string, unknown> & { columns?: OldColumn[] }) | undefined
  if (!data || !Array.isArray(data.columns)) return widget
  const done = data.columns.every((c) => typeof c === 'object' && c !== null && 'key' in c && 'show' in c)
  if (done) return widget
  const columns = data.columns.flatMap((c) => {
    const old = typeof c === 'string' ? { key: c } : c
    const key = keyOf(old.key ?? old.dataIndex)
    return key ? [{ key, title: old.title ?? '', show: old.show ?? true, width: old.width ?? 0 }] : []
  })
  return { ...widget, data: { ...data, columns } as unknown as Widget['data'] }
}
