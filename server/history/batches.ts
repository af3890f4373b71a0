// SQLite's statements are prepared once per distinct SQL text and the 500 most recent kept
// (storage/statement-cache.ts). A multi-row insert's text changes with its row count: the history writes
// (each flush's last batch, each pack step's and compaction step's merged rows, the minutes' rollups) made
// up to 200 texts per statement, compiled again and again, crowding out the API's statements and holding
// native memory for each (issue 26: 399 cached texts of the packer's delete alone under 200 gateways).
// Batches of `max` rows and then of powers of two make at most 9 texts per statement.

/** `rows` in statements' batches: full ones of `max` rows, then the rest as powers of two, largest first. */
export function* batchesOf<T>(rows: readonly T[], max: number): Generator<T[]> {
  let at = 0
  for (; rows.length - at >= max; at += max) yield rows.slice(at, at + max)
  for (let size = 2 ** Math.floor(Math.log2(max)); at < rows.length; size /= 2)
    if (rows.length - at >= size) {
      yield rows.slice(at, at + size)
      at += size
    }
}
