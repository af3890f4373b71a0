// `npm run bench -- fleet [--gateways 200] [--metrics 20] [--period-ms 2000] [--duration-s 60]
// [--warmup-s 20] [--db sqlite|pg] [--broker embedded|mosquitto] [--instances 1|2] [--viewers 100]
// [--kill-after-s S] [--bare-s S]`:
// the fleet simulator (edge/fleet-simulator) against a fresh platform, then against the bare stack
// (fleet/bare-stack.ts: aedes or Mosquitto, one mqtt.js subscriber, better-sqlite3 or pg inserting the
// same values in batches), in one run, printed side by side with the load average. Each side and the
// simulator are child processes measured from inside (fleet/probe.ts).
//   offered, stored   values/s the nodes published (DDATA) / the database holds after the final flush
//   lost              offered − stored
//   rebirths asked    by the platform (its log): seq gaps, messages lost between node and platform
//   ingest lag p99    a value's timestamp (the node's send time) to its arrival at a consumer outside
//                     the broker: the viewers' sockets (platform), the subscriber (bare stack)
//   viewer call p99   the viewers' HTTP round trip (`monitor/multi/signal/query` each 10 s)
//   event-loop delay  p99 and max after warm-up (monitorEventLoopDelay, 10 ms resolution)
//   RSS               at start (before the nodes connect), per gateway (after warm-up − start) / N,
//                     slope after warm-up (least squares over 5 s samples)
//   heap per gateway  the heap after full collections (JIT code left out) at the same two moments,
//                     (after warm-up − start) / N: what each gateway keeps, whatever the load; the RSS
//                     also holds the garbage a busy process has not collected yet
//   CPU               user + system after warm-up, % of one core
//   duplicated        points stored twice (one signal, one time): a handover must write none
// --kill-after-s S (two instances): S s after warm-up the second instance is killed (SIGKILL). Its viewers
// are all on the first, so they measure the handover: the longest any of them went without a frame after
// the kill is how long the dead instance's gateways went unserved; lost and duplicated say what it cost.
// --bare-s S: the bare stack runs S s after its warm-up (default: --duration-s): a ratio needs the same
// rate, not the same length, so a 30-minute soak of the platform can stand beside a shorter baseline.
// Fails (non-zero exit) when either side stored nothing, or when a measured process ended during the run
// (after printing the figures: what a crash lost is one of them).
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { type Measured, percentile } from './fixtures/measured.ts'
import { Child } from './fleet/child.ts'
import type { ProbeReading } from './fleet/probe.ts'
import { startBareStack, startPlatform, type Target, type TargetOptions } from './fleet/targets.ts'
import { startViewers, type Viewers } from './fleet/viewers.ts'

interface Options extends TargetOptions {
  gateways: number
  metrics: number
  periodMs: number
  durationS: number
  warmupS: number
  viewers: number
  /** 0: no kill */
  killAfterS: number
  bareS: number
}

function options(): Options {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: {
      gateways: { type: 'string', default: '200' },
      metrics: { type: 'string', default: '20' },
      'period-ms': { type: 'string', default: '2000' },
      'duration-s': { type: 'string', default: '60' },
      'warmup-s': { type: 'string', default: '20' },
      db: { type: 'string', default: 'sqlite' },
      broker: { type: 'string', default: 'embedded' },
      instances: { type: 'string', default: '1' },
      viewers: { type: 'string', default: '100' },
      'kill-after-s': { type: 'string', default: '0' },
      'bare-s': { type: 'string', default: '' },
    },
  })
  const int = (name: keyof typeof values, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const n = Number(values[name])
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${name} must be an integer ${min}–${max}`)
    return n
  }
  const oneOf = <T extends string>(name: keyof typeof values, allowed: readonly T[]): T => {
    const v = values[name] as T
    if (!allowed.includes(v)) throw new Error(`--${name} must be one of ${allowed.join(', ')}`)
    return v
  }
  const instances = int('instances', 1, 2)
  const durationS = int('duration-s', 1)
  const killAfterS = int('kill-after-s', 0, durationS - 1)
  if (killAfterS && instances < 2) throw new Error('--kill-after-s needs --instances 2')
  return {
    killAfterS,
    bareS: values['bare-s'] ? int('bare-s', 1) : durationS,
    gateways: int('gateways', 1),
    metrics: int('metrics', 1),
    periodMs: int('period-ms', 10),
    durationS,
    warmupS: int('warmup-s', 0),
    viewers: int('viewers', 0),
    instances,
    db: oneOf('db', ['sqlite', 'pg'] as const),
    broker: oneOf('broker', ['embedded', 'mosquitto'] as const),
    run: '',
  }
}

interface Figures {
  offered: number
  stored: number
  seconds: number
  lagP99: number
  callP99: number
  rebirths: number
  delayP99: number
  delayMax: number
  rssStart: number
  rssWarm: number
  heapStart: number
  heapWarm: number
  slopeMbPerMin: number
  cpuPercent: number
  simulator: { cpuPercent: number; rss: number }
  duplicated: number
  /** with --kill-after-s: the longest a viewer went without a frame after the kill, ms */
  unservedMs: number
  /** the measured processes that ended before the bench stopped them, with their last lines */
  ended: string[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const MB = 1024 * 1024

/** A process that has ended reads as nothing (NaN), not as an error: its end is itself a figure. */
const ENDED: ProbeReading = {
  delayP99: Number.NaN,
  delayMax: Number.NaN,
  rss: Number.NaN,
  cpuMs: 0,
  wallMs: 1,
  heap: Number.NaN,
}
/** The probes of the children the bench has not killed on purpose. */
const readAll = (children: Child[], ask: 'read' | 'reset' | 'heap' = 'read') =>
  Promise.all(children.filter((c) => !c.killed).map((c) => c.probe(ask).catch(() => ENDED)))
const rssOf = (readings: ProbeReading[]) => readings.reduce((sum, r) => sum + r.rss, 0)
const heapOf = (readings: ProbeReading[]) => readings.reduce((sum, r) => sum + r.heap, 0)
const cpuOf = (readings: ProbeReading[]) =>
  readings.reduce((sum, r) => sum + (100 * r.cpuMs) / Math.max(1, r.wallMs), 0)

/** Least-squares slope of RSS over time, MB per minute. */
function slope(all: [number, number][]): number {
  const samples = all.filter(([, rss]) => Number.isFinite(rss))
  const n = samples.length
  if (n < 2) return Number.NaN
  const mx = samples.reduce((s, [x]) => s + x, 0) / n
  const my = samples.reduce((s, [, y]) => s + y, 0) / n
  let num = 0
  let den = 0
  for (const [x, y] of samples) {
    num += (x - mx) * (y - my)
    den += (x - mx) ** 2
  }
  return den ? num / den / MB / (1 / 60_000) : Number.NaN
}

/** Waits until no frame came for `quietMs` (the platform has pushed what it took), at most `maxMs`. */
async function drained(viewers: Viewers | undefined, quietMs: number, maxMs: number): Promise<void> {
  const until = performance.now() + maxMs
  await sleep(quietMs)
  while (viewers && performance.now() - viewers.lastFrameAt() < quietMs && performance.now() < until)
    await sleep(200)
}

function simulate(o: Options, target: Target): Child {
  return new Child(
    'simulator',
    'edge/fleet-simulator/main.ts',
    [
      ...['--gateways', String(o.gateways), '--metrics', String(o.metrics)],
      ...['--period-ms', String(o.periodMs), '--duration-s', String(o.warmupS + o.durationS)],
      ...[
        '--url',
        target.apiUrls[0] ?? '',
        '--mqtt',
        target.mqttUrl,
        '--group',
        target.group,
        '--run',
        o.run,
      ],
    ],
    {},
  )
}

async function measure(o: Options, target: Target): Promise<Figures> {
  const sim = simulate(o, target)
  try {
    let summary = ''
    sim.onLine((line) => {
      if (line.startsWith('fleet summary ')) summary = line.slice('fleet summary '.length)
      else if (/^(registering|registered|fleet online|offered)/.test(line))
        console.log(`  ${target.name}: ${line}`)
    })
    if (target.apiUrls.length) await sim.line(/^registered in/, 'registering the fleet')
    // the RSS read before the collections of the heap figure
    const rssStart = rssOf(await readAll(target.children))
    const heapStart = heapOf(await readAll(target.children, 'heap'))
    // when the line came: the simulator's clock starts there
    const fleetOnline = sim.line(/^fleet online/, 'connecting the fleet').then(() => performance.now())
    const killing = o.killAfterS > 0 && target.children.length > 1
    // when one instance is to be killed, every viewer is on the one that lives
    const urls = killing ? target.apiUrls.slice(0, 1) : target.apiUrls
    // started while the fleet connects: on a busy machine a hundred sign-ins take longer than a warm-up
    const viewers =
      target.apiUrls.length && o.viewers
        ? await startViewers({ urls, run: o.run, gateways: o.gateways, count: o.viewers })
        : undefined
    // on the simulator's clock: it runs warm-up + duration from the moment it was online
    const online = await fleetOnline
    const after = (s: number) => sleep(Math.max(0, online + s * 1000 - performance.now()))
    await after(o.warmupS)
    viewers?.measure()
    const warm = await readAll(target.children)
    // its collections before the reset: they are not in the event-loop figures
    const heapWarm = heapOf(await readAll(target.children, 'heap'))
    await readAll(target.children, 'reset')
    await sim.probe('reset')
    const t0 = performance.now()
    const samples: [number, number][] = [[0, rssOf(warm)]]
    const sampler = setInterval(
      () => void readAll(target.children).then((r) => samples.push([performance.now() - t0, rssOf(r)])),
      5000,
    )
    let killedAt = Number.NaN
    if (killing)
      void after(o.warmupS + o.killAfterS).then(() => {
        killedAt = performance.now()
        target.children.at(-1)?.kill()
        console.log(`  ${target.name}: killed ${target.children.at(-1)?.name} (SIGKILL); load ${load()}`)
      })
    let unservedMs = Number.NaN
    // the simulator's cost, read just before it ends itself
    const simEnd = after(o.warmupS + o.durationS - 1).then(() => {
      if (viewers && killing) unservedMs = viewers.longestSilence(killedAt)
      return sim.probe().catch(() => ENDED)
    })
    const code = await sim.exited
    clearInterval(sampler)
    if (code !== 0 || !summary) throw new Error(`the simulator ended with ${code}:\n${sim.tail()}`)
    const simulator = await simEnd
    await drained(viewers, 2000, 60_000)
    const end = await readAll(target.children)
    const ended = target.children.flatMap((c) => c.endedNote() ?? [])
    viewers?.close()
    const { stored, lagP99, rebirths, duplicated } = await target.finish()
    const { offered, seconds } = JSON.parse(summary) as { offered: number; seconds: number }
    const lateness = (viewers?.lateness ?? []).sort((a, b) => a - b)
    return {
      offered,
      stored,
      seconds,
      lagP99: lagP99 ?? percentile(lateness, 99),
      callP99: percentile(
        (viewers?.calls ?? []).sort((a, b) => a - b),
        99,
      ),
      rebirths: rebirths ?? Number.NaN,
      delayP99: Math.max(...end.map((r) => r.delayP99)),
      delayMax: Math.max(...end.map((r) => r.delayMax)),
      rssStart,
      rssWarm: rssOf(warm),
      heapStart,
      heapWarm,
      slopeMbPerMin: slope(samples),
      cpuPercent: cpuOf(end),
      simulator: { cpuPercent: cpuOf([simulator]), rss: simulator.rss },
      duplicated: duplicated ?? Number.NaN,
      unservedMs,
      ended,
    }
  } catch (e) {
    for (const c of target.children) console.error(`--- ${c.name}:\n${c.tail()}`)
    throw e
  } finally {
    await sim.stop()
    for (const c of target.children) await c.stop()
  }
}

function table(o: Options, platform: Figures, bare: Figures): string {
  const n = (v: number, digits = 0) =>
    Number.isFinite(v) ? v.toLocaleString('en', { maximumFractionDigits: digits }) : 'n/a'
  const rows: [string, (f: Figures) => string][] = [
    ['values/s offered', (f) => n(f.offered / f.seconds)],
    ['values/s stored', (f) => n(f.stored / f.seconds)],
    ['lost', (f) => `${n(f.offered - f.stored)} (${n((100 * (f.offered - f.stored)) / f.offered, 2)} %)`],
    ['duplicated', (f) => n(f.duplicated)],
    ['rebirths asked (seq gaps)', (f) => n(f.rebirths)],
    ['ingest lag p99, ms', (f) => n(f.lagP99, 1)],
    ['viewer call p99, ms', (f) => n(f.callP99, 1)],
    ['event-loop delay p99 / max, ms', (f) => `${n(f.delayP99, 1)} / ${n(f.delayMax, 1)}`],
    ['RSS at start, MB', (f) => n(f.rssStart / MB, 1)],
    ['RSS per gateway, KiB', (f) => n((f.rssWarm - f.rssStart) / 1024 / o.gateways, 1)],
    ['heap per gateway (after GC), KiB', (f) => n((f.heapWarm - f.heapStart) / 1024 / o.gateways, 1)],
    ['RSS slope after warm-up, MB/min', (f) => n(f.slopeMbPerMin, 2)],
    ['CPU, % of one core', (f) => n(f.cpuPercent, 1)],
    ['simulator: CPU %, RSS MB', (f) => `${n(f.simulator.cpuPercent, 1)}, ${n(f.simulator.rss / MB, 1)}`],
    ...(o.killAfterS
      ? ([['unserved after the kill, s', (f) => n(f.unservedMs / 1000, 1)]] as [
          string,
          (f: Figures) => string,
        ][])
      : []),
  ]
  const width = 36
  return [
    `${''.padEnd(width)}${'platform'.padStart(18)}${'bare stack'.padStart(18)}`,
    ...rows.map(
      ([name, cell]) => `${name.padEnd(width)}${cell(platform).padStart(18)}${cell(bare).padStart(18)}`,
    ),
  ].join('\n')
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

export default async function fleetBench(): Promise<Measured> {
  const o = options()
  const run = () => String(10_000 + Math.floor(Math.random() * 90_000))
  const rate = (o.gateways * o.metrics * 1000) / o.periodMs
  console.log(
    `fleet: ${o.gateways} gateways × ${o.metrics} metrics every ${o.periodMs} ms ` +
      `(${rate.toLocaleString('en')} values/s), ${o.durationS} s after ${o.warmupS} s of warm-up; ` +
      `${o.db === 'pg' ? 'PostgreSQL' : 'SQLite'}, ${o.broker} broker, ${o.instances} instance(s), ` +
      `${o.viewers} viewers; bare stack ${o.bareS} s; load average ${load()}`,
  )
  const platformOptions = { ...o, run: run() }
  const platform = await measure(platformOptions, await startPlatform(platformOptions))
  const bareOptions = { ...o, run: run(), instances: 1, durationS: o.bareS, killAfterS: 0 }
  const bare = await measure(bareOptions, await startBareStack(bareOptions))
  console.log(table(o, platform, bare))
  console.log(`load average at the end ${load()} (2-core machine: above 2 the figures include waiting)`)
  const ended = [...platform.ended, ...bare.ended]
  if (ended.length)
    throw new Error(`ENDED during the run — the figures above include it:\n${ended.join('\n')}`)
  return { values: Math.min(platform.stored, bare.stored) }
}
