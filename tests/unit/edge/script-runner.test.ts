// Device scripts on the agent without a network (edge/scripts/): the sandbox's API and limits, and the
// strategies the integration test does not cover (on start, on data change, a condition that runs its
// script only when it turns true). The agent end to end is tests/integration/edgelink/device-scripts.
import { afterAll, describe, expect, it } from 'vitest'
import { DataType, type Metric, Metrics } from '../../../core/sparkplug/index.ts'
import { ScriptRunner } from '../../../edge/scripts/runner.ts'
import { DEFAULT_LIMITS, loadSandbox, runInSandbox } from '../../../edge/scripts/sandbox.ts'
import { KILL_GRACE_MS, SandboxThread } from '../../../edge/scripts/sandbox-thread.ts'
import { emptyGatewayConfig, type GatewayConfig, type GatewayScript } from '../../../schemas/edge/index.ts'
import { loopDuring } from '../../integration/edgelink/history-fixtures.ts'

const thread = new SandboxThread()
afterAll(() => thread.close())

const values = new Map<string, number | boolean | null>([
  ['a', 2],
  ['b', null],
])
// the API's checks get time to spare: a first run compiles QuickJS (over 200 ms at load 30 on 2 cores)
const run = async (source: string, limits = { ...DEFAULT_LIMITS, timeMs: 10_000 }) =>
  runInSandbox(await loadSandbox(), { source, values, limits })

describe('the sandbox', () => {
  it('gives the variables by name, get and set; the last expression is the value', async () => {
    expect(await run("set('b', a * 3); get('a') + 1")).toEqual({
      ok: true,
      value: 3,
      sets: [{ name: 'b', value: 6 }],
    })
  })

  it('refuses unknown variables and values that are not numbers or booleans', async () => {
    expect(await run("set('zz', 1)")).toMatchObject({ ok: false, error: 'Error: no variable zz' })
    expect(await run("set('b', 'text')")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/number or a boolean/),
    })
  })

  it('stops a loop at the deadline, a heap at the memory limit, a recursion at the stack', async () => {
    expect(await run('while (true) {}', { timeMs: 20, memoryBytes: 8e6 })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^time limit 20 ms/),
    })
    const hog = "const x = []; while (true) x.push('aaaaaaaaaaaaaaaaaaaaaaaa' + x.length)"
    expect(await run(hog, { timeMs: 10_000, memoryBytes: 2e6 })).toMatchObject({
      ok: false,
      error: /out of memory/,
    })
    expect(await run('function f() { f() } f()')).toMatchObject({ ok: false, error: /stack overflow/ })
  })

  it('reaches nothing of the host', async () => {
    expect(
      await run('[typeof process, typeof require, typeof fetch, typeof setTimeout].join()'),
    ).toMatchObject({
      value: 'undefined,undefined,undefined,undefined',
    })
  })
})

describe('the script thread', () => {
  // a limit long beside a loaded machine's scheduling delays (300 ms seen at load 17 on 2 cores), so that
  // "the loop never waited half the limit" tells a loop the run held from a busy machine
  const limits = { timeMs: 1000, memoryBytes: 8 * 1024 * 1024 }
  // each push is one slow operation and QuickJS polls its deadline only every few thousand: seconds
  // apart on an idle machine, 25 s at load 25 on 2 cores; the run must end at the kill
  const hog = "const x = []; while (true) x.push('x'.repeat(3e5))"

  it('terminates a run stuck past its limit without blocking the event loop; the next run works', async () => {
    await thread.run({ source: '0', values, limits }) // the thread's start-up is not the run's
    let result: unknown
    const loop = await loopDuring(async () => {
      result = await thread.run({ source: hog, values, limits })
    })
    expect(result).toEqual({ ok: false, error: 'time limit 1000 ms: terminated', sets: [] })
    // over at the limit and its grace, not the seconds the operation takes; and a loop the run held
    // would wait the whole limit at least, where a free one waits only on a busy machine's scheduling
    expect(loop.ms).toBeLessThan(limits.timeMs + KILL_GRACE_MS + limits.timeMs / 2)
    expect(loop.maxGapMs).toBeLessThan(limits.timeMs / 2)
    expect(await thread.run({ source: "set('b', a); a", values, limits })).toEqual({
      ok: true,
      value: 2,
      sets: [{ name: 'b', value: 2 }],
    })
  })

  it('keeps the memory limit in the thread', async () => {
    const heap = "const x = []; while (true) x.push('aaaaaaaaaaaaaaaaaaaaaaaa' + x.length)"
    expect(
      await thread.run({ source: heap, values, limits: { timeMs: 10_000, memoryBytes: 2e6 } }),
    ).toMatchObject({
      ok: false,
      error: /out of memory/,
    })
  })
})

const script = (
  id: string,
  strategy: GatewayScript['strategy'],
  source: string,
  condition = '',
): GatewayScript => ({
  id,
  name: id,
  strategy,
  condition,
  source,
})

function runnerOf(scripts: GatewayScript[]) {
  const config: GatewayConfig = {
    ...emptyGatewayConfig(),
    variables: [
      {
        id: 'v-temp',
        name: 'temp',
        key: '',
        driverId: 'd1',
        registerType: 'holdingRegister',
        address: 0,
        dataType: 'int16',
        byteOrder: 'ABCD',
        access: 'readWrite',
        unit: '',
        decimals: 0,
        deadZone: 0,
        readFormula: '',
        writeFormula: '',
        collectMode: 'cyclic',
      },
    ],
    intermediates: [{ id: 'v-count', name: 'count', dataType: 'int32' }],
    scripts,
  }
  const published: Metric[] = []
  const writes: [string, unknown][] = []
  let notify = () => {}
  const runner = new ScriptRunner(config, {
    now: Date.now,
    thread,
    write: async (id, value) => {
      writes.push([id, value])
      return { status: 'success' }
    },
    publish: (metrics) => {
      published.push(...metrics)
      notify()
    },
  })
  /** resolves once `probe` holds after some publish */
  const until = (probe: () => boolean) =>
    new Promise<void>((resolve) => {
      notify = () => probe() && resolve()
      notify()
    })
  const count = () => published.filter((m) => m.name === 'v-count').map((m) => m.value)
  const temp = (value: number): Metric[] => [{ name: 'v-temp', datatype: DataType.Int16, value }]
  return { runner, published, writes, until, count, temp }
}

describe('the strategies', () => {
  it('on start runs once; on data change runs on each new device value, not on a repeated one', async () => {
    const r = runnerOf([
      script('s1', 'onStart', "set('count', 100)"),
      script('s2', 'onDataChange', "set('count', temp * 2)"),
    ])
    r.runner.start()
    await r.until(() => r.count().includes(100))
    r.runner.onDeviceValues(r.temp(5))
    await r.until(() => r.count().includes(10))
    r.runner.onDeviceValues(r.temp(5))
    r.runner.onDeviceValues(r.temp(6))
    await r.until(() => r.count().includes(12))
    await r.runner.stop()
    expect(r.count()).toEqual([100, 10, 12])
    expect(r.runner.birthMetrics()).toEqual([expect.objectContaining({ name: 'v-count', value: 12 })])
  })

  it('on condition runs when the condition turns true, again only after it was false; errors are statuses', async () => {
    const r = runnerOf([
      script('hot', 'onCondition', "set('temp', 0)", 'temp > 30'),
      script('bad', 'onDataChange', 'nope()'),
    ])
    r.runner.start()
    // each value is seen by the conditions before the next comes
    for (const t of [10, 31, 35, 20, 40]) {
      r.runner.onDeviceValues(r.temp(t))
      await r.runner.idle()
    }
    await r.runner.stop()
    expect(r.writes).toEqual([
      ['v-temp', 0],
      ['v-temp', 0],
    ])
    const statuses = r.published
      .filter((m) => m.name === Metrics.scriptStatus)
      .map((m) => JSON.parse(String(m.value)))
    expect(statuses).toContainEqual(
      expect.objectContaining({ scriptId: 'bad', ok: false, error: expect.stringMatching(/nope/) }),
    )
  })
})
