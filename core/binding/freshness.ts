// How current a live value is (issue 31): a value not renewed within its collection period plus a margin
// is stale (the gateway pushes every period while a device is watched), and a value the gateway sent as
// null had its read fail (a bad-quality value: the driver could not read it).

/** The margin is the period itself, at least this long: one missed round is not yet stale. */
export const STALE_MARGIN_MIN_MS = 10_000

/** Milliseconds after its time when a value collected every `periodS` seconds turns stale. */
export function staleAfterMs(periodS: number): number {
  const period = Math.max(periodS, 1) * 1000
  return period + Math.max(period, STALE_MARGIN_MIN_MS)
}

export type Freshness = 'fresh' | 'stale' | 'bad'

/** A value's state at `now`; undefined when the signal never reported. */
export function freshnessOf(
  live: { value: unknown; time: number } | undefined,
  now: number,
  periodS: number,
): Freshness | undefined {
  if (!live) return undefined
  if (live.value === null) return 'bad'
  return now - live.time > staleAfterMs(periodS) ? 'stale' : 'fresh'
}
