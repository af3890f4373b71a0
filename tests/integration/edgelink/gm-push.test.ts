// The GM centre's push (issue 36, server/live/fleet-feed.ts): an operating-centre socket hears its scope's
// gateways going offline and back and their alarms, once per burst, with the values per second; a socket
// of another centre's operator hears nothing of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { createAccount, createEnterprise, ok, type Session, type TestServer } from '../server/helpers.ts'
import { gatewayFeed, gatewayServer } from './ingest-feed.ts'
import { openSocket } from './sockets.ts'
import { birthMetrics, nodeOf } from './sparkplug.ts'

const SN = DEMO_GATEWAY.sn
let server: TestServer
let admin: Session
let deviceId: string
let operator: Session
let otherOrg: string

const rt = () => server.services.realtime
const gateway = gatewayFeed(rt, SN)
const death = () => gateway.send(nodeOf('NDEATH', SN), birthMetrics(1, 2).slice(0, 1))
const isChange = (f: unknown) => typeof f === 'object' && f !== null && 'gmChange' in f

beforeAll(async () => {
  ;({ server, admin, deviceId } = await gatewayServer(SN))
  await gateway.birth()
  const other = await createEnterprise(server, admin)
  otherOrg = other.orgId
  const centre = await ok(admin.call('gm/oc/save', { name: 'Elsewhere', enterprises: [otherOrg] }))
  const account = await createAccount(server, admin)
  await ok(admin.call('gm/oc/grant', { centre: centre.id, loginname: account.loginname }))
  operator = await account.session()
})
afterAll(() => server.close())

describe('ws/gm/subscribe', () => {
  it('tells the platform administrator of the demo gateway going offline and back, rate first', async () => {
    const socket = await openSocket(server.app, 'ws/gm/subscribe', await ok(admin.call('gm/live/token', {})))
    expect(await socket.next()).toEqual([{ gmRate: expect.any(Number) }])
    await death()
    expect(await socket.until(isChange)).toEqual({ gmChange: expect.arrayContaining(['state']) })
    await gateway.birth()
    expect(await socket.until(isChange)).toEqual({ gmChange: expect.arrayContaining(['state']) })
    await socket.terminated()
  })

  it('makes one frame of a burst of changes', async () => {
    const socket = await openSocket(server.app, 'ws/gm/subscribe', await ok(admin.call('gm/live/token', {})))
    await socket.next()
    for (let i = 0; i < 50; i++) rt().fleet.gatewayChanged(otherOrg)
    await socket.drained()
    expect(socket.frames).toEqual([{ gmChange: ['state'] }])
    await socket.terminated()
  })

  it('tells an operator of another centre nothing of the demo enterprise', async () => {
    const token = await ok(operator.call('gm/live/token', {}))
    const socket = await openSocket(server.app, 'ws/gm/subscribe', token)
    expect(await socket.next()).toEqual([{ gmRate: 0 }])
    await death()
    await gateway.birth()
    rt().fleet.alarmChanged(deviceId)
    // a change of its own enterprise, after those: the first change it hears, alone
    rt().fleet.deliver(otherOrg, 'alarm')
    expect(await socket.until(isChange)).toEqual({ gmChange: ['alarm'] })
    await socket.terminated()
  })
})
