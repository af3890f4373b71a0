// The style group of the table widgets (alarm and history tables; designer spec §9: header height 46,
// body row 40) and the words helper their views share.
import Type from 'typebox'
import type { Bilingual } from '../../../core/i18n/bilingual.ts'
import type { Lang } from '../../../core/kernel/index.ts'
import { Color, Px, titled } from './schema.ts'

export const tableStyle = () =>
  Type.Object({
    headerHeight: titled(Px(46, { minimum: 20 }), { zh: '表头高度', en: 'Header height' }),
    rowHeight: titled(Px(40, { minimum: 20 }), { zh: '行高', en: 'Row height' }),
    fontSize: titled(Px(14, { minimum: 8 }), { zh: '字号', en: 'Font size' }),
    headerBackground: titled(Color('#f5f7fa'), { zh: '表头背景', en: 'Header background' }),
    headerColor: titled(Color('#262626'), { zh: '表头文字', en: 'Header text' }),
    background: Color('#ffffff'),
    color: Color('#262626'),
    borderColor: titled(Color('#e8e8e8'), { zh: '边框颜色', en: 'Border colour' }),
  })

/** The words the table widgets share (time filter, export, total). */
export const TABLE_TEXTS = {
  'range.widget': { zh: '最近 {{n}} 小时', en: 'Last {{n}} h' },
  'range.24h': { zh: '最近 24 小时', en: 'Last 24 h' },
  'range.3d': { zh: '最近 3 天', en: 'Last 3 days' },
  'range.custom': { zh: '自定义', en: 'Custom' },
  export: { zh: '导出 Excel', en: 'Export Excel' },
  total: { zh: '共 {{n}} 条', en: '{{n}} records' },
} as const satisfies Record<string, Bilingual>

export type TableStyle = {
  headerHeight: number
  rowHeight: number
  fontSize: number
  headerBackground: string
  headerColor: string
  background: string
  color: string
  borderColor: string
}

/** A table's words: `textOf(lang, key, values)` with `{{name}}` placeholders filled. */
export function wordsOf<K extends string>(table: Readonly<Record<K, Bilingual>>) {
  return (lang: Lang, key: K, values: Record<string, string | number> = {}): string =>
    (table[key]?.[lang] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** The rules that give an antd table of the widget the table style (header, rows, borders). */
export function tableCss(widgetId: string, style: TableStyle): string {
  const at = `[data-widget-id="${widgetId}"]`
  return `
    ${at} .ant-table-thead > tr > th { background: ${style.headerBackground}; color: ${style.headerColor}; height: ${style.headerHeight}px; padding-top: 0; padding-bottom: 0; font-size: ${style.fontSize}px; border-color: ${style.borderColor}; }
    ${at} .lf-table-toolbar > * { flex-shrink: 0; }
    ${at} .ant-table-tbody > tr > td { height: ${style.rowHeight}px; padding-top: 0; padding-bottom: 0; font-size: ${style.fontSize}px; color: ${style.color}; border-color: ${style.borderColor}; background: ${style.background}; }
  `
}
