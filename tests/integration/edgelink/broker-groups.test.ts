// Sparkplug group ids per gateway and per enterprise (issue 13): set through the API, and the embedded
// broker lets a gateway publish and subscribe in its own group only (its own, else its enterprise's, else
// the default): a node of another group or enterprise is refused.
import type { MqttClient } from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gatewayGroupOf } from '../../../server/broker/gateway-group.ts'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { verifyGatewayCredential } from '../../../server/devices/gateways.ts'
import { DEMO_GATEWAY, SPARE_GATEWAY } from '../../../server/devices/seed.ts'
import { connectClient, waitFor } from '../edge/helpers.ts'
import {
  deviceOfGateway,
  ok,
  type Session,
  serverWithEnterprise,
  type TestEnterprise,
  type TestServer,
} from '../server/helpers.ts'

const platform = { username: 'lfscada-platform', password: 'groups-secret' }
let server: TestServer
let admin: Session
let other: TestEnterprise
let broker: Broker
let watcher: MqttClient
let deviceId: string
const heard: string[] = []

beforeAll(async () => {
  const made = await serverWithEnterprise()
  server = made.server
  admin = made.platform
  other = made.org
  deviceId = await deviceOfGateway(server.db, DEMO_GATEWAY.sn)
  broker = await startBroker({
    port: 0,
    host: '127.0.0.1',
    platform,
    verifyGateway: (sn, password) => verifyGatewayCredential(server.db, sn, password),
    gatewayGroup: (sn) => gatewayGroupOf(server.db, sn, 'lfscada'),
  })
  watcher = await connectClient(broker.url, { clientId: 'groups-watcher', ...platform })
  watcher.on('message', (topic) => heard.push(topic))
  await watcher.subscribeAsync('spBv1.0/#', { qos: 1 })
})

afterAll(async () => {
  await watcher?.endAsync()
  await broker?.close()
  await server?.close()
})

/** Publishes as a gateway on a fresh connection: whether the platform's client heard it. */
async function publishes(gateway: { sn: string; code: string }, topic: string): Promise<boolean> {
  const c = await connectClient(broker.url, {
    clientId: gateway.sn,
    username: gateway.sn,
    password: gateway.code,
  })
  const from = heard.length
  await c.publishAsync(topic, Buffer.from([]), { qos: 0 }).catch(() => {})
  const got = await waitFor(() => heard.slice(from).includes(topic), 500, topic).then(
    () => true,
    () => false,
  )
  await c.endAsync(true)
  return got
}

/** The QoS the broker granted a gateway's subscription (128: refused). */
async function granted(gateway: { sn: string; code: string }, filter: string): Promise<number> {
  const c = await connectClient(broker.url, {
    clientId: gateway.sn,
    username: gateway.sn,
    password: gateway.code,
  })
  // mqtt.js rejects a subscription the broker refused (SUBACK 128)
  const qos = await c.subscribeAsync(filter, { qos: 1 }).then(
    ([grant]) => grant!.qos,
    () => 128,
  )
  await c.endAsync(true)
  return qos
}

describe('a device’s Sparkplug group id', () => {
  it('is the default until set; the API sets and clears the gateway’s own', async () => {
    expect(await ok(admin.call('equipment/sparkplug/info', { equipmentId: deviceId }))).toMatchObject({
      sn: DEMO_GATEWAY.sn,
      group: null,
      effective: 'lfscada',
    })
    const set = await ok(admin.call('equipment/sparkplug/group', { equipmentId: deviceId, group: 'plantA' }))
    expect(set).toMatchObject({ group: 'plantA', effective: 'plantA', defaultGroup: 'lfscada' })
    const row = await server.db
      .selectFrom('gateways')
      .select('sparkplugGroup')
      .where('sn', '=', DEMO_GATEWAY.sn)
      .executeTakeFirstOrThrow()
    expect(row.sparkplugGroup).toBe('plantA')
  })

  it.each([['a/b'], ['a+'], ['#'], ['STATE'], ['has space'], ['x'.repeat(65)]])(
    'refuses %s as a group id (10001)',
    async (group) => {
      const r = await admin.call('equipment/sparkplug/group', { equipmentId: deviceId, group })
      expect(r.code).toBe(10001)
    },
  )

  it('is another enterprise’s device to nobody else (90003)', async () => {
    const r = await other.admin.call('equipment/sparkplug/group', { equipmentId: deviceId, group: 'mine' })
    expect(r.code).toBe(90003)
    const info = await other.admin.call('equipment/sparkplug/info', { equipmentId: deviceId })
    expect(info.code).toBe(90003)
  })
})

describe('the embedded broker’s access rules follow the groups', () => {
  beforeAll(async () => {
    // the spare gateway belongs to the other enterprise, whose group is plantB
    await server.db
      .updateTable('gateways')
      .set({ orgId: other.orgId })
      .where('sn', '=', SPARE_GATEWAY.sn)
      .execute()
    expect(await ok(other.admin.call('org/enterprise/sparkplugGroup', { group: 'plantB' }))).toEqual({
      group: 'plantB',
      defaultGroup: 'lfscada',
    })
    expect((await other.admin.call('org/enterprise/sparkplugGroup', { group: 'a#b' })).code).toBe(10001)
  })

  it('a gateway publishes in its own group', async () => {
    expect(await publishes(DEMO_GATEWAY, `spBv1.0/plantA/NBIRTH/${DEMO_GATEWAY.sn}`)).toBe(true)
    expect(await publishes(SPARE_GATEWAY, `spBv1.0/plantB/NBIRTH/${SPARE_GATEWAY.sn}`)).toBe(true)
  })

  it('and is refused in the default group, and in another gateway’s or enterprise’s group', async () => {
    expect(await publishes(DEMO_GATEWAY, `spBv1.0/lfscada/NBIRTH/${DEMO_GATEWAY.sn}`)).toBe(false)
    expect(await publishes(DEMO_GATEWAY, `spBv1.0/plantB/NBIRTH/${DEMO_GATEWAY.sn}`)).toBe(false)
    expect(await publishes(SPARE_GATEWAY, `spBv1.0/plantA/DDATA/${SPARE_GATEWAY.sn}/plc1`)).toBe(false)
    expect(await publishes(SPARE_GATEWAY, `spBv1.0/lfscada/NBIRTH/${SPARE_GATEWAY.sn}`)).toBe(false)
  })

  it('subscribes to its commands in its own group only', async () => {
    expect(await granted(DEMO_GATEWAY, `spBv1.0/plantA/NCMD/${DEMO_GATEWAY.sn}`)).toBe(1)
    expect(await granted(DEMO_GATEWAY, `spBv1.0/plantB/NCMD/${DEMO_GATEWAY.sn}`)).toBe(128)
    expect(await granted(SPARE_GATEWAY, `spBv1.0/plantB/DCMD/${SPARE_GATEWAY.sn}/+`)).toBe(1)
    expect(await granted(SPARE_GATEWAY, `spBv1.0/lfscada/DCMD/${SPARE_GATEWAY.sn}/+`)).toBe(128)
  })

  it('clearing the gateway’s own group brings back its enterprise’s (or the default)', async () => {
    await ok(admin.call('equipment/sparkplug/group', { equipmentId: deviceId, group: '' }))
    expect(await publishes(DEMO_GATEWAY, `spBv1.0/lfscada/NBIRTH/${DEMO_GATEWAY.sn}`)).toBe(true)
    expect(await publishes(DEMO_GATEWAY, `spBv1.0/plantA/NBIRTH/${DEMO_GATEWAY.sn}`)).toBe(false)
  })
})
