// Axis ticks of every chart (time, bar, xy): their own decimal places, loaded with the charts only.
/**
 * The decimal places an axis labels its ticks with: as many as their spacing needs, whatever the signal's
 * (ticks 0, 20, 40 read "40%", not "40.000%"; 0.5 apart they get one place). Labels and tooltips keep the
 * signal's places; only the axis reads its own.
 */
export function tickDecimals(ticks: readonly number[]): number {
  const finite = ticks.filter(Number.isFinite)
  const steps = finite.slice(1).map((t, i) => Math.abs(t - finite[i]!))
  const spacing = steps.filter((s) => s > 0)
  // one tick alone: the places of its own value (float noise trimmed)
  const unit = spacing.length ? Math.min(...spacing) : Math.abs(finite[0] ?? 0)
  for (let d = 0; d < 10; d++) {
    const scaled = unit * 10 ** d
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, scaled)) return d
  }
  return 10
}
