// Every place in a page's widgets that refers to signals, equipment, reports, system keys or memory
// variables. Collecting the page `bind` lists and refreshing bindings both walk the page through here, so
// the two can never disagree about where bindings live. Works on plain widgets and on immer drafts.

import { isPlainObject } from '../../schemas/json.ts'
import type { ClickEventConfig, DataBinding, Widget } from '../../schemas/page.ts'

/** The widget type whose data is an iframe target (equipment page or link). */
export const IFRAME_WIDGET = 'NavigateIframe'

/** An iframe target: a click event's `config.iframe`, or a NavigateIframe widget's data. */
export interface IframeTarget {
  type?: string
  mainId?: string
  mainTitle?: string
  mainPageId?: string
  pageId?: string
  pageTitle?: string
}

/** An entry of a widget's equipment list: ComplexAlarm `data.equips`, map `data.equipments`. */
export interface EquipEntry {
  equipmentId?: string
  title?: string
}

export type BindingSite =
  /** A data binding block: the widget's data, an animation rule's data, a click event's write target. */
  | { kind: 'data'; data: DataBinding }
  /** A click event's equipment page target (`config.page`). */
  | { kind: 'equipPage'; page: ClickEventConfig['page'] }
  | { kind: 'iframe'; target: IframeTarget }
  /** ComplexAlarm `data.equips` entry. */
  | { kind: 'alarmEquip'; entry: EquipEntry }
  /** Map and GIS map `data.equipments` entry; its `config` is visited as a data block (signalArray). */
  | { kind: 'mapEquip'; entry: EquipEntry }

export type SiteVisitor = (site: BindingSite, widget: Widget) => void

type Obj = Record<string, unknown>
const objects = (value: unknown): Obj[] => (Array.isArray(value) ? value.filter(isPlainObject) : [])

function visitClick(clickEvent: unknown, widget: Widget, visit: SiteVisitor): void {
  if (!isPlainObject(clickEvent) || !isPlainObject(clickEvent.config)) return
  const config = clickEvent.config as Partial<ClickEventConfig>
  if (isPlainObject(config.data)) visit({ kind: 'data', data: config.data }, widget)
  if (isPlainObject(config.page)) visit({ kind: 'equipPage', page: config.page }, widget)
  if (isPlainObject(config.iframe)) visit({ kind: 'iframe', target: config.iframe }, widget)
}

/**
 * Per-option click events: UsualSelect `selectDatas`, NavigateSlide `picArray`, NavigateNav and
 * NavigateMenu `dataArray` items and their `children`.
 */
function visitOptions(data: Obj, widget: Widget, visit: SiteVisitor): void {
  const options = [...objects(data.selectDatas), ...objects(data.picArray)]
  for (const item of objects(data.dataArray)) options.push(item, ...objects(item.children))
  for (const option of options) visitClick(option.clickEvent, widget, visit)
}

function visitWidget(widget: Widget, visit: SiteVisitor): void {
  const data = widget.data as Obj | undefined
  if (isPlainObject(data)) {
    // the iframe widget keeps its target in data.iframe (older pages: in the data block itself)
    if (widget.widgetType === IFRAME_WIDGET)
      visit(
        { kind: 'iframe', target: (isPlainObject(data.iframe) ? data.iframe : data) as IframeTarget },
        widget,
      )
    else visit({ kind: 'data', data: data as DataBinding }, widget)
    visitOptions(data, widget, visit)
    for (const entry of objects(data.equips)) visit({ kind: 'alarmEquip', entry }, widget)
    for (const entry of objects(data.equipments)) {
      visit({ kind: 'mapEquip', entry }, widget)
      if (isPlainObject(entry.config)) visit({ kind: 'data', data: entry.config as DataBinding }, widget)
    }
  }
  for (const rule of Object.values(widget.animation ?? {})) {
    const config = (rule as Obj | undefined)?.config
    if (isPlainObject(config) && isPlainObject(config.data))
      visit({ kind: 'data', data: config.data as DataBinding }, widget)
  }
  visitClick(widget.clickEvent, widget, visit)
  for (const child of widget.children ?? []) visitWidget(child, visit)
}

/** Calls `visit` for every binding site of the widgets, groups' children included, in document order. */
export function forEachBindingSite(widgets: readonly Widget[], visit: SiteVisitor): void {
  for (const widget of widgets) visitWidget(widget, visit)
}
