// The fleet bench's viewers: each signs in, takes a socket token for one simulated device (spread over
// the fleet) and opens its live socket, as the runtime viewer does (token call, then subscribe); and
// every 10 s asks the device's current values over HTTP, as the monitor list does. Measured: each
// pushed value's lateness (arrival − the value's timestamp, i.e. the node's send time) and each call's
// round trip.
import { WebSocket } from 'ws'
import type { ApiClient } from '../../../core/api/index.ts'
import { signIn } from '../../../edge/fleet-simulator/platform.ts'
import { DEMO_ADMIN } from '../../../server/seed.ts'

const CALL_EVERY_MS = 10_000

export interface Viewers {
  /** from now on, latencies count (before: the warm-up) */
  measure(): void
  /** value lateness at the sockets, ms, and the calls' round trips, ms */
  lateness: number[]
  calls: number[]
  /** when the last frame came */
  lastFrameAt(): number
  /**
   * The longest any viewer went without a frame since `since` (performance.now()), counting the time
   * since its last frame for one still waiting: after a kill -9, how long the dead instance's gateways
   * went unserved.
   */
  longestSilence(since: number): number
  close(): void
}

/** The fleet's devices (named `Fleet <SN>`, SNs starting with `run`), at most `count`, spread over it. */
async function fleetDevices(api: ApiClient, run: string, gateways: number, count: number): Promise<string[]> {
  const ids: string[] = []
  const pages = Math.ceil(gateways / 100)
  for (let i = 0; i < count; i++) {
    const pageNo = 1 + Math.floor((i * pages) / count)
    const page = await api.call('equipment/multi/query', { keyword: `Fleet ${run}`, pageNo, pageSize: 100 })
    const device = page.list[(i * 7) % page.list.length]
    if (device) ids.push(device.id)
  }
  return ids
}

export async function startViewers(o: {
  /** the instances' base URLs (http://host:port); viewers are dealt out over them */
  urls: string[]
  run: string
  gateways: number
  count: number
}): Promise<Viewers> {
  const apis = await Promise.all(o.urls.map((url) => signIn(url, DEMO_ADMIN, { WebSocket })))
  const devices = await fleetDevices(apis[0]!, o.run, o.gateways, o.count)
  if (devices.length === 0) throw new Error(`no device of the fleet ${o.run} found for the viewers`)
  let measuring = false
  let lastFrame = performance.now()
  const lateness: number[] = []
  const calls: number[] = []
  const closers: (() => void)[] = []
  // per viewer: its frames' arrival times (performance.now())
  const arrivals: number[][] = []
  for (let i = 0; i < o.count; i++) {
    const equipmentId = devices[i % devices.length]!
    const api = apis[i % apis.length]!
    const mine: number[] = []
    arrivals.push(mine)
    await new Promise<void>((onOpen) => {
      const handlers = {
        onOpen,
        signalVal(values: { time: number }[]) {
          const now = Date.now()
          lastFrame = performance.now()
          if (measuring) mine.push(lastFrame)
          if (measuring) for (const v of values) lateness.push(now - v.time)
        },
      }
      closers.push(api.subscribeDevice({ equipmentId, dataSignal: [] }, handlers))
    })
    const ask = async () => {
      const t0 = performance.now()
      await api.call('monitor/multi/signal/query', { equipmentId })
      if (measuring) calls.push(performance.now() - t0)
    }
    let timer = setTimeout(
      () => {
        timer = setInterval(() => void ask().catch(() => {}), CALL_EVERY_MS)
      },
      (i * CALL_EVERY_MS) / o.count,
    )
    closers.push(() => clearInterval(timer))
  }
  return {
    measure: () => {
      measuring = true
    },
    lateness,
    calls,
    lastFrameAt: () => lastFrame,
    longestSilence: (since) => {
      const now = performance.now()
      let longest = 0
      for (const times of arrivals) {
        let previous = since
        for (const t of times) {
          if (t < since) continue
          longest = Math.max(longest, t - previous)
          previous = t
        }
        longest = Math.max(longest, now - previous)
      }
      return longest
    },
    close: () => {
      for (const close of closers) close()
    },
  }
}
