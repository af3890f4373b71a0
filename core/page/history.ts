// Undo and redo as immer patch lists (designer spec §4): at most 50 steps, the oldest dropped first;
// any new step clears redo; undoing a step moves it to redo, whose replay is the step's own patches.
import type { Patch } from 'immer'
import { UNDO_LIMIT } from './constants.ts'

export const UNDO_TYPES = ['edit', 'add', 'del', 'group', 'ungroup', 'import', 'sort', 'container'] as const
export type UndoType = (typeof UNDO_TYPES)[number]

export interface HistoryEntry {
  /** Increasing per recorded step; tells whether the page changed since it was saved. */
  serial: number
  type: UndoType
  patches: Patch[]
  inverse: Patch[]
}

export interface History {
  undo: HistoryEntry[]
  redo: HistoryEntry[]
  limit: number
  serial: number
  /** Serial of the newest step dropped for the limit: where the page is once everything is undone. */
  floor: number
}

export const createHistory = (limit = UNDO_LIMIT): History => ({
  undo: [],
  redo: [],
  limit,
  serial: 0,
  floor: 0,
})

export function record(h: History, type: UndoType, patches: Patch[], inverse: Patch[]): void {
  h.serial += 1
  h.undo.push({ serial: h.serial, type, patches, inverse })
  const dropped = h.undo.splice(0, Math.max(0, h.undo.length - h.limit))
  h.floor = dropped[dropped.length - 1]?.serial ?? h.floor
  h.redo = []
}

/** The step to undo, now on the redo stack. */
export function takeUndo(h: History): HistoryEntry | undefined {
  const entry = h.undo.pop()
  if (entry) h.redo.push(entry)
  return entry
}

/** The step to redo, now back on the undo stack. */
export function takeRedo(h: History): HistoryEntry | undefined {
  const entry = h.redo.pop()
  if (entry) h.undo.push(entry)
  return entry
}

/** The serial of the step the page is at (0 before any). */
export const position = (h: History): number => h.undo[h.undo.length - 1]?.serial ?? h.floor
