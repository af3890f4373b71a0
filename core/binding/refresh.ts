// Binding refresh on page load or data refresh (designer spec §4): every binding site of the page is
// checked against the current lists, without mutating the input, with a summary of the changes so the
// designer can tell the user. A list that is not given is not checked.
import type { DataBinding, Page, Widget } from '../../schemas/page.ts'
import type { BindingLists } from '../kernel/types.ts'
import { groupBy } from './group-by.ts'
import {
  type Change,
  type EquipKeyMap,
  type EquipRecord,
  indexSignals,
  type ReportSignalRecord,
  refreshAlarmEquip,
  refreshCustomReport,
  refreshEquipPage,
  refreshIframe,
  refreshMvar,
  refreshReportSignal,
  refreshSignal,
  type SignalIndex,
  type SignalSlot,
} from './refresh-rules.ts'
import { type BindingSite, forEachBindingSite } from './sites.ts'

/**
 * Runs `change` on a copy of `value` and hands back the copy if it says it changed something, else
 * `value` itself: untouched widgets keep their identity and the caller's objects are never written.
 * (A copy per top-level widget rather than immer, which runs on every runtime page and weighs 4.6 KB.)
 */
function copyOnChange<T>(value: T, change: (copy: T) => boolean): T {
  const copy = structuredClone(value)
  return change(copy) ? copy : value
}

export interface RefreshOptions {
  equipKeys?: EquipKeyMap
}

export type BindingTarget = 'signal' | 'reportSignal' | 'customReport' | 'mvar' | 'equipment' | 'alarmEquip'

export interface BindingChange {
  /** The widget holding the binding (a group's child, not the group). */
  widgetId: string
  target: BindingTarget
  change: Change
  /** The id the binding had before. */
  id: string
}

export interface RefreshSummary {
  cleared: number
  updated: number
  unbound: number
  changes: BindingChange[]
}

/** Runs a rule on a binding whose id is `id` (read before the rule may clear it) and records its change. */
type Check = (target: BindingTarget, id: string | undefined, rule: () => Change | undefined) => void

interface Indexes {
  signals?: SignalIndex
  reportSignals?: ReadonlyMap<string, readonly ReportSignalRecord[]>
  customReports?: ReadonlySet<string>
  mvars?: ReadonlyMap<string, string>
  equips?: ReadonlyMap<string, EquipRecord>
}

function indexLists(lists: BindingLists): Indexes {
  return {
    signals: lists.signals && indexSignals(lists.signals),
    reportSignals: lists.reportSignals && groupBy(lists.reportSignals, (r) => r.signalId),
    customReports: lists.customReports && new Set(lists.customReports.map((r) => r.id)),
    mvars: lists.mvars && new Map(lists.mvars.map((m) => [m.id, m.title])),
    equips: lists.equips && new Map(lists.equips.map((e) => [e.equipmentId, e])),
  }
}

const SIGNAL_ARRAYS = ['signalArray', 'signalArrayX', 'signalArrayY'] as const

function refreshData(data: DataBinding, ix: Indexes, options: RefreshOptions, check: Check): void {
  const type = data.type ?? 'signal'
  const { signals, reportSignals, mvars, customReports } = ix
  if (signals) {
    const signal = (slot: SignalSlot) => () => refreshSignal(slot, signals, options.equipKeys)
    if (type === 'signal' || type === 'scene') check('signal', data.signalId, signal(data))
    for (const name of SIGNAL_ARRAYS)
      for (const ref of data[name] ?? []) check('signal', ref.signalId, signal(ref))
  }
  if (reportSignals) {
    const report = (slot: SignalSlot) => () => refreshReportSignal(slot, reportSignals)
    if (type === 'report') check('reportSignal', data.signalId, report(data))
    for (const ref of data.reportSignalArray ?? []) check('reportSignal', ref.signalId, report(ref))
  }
  if (customReports) {
    check('customReport', data.customReportId, () => refreshCustomReport(data, customReports))
  }
  if (mvars) {
    if (type === 'mvar') check('mvar', data.mvarId, () => refreshMvar(data, mvars))
    for (const ref of data.mvarArray ?? []) check('mvar', ref.mvarId, () => refreshMvar(ref, mvars))
  }
}

function refreshSite(site: BindingSite, ix: Indexes, options: RefreshOptions, check: Check): void {
  const { equips } = ix
  if (site.kind === 'data') refreshData(site.data, ix, options, check)
  else if (!equips) return
  else if (site.kind === 'equipPage') {
    check('equipment', site.page.equipId, () => refreshEquipPage(site.page, equips))
  } else if (site.kind === 'iframe') {
    check('equipment', site.target.mainId, () => refreshIframe(site.target, equips))
  } else if (site.kind === 'alarmEquip') {
    check('alarmEquip', site.entry.equipmentId, () => refreshAlarmEquip(site.entry, equips))
  }
  // Map equipment entries have no refresh rule in the spec; their signal arrays are data blocks.
}

/** Refreshes one data block (the kernel's per-kind refresh); returns it unchanged when nothing applies. */
export function refreshBinding(
  data: DataBinding,
  lists: BindingLists,
  options: RefreshOptions = {},
): DataBinding {
  const ix = indexLists(lists)
  return copyOnChange(data, (copy) => {
    let changed = false
    refreshData(copy, ix, options, (_target, _id, rule) => {
      if (rule()) changed = true
    })
    return changed
  })
}

/** Refreshes every binding of the widgets; the same array comes back when nothing changed. */
export function refreshWidgets(
  widgets: Widget[],
  lists: BindingLists,
  options: RefreshOptions = {},
): { widgets: Widget[]; summary: RefreshSummary } {
  const ix = indexLists(lists)
  const summary: RefreshSummary = { cleared: 0, updated: 0, unbound: 0, changes: [] }
  const next = widgets.map((widget) =>
    copyOnChange(widget, (copy) => {
      const before = summary.changes.length
      forEachBindingSite([copy], (site, holder) => {
        refreshSite(site, ix, options, (target, id = '', rule) => {
          const change = rule()
          if (!change) return
          summary[change] += 1
          summary.changes.push({ widgetId: holder.id, target, change, id })
        })
      })
      return summary.changes.length > before
    }),
  )
  return { widgets: summary.changes.length > 0 ? next : widgets, summary }
}

/** Refreshes every binding of a page; the same page comes back when nothing changed. */
export function refreshPage(
  page: Page,
  lists: BindingLists,
  options: RefreshOptions = {},
): { page: Page; summary: RefreshSummary } {
  const { widgets, summary } = refreshWidgets(page.widgets, lists, options)
  return { page: widgets === page.widgets ? page : { ...page, widgets }, summary }
}
