// The embedded broker under a backlog (issue 26): the platform's client stops reading while gateways keep
// publishing, so thousands of messages wait at the broker; then that client's connection drops (as when it
// reconnects). With aedes' default delivery limit the waiting messages drained recursively once their only
// subscriber was gone and overflowed the stack (`RangeError: Maximum call stack size exceeded`, an uncaught
// exception that killed the server). The broker must come through and keep relaying.
import type { Socket } from 'node:net'
import type { MqttClient } from 'mqtt'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Broker, connectPlatformClient, startBroker } from '../../../server/broker/index.ts'
import { connectClient, waitFor } from './helpers.ts'

const platform = { username: 'lfscada-platform', password: 'backlog-secret' }
const MAX_GATEWAYS = 60
const MESSAGES_EACH = 2000
/** far more than the ~7,000 waiting messages that overflowed the stack before the fix */
const BACKLOG = 15_000
const run = Math.floor(Math.random() * 1e6)
const snOf = (i: number) => String(100_000_000_000 + run * 100 + i)

let broker: Broker
const clients: MqttClient[] = []

beforeAll(async () => {
  broker = await startBroker({ port: 0, host: '127.0.0.1', platform, verifyGateway: async () => true })
})

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})))
  await broker?.close()
})

/** An MQTT 3.1.1 PUBLISH at QoS 0 of a one-byte DDATA payload (fixed header, topic, payload). */
const publishPacket = (sn: string): Buffer => {
  const topic = Buffer.from(`spBv1.0/lfscada/DDATA/${sn}/plc1`)
  const body = Buffer.concat([Buffer.from([topic.length >> 8, topic.length & 0xff]), topic, Buffer.from('v')])
  return Buffer.concat([Buffer.from([0x30, body.length]), body])
}

it('survives the drop of a stalled persistent subscriber with thousands of messages waiting', async () => {
  // the platform's client as link.ts attaches it: persistent session, QoS 1 on its group
  const stalled = await connectPlatformClient({ url: broker.url, ...platform, clientId: `stalled-${run}` })
  clients.push(stalled)
  await stalled.subscribeAsync('spBv1.0/lfscada/#', { qos: 1 })
  const socket = stalled.stream as Socket
  socket.unpipe()
  socket.pause()

  // large messages fill its socket, then many gateways' small ones wait behind them
  const jam = await connectClient(broker.url, { clientId: snOf(99), username: snOf(99), password: 'x' })
  clients.push(jam)
  const big = Buffer.alloc(64 * 1024, 1)
  for (let i = 0; i < 400; i++) jam.publish(`spBv1.0/lfscada/DDATA/${snOf(99)}/plc1`, big, { qos: 0 })
  // gateways join until the broker holds the backlog (how much of a write it takes at once varies)
  for (let g = 0; g < MAX_GATEWAYS && broker.inFlight() < BACKLOG; g++) {
    const sn = snOf(g)
    const gateway = await connectClient(broker.url, { clientId: sn, username: sn, password: 'x' })
    clients.push(gateway)
    const before = broker.inFlight()
    // in one write, as a gateway replaying its buffer
    gateway.stream.write(Buffer.concat(Array.from({ length: MESSAGES_EACH }, () => publishPacket(sn))))
    await waitFor(() => broker.inFlight() > before, 30_000, `the broker taking gateway ${g}'s messages`)
  }
  expect(broker.inFlight()).toBeGreaterThanOrEqual(BACKLOG)

  socket.destroy()
  await waitFor(() => broker.inFlight() === 0, 60_000, 'the backlog delivered or dropped')

  // still relaying
  const watcher = await connectClient(broker.url, { clientId: `watcher-${run}`, ...platform })
  clients.push(watcher)
  await watcher.subscribeAsync('after/backlog', { qos: 1 })
  const got = new Promise<string>((resolve) => watcher.once('message', (topic) => resolve(topic)))
  await watcher.publishAsync('after/backlog', 'x', { qos: 1 })
  expect(await got).toBe('after/backlog')
}, 180_000)

it("logs the broker's own errors (a persistence failure) instead of throwing them", async () => {
  const lines: string[] = []
  const own = await startBroker({
    port: 0,
    host: '127.0.0.1',
    verifyGateway: async () => false,
    log: (l) => lines.push(l),
  })
  try {
    expect(() => own.aedes.emit('error', new Error('persistence down'))).not.toThrow()
    expect(lines).toContain('broker: persistence down')
  } finally {
    await own.close()
  }
})
