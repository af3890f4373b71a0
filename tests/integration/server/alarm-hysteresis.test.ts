// Alarms that do not chatter (issue 31, ISA-18.2): a rule's deadband, on-delay and off-delay make a value
// hovering at its limit one alarm, and the condition coming back while that alarm is active is counted on
// its record (count and latest time), never a new record or message.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SIM_SIGNALS } from '../../../edge/plc-simulator/signals.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { birthMetrics, deviceOf, nodeOf, value } from '../edgelink/sparkplug.ts'
import {
  createTestServer,
  ingestSettled,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'

const SN = DEMO_GATEWAY.sn
const simulated = SIM_SIGNALS.find((s) => s.name === 'temperature')!.value!
let server: TestServer
let admin: Session
let ruleId: string
/** the values' clock: seconds from here */
let t0: number

const feed = (topic: string, metrics: Parameters<typeof ingestSettled>[2]) =>
  ingestSettled(server, topic, metrics)
/** Temperature values at their seconds (the demo rule: temperature above 35). */
async function temperatures(...points: [number, number][]) {
  for (const [s, v] of points) await feed(deviceOf('DDATA', SN), [value('temperature', v, t0 + s * 1000)])
}
const alarms = async () =>
  (await ok(admin.call('alarm/query', { type: 'variable' }))).list as {
    occurrences: number
    lastOccurredAt: number | null
    triggeredAt: number
    resolvedAt: number | null
  }[]
const alarmMessages = async () => (await ok(admin.call('msg/query', { type: 'alarm' }))).list.length

beforeEach(async (test) => {
  server = await createTestServer({ demoHysteresis: test.task.name.startsWith('the demo') })
  admin = await loginDemoAdmin(server)
  ruleId = (await server.db.selectFrom('alarmRules').select('id').executeTakeFirstOrThrow()).id
  t0 = Date.now() - 5 * 60_000
  await feed(nodeOf('NBIRTH', SN), birthMetrics(1, 2))
})
afterEach(() => server.close())

describe('alarm hysteresis', () => {
  it('the demo rule over five minutes of the simulated temperature is one alarm, its repeats counted', async () => {
    const points: [number, number][] = []
    for (let s = 0; s < 300; s += 2) points.push([s, Number(simulated(s, 0))])
    await temperatures(...points)
    const [one, ...none] = await alarms()
    expect(none).toEqual([])
    expect(one).toMatchObject({ occurrences: 5, resolvedAt: null })
    expect(await alarmMessages()).toBe(1)
  })

  it('a rule takes and answers its deadband and delays', async () => {
    const edited = await ok(
      admin.call('equipment/alarm/edit', { id: ruleId, deadband: 1.5, onDelayS: 5, offDelayS: 60 }),
    )
    expect(edited).toMatchObject({ deadband: 1.5, onDelayS: 5, offDelayS: 60 })
  })

  const hover: [number, number][] = [
    [0, 35.2],
    [1, 34.9],
    [2, 35.3],
    [3, 34.8],
    [4, 35.1],
    [5, 33.9],
  ]
  it('without a deadband, a value hovering at its limit is an alarm per crossing', async () => {
    await temperatures(...hover)
    expect((await alarms()).length).toBe(3)
  })

  it('with a deadband, it is one alarm, cleared once back past the deadband', async () => {
    await ok(admin.call('equipment/alarm/edit', { id: ruleId, deadband: 1 }))
    await temperatures(...hover)
    // inside the deadband the value never went back: no repeat; past it, cleared
    expect(await alarms()).toMatchObject([
      { occurrences: 1, lastOccurredAt: null, triggeredAt: t0, resolvedAt: t0 + 5000 },
    ])
  })

  it('on-delay, repeats counted while active, off-delay', async () => {
    await ok(admin.call('equipment/alarm/edit', { id: ruleId, deadband: 2, onDelayS: 5, offDelayS: 60 }))
    // held 3 s, then gone: no alarm
    await temperatures([0, 36], [3, 34])
    expect(await alarms()).toEqual([])
    // held 5 s: raised at its fifth second
    await temperatures([4, 36], [9, 36.5])
    expect(await alarms()).toMatchObject([{ triggeredAt: t0 + 9000, occurrences: 1, resolvedAt: null }])
    // inside the deadband and back: no repeat; past it and back: a repeat
    await temperatures([10, 34], [11, 35.5], [12, 32], [13, 36])
    // back to normal for 59 s: still active; for 60 s: cleared
    await temperatures([14, 32], [40, 30], [73, 30])
    expect(await alarms()).toMatchObject([{ occurrences: 2, lastOccurredAt: t0 + 13_000, resolvedAt: null }])
    await temperatures([74, 30])
    expect(await alarms()).toMatchObject([{ occurrences: 2, resolvedAt: t0 + 74_000 }])
    expect(await alarmMessages()).toBe(1)
  })
})
