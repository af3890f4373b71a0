// Anti-tamper on the agent (edge/agent/anti-tamper.ts), on a clock the test moves: the document's settings
// compiled (formula, write-back variable) or refused with 1313; a new challenge answered with formula(X)
// once, its own answer not taken for a challenge (across a restart too); answering stopped once the link
// has been down the offline stop minutes, the offline clock kept across a restart, resumed when live.
import { describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { AntiTamper, type AntiTamperPlan, compileAntiTamper } from '../../../edge/agent/anti-tamper.ts'
import type { AgentSettings, AntiTamperStatus } from '../../../schemas/edge/index.ts'
import { type GatewayConfig, parseGatewayConfig } from '../../../schemas/edge/index.ts'

const documentWith = (settings: AgentSettings): GatewayConfig => {
  const parsed = parseGatewayConfig({
    version: 3,
    drivers: [{ id: 'plc', name: 'PLC', ip: '127.0.0.1', port: 502, minCollectTimeMs: 250 }],
    variables: [
      {
        id: 'lock',
        name: 'lock',
        driverId: 'plc',
        registerType: 'holdingRegister',
        address: 4,
        dataType: 'uint16',
      },
      {
        id: 'seen',
        name: 'seen',
        driverId: 'plc',
        registerType: 'inputRegister',
        address: 0,
        dataType: 'uint16',
      },
    ],
    settings,
  })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems))
  return parsed.config
}

const on = { antiTamper: true, antiTamperFormula: 'X*3+7', antiTamperWriteBack: 'lock' }

describe('compiling the settings', () => {
  it('is off unless enabled; a plan with the formula, the driver and the offline stop', () => {
    expect(compileAntiTamper(documentWith({}))).toEqual({ ok: true, plan: undefined })
    const r = compileAntiTamper(documentWith({ ...on, antiTamperOfflineStopMinutes: 2 }))
    if (!r.ok || !r.plan) throw new Error('no plan')
    expect(r.plan).toMatchObject({
      variableId: 'lock',
      driverId: 'plc',
      offlineStopMs: 120_000,
      intervalMs: 250,
    })
    expect(r.plan.answer(5)).toBe(22)
    const never = compileAntiTamper(documentWith({ ...on, antiTamperOfflineStopMinutes: 0 }))
    expect(never.ok && never.plan?.offlineStopMs).toBeUndefined()
  })

  it('refuses a formula the evaluator does not parse, and a write-back it cannot read and write: 1313', () => {
    for (const bad of [
      { ...on, antiTamperFormula: 'X**' },
      { ...on, antiTamperFormula: '' },
      { ...on, antiTamperFormula: 'Y+1' },
      { ...on, antiTamperWriteBack: 'nope' },
      { ...on, antiTamperWriteBack: 'seen' },
    ])
      expect(compileAntiTamper(documentWith(bad)), JSON.stringify(bad)).toMatchObject({
        ok: false,
        code: Code.antiTamper,
      })
  })
})

/** A PLC register behind the io, a clock, a store and the statuses published. */
function rig(plan: Partial<AntiTamperPlan> = {}, memo?: string) {
  const state = {
    register: 0,
    now: 1_000_000,
    writes: [] as number[],
    memo,
    fail: undefined as number | undefined,
  }
  const published: AntiTamperStatus[] = []
  const make = () =>
    new AntiTamper(
      {
        variableId: 'lock',
        driverId: 'plc',
        answer: (x) => x * 3 + 7,
        offlineStopMs: 60_000,
        intervalMs: 250,
        ...plan,
      },
      {
        now: () => state.now,
        io: {
          read: async () => state.register,
          write: async (_id, value) => {
            if (state.fail) return { status: 'failure', code: state.fail, msg: 'refused' }
            state.writes.push(value)
            state.register = value
            return { status: 'success', code: 200, value }
          },
        },
        recall: () => state.memo,
        remember: (json) => {
          state.memo = json
        },
        publish: (s) => published.push(s),
      },
    )
  return { state, published, make }
}

describe('answering', () => {
  it('answers a new challenge once with formula(X), not its own answer, and again a new one', async () => {
    const { state, published, make } = rig()
    const at = make()
    at.linkChanged(true)
    state.register = 5
    await at.cycle()
    expect(state.writes).toEqual([22])
    await at.cycle()
    await at.cycle()
    expect(state.writes).toEqual([22])
    state.register = 9
    await at.cycle()
    expect(state.writes).toEqual([22, 34])
    expect(at.status()).toMatchObject({ state: 'answering', answeredAt: state.now })
    expect(published.map((s) => s.state)).toEqual(['answering', 'answering'])
  })

  it('after a restart its last answer is still not a challenge, and still shows when it was given', async () => {
    const first = rig()
    const at = first.make()
    first.state.register = 5
    await at.cycle()
    const answeredAt = first.state.now
    const second = rig({}, first.state.memo)
    second.state.register = 22
    second.state.now = answeredAt + 60_000
    const restarted = second.make()
    restarted.linkChanged(true)
    await restarted.cycle()
    expect(second.state.writes).toEqual([])
    expect(restarted.status()).toMatchObject({ state: 'answering', answeredAt })
  })

  it('a refused write is an error with its code; a formula giving no number is 2004', async () => {
    const { state, make } = rig({ answer: (x) => 1 / (x - 5) })
    const at = make()
    state.register = 5
    await at.cycle()
    expect(at.status()).toMatchObject({ state: 'error', code: Code.writeFormulaError })
    state.register = 6
    state.fail = Code.writeOutOfRange
    await at.cycle()
    expect(at.status()).toMatchObject({ state: 'error', code: Code.writeOutOfRange })
  })
})

describe('offline stop', () => {
  it('stops once the link has been down the offline stop minutes, and resumes when live', async () => {
    const { state, make } = rig()
    const at = make()
    at.linkChanged(true)
    at.linkChanged(false)
    const down = state.now
    state.now += 59_000
    state.register = 1
    await at.cycle()
    expect(state.writes).toEqual([10])
    state.now += 1_000
    state.register = 2
    await at.cycle()
    expect(state.writes).toEqual([10])
    expect(at.status()).toEqual({ state: 'stoppedOffline', since: down + 60_000 })
    at.linkChanged(true)
    await at.cycle()
    expect(state.writes).toEqual([10, 13])
    expect(at.status().state).toBe('answering')
  })

  it('keeps the offline clock across a restart; never stops with no offline stop', async () => {
    const first = rig()
    const at = first.make()
    at.linkChanged(true)
    at.linkChanged(false)
    const restarted = rig({}, first.state.memo)
    restarted.state.now = first.state.now + 61_000
    restarted.state.register = 1
    const again = restarted.make()
    await again.cycle()
    expect(again.status().state).toBe('stoppedOffline')
    const never = rig({ offlineStopMs: undefined })
    never.state.now += 10 * 24 * 3_600_000
    never.state.register = 1
    await never.make().cycle()
    expect(never.state.writes).toEqual([10])
  })
})
