// How a curve names its series and tells them apart (issue 30: "series picked by name, not by index"):
// the right axis lists its series by id, so adding, removing or reordering the signals keeps each on the
// axis it was put on. The id is what the entry is bound to; the name what the designer and legend show.

/** A bound entry of a curve's list, as any binding kind saves it. */
export interface SeriesEntry {
  signalId?: string
  equipId?: string
  mvarId?: string
  systemKey?: string
  title?: string
  alias?: string
}

/** What the entry is bound to: a device's signal, a memory variable or a system value. */
export function seriesId(entry: SeriesEntry): string {
  if (entry.mvarId) return `mvar:${entry.mvarId}`
  if (entry.systemKey) return `system:${entry.systemKey}`
  return `signal:${entry.equipId ?? ''}/${entry.signalId ?? ''}`
}

/** The series' name: its alias, else its title, else what it is bound to, else its 1-based position. */
export const seriesName = (entry: SeriesEntry, index: number): string =>
  entry.alias || entry.title || entry.signalId || entry.mvarId || entry.systemKey || `#${index + 1}`
