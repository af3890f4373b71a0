// An MQTT 5 Sparkplug B edge node against the platform through Mosquitto (issue 13): the node is written
// here from the specification (mqtt.js speaking MQTT 5, payloads from sparkplug_b.proto with protobufjs;
// not the project's agent or codec), with MQTT 5 session settings (clean start, session expiry 0) as 3.0
// asks. It waits for the platform's STATE, births with aliases in its own group, sends data by alias,
// takes a write as a DCMD and answers it, and its will (NDEATH) marks it offline. The embedded broker
// (aedes) speaks MQTT 3.1.1 only: an MQTT 5 client is refused there, as the README says. Skipped, saying
// so, when Mosquitto is not at 127.0.0.1:1883.
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBroker } from '../../../server/broker/index.ts'
import { connectClient, waitFor } from '../edge/helpers.ts'
import { ok } from '../server/helpers.ts'
import { type EdgePlatform, startEdgePlatform, until } from './platform.ts'
import { configureNode, DT, nodeLogin, runNode, type SpecNode, type Wire } from './spec-node.ts'

const MOSQUITTO = 'mqtt://127.0.0.1:1883'
const mosquittoUp = await connectClient(MOSQUITTO, { clientId: `lfscada-probe5-${process.pid}` }).then(
  async (c) => {
    await c.endAsync(true)
    return true
  },
  () => false,
)

const run = `${process.pid}${Math.floor(Math.random() * 1e4)}`
const SN = `8${run.padStart(11, '0').slice(-11)}`
const CODE = '975310'
const GROUP = `mqtt5-${run}`
const HOST_ID = `mqtt5-host-${run}`
const DEVICE = 'Line1'
const ID = { sn: SN, code: CODE, group: GROUP, device: DEVICE, hostId: HOST_ID }
const METRICS = [
  { key: 'Line/Speed', alias: 1, datatype: DT.Double, wire: { doubleValue: 1.25 } },
  { key: 'Line/State', alias: 2, datatype: DT.String, wire: { stringValue: 'running' } },
]

/** MQTT 5 options of the node (3.0 §: clean start, session expiry 0, NDEATH as the will). */
const nodeOptions = (): mqtt.IClientOptions => {
  const login = nodeLogin(ID)
  return {
    ...login,
    protocolVersion: 5,
    reconnectPeriod: 0,
    connectTimeout: 3000,
    properties: { sessionExpiryInterval: 0 },
    will: { ...login.will, properties: { willDelayInterval: 0 } },
  }
}

describe.skipIf(!mosquittoUp)('an MQTT 5 Sparkplug node through Mosquitto', () => {
  let platform: EdgePlatform
  let node: SpecNode
  const ids = new Map(METRICS.map((m, i) => [m.key, `mqtt5-${i}`]))
  const live = (key: string) => platform.services.realtime.live.get(ids.get(key)!)?.value

  beforeAll(async () => {
    const variables = METRICS.map((m, i) => ({
      id: ids.get(m.key)!,
      name: `line_${i}`,
      key: m.key,
      dataType: 'float64' as const,
      rw: 'rw' as const,
    }))
    platform = await startEdgePlatform('mqtt5', 1, {
      prepare: (db, deviceId) => configureNode(db, deviceId, ID, variables, { group: true }),
      realtime: { history: { flushMs: 50, holdMs: 100 } },
      connect: false,
    })
    // the node first: it waits for the platform's STATE
    node = await runNode(
      await connectClient(MOSQUITTO, nodeOptions()),
      ID,
      METRICS.map((m) => ({ name: m.key, alias: m.alias, datatype: m.datatype, ...m.wire })),
    )
  })

  afterAll(async () => {
    if (node?.client.connected) await node.client.endAsync(true)
    await platform?.close()
  })

  it('speaks MQTT 5 with the broker', () => {
    expect(node.client.options.protocolVersion).toBe(5)
    expect(node.birthAt).toBeUndefined()
  })

  it('births after the platform’s STATE, in its own group; values matched by key go live', async () => {
    await platform.services.realtime.connect({
      url: MOSQUITTO,
      hostId: HOST_ID,
      staleMs: 10_000, // births under load can take seconds; a shorter wait marked the node down (1304 on write)
    })
    await waitFor(() => node.birthAt, 5000, 'the births')
    await waitFor(() => live('Line/State') === 'running', 5000, 'the birth values live')
    expect(live('Line/Speed')).toBe(1.25)
  })

  it('sends data by alias alone', async () => {
    await node.publish(
      'DDATA',
      [{ alias: 1, timestamp: Date.now(), datatype: DT.Double, doubleValue: 2.5 }],
      DEVICE,
    )
    await waitFor(() => live('Line/Speed') === 2.5, 5000, 'the alias-only value')
  })

  it('takes a write as a DCMD over MQTT 5 and confirms it with a DDATA', async () => {
    const { uuid } = await ok(
      platform.admin.call('signal/writeVal', {
        projectId: '',
        signalId: ids.get('Line/Speed'),
        value: '7.5',
      }),
    )
    const command = await waitFor(
      () => node.commands.find((c) => c.topic === `spBv1.0/${GROUP}/DCMD/${SN}/${DEVICE}`),
      5000,
      'the DCMD',
    )
    const [metric] = command.payload.metrics as Wire[]
    expect(metric).toMatchObject({ name: 'Line/Speed', datatype: DT.Double, doubleValue: 7.5 })
    await node.publish(
      'DDATA',
      [{ alias: 1, timestamp: Date.now(), datatype: DT.Double, doubleValue: 7.5 }],
      DEVICE,
    )
    await until(
      async () => (await ok(platform.admin.call('signal/callback', { uuid }))).status === 'success',
      'the write confirmed',
      5000,
    )
  })

  it('its MQTT 5 will (NDEATH) marks the gateway offline', async () => {
    node.client.stream.destroy()
    const { db } = platform
    const state = async () =>
      (await db.selectFrom('gateways').select('state').where('sn', '=', SN).executeTakeFirstOrThrow()).state
    await until(async () => (await state()) === 'offline', 'the gateway offline', 5000)
  })
})

describe.skipIf(mosquittoUp)('an MQTT 5 Sparkplug node through Mosquitto', () => {
  it.skip('Mosquitto not reachable at 127.0.0.1:1883: skipped', () => {})
})

describe('the embedded broker and MQTT 5', () => {
  it('refuses an MQTT 5 client (aedes speaks MQTT 3.1.1; the README names external brokers)', async () => {
    const broker = await startBroker({ port: 0, host: '127.0.0.1', verifyGateway: async () => true })
    try {
      const outcome = await new Promise<string>((done) => {
        const c = mqtt.connect(broker.url, { ...nodeOptions(), will: undefined })
        c.once('connect', () => {
          c.end(true)
          done('accepted')
        })
        c.once('error', () => done('refused'))
        c.once('close', () => done('refused'))
      })
      expect(outcome).toBe('refused')
    } finally {
      await broker.close()
    }
  })
})
