// Reading the lists the picker and the binding refresh use out of service answers, whatever the list's
// envelope (a bare array, or `list` / `rows` / `records`) and whichever of the usual id and title names
// a record uses.
type Json = Record<string, unknown>

export function listOf(data: unknown): Json[] {
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null
      ? ((data as Json).list ?? (data as Json).rows ?? (data as Json).records ?? [])
      : []
  return (Array.isArray(list) ? list : []).filter((x): x is Json => typeof x === 'object' && x !== null)
}

const text = (...values: unknown[]): string => {
  for (const v of values) if (typeof v === 'string' || typeof v === 'number') return String(v)
  return ''
}

export interface EquipRecord {
  equipmentId: string
  title: string
}

export interface SignalRecord {
  signalId: string
  equipId: string
  signalTitle: string
  equipTitle?: string
  equipKey?: string
  /** Shown beside the title in the picker; '' when the variable has none. */
  unit?: string
  dataType?: string
  /** r | w | rw: a write target lists only what can be written */
  rw?: string
}

export interface SystemKeyRecord {
  systemKey: string
  title: string
}

export interface MvarRecord {
  id: string
  title: string
}

export const equipRecord = (r: Json): EquipRecord => ({
  equipmentId: text(r.equipmentId, r.equipId, r.id),
  title: text(r.title, r.name, r.equipTitle),
})

export const signalRecord = (r: Json, equip?: EquipRecord): SignalRecord => ({
  signalId: text(r.signalId, r.id),
  equipId: text(r.equipId, r.equipmentId, equip?.equipmentId),
  signalTitle: text(r.signalTitle, r.title, r.name),
  equipTitle: text(r.equipTitle, equip?.title),
  equipKey: text(r.equipKey, r.key),
  unit: text(r.unit),
  dataType: text(r.dataType),
  rw: text(r.rw),
})

export const systemKeyRecord = (r: Json): SystemKeyRecord => ({
  systemKey: text(r.systemKey, r.key, r.id),
  title: text(r.title, r.name, r.systemKey, r.key),
})

export const mvarRecord = (r: Json): MvarRecord => ({
  id: text(r.mvarId, r.id),
  title: text(r.title, r.name),
})

export interface PageRecord {
  id: string
  title: string
}

export const pageRecord = (r: Json): PageRecord => ({
  id: text(r.id, r.pageId),
  title: text(r.title, r.name),
})
