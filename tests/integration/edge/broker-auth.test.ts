import type { MqttClient } from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broker, connectPlatformClient, startBroker } from '../../../server/broker/index.ts'
import { connectClient, waitFor } from './helpers.ts'

const GW1 = '100000000001'
const GW2 = '100000000002'
const codes: Record<string, string> = { [GW1]: '111111', [GW2]: '222222' }
const platform = { username: 'lfscada-platform', password: 'server-secret' }

let broker: Broker
let watcher: MqttClient
const seen: string[] = []

beforeAll(async () => {
  broker = await startBroker({ port: 0, platform, verifyGateway: async (sn, pw) => codes[sn] === pw })
  watcher = await connectClient(broker.url, { clientId: 'watcher', ...platform })
  await watcher.subscribeAsync('#')
  watcher.on('message', (topic) => seen.push(topic))
})

afterAll(async () => {
  await watcher?.endAsync(true)
  await broker?.close()
})

const gateway = (sn: string, password = codes[sn] ?? '000000', clientId = sn) =>
  connectClient(broker.url, { clientId, username: sn, password })

describe('embedded broker authentication', () => {
  it('accepts a registered gateway with its credential', async () => {
    const c = await gateway(GW1)
    expect(c.connected).toBe(true)
    await c.endAsync(true)
  })

  it.each([
    ['an unknown SN', () => gateway('999999999999', '123456')],
    ['a wrong credential', () => gateway(GW1, '000000')],
    ['no credential', () => connectClient(broker.url, { clientId: GW1, username: GW1 })],
    ['a client id other than the SN', () => gateway(GW1, codes[GW1], 'someone-else')],
    [
      'a username that is not an SN',
      () => connectClient(broker.url, { clientId: 'x', username: 'admin', password: 'admin' }),
    ],
    [
      'the platform name with a wrong secret',
      () => connectClient(broker.url, { clientId: 'p', username: platform.username, password: 'nope' }),
    ],
  ])('refuses %s', async (_label, attempt) => {
    await expect(attempt()).rejects.toThrow()
  })

  it('refuses when the verifier fails', async () => {
    const failing = await startBroker({ port: 0, verifyGateway: () => Promise.reject(new Error('db down')) })
    await expect(
      connectClient(failing.url, { clientId: GW1, username: GW1, password: codes[GW1] }),
    ).rejects.toThrow()
    await failing.close()
  })
})

describe('embedded broker authorisation', () => {
  it('lets a gateway publish under its own node id', async () => {
    const c = await gateway(GW1)
    await c.publishAsync(`spBv1.0/lfscada/NDATA/${GW1}`, 'x', { qos: 1 })
    await c.publishAsync(`spBv1.0/lfscada/DDATA/${GW1}/plc1`, 'x', { qos: 1 })
    await waitFor(() => seen.includes(`spBv1.0/lfscada/DDATA/${GW1}/plc1`), 3000, 'own DDATA')
    expect(seen).toContain(`spBv1.0/lfscada/NDATA/${GW1}`)
    await c.endAsync(true)
  })

  it.each([
    ['another node id', `spBv1.0/lfscada/NDATA/${GW2}`],
    ['another node id device', `spBv1.0/lfscada/DDATA/${GW2}/plc1`],
    ['another group', `spBv1.0/othergroup/NDATA/${GW1}`],
    ['a command to itself', `spBv1.0/lfscada/NCMD/${GW1}`],
    ['a host STATE', 'spBv1.0/STATE/platform'],
    ['outside Sparkplug', 'anything/else'],
  ])('refuses a gateway publishing to %s and drops it', async (_label, topic) => {
    const c = await gateway(GW1)
    const closed = new Promise<void>((r) => c.once('close', () => r()))
    c.publish(topic, 'forbidden', { qos: 1 })
    await closed
    // a later, allowed message from another client proves the forbidden one was not routed before it
    const marker = `spBv1.0/lfscada/DDATA/${GW2}/marker`
    const seenBefore = seen.length
    const other = await gateway(GW2)
    await other.publishAsync(marker, 'ok', { qos: 1 })
    await waitFor(() => seen.slice(seenBefore).includes(marker), 3000, 'marker')
    expect(seen).not.toContain(topic)
    await other.endAsync(true)
    c.end(true)
  })

  const granted = async (sn: string, topic: string) => {
    const c = await gateway(sn)
    try {
      const [g] = await c.subscribeAsync(topic, { qos: 1 })
      return g?.qos
    } catch (e) {
      // mqtt.js turns a SUBACK failure (128) into an error that carries the packet
      return (e as { packet?: { granted?: number[] } }).packet?.granted?.[0]
    } finally {
      await c.endAsync(true)
    }
  }

  it.each([
    [`spBv1.0/lfscada/NCMD/${GW1}`, 1],
    [`spBv1.0/lfscada/DCMD/${GW1}/+`, 1],
    [`spBv1.0/lfscada/DCMD/${GW1}/plc1`, 1],
    ['spBv1.0/STATE/+', 1],
    ['spBv1.0/STATE/platform', 1],
    [`spBv1.0/lfscada/NCMD/${GW2}`, 128],
    [`spBv1.0/lfscada/DCMD/${GW2}/+`, 128],
    [`spBv1.0/lfscada/NDATA/${GW2}`, 128],
    [`spBv1.0/lfscada/NDATA/${GW1}`, 128],
    ['spBv1.0/lfscada/NCMD/+', 128],
    ['spBv1.0/#', 128],
    ['#', 128],
  ])('a gateway subscribing to %s is granted qos %i', async (topic, qos) => {
    expect(await granted(GW1, topic)).toBe(qos)
  })

  it('the platform client may publish commands and subscribe to everything', async () => {
    const p = await connectClient(broker.url, { clientId: 'platform-2', ...platform })
    const [g] = await p.subscribeAsync('spBv1.0/#', { qos: 1 })
    expect(g?.qos).toBe(1)
    await p.publishAsync(`spBv1.0/lfscada/NCMD/${GW1}`, 'cmd', { qos: 1 })
    await waitFor(() => seen.includes(`spBv1.0/lfscada/NCMD/${GW1}`), 3000, 'NCMD')
    await p.endAsync(true)
  })
})

describe('platform client', () => {
  it('connects with the server credential and is refused without it', async () => {
    const c = await connectPlatformClient({ url: broker.url, ...platform })
    expect(c.connected).toBe(true)
    await c.endAsync(true)
    await expect(
      connectPlatformClient({ url: broker.url, username: platform.username, password: 'x' }),
    ).rejects.toThrow()
  })
})
