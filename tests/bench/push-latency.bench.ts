// Publish-to-WebSocket latency on loopback, default stack in one process: simulated gateways publish
// DDATA through the embedded broker; a WebSocket client of the API (over TCP, a device socket granted
// one gateway's 50 signals) measures, for every value it receives, the time since the gateway published
// it (the value is its own send time). Background: all 10 gateways × 50 signals every 20 ms, 25,000
// values/s. Goal (the issue): p99 under 100 ms.
import { WebSocket } from 'ws'
import { startEdgeStack } from './fixtures/edge-stack.ts'
import { type Measured, percentile } from './fixtures/measured.ts'

const GATEWAYS = 10
const SIGNALS = 50
const PERIOD_MS = 20
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

const clock = () => performance.timeOrigin + performance.now()

export default async function pushLatencyBench(): Promise<Measured> {
  const stack = await startEdgeStack({ gateways: GATEWAYS, signals: SIGNALS })
  const rt = stack.app.services.realtime
  const watched = stack.gateways[0]!
  const admin = await stack.db
    .selectFrom('accounts')
    .select('id')
    .where('loginname', '=', 'admin')
    .executeTakeFirstOrThrow()
  const token = rt.tokens.issue({
    kind: 'device',
    accountId: admin.id,
    signals: new Set(watched.signals),
    devices: new Set([watched.deviceId]),
  })
  const latencies: number[] = []
  let frames = 0
  const ws = new WebSocket(`ws://${stack.base}/lfscada/ws/eg/signal/subscribe/${token}`)
  ws.on('message', (data) => {
    const now = clock()
    frames++
    for (const v of JSON.parse(data.toString()).signalVal ?? []) latencies.push(now - v.value)
  })
  await new Promise((resolve) => ws.once('open', resolve))

  const started = performance.now()
  let published = 0
  while (performance.now() - started < SECONDS * 1000) {
    const tick = performance.now()
    await Promise.all(
      stack.gateways.map((g) =>
        g.publish(
          g.signals.map(() => clock()),
          Date.now(),
        ),
      ),
    )
    published += GATEWAYS * SIGNALS
    const wait = PERIOD_MS - (performance.now() - tick)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }
  await new Promise((resolve) => setTimeout(resolve, 200))
  ws.close()
  latencies.sort((a, b) => a - b)
  const seconds = (performance.now() - started) / 1000
  console.log(
    `push latency: ${latencies.length.toLocaleString('en')} values in ${frames.toLocaleString('en')} frames to one socket ` +
      `(background ${Math.round(published / seconds).toLocaleString('en')} values/s from ${GATEWAYS} gateways): ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `max ${latencies.at(-1)?.toFixed(1)} ms (goal p99 < 100 ms)`,
  )
  await stack.close()
  return { values: latencies.length }
}
