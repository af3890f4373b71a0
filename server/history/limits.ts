// History limits of platform spec §9 and of the chunk layout.

/** A curve answers at most this many of the latest points (§9 "latest 200,000 points"). */
export const CURVE_MAX_POINTS = 200_000
/** At most this many signals in one curve or history query (§9 "max 10 fields or variables"). */
export const CURVE_MAX_SIGNALS = 10
/** A chunk never spans more than this, so a time-range query knows how far back a chunk may start. */
export const CHUNK_MAX_SPAN_MS = 24 * 60 * 60 * 1000
/**
 * A chunk under this many points is a fragment: packing grows a signal's last chunk up to it
 * (packing.ts), and compaction merges fragments (compaction.ts). 112 points of 16 bytes keep a full row
 * under PostgreSQL's 2 kB TOAST threshold (an in-place update then rewrites one row, nothing out of line),
 * and a signal at one point every 13 s reads its 30 days from ~1,800 rows instead of 200,000 (64 points:
 * 3,125 rows read in 418 ms on PostgreSQL at load 20; 128: 223 ms).
 */
export const FRAGMENT_POINTS = 112
