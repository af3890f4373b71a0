// Loaded (`node --import`) into each process the fleet bench measures: answers the bench's IPC asks with
// the event-loop delay since the last reset (perf_hooks histogram, 10 ms resolution), the RSS and the
// CPU time since the last reset; asked for `heap`, the heap in use after full collections (the process
// runs with --expose-gc), JIT code left out: bytes that the machine's load does not move, unlike the
// RSS, which grows with the garbage a busy process has not collected yet. Nothing else is touched.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { getHeapSpaceStatistics } from 'node:v8'

export interface ProbeReading {
  /** event-loop delay p99 and max since the last reset, ms */
  delayP99: number
  delayMax: number
  rss: number
  /** user + system CPU time since the last reset, ms, and the wall time it was spent in */
  cpuMs: number
  wallMs: number
  /** heap in use after full collections, code space left out; asked for with `heap` only (else NaN) */
  heap: number
}

export type ProbeAsk = { probe: 'read' | 'reset' | 'heap'; id: number }
export type ProbeAnswer = { probe: number; reading: ProbeReading }

const delay = monitorEventLoopDelay({ resolution: 10 })
delay.enable()
let since = { cpu: process.cpuUsage(), at: performance.now() }

/** The heap in use after full collections, JIT code left out; NaN without --expose-gc. */
function heapAfterGc(): number {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) return Number.NaN
  for (let i = 0; i < 3; i++) gc()
  return getHeapSpaceStatistics()
    .filter((s) => !s.space_name.startsWith('code'))
    .reduce((sum, s) => sum + s.space_used_size, 0)
}

function read(heap = Number.NaN): ProbeReading {
  const cpu = process.cpuUsage(since.cpu)
  return {
    delayP99: delay.percentile(99) / 1e6,
    delayMax: delay.max / 1e6,
    rss: process.memoryUsage.rss(),
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs: performance.now() - since.at,
    heap,
  }
}

process.on('message', (ask: ProbeAsk) => {
  if (typeof ask !== 'object' || !ask || !('probe' in ask)) return
  if (ask.probe === 'reset') {
    delay.reset()
    since = { cpu: process.cpuUsage(), at: performance.now() }
  }
  // the RSS read before the collection that the heap figure makes
  const reading = read()
  if (ask.probe === 'heap') reading.heap = heapAfterGc()
  process.send?.({ probe: ask.id, reading } satisfies ProbeAnswer)
})
// the channel must not keep a process alive that would otherwise end
process.channel?.unref()
