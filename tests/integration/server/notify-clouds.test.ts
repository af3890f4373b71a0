// SMS and voice clouds (issue 21) configured in the system parameters, against local stand-ins written
// here from the providers' documented APIs: Aliyun's RPC API (Dysmsapi SendSms, Dyvmsapi SingleCallByTts,
// form POST signed HMAC-SHA1 with signature version 1.0, checked by the stand-in with its own copy of the
// secret) and Twilio's REST API (Messages, Calls; HTTP basic authentication). A gateway's offline alarm goes
// out through them; a wrong key is refused by the stand-in and the notification waits for a retry.
// WeChat binding states live in the database; production does not fall back to the development provider.
import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { BindStates, noWechat, wechatFromEnv } from '../../../server/notify/wechat.ts'
import { birthMetrics, nodeOf, payload } from '../edgelink/sparkplug.ts'
import { createTestServer, loginDemoAdmin, ok, type Session, type TestServer } from './helpers.ts'

const SN = DEMO_GATEWAY.sn
const TEL = '13800000000'
const KEY = { id: 'LTAI5tStandIn', secret: 'stand-in-secret-42' }
const TWILIO = { sid: 'AC0123456789abcdef', token: 'twilio-token-7', from: '+15005550006' }

interface Received {
  path: string
  form: Record<string, string>
  authorization?: string
}

/** RFC 3986 encoding, as Aliyun documents it for signature version 1.0. */
const pe = (s: string) =>
  encodeURIComponent(s)
    .replace(/!/g, '%21')
    .replace(/'/g, '%27')
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29')
    .replace(/\*/g, '%2A')

/** Aliyun's documented check: the signature of every other parameter, sorted, with the secret + '&'. */
function aliyunSigned(form: Record<string, string>, secret: string): boolean {
  const { Signature, ...rest } = form
  const query = Object.keys(rest)
    .sort()
    .map((k) => `${pe(k)}=${pe(rest[k]!)}`)
    .join('&')
  const expected = createHmac('sha1', `${secret}&`)
    .update(`POST&%2F&${pe(query)}`)
    .digest('base64')
  return Signature === expected
}

const formOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const c of req) chunks.push(c as Buffer)
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
}

/** One stand-in for both clouds: `/` is Aliyun's RPC endpoint, `/2010-04-01/...` Twilio's REST API. */
async function startClouds() {
  const received: Received[] = []
  const nonces = new Set<string>()
  const server = createServer((req, res) => {
    void formOf(req).then((form) => {
      received.push({ path: req.url ?? '', form, authorization: req.headers.authorization })
      const json = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      if (req.url?.startsWith('/2010-04-01/')) {
        const basic = `Basic ${Buffer.from(`${TWILIO.sid}:${TWILIO.token}`).toString('base64')}`
        if (req.headers.authorization !== basic) return json(401, { code: 20003, message: 'Authenticate' })
        if (!req.url.startsWith(`/2010-04-01/Accounts/${TWILIO.sid}/`)) return json(404, { code: 20404 })
        return json(201, { sid: 'SM1', status: 'queued' })
      }
      const wellFormed =
        form.SignatureMethod === 'HMAC-SHA1' &&
        form.SignatureVersion === '1.0' &&
        form.Version === '2017-05-25' &&
        form.Format === 'JSON' &&
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(form.Timestamp ?? '') &&
        !!form.SignatureNonce &&
        !nonces.has(form.SignatureNonce)
      if (!wellFormed) return json(400, { Code: 'MissingParameter' })
      nonces.add(form.SignatureNonce!)
      if (form.AccessKeyId !== KEY.id) return json(404, { Code: 'InvalidAccessKeyId.NotFound' })
      if (!aliyunSigned(form, KEY.secret)) return json(400, { Code: 'SignatureDoesNotMatch' })
      return json(200, { Code: 'OK', Message: 'OK', RequestId: 'r1' })
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

let server: TestServer
let admin: Session
let clouds: Awaited<ReturnType<typeof startClouds>>

async function offlineAlarm() {
  for (const [type, metrics] of [
    ['NBIRTH', birthMetrics(1, 2)],
    ['NDEATH', birthMetrics(1, 0).slice(0, 1)],
  ] as const) {
    server.services.realtime.ingest.handle(nodeOf(type, SN), payload(metrics))
    await server.services.realtime.ingest.idle()
  }
  await server.services.realtime.alarms.idle()
  await server.services.notifier.idle()
}
const outbox = async (channel: string) => (await ok(admin.call('notify/outbox/query', { channel }))).list

beforeEach(async () => {
  clouds = await startClouds()
  // no providers given: SMS, phone and voice go by the system parameters, as in production
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  await server.db.updateTable('accounts').set({ tel: TEL }).where('id', '=', admin.info.userId).execute()
})
afterEach(async () => {
  await server.close()
  await clouds.close()
})

const aliyun = (channel: string, secret = KEY.secret) =>
  ok(
    admin.call('system/param/notify/edit', {
      channel,
      provider: 'aliyun',
      accessKey: KEY.id,
      accessKeySecret: secret,
      signName: '远程监控',
      templateCode: channel === 'sms' ? 'SMS_4242' : 'TTS_4242',
      endpoint: `${clouds.url}/`,
    }),
  )

describe('Aliyun', () => {
  it('sends an offline alarm by SMS, signed as Aliyun checks it', async () => {
    await aliyun('sms')
    await ok(admin.call('alarm/push/edit', { pushMethods: ['sms'] }))
    await offlineAlarm()
    expect(clouds.received).toHaveLength(1)
    const { form } = clouds.received[0]!
    expect(form).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: TEL,
      SignName: '远程监控',
      TemplateCode: 'SMS_4242',
      AccessKeyId: KEY.id,
    })
    expect(JSON.parse(form.TemplateParam!).content).toContain('离线报警')
    expect(await outbox('sms')).toMatchObject([{ provider: 'aliyun-sms', status: 'sent', attempts: 1 }])
  })

  it('calls with the voice alarm’s loop count; a wrong secret is refused and retried later', async () => {
    await aliyun('voice', 'not-the-secret')
    await ok(admin.call('alarm/push/edit', { pushMethods: ['voice'], voiceLoops: 3 }))
    await offlineAlarm()
    expect(clouds.received[0]!.form).toMatchObject({
      Action: 'SingleCallByTts',
      CalledNumber: TEL,
      PlayTimes: '3',
    })
    expect(await outbox('voice')).toMatchObject([
      { status: 'pending', attempts: 1, lastError: expect.stringContaining('SignatureDoesNotMatch') },
    ])
    // the admin corrects the secret; the retry goes through
    await aliyun('voice')
    server.clock.advance(30_000)
    expect(await server.services.realtime.retryNotifications()).toBe(1)
    expect(await outbox('voice')).toMatchObject([{ status: 'sent', attempts: 2 }])
  })

  it('keeps secrets out of answers, keeps a secret left empty, and refuses an incomplete setting', async () => {
    await aliyun('sms')
    const params = await ok(admin.call('system/param/query'))
    expect(params.notify.sms).toMatchObject({
      provider: 'aliyun',
      accessKey: KEY.id,
      accessKeySecret: '',
      secretSet: true,
    })
    expect(params.notify.voice).toEqual({ provider: 'none' })
    expect(params.wechat.provider).toMatch(/^wechat-/)
    expect(JSON.stringify(params)).not.toContain(KEY.secret)
    await ok(
      admin.call('system/param/notify/edit', {
        channel: 'sms',
        provider: 'aliyun',
        accessKey: KEY.id,
        templateCode: 'SMS_4343',
        endpoint: `${clouds.url}/`,
      }),
    )
    await ok(admin.call('alarm/push/edit', { pushMethods: ['sms'] }))
    await offlineAlarm()
    expect(clouds.received[0]!.form.TemplateCode).toBe('SMS_4343')
    expect(await outbox('sms')).toMatchObject([{ status: 'sent' }])
    const partial = await admin.call('system/param/notify/edit', { channel: 'phone', provider: 'twilio' })
    expect(partial.code).toBe(10001)
  })
})

describe('Twilio', () => {
  it('sends by SMS and calls saying the alarm, with basic authentication', async () => {
    for (const channel of ['sms', 'voice'])
      await ok(
        admin.call('system/param/notify/edit', {
          channel,
          provider: 'twilio',
          accountSid: TWILIO.sid,
          authToken: TWILIO.token,
          from: TWILIO.from,
          endpoint: clouds.url,
        }),
      )
    await ok(admin.call('alarm/push/edit', { pushMethods: ['sms', 'voice'], voiceLoops: 2 }))
    await offlineAlarm()
    const byPath = Object.fromEntries(clouds.received.map((r) => [r.path.split('/').pop(), r.form]))
    expect(byPath['Messages.json']).toMatchObject({ To: TEL, From: TWILIO.from })
    expect(byPath['Messages.json']!.Body).toContain('离线报警')
    expect(byPath['Calls.json']!.Twiml).toMatch(/^<Response><Say loop="2">.*离线报警<\/Say><\/Response>$/)
    expect((await outbox('sms'))[0]).toMatchObject({ status: 'sent' })
    expect((await outbox('voice'))[0]).toMatchObject({ status: 'sent' })
  })
})

describe('without a cloud', () => {
  it('keeps the notification in the outbox (stored)', async () => {
    await ok(admin.call('alarm/push/edit', { pushMethods: ['sms'] }))
    await offlineAlarm()
    expect(await outbox('sms')).toMatchObject([{ provider: 'outbox', status: 'stored' }])
    expect(clouds.received).toHaveLength(0)
  })
})

describe('WeChat binding', () => {
  it('keeps its states in the database: another instance completes a binding, once', async () => {
    const { state, authorizeUrl } = await ok(admin.call('org/AccountInternalAction!bindWeixin.action'))
    const other = new BindStates(server.db)
    expect(await other.take(state, server.clock.now())).toBe(admin.info.userId)
    expect(await other.take(state, server.clock.now())).toBeNull()
    expect(authorizeUrl).toContain('bindWeixinCallback')
  })

  it('is not the development provider in production unless asked for', async () => {
    expect(wechatFromEnv({ NODE_ENV: 'production' }, '/cb')).toBe(noWechat)
    expect(wechatFromEnv({ NODE_ENV: 'production', WECHAT_PROVIDER: 'dev' }, '/cb').name).toBe('wechat-dev')
    const prod = await createTestServer({ wechat: noWechat })
    try {
      const session = await loginDemoAdmin(prod)
      expect((await session.call('org/AccountInternalAction!bindWeixin.action')).code).toBe(2301)
    } finally {
      await prod.close()
    }
  })
})
