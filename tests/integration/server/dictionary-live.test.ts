// The data dictionary read where it is used (issue 35): the SMS price set on the running server prices
// the packs on sale and the next pack order at once, no restart; back to its default, the packs are as
// before (10 cents an SMS: 1,000 / 9,000 / 80,000 cents). The map tiles set there are what every signed-in
// user's maps are given next.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createEnterprise,
  createTestServer,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'

let server: TestServer
let admin: Session

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
})
afterAll(() => server.close())

const prices = async () =>
  (await ok(admin.call('sms/packs', {}))).map((p: { id: string; price: number }) => [p.id, p.price])

describe('the SMS price of the dictionary', () => {
  it('prices the packs and the next order as soon as it is changed', async () => {
    expect(await prices()).toEqual([
      ['sms100', 1_000],
      ['sms1000', 9_000],
      ['sms10000', 80_000],
    ])
    await ok(admin.call('system/dict/edit', { key: 'sms.priceCents', value: '20' }))
    expect(await prices()).toEqual([
      ['sms100', 2_000],
      ['sms1000', 18_000],
      ['sms10000', 160_000],
    ])
    const order = await ok(admin.call('sms/buy', { pack: 'sms1000', quantity: 2 }))
    expect(order).toMatchObject({ kind: 'sms', state: 'unpaid', amount: 36_000 })
    await ok(admin.call('system/dict/edit', { key: 'sms.priceCents', value: '' }))
    expect((await prices())[0]).toEqual(['sms100', 1_000])
  })
})

describe('the map tiles of the dictionary', () => {
  it('are given to the maps of any signed-in user as soon as they are set', async () => {
    const { admin: user } = await createEnterprise(server, admin)
    expect(await ok(user.call('system/map/tiles', {}))).toEqual({ template: '' })
    const template = 'https://tiles.example.test/{z}/{x}/{y}.png'
    await ok(admin.call('system/dict/edit', { key: 'map.tileUrl', value: template }))
    expect(await ok(user.call('system/map/tiles', {}))).toEqual({ template })
    await ok(admin.call('system/dict/edit', { key: 'map.tileUrl', value: '' }))
  })
})
