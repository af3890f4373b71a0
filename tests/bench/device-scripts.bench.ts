// Device scripts on the edge agent (issue 28): what running them in the script thread costs beside
// running them on the agent's own thread. Per run of a small script (read two variables, set one): the
// time from asking to the result, in one thread (runInSandbox) and through the thread (SandboxThread:
// a message each way); the thread's start-up, and its replacement after a kill; and the event loop's
// longest wait while a runaway script (an array of long strings) is stopped, either way.
// `npm run bench -- device-scripts [--runs 2000]`
import { loadavg } from 'node:os'
import { DEFAULT_LIMITS, loadSandbox, type RunInput, runInSandbox } from '../../edge/scripts/sandbox.ts'
import { SandboxThread } from '../../edge/scripts/sandbox-thread.ts'
import { loopDuring } from '../integration/edgelink/history-fixtures.ts'
import type { Measured } from './fixtures/measured.ts'
import { percentile } from './fixtures/measured.ts'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const RUNS = arg('runs', 2000)
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

const small: RunInput = {
  source: "set('out', a * 1.8 + b)",
  values: new Map([
    ['a', 21.5],
    ['b', 32],
    ['out', null],
  ]),
  limits: DEFAULT_LIMITS,
}
const runaway: RunInput = { ...small, source: "const x = []; while (true) x.push('x'.repeat(1e5))" }

async function timed(run: () => Promise<unknown> | unknown): Promise<number[]> {
  const ms: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now()
    await run()
    ms.push(performance.now() - t)
  }
  return ms
}

const line = (label: string, ms: number[]) =>
  console.log(
    `  ${label}: median ${percentile(ms, 50).toFixed(3)} ms, p99 ${percentile(ms, 99).toFixed(3)} ms, max ${Math.max(...ms).toFixed(1)} ms (${ms.length} runs)`,
  )

export default async function bench(): Promise<Measured> {
  console.log(`  load average before: ${load()}`)
  const module = await loadSandbox()
  const thread = new SandboxThread()
  let t = performance.now()
  await thread.run(small)
  console.log(`  thread start-up (first run): ${(performance.now() - t).toFixed(0)} ms`)

  const inline = await timed(() => runInSandbox(module, small))
  const threaded = await timed(() => thread.run(small))
  line('small script, on the agent thread', inline)
  line('small script, in the script thread', threaded)

  const onThread = await loopDuring(async () => runInSandbox(module, runaway))
  console.log(
    `  runaway on the agent thread: ${onThread.ms.toFixed(0)} ms, event loop max gap ${onThread.maxGapMs.toFixed(0)} ms`,
  )
  const inThread = await loopDuring(() => thread.run(runaway))
  console.log(
    `  runaway in the script thread: ${inThread.ms.toFixed(0)} ms, event loop max gap ${inThread.maxGapMs.toFixed(0)} ms`,
  )
  t = performance.now()
  await thread.run(small)
  console.log(`  next run after the kill (thread replaced): ${(performance.now() - t).toFixed(0)} ms`)
  await thread.close()
  console.log(`  load average after: ${load()}`)
  return { values: inline.length + threaded.length }
}
