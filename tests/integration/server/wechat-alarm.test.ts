// WeChat (issue 21): an account binds its WeChat through the provider's flow (here the development
// provider, which completes the binding inside the platform), and then receives the alarms of rules
// that push by WeChat, delivered through that provider. A binding state serves once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import type { DevWechat } from '../../../server/notify/wechat.ts'
import { birthMetrics, deviceOf, nodeOf, payload, value } from '../edgelink/sparkplug.ts'
import {
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'

const SN = DEMO_GATEWAY.sn
let server: TestServer
let admin: Session

const rt = () => server.services.realtime
async function feed(topic: string, metrics: Parameters<typeof payload>[0]) {
  rt().ingest.handle(topic, payload(metrics))
  await rt().ingest.idle()
  await rt().alarms.idle()
  await server.services.notifier.idle()
}
const devWechat = () => server.services.wechat.provider as DevWechat
const openIdOf = async (accountId: string) =>
  (
    await server.db
      .selectFrom('accounts')
      .select('wechatOpenId')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow()
  ).wechatOpenId

/** Follows the provider's authorisation URL as the browser would: back to the callback. */
async function bind(session: Session) {
  const { state, authorizeUrl } = await ok(session.call('org/AccountInternalAction!bindWeixin.action'))
  const url = new URL(authorizeUrl, 'http://platform')
  expect(url.pathname).toBe('/lfscada/org/AccountInternalAction!bindWeixinCallback.action')
  expect(url.searchParams.get('state')).toBe(state)
  return { state, code: url.searchParams.get('code')! }
}

beforeEach(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
})
afterEach(() => server.close())

describe('WeChat', () => {
  it('a bound account receives a rule’s alarm through the development provider', async () => {
    const confirm = await bind(admin)
    expect(await ok(admin.call('org/AccountInternalAction!bindWeixinCallback.action', confirm))).toEqual({
      bound: true,
    })
    const openId = await openIdOf(admin.info.userId)
    expect(openId).toMatch(/^dev-/)

    const deviceId = await deviceOfGateway(server.db, SN)
    await server.db
      .updateTable('alarmRules')
      .set({ push: JSON.stringify({ pushMethods: ['message', 'wechat'] }) })
      .where('deviceId', '=', deviceId)
      .execute()
    await feed(nodeOf('NBIRTH', SN), birthMetrics(1, 2))
    await feed(deviceOf('DDATA', SN), [value('temperature', 50)])

    const [received] = devWechat().inbox(openId!)
    expect(received).toMatchObject({ channel: 'wechat', recipient: openId, accountId: admin.info.userId })
    expect(received!.body).toContain('50.000°C')
    const { list } = await ok(admin.call('notify/outbox/query', { channel: 'wechat' }))
    expect(list).toMatchObject([{ provider: 'wechat-dev', status: 'sent', attempts: 1 }])
  })

  it('a state serves once and a code must be the provider’s; unbinding removes the openId', async () => {
    const confirm = await bind(admin)
    const callback = (body: object) => admin.call('org/AccountInternalAction!bindWeixinCallback.action', body)
    expect((await callback({ ...confirm, code: 'forged' })).code).toBe(Code.tokenInvalid)
    expect((await callback(confirm)).code).toBe(Code.tokenInvalid)
    expect(await openIdOf(admin.info.userId)).toBeNull()
    await ok(callback(await bind(admin)))
    expect(await openIdOf(admin.info.userId)).not.toBeNull()
    await ok(admin.call('org/AccountInternalAction!unbindWeixin.action'))
    expect(await openIdOf(admin.info.userId)).toBeNull()
  })
})
