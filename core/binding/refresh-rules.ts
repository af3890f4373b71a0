// The binding refresh rules of designer spec §4, one function per rule. Each works on one binding slot in
// place (the caller hands in an immer draft) and says what it changed, or undefined for nothing.
import type { BindingLists } from '../kernel/types.ts'
import { groupBy } from './group-by.ts'
import type { EquipEntry, IframeTarget } from './sites.ts'

export type Change = 'cleared' | 'updated' | 'unbound'

/** The label of an alarm equipment entry whose equipment is gone: the Chinese word for unbound. */
export const UNBOUND_LABEL = '未绑定'

type ListItem<K extends keyof BindingLists> = NonNullable<BindingLists[K]>[number]
export type SignalRecord = ListItem<'signals'>
export type EquipRecord = ListItem<'equips'>
export type ReportSignalRecord = ListItem<'reportSignals'>

export interface SignalSlot {
  signalId?: string
  equipId?: string
  title?: string
  subTitle?: string
  equipKey?: string
}

export interface MvarSlot {
  mvarId?: string
  title?: string
}

/**
 * Maps a widget's stored equipment id to the equipment key it stood for (e.g. the source project's
 * equipment when a page is imported); then a signal that lost its id is found again by title within the
 * equipment of that key.
 */
export type EquipKeyMap = Readonly<Record<string, string>>

/** Sets the fields whose value differs; true when any did. */
function assign<T extends object>(slot: T, fields: Partial<T>): boolean {
  const target = slot as Record<string, unknown>
  let changed = false
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || target[key] === value) continue
    target[key] = value
    changed = true
  }
  return changed
}

/** Empties the id fields and whichever of the other fields the slot has. */
function clear<T extends object>(
  slot: T,
  ids: readonly (keyof T & string)[],
  others: readonly string[],
): 'cleared' {
  const target = slot as Record<string, unknown>
  for (const key of ids) target[key] = ''
  for (const key of others) if (key in target) target[key] = ''
  return 'cleared'
}

export interface SignalIndex {
  byId: ReadonlyMap<string, SignalRecord>
  byTitle: ReadonlyMap<string, readonly SignalRecord[]>
}

export const indexSignals = (signals: readonly SignalRecord[]): SignalIndex => ({
  byId: new Map(signals.map((record) => [record.signalId, record])),
  byTitle: groupBy(signals, (record) => record.signalTitle),
})

const bindSignal = (slot: SignalSlot, record: SignalRecord): boolean =>
  assign(slot, {
    signalId: record.signalId,
    equipId: record.equipId,
    title: record.signalTitle,
    subTitle: record.equipTitle,
    equipKey: record.equipKey,
  })

/**
 * A signal binding (title = signal title, subTitle = equipment title):
 * - found by id in the same equipment: titles (and equipment key) brought up to date;
 * - found by id in a different equipment: cleared;
 * - not found by id: found again by title within the same equipment, which is the one of the slot's
 *   equipment key when known (from the key map, else the key the slot stored, as select options do),
 *   else the slot's equipment id; bound to that signal;
 * - otherwise cleared (ids, titles, equipment and subtitle emptied).
 * A slot whose equipment id is empty takes the equipment of the signal found by id.
 */
export function refreshSignal(
  slot: SignalSlot,
  index: SignalIndex,
  equipKeys?: EquipKeyMap,
): Change | undefined {
  if (!slot.signalId) return undefined
  const byId = index.byId.get(slot.signalId)
  if (byId && slot.equipId && byId.equipId !== slot.equipId) return clearSignal(slot)
  if (byId) return bindSignal(slot, byId) ? 'updated' : undefined
  const key = (slot.equipId && equipKeys?.[slot.equipId]) || slot.equipKey
  const sameEquip = (r: SignalRecord) =>
    key ? r.equipKey === key : Boolean(slot.equipId) && r.equipId === slot.equipId
  const byTitle = slot.title ? index.byTitle.get(slot.title)?.find(sameEquip) : undefined
  if (byTitle) return bindSignal(slot, byTitle) ? 'updated' : undefined
  return clearSignal(slot)
}

const clearSignal = (slot: SignalSlot) =>
  clear(slot, ['signalId', 'equipId'], ['title', 'subTitle', 'equipKey'])

/** A report-signal binding: cleared when the report signal (in the same equipment) is gone; title refreshed. */
export function refreshReportSignal(
  slot: SignalSlot,
  bySignalId: ReadonlyMap<string, readonly ReportSignalRecord[]>,
): Change | undefined {
  if (!slot.signalId) return undefined
  const record = bySignalId.get(slot.signalId)?.find((r) => !slot.equipId || r.equipId === slot.equipId)
  if (!record) return clear(slot, ['signalId', 'equipId'], ['title', 'subTitle'])
  return assign(slot, { title: record.title }) ? 'updated' : undefined
}

/** A custom-report binding: cleared when the custom report is gone. */
export function refreshCustomReport(
  data: { customReportId?: string },
  ids: ReadonlySet<string>,
): Change | undefined {
  if (!data.customReportId || ids.has(data.customReportId)) return undefined
  return clear(data, ['customReportId'], [])
}

/** A memory-variable binding: cleared when the variable is gone, title refreshed. */
export function refreshMvar(slot: MvarSlot, titles: ReadonlyMap<string, string>): Change | undefined {
  if (!slot.mvarId) return undefined
  const title = titles.get(slot.mvarId)
  if (title === undefined) return clear(slot, ['mvarId'], ['title'])
  return assign(slot, { title }) ? 'updated' : undefined
}

/** An equipment-type click target: cleared when the equipment is gone, title refreshed. */
export function refreshEquipPage(
  page: { type?: string; equipId?: string; equipPageId?: string; equipTitle?: string },
  equips: ReadonlyMap<string, EquipRecord>,
): Change | undefined {
  if (page.type !== 'equip' || !page.equipId) return undefined
  const record = equips.get(page.equipId)
  if (!record) return clear(page, ['equipId'], ['equipPageId', 'equipTitle'])
  return assign(page, { equipTitle: record.title }) ? 'updated' : undefined
}

/** An equipment-type iframe target (`mainId` is the equipment): cleared when it is gone, title refreshed. */
export function refreshIframe(
  target: IframeTarget,
  equips: ReadonlyMap<string, EquipRecord>,
): Change | undefined {
  if (target.type !== 'equip' || !target.mainId) return undefined
  const record = equips.get(target.mainId)
  if (!record) return clear(target, ['mainId'], ['mainTitle', 'mainPageId', 'pageId', 'pageTitle'])
  return assign(target, { mainTitle: record.title }) ? 'updated' : undefined
}

/** An alarm widget's equipment entry: title refreshed, or shown as unbound when the equipment is gone. */
export function refreshAlarmEquip(
  entry: EquipEntry,
  equips: ReadonlyMap<string, EquipRecord>,
): Change | undefined {
  if (!entry.equipmentId) return undefined
  const record = equips.get(entry.equipmentId)
  if (!record) return assign(entry, { title: UNBOUND_LABEL }) ? 'unbound' : undefined
  return assign(entry, { title: record.title }) ? 'updated' : undefined
}
