// Guess limits on gateways' MQTT logins (server/broker/login-limit.ts), the same on the embedded broker
// (real MQTT clients, each from its own loopback address) and on the EMQX HTTP hook (the address as
// `peerhost`): wrong passwords lock that SN at that address, and that address for every SN, for the
// window; a locked try is refused like a wrong password without the password being checked; other
// addresses and SNs go on; a right password clears the SN's count there.

import { createConnection } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { type ErrorWithReasonCode, MqttClient } from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerBrokerAuth } from '../../../server/broker/http-auth.ts'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { BROKER_LOGIN_LIMITS, BROKER_LOGIN_WINDOW_MS } from '../../../server/broker/login-limit.ts'

const { perSnAndAddress, perAddress } = BROKER_LOGIN_LIMITS
const GW1 = '200000000001'
const GW2 = '200000000002'
const codes: Record<string, string> = { [GW1]: '111111', [GW2]: '222222' }
const WRONG = '000000'
const SECRET = 'broker-hook-secret-0123456789'

/** Logs a gateway in from an address: true when let in, false when refused as a wrong password. */
type Login = (sn: string, password: string, address: string) => Promise<boolean>

interface Transport {
  login: Login
  close(): Promise<void>
}

let clock = Date.now()
let checked = 0
const logged: string[] = []
const verifyGateway = async (sn: string, password: string) => {
  checked++
  return codes[sn] === password
}
const loginLimit = { now: () => clock }

const BAD_CREDENTIALS = 4

async function embedded(): Promise<Transport> {
  const broker: Broker = await startBroker({
    port: 0,
    host: '127.0.0.1',
    verifyGateway,
    loginLimit,
    log: (line) => logged.push(line),
  })
  const login: Login = (sn, password, address) =>
    new Promise((resolve, reject) => {
      const c = new MqttClient(
        () => createConnection({ host: '127.0.0.1', port: broker.port, localAddress: address }),
        { clientId: sn, username: sn, password, reconnectPeriod: 0, connectTimeout: 3000 },
      )
      c.once('connect', () => c.end(true, () => resolve(true)))
      c.once('error', (e) => {
        c.end(true)
        // a locked try must be answered exactly as a wrong password
        if ((e as ErrorWithReasonCode).code === BAD_CREDENTIALS) resolve(false)
        else reject(e)
      })
    })
  return { login, close: () => broker.close() }
}

async function httpHook(): Promise<Transport> {
  const app: FastifyInstance = Fastify()
  registerBrokerAuth(app, '', {
    secret: SECRET,
    group: 'lfscada',
    verifyGateway,
    loginLimit: { ...loginLimit, log: (line) => logged.push(line) },
  })
  const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '')
  const login: Login = async (sn, password, address) => {
    const response = await fetch(`${base}/broker/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({
        username: sn,
        password,
        clientid: sn,
        ...(address ? { peerhost: address } : {}),
      }),
    })
    expect(response.status).toBe(200)
    const { result } = (await response.json()) as { result: string }
    return result === 'allow'
  }
  return { login, close: () => app.close() }
}

describe.each([
  ['embedded broker', embedded],
  ['EMQX HTTP hook', httpHook],
])('gateway login limits: %s', (_name, start) => {
  let t: Transport
  beforeAll(async () => {
    t = await start()
  })
  afterAll(() => t.close())

  const wrongTimes = async (n: number, sn: string, address: string) => {
    for (let i = 0; i < n; i++) expect(await t.login(sn, WRONG, address)).toBe(false)
  }

  it('locks an SN at an address after too many wrong passwords, until the window has passed', async () => {
    const at = '127.0.0.2'
    await wrongTimes(perSnAndAddress, GW1, at)
    logged.length = 0
    const before = checked
    expect(await t.login(GW1, codes[GW1] as string, at)).toBe(false)
    expect(await t.login(GW1, WRONG, at)).toBe(false)
    expect(checked).toBe(before) // refused without checking the password
    // the same SN from another address, another SN from this one
    expect(await t.login(GW1, codes[GW1] as string, '127.0.0.3')).toBe(true)
    expect(await t.login(GW2, codes[GW2] as string, at)).toBe(true)
    clock += BROKER_LOGIN_WINDOW_MS
    expect(await t.login(GW1, codes[GW1] as string, at)).toBe(true)
    expect(logged).toEqual([])
  })

  it('logs a lockout once', async () => {
    logged.length = 0
    await wrongTimes(perSnAndAddress + 2, GW2, '127.0.0.4')
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain(GW2)
  })

  it('a right password clears the count of the SN at that address', async () => {
    const at = '127.0.0.5'
    for (let round = 0; round < 3; round++) {
      await wrongTimes(perSnAndAddress - 1, GW1, at)
      expect(await t.login(GW1, codes[GW1] as string, at)).toBe(true)
    }
  })

  it('locks an address trying many SNs, except for an SN that logged in from it before', async () => {
    const at = '127.0.0.6'
    expect(await t.login(GW2, codes[GW2] as string, at)).toBe(true)
    for (let i = 0; i < perAddress; i++)
      expect(await t.login(`3000000${String(i).padStart(5, '0')}`, WRONG, at)).toBe(false)
    expect(await t.login(GW1, codes[GW1] as string, at)).toBe(false)
    expect(await t.login(GW2, codes[GW2] as string, at)).toBe(true)
    expect(await t.login(GW1, codes[GW1] as string, '127.0.0.7')).toBe(true)
    clock += BROKER_LOGIN_WINDOW_MS
    expect(await t.login(GW1, codes[GW1] as string, at)).toBe(true)
  })
})

describe('gateway login limits: EMQX HTTP hook, addresses', () => {
  let t: Transport
  beforeAll(async () => {
    t = await httpHook()
  })
  afterAll(() => t.close())

  it('counts an IPv6 address by its /64', async () => {
    for (let i = 0; i < perAddress; i++)
      expect(await t.login(`3100000${String(i).padStart(5, '0')}`, WRONG, `2001:db8:1:2::${i + 1}`)).toBe(
        false,
      )
    expect(await t.login(GW1, codes[GW1] as string, '2001:db8:1:2:ffff::9')).toBe(false)
    expect(await t.login(GW1, codes[GW1] as string, '2001:db8:1:3::1')).toBe(true)
  })

  it('without the client address, counts wrong passwords per SN', async () => {
    await Promise.all(Array.from({ length: perSnAndAddress }, () => t.login(GW2, WRONG, '')))
    expect(await t.login(GW2, codes[GW2] as string, '')).toBe(false)
    expect(await t.login(GW2, codes[GW2] as string, '10.1.1.1')).toBe(true)
    expect(await t.login(GW1, codes[GW1] as string, '')).toBe(true)
  })
})
