// Loaded (`node --import`) into each process the fleet bench measures: answers the bench's IPC asks with
// the event-loop delay since the last reset (perf_hooks histogram, 10 ms resolution), the RSS and the
// CPU time since the last reset. Nothing else of the process is touched.
import { monitorEventLoopDelay } from 'node:perf_hooks'

export interface ProbeReading {
  /** event-loop delay p99 and max since the last reset, ms */
  delayP99: number
  delayMax: number
  rss: number
  /** user + system CPU time since the last reset, ms, and the wall time it was spent in */
  cpuMs: number
  wallMs: number
}

export type ProbeAsk = { probe: 'read' | 'reset'; id: number }
export type ProbeAnswer = { probe: number; reading: ProbeReading }

const delay = monitorEventLoopDelay({ resolution: 10 })
delay.enable()
let since = { cpu: process.cpuUsage(), at: performance.now() }

function read(): ProbeReading {
  const cpu = process.cpuUsage(since.cpu)
  return {
    delayP99: delay.percentile(99) / 1e6,
    delayMax: delay.max / 1e6,
    rss: process.memoryUsage.rss(),
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs: performance.now() - since.at,
  }
}

process.on('message', (ask: ProbeAsk) => {
  if (typeof ask !== 'object' || !ask || !('probe' in ask)) return
  if (ask.probe === 'reset') {
    delay.reset()
    since = { cpu: process.cpuUsage(), at: performance.now() }
  }
  process.send?.({ probe: ask.id, reading: read() } satisfies ProbeAnswer)
})
// the channel must not keep a process alive that would otherwise end
process.channel?.unref()
