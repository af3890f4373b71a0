// Plain `x.y.z` versions and npm-style ranges, enough for widget versions (which migration steps a saved
// widget needs) and a remote plugin's host API range (`^1.0.0`, `>=1.2.0 <2`, `1.x`, `a || b`).

export type Version = readonly [number, number, number]

export function parseVersion(text: string): Version | undefined {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(text.trim())
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined
}

/** Negative when a is older than b, 0 when equal, positive when newer. Unreadable versions are 0.0.0. */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a) ?? [0, 0, 0]
  const y = parseVersion(b) ?? [0, 0, 0]
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]
}

/** One comparator against a version; a partial version (`1`, `1.2`, `1.x`) means the range it spans. */
function holds(comparator: string, v: Version): boolean {
  const m = /^(\^|~|>=|<=|>|<|=)?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(comparator)
  if (!m) return false
  const op = m[1] ?? '='
  const wild = (s: string | undefined) => s === undefined || s === 'x' || s === '*'
  const parts = [Number(m[2]), wild(m[3]) ? 0 : Number(m[3]), wild(m[4]) ? 0 : Number(m[4])] as const
  const cmp = (a: readonly number[], b: readonly number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!
  const c = cmp(v, parts)
  // The first version past a partial or caret/tilde range.
  const next = (level: number): number[] =>
    level === 0
      ? [parts[0] + 1, 0, 0]
      : level === 1
        ? [parts[0], parts[1] + 1, 0]
        : [parts[0], parts[1], parts[2] + 1]
  const precision = wild(m[3]) ? 0 : wild(m[4]) ? 1 : 2
  switch (op) {
    case '>=':
      return c >= 0
    case '>':
      return c > 0
    case '<=':
      return c <= 0
    case '<':
      return c < 0
    case '^': {
      const level = parts[0] > 0 ? 0 : parts[1] > 0 || precision < 2 ? Math.min(1, precision) : 2
      return c >= 0 && cmp(v, next(level)) < 0
    }
    case '~':
      return c >= 0 && cmp(v, next(Math.min(1, precision))) < 0
    default:
      return c >= 0 && cmp(v, next(precision)) < 0
  }
}

/** Whether `version` is inside `range` (comparators joined by blanks all hold; `||` separates alternatives). */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version)
  if (!v) return false
  return range
    .split('||')
    .map((alt) => alt.trim().split(/\s+/).filter(Boolean))
    .some((all) => all.length > 0 && all.every((c) => holds(c, v)))
}
