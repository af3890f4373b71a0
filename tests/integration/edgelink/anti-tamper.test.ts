// Anti-tamper end to end (issue 21; edge/agent/anti-tamper.ts): set on the gateway's settings (a formula
// the platform refuses with 1313 when it does not parse, a write-back variable picked among the device's),
// sent in the gateway's document to a real edge agent that polls a Modbus TCP slave written from the
// specification (../edge/tcp-slave.ts) standing in for the leased machine's PLC. The PLC's challenge is
// answered with formula(challenge) in the same register, and the platform shows the agent answering; with
// its link cut longer than the offline stop minutes (the agent's clock moved, not slept through) the agent
// stops answering, so the PLC would lock; once the link is back it answers again.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { type EdgeAgent, startEdgeAgent } from '../../../edge/agent/agent.ts'
import { buildGatewayConfig } from '../../../server/devices/config-document.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { type LinkProxy, startLinkProxy } from '../edge/helpers.ts'
import { startTcpSlave, type TcpSlave } from '../edge/tcp-slave.ts'
import { ok } from '../server/helpers.ts'
import { type EdgePlatform, startEdgePlatform, until } from './platform.ts'

const REGISTER = 10
const formula = (x: number) => x * 3 + 7
let platform: EdgePlatform
let plc: TcpSlave
let proxy: LinkProxy
let agent: EdgeAgent
let gatewayId: string
/** how far the agent's clock is ahead of the wall clock */
let ahead = 0

const gateway = async () =>
  (await ok(platform.admin.call('gateway/query', { keyword: DEMO_GATEWAY.sn }))).list[0]
const register = () => plc.tables.registers[REGISTER]
const answersTo = (challenge: number) =>
  until(async () => register() === formula(challenge), `the answer to ${challenge}`)
const reads = () => plc.tables.served.filter((fn) => fn === 3).length
/** The agent has read the registers `n` more times: a write one read prompts is served before the next read. */
async function pollRounds(n: number) {
  const from = reads()
  await until(async () => reads() >= from + n, `${n} poll rounds`)
}

beforeAll(async () => {
  plc = await startTcpSlave(1)
  platform = await startEdgePlatform('anti-tamper', 1)
  const { admin, deviceId } = platform
  const driver = await ok(
    admin.call('equipment/driver/add', {
      equipmentId: deviceId,
      name: 'Leased press',
      protocol: 'modbusTcp',
      ip: '127.0.0.1',
      tcpPort: plc.port,
      address: 1,
      minCollectMs: 100,
      waitMs: 1000,
    }),
  )
  const lock = await ok(
    admin.call('equipment/signal/add', {
      equipmentId: deviceId,
      driverId: driver.id,
      name: 'lock_challenge',
      registerType: 'holdingRegister',
      address: REGISTER,
      dataType: 'uint16',
      rw: 'rw',
    }),
  )
  gatewayId = (await gateway()).id
  const edit = (fields: object) => admin.call('gateway/settings/edit', { gatewayId, ...fields })
  const settings = {
    antiTamper: true,
    antiTamperFormula: 'X*3+7',
    antiTamperWriteBack: lock.id,
    antiTamperOfflineStopMinutes: 1,
  }
  // a formula the platform's evaluator does not parse is refused with the anti-tamper code
  expect((await edit({ ...settings, antiTamperFormula: 'X*(3+' })).code).toBe(Code.antiTamper)
  await ok(edit(settings))
  proxy = await startLinkProxy('127.0.0.1', Number(new URL(platform.broker.url).port))
  agent = await startEdgeAgent({
    sn: DEMO_GATEWAY.sn,
    code: DEMO_GATEWAY.code,
    serverUrl: `mqtt://127.0.0.1:${proxy.port}`,
    dataDir: join(platform.dir, 'agent'),
    reconnectMs: 100,
    now: () => Date.now() + ahead,
    initialConfig: await buildGatewayConfig(platform.db, deviceId),
  })
  await agent.whenLive()
}, 30_000)

afterAll(async () => {
  await agent?.stop()
  await proxy?.close()
  await platform?.close()
  await plc?.close()
})

describe('anti-tamper on the edge agent', () => {
  it('answers the PLC’s challenge with formula(X) in the same register, once; the platform shows it', async () => {
    plc.tables.registers[REGISTER] = 1234
    await answersTo(1234)
    const writes = plc.tables.writes.length
    await pollRounds(3)
    // its own answer is no new challenge: written once, not answered again every round
    expect(plc.tables.writes.slice(writes - 1)).toEqual([[REGISTER, formula(1234)]])
    expect(agent.antiTamper()).toMatchObject({ state: 'answering', answeredAt: expect.any(Number) })
    const shown = await until(
      async () => (await gateway()).antiTamperStatus?.answeredAt && (await gateway()),
      'the report',
    )
    expect(shown.antiTamperStatus).toMatchObject({ state: 'answering' })
  })

  it('stops answering once the link has been down the offline stop minutes, and resumes after it is back', async () => {
    proxy.cut()
    await until(async () => !agent.isLive(), 'the link down')
    plc.tables.registers[REGISTER] = 42
    await answersTo(42) // down for less than a minute: still answering
    ahead += 61_000
    await until(async () => agent.antiTamper()?.state === 'stoppedOffline', 'answering stopped')
    plc.tables.registers[REGISTER] = 100
    await pollRounds(3)
    expect(register()).toBe(100)

    proxy.restore()
    await agent.whenLive()
    await answersTo(100)
    expect(agent.antiTamper()?.state).toBe('answering')
    await until(async () => (await gateway()).antiTamperStatus?.state === 'answering', 'the platform told')
  }, 20_000)
})
