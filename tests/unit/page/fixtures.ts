// Small builders for page tests: plain widgets and pages, and a predictable id source.

import { migratePage } from '../../../core/page/index.ts'
import type { Page, Widget } from '../../../schemas/page.ts'

export function widget(
  id: string,
  x = 0,
  y = 0,
  width = 100,
  height = 100,
  extra: Partial<Widget> = {},
): Widget {
  return {
    id,
    widgetType: 'UsualText',
    widgetName: id,
    posLock: false,
    authRegion: '',
    position: { x, y, width, height, rotate: 0 },
    ...extra,
  }
}

export const pageOf = (widgets: Widget[]): Page => migratePage({ widgets })

/** Ids n1, n2, ... so tests can name what a command creates. */
export function counter(prefix = 'n'): () => string {
  let n = 0
  return () => `${prefix}${++n}`
}

/** Many plain widgets of one type, for limit tests. */
export const many = (count: number, type = 'UsualText', prefix = 'w'): Widget[] =>
  Array.from({ length: count }, (_, i) => widget(`${prefix}${i}`, 0, 0, 10, 10, { widgetType: type }))
