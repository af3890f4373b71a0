// Shared by the history tests and benches: one-point chunks as a writer without open chunks stored a
// slow signal, and the event loop's longest wait while some work runs.
import { chunkFloats } from '../../../server/history/chunks.ts'
import type { Db } from '../../../server/storage/db.ts'

export interface StoredPoint {
  signalId: string
  time: number
  value: number
}

/** Each point as a chunk of its own, in one transaction. */
export async function storeOnePointChunks(db: Db, points: readonly StoredPoint[]): Promise<void> {
  const { encode } = chunkFloats(db)
  const rows = points.map(({ signalId, time, value }) => ({
    signalId,
    startTime: time,
    endTime: time,
    count: 1,
    times: encode([time]),
    vals: encode([value]),
  }))
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('historyChunks')
        .values(rows.slice(i, i + 500))
        .execute()
  })
}

/**
 * Runs `work`; answers its time, the longest the event loop went without running a 10 ms timer
 * meanwhile (a loop that never turns gives perf_hooks' histogram no sample: the gaps measure it), and
 * the timer's ticks.
 */
export async function loopDuring(
  work: () => Promise<unknown>,
): Promise<{ ms: number; maxGapMs: number; ticks: number }> {
  let ticks = 0
  const t0 = performance.now()
  let last = t0
  let maxGapMs = 0
  const timer = setInterval(() => {
    const now = performance.now()
    maxGapMs = Math.max(maxGapMs, now - last)
    last = now
    ticks++
  }, 10)
  try {
    await work()
  } finally {
    clearInterval(timer)
  }
  const end = performance.now()
  return { ms: end - t0, maxGapMs: Math.max(maxGapMs, end - last), ticks }
}
