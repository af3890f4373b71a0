// Platform administration (issue 35) against the running server: the data dictionary's typed values
// (bounds, types, defaults) change without a restart (the captcha threshold of the login applies to the
// next login); a gateway model's capacities are the limits of its gateways' devices (the sixth variable of
// a model holding 5 answers 1706); the catalogue lists keep names unique (90007); and the
// licence (Ed25519) limits gateways (90102) and enterprises (90101), refuses any other signer, and once
// expired leaves the platform read-only (90100) with every datum kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { makeLicence, TEST_LICENCE_PUBLIC_KEY } from '../../licence/make-licence.ts'
import { readableCaptchas } from './captcha-fixtures.ts'
import { registerGateway } from './equipment-fixtures.ts'
import {
  createEnterprise,
  createTestServer,
  GOOD_PASSWORD,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  tryLogin,
  uniqueName,
} from './helpers.ts'

let server: TestServer
let platform: Session

beforeAll(async () => {
  server = await createTestServer({
    captchas: readableCaptchas().captchas,
    config: { licenceTestKeys: [TEST_LICENCE_PUBLIC_KEY] },
  })
  platform = await loginDemoAdmin(server)
})
afterAll(() => server.close())

describe('the data dictionary', () => {
  it('answers every parameter typed, with its default until one is set', async () => {
    const params = await ok(platform.call('system/dict/query'))
    expect(params.find((p: { key: string }) => p.key === 'sms.priceCents')).toMatchObject({
      type: 'integer',
      value: '10',
      default: '10',
      set: false,
      unit: 'cents',
    })
  })

  it.each([
    ['sms.priceCents', 'ten', Code.paramType],
    ['sms.priceCents', '-1', Code.paramInvalid],
    ['card.expiryReminderDays', '366', Code.paramInvalid],
    ['map.tileUrl', 'ftp://tiles', Code.paramInvalid],
    ['no.such.key', '1', Code.paramInvalid],
  ])('%s = %s answers %i', async (key, value, code) => {
    expect((await platform.call('system/dict/edit', { key, value })).code).toBe(code)
  })

  it('keeps a secret unanswered', async () => {
    const view = await ok(platform.call('system/dict/edit', { key: 'weather.amapKey', value: 'k-123' }))
    expect(view).toMatchObject({ value: '', set: true })
  })

  it('applies a new captcha threshold to the next login, no restart', async () => {
    const from = { remoteAddress: '203.0.113.44' }
    const wrong = async () => (await tryLogin(server, uniqueName('nobody'), 'Wrong#Pass1', from)).reply
    expect((await wrong()).data).toMatchObject({ captchaRequired: false })
    await ok(platform.call('system/dict/edit', { key: 'login.captchaAfter', value: '1' }))
    expect((await wrong()).data).toMatchObject({ captchaRequired: true })
    await ok(platform.call('system/dict/edit', { key: 'login.captchaAfter', value: '' }))
    expect((await wrong()).data).toMatchObject({ captchaRequired: false })
  })
})

describe('gateway models and their capacities', () => {
  it('refuses the sixth variable of a device on a model holding 5 (1706)', async () => {
    const model = `T5-${uniqueName('m')}`
    const saved = await ok(
      platform.call('system/model/save', {
        model,
        series: 'standard',
        drivers: 2,
        variables: 5,
        alarms: 5,
        reports: 2,
        scripts: 0,
        remark: 'five variables',
      }),
    )
    expect(saved).toMatchObject({ model, variables: 5, gateways: 0 })
    const gateway = await registerGateway(platform, { model } as { series?: string })
    const device = await ok(platform.call('equipment/multi/add', { name: uniqueName('Five'), ...gateway }))
    const signal = (i: number) =>
      platform.call('equipment/signal/add', { equipmentId: device.id, name: `v${i}`, kind: 'internal' })
    for (let i = 0; i < 5; i++) await ok(signal(i))
    expect(await signal(5)).toMatchObject({ code: Code.variableCapacity, data: { max: 5 } })
    expect((await platform.call('system/model/delete', { model })).code).toBe(Code.inUse)
    expect((await platform.call('system/model/delete', { model: 'lite' })).code).toBe(Code.inUse)
    const page = await ok(platform.call('system/model/query', { keyword: model }))
    expect(page.list).toMatchObject([{ model, gateways: 1 }])
    const held = await ok(platform.call('system/hardware/query', { keyword: gateway.sn }))
    const org = await server.db
      .selectFrom('gateways')
      .innerJoin('enterprises', 'enterprises.id', 'gateways.orgId')
      .select('enterprises.name')
      .where('gateways.sn', '=', gateway.sn)
      .executeTakeFirstOrThrow()
    expect(held.list).toMatchObject([{ sn: gateway.sn, model, bound: true, orgName: org.name }])
  })

  it('gives a registered gateway its model’s series', async () => {
    const model = `P-${uniqueName('m')}`
    await ok(
      platform.call('system/model/save', {
        model,
        series: 'pro',
        ...{ drivers: 1, variables: 1, alarms: 1, reports: 1, scripts: 1 },
        remark: '',
      }),
    )
    const gateway = await registerGateway(platform, { model } as { series?: string })
    const row = await server.db
      .selectFrom('gateways')
      .selectAll()
      .where('sn', '=', gateway.sn)
      .executeTakeFirst()
    expect(row).toMatchObject({ series: 'pro', model })
  })
})

describe('the catalogue lists', () => {
  it('keeps names unique per list (90007)', async () => {
    const name = uniqueName('Meter')
    const entry = { kind: 'product', name, version: '1.0', url: '', notes: 'TCP', published: true }
    await ok(platform.call('system/catalog/save', entry))
    expect((await platform.call('system/catalog/save', entry)).code).toBe(Code.nameExists)
    const version = { ...entry, kind: 'appVersion', url: 'https://apps.test/2.0.apk' }
    await ok(platform.call('system/catalog/save', version))
    expect((await platform.call('system/catalog/save', version)).code).toBe(Code.nameExists)
    await ok(platform.call('system/catalog/save', { ...entry, name: `${name}-2`, previous: name }))
    const page = await ok(platform.call('system/catalog/query', { kind: 'product', keyword: name }))
    expect(page.list.map((e: { name: string }) => e.name)).toEqual([`${name}-2`])
    await ok(platform.call('system/catalog/delete', { kind: 'product', name: `${name}-2` }))
    expect((await platform.call('system/catalog/delete', { kind: 'product', name })).code).toBe(
      Code.noDataOrPermission,
    )
  })
})

describe('the licence', () => {
  const used = async () => (await ok(platform.call('system/license/query'))).used

  it('refuses a licence of another signer, and a test key on a server not built with it', async () => {
    const { privateKey } = await import('node:crypto').then((c) => c.generateKeyPairSync('ed25519'))
    const forged = makeLicence({}, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())
    expect(await platform.call('system/license/install', { licence: forged })).toMatchObject({
      code: Code.paramInvalid,
      data: { rule: 'signature' },
    })
    expect((await platform.call('system/license/install', { licence: 'LFL1.e30' })).code).toBe(
      Code.paramInvalid,
    )
    const production = await createTestServer()
    try {
      const admin = await loginDemoAdmin(production)
      expect((await admin.call('system/license/install', { licence: makeLicence() })).code).toBe(
        Code.paramInvalid,
      )
    } finally {
      await production.close()
    }
  })

  it('limits gateways and enterprises, then is read-only once expired, nothing lost', async () => {
    const now = await used()
    const tight = makeLicence({ gateways: now.gateways, enterprises: now.enterprises, customer: 'Tight' })
    const view = await ok(platform.call('system/license/install', { licence: tight }))
    expect(view).toMatchObject({ installed: true, expired: false, licence: { customer: 'Tight' }, used: now })
    const sn = String(390_000_000_000 + Math.floor(Math.random() * 1e9))
    expect(
      await platform.call('system/hardware/register', { gateways: [{ sn, code: '246810' }] }),
    ).toMatchObject({ code: Code.gatewayQuota, data: { limit: now.gateways, used: now.gateways } })
    expect(
      (
        await platform.call('org/enterprise/add', {
          name: uniqueName('Org'),
          admin: { loginname: uniqueName('admin'), password: GOOD_PASSWORD },
        })
      ).code,
    ).toBe(Code.userQuota)
    await ok(
      platform.call('system/license/install', {
        licence: makeLicence({ expiresAt: server.clock.now() - 1 }),
      }),
    )
    expect(
      (
        await platform.call('system/catalog/save', {
          kind: 'product',
          name: uniqueName('P'),
          version: '',
          url: '',
          notes: '',
          published: false,
        })
      ).code,
    ).toBe(Code.systemNotActivated)
    expect((await ok(platform.call('system/model/query', {}))).total).toBeGreaterThanOrEqual(3)
    expect(await used()).toEqual(now)
    await ok(platform.call('system/license/install', { licence: makeLicence() }))
    await createEnterprise(server, platform)
  })

  it('refuses changes of a feature the licence leaves out (90104), reading them still', async () => {
    await ok(platform.call('system/license/install', { licence: makeLicence({ features: ['scada'] }) }))
    expect(await platform.call('api/key/add', { name: 'K', deviceIds: ['x'] })).toMatchObject({
      code: Code.featureNotActivated,
      data: { feature: 'apiKeys' },
    })
    await ok(platform.call('api/key/query', {}))
    await ok(platform.call('system/license/install', { licence: makeLicence() }))
  })
})
