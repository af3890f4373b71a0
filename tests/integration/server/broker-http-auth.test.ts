// EMQX's HTTP authenticator and authoriser pointed at the platform (issue 11 "External broker"), over
// real HTTP in the format EMQX 5 sends and reads: POST JSON, answer 200 `{ "result": "allow" | "deny" }`
// (`is_superuser` for authentication). Same rules as the embedded broker: a gateway logs in with its SN
// as username and client id and its credential, and publishes and subscribes only as itself; the
// platform's client may do anything; a request without the shared secret is 401 (EMQX: "ignore").
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SPARKPLUG_GROUP } from '../../../core/sparkplug/index.ts'
import { buildApp } from '../../../server/app.ts'
import { DEMO_GATEWAY, SPARE_GATEWAY } from '../../../server/devices/seed.ts'
import { seedDemo } from '../../../server/seed.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'

const SECRET = 'emqx-shared-secret-0123456789'
const PLATFORM = { username: 'lfscada-platform', password: 'platform-password-1' }
const G = SPARKPLUG_GROUP
const A = DEMO_GATEWAY.sn
const B = SPARE_GATEWAY.sn

let db: Db
let app: Awaited<ReturnType<typeof buildApp>>
let base: string

beforeAll(async () => {
  db = openDb({ sqliteFile: ':memory:' })
  await migrateToLatest(db)
  await seedDemo(db, Date.now())
  app = await buildApp({ db, brokerAuth: { secret: SECRET, platform: PLATFORM } })
  base = `${(await app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '')}/lfscada`
})
afterAll(async () => {
  await app.close()
  await db.destroy()
})

async function ask(path: string, body: unknown, secret: string | null = SECRET) {
  const response = await fetch(`${base}/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { authorization: `Bearer ${secret}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return { status: response.status, body: await response.json() }
}

const login = (username: string, password: string, clientid = username) =>
  ask('broker/auth', { username, password, clientid })
const acl = (username: string, action: string, topic: string, clientid = username) =>
  ask('broker/acl', { username, clientid, topic, action }).then((r) => r.body.result)

describe('EMQX HTTP authentication', () => {
  it('allows a gateway with its SN and credential, as no superuser', async () => {
    expect(await login(A, DEMO_GATEWAY.code)).toEqual({
      status: 200,
      body: { result: 'allow', is_superuser: false },
    })
  })

  it.each([
    ['a wrong credential', A, SPARE_GATEWAY.code, A],
    ['another gateway’s credential', B, DEMO_GATEWAY.code, B],
    ['an unknown SN', '123123123123', DEMO_GATEWAY.code, '123123123123'],
    ['a client id other than the SN', A, DEMO_GATEWAY.code, 'someone'],
    ['no username (anonymous)', '', '', 'anon'],
    ['the platform’s name with a wrong password', PLATFORM.username, 'guess', 'x'],
  ])('denies %s', async (_name, username, password, clientid) => {
    expect(await login(username, password, clientid)).toEqual({ status: 200, body: { result: 'deny' } })
  })

  it('allows the platform’s own client as a superuser', async () => {
    expect((await login(PLATFORM.username, PLATFORM.password, 'lfscada-platform-1')).body).toEqual({
      result: 'allow',
      is_superuser: true,
    })
  })

  it('answers 401 without the shared secret, and denies a body it cannot read', async () => {
    for (const secret of [null, 'wrong', `${SECRET}x`])
      expect(
        await ask('broker/auth', { username: A, password: DEMO_GATEWAY.code, clientid: A }, secret),
      ).toEqual({
        status: 401,
        body: { result: 'deny' },
      })
    expect((await ask('broker/auth', '{not json')).body).toEqual({ result: 'deny' })
    expect((await ask('broker/auth', { username: 42, password: ['x'] })).body).toEqual({ result: 'deny' })
    expect((await ask('broker/acl', {}, null)).status).toBe(401)
  })
})

describe('EMQX HTTP authorisation', () => {
  it('lets a gateway publish its own births, deaths and data', async () => {
    for (const type of ['NBIRTH', 'NDEATH', 'NDATA'])
      expect(await acl(A, 'publish', `spBv1.0/${G}/${type}/${A}`)).toBe('allow')
    expect(await acl(A, 'publish', `spBv1.0/${G}/DDATA/${A}/plc`)).toBe('allow')
  })

  it.each([
    ['another gateway’s data', 'publish', `spBv1.0/${G}/NDATA/${B}`],
    ['another gateway’s device data', 'publish', `spBv1.0/${G}/DDATA/${B}/plc`],
    ['a command to itself', 'publish', `spBv1.0/${G}/NCMD/${A}`],
    ['a host’s STATE', 'publish', 'spBv1.0/STATE/lfscada'],
    ['another group', 'publish', `spBv1.0/other/NDATA/${A}`],
    ['another gateway’s commands', 'subscribe', `spBv1.0/${G}/NCMD/${B}`],
    ['everything', 'subscribe', 'spBv1.0/#'],
    ['an unknown action', 'retain', `spBv1.0/${G}/NDATA/${A}`],
  ])('refuses a gateway %s', async (_name, action, topic) => {
    expect(await acl(A, action, topic)).toBe('deny')
  })

  it('lets a gateway hear its own commands and the hosts’ STATE', async () => {
    expect(await acl(A, 'subscribe', `spBv1.0/${G}/NCMD/${A}`)).toBe('allow')
    expect(await acl(A, 'subscribe', `spBv1.0/${G}/DCMD/${A}/+`)).toBe('allow')
    expect(await acl(A, 'subscribe', 'spBv1.0/STATE/+')).toBe('allow')
  })

  it('denies anyone not a gateway nor the platform, and a gateway under another client id', async () => {
    expect(await acl('', 'publish', `spBv1.0/${G}/NDATA/${A}`, 'anon')).toBe('deny')
    expect(await acl('someone', 'subscribe', 'spBv1.0/#')).toBe('deny')
    expect(await acl(A, 'publish', `spBv1.0/${G}/NDATA/${A}`, 'other-client')).toBe('deny')
    expect(await acl(PLATFORM.username, 'publish', `spBv1.0/${G}/NCMD/${A}`, 'lfscada-platform-1')).toBe(
      'allow',
    )
  })

  it('is not served without a shared secret set', async () => {
    const bare = await buildApp({ db })
    try {
      const response = await bare.inject({ method: 'POST', url: '/lfscada/broker/auth', payload: {} })
      expect(response.json()).not.toHaveProperty('result')
    } finally {
      await bare.close()
    }
  })
})
