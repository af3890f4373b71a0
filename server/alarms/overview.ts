// The alarm overview (issue 31, ISA-18.2 alarm performance): what is active now by level and whether it
// was acknowledged or shelved, the oldest active alarms, alarms raised per hour over the last 24 h and the
// most frequent ones ("bad actors", repeats counted), so a plant sees a flood and tunes its rules.
import {
  ALARM_LEVELS,
  type AlarmOverview,
  type AlarmRecordView,
  OVERVIEW_HOURS,
  OVERVIEW_TOP,
} from '../../schemas/entities/live.ts'

const HOUR = 3_600_000
/** the oldest active alarms listed */
const OLDEST = 20

type Active = AlarmOverview['active']

function activeByLevel(active: readonly AlarmRecordView[]): Active {
  const counts = Object.fromEntries(
    ALARM_LEVELS.map((l) => [l, { unacked: 0, acked: 0, shelved: 0 }]),
  ) as Active
  for (const a of active) {
    const by = counts[a.level]
    if (a.shelvedUntil !== null) by.shelved++
    else if (a.confirmedAt !== null) by.acked++
    else by.unacked++
  }
  return counts
}

function perHour(raised: readonly AlarmRecordView[], now: number): AlarmOverview['perHour'] {
  const first = Math.floor(now / HOUR) * HOUR - (OVERVIEW_HOURS - 1) * HOUR
  const hours = Array.from({ length: OVERVIEW_HOURS }, (_, i) => ({ hour: first + i * HOUR, n: 0 }))
  for (const a of raised) {
    const slot = hours[Math.floor((a.triggeredAt - first) / HOUR)]
    if (slot) slot.n++
  }
  return hours
}

function badActors(raised: readonly AlarmRecordView[]): AlarmOverview['badActors'] {
  const byRule = new Map<string, AlarmOverview['badActors'][number]>()
  for (const a of raised) {
    const key = `${a.equipmentId}\u0000${a.ruleId ?? a.type}\u0000${a.text}`
    const seen = byRule.get(key)
    if (seen) seen.n += a.occurrences
    else
      byRule.set(key, {
        equipmentId: a.equipmentId,
        equipTitle: a.equipTitle,
        text: a.text,
        level: a.level,
        n: a.occurrences,
      })
  }
  return [...byRule.values()].sort((a, b) => b.n - a.n).slice(0, OVERVIEW_TOP)
}

/** Window start for the records `overviewOf` needs besides the active ones. */
export const overviewSince = (now: number) => Math.floor(now / HOUR) * HOUR - (OVERVIEW_HOURS - 1) * HOUR

/** The overview of `active` (unresolved) alarms and those raised since `overviewSince(now)`. */
export function overviewOf(
  active: readonly AlarmRecordView[],
  raised: readonly AlarmRecordView[],
  now: number,
): AlarmOverview {
  return {
    now,
    active: activeByLevel(active),
    oldest: [...active].sort((a, b) => a.triggeredAt - b.triggeredAt).slice(0, OLDEST),
    perHour: perHour(raised, now),
    badActors: badActors(raised),
  }
}
