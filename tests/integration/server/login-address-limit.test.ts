// Password spraying: wrong logins count per client address (IPv6 per /64) beside the per-name lockout.
// From `captchaAfter` wrong logins an address must answer the image captcha (1003 with
// `captchaRequired` until it does); at `maxAttempts` it is refused (1005). Another address is not
// touched, and X-Forwarded-For names the client only through a trusted proxy (TRUST_PROXY). Drawing
// captchas is limited per address too, so a flood cannot push others' captchas out of the store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code, OK } from '../../../core/i18n/codes.ts'
import { addressGroup } from '../../../server/http/client-address.ts'
import { DEMO_ADMIN } from '../../../server/seed.ts'
import { type ReadableCaptchas, readableCaptchas } from './captcha-fixtures.ts'
import { createTestServer, type LoginRequest, ok, type TestServer, tryLogin, uniqueName } from './helpers.ts'

const WRONG = 'Wrong#Pass1'
const SPRAYER = '203.0.113.7'
const NEIGHBOUR = '198.51.100.9'

/** One wrong password on each of `count` names from one request origin; answers the codes. */
async function spray(server: TestServer, count: number, request: LoginRequest): Promise<number[]> {
  const codes: number[] = []
  for (let i = 0; i < count; i++)
    codes.push((await tryLogin(server, uniqueName('spray'), WRONG, request)).reply.code)
  return codes
}

const admin = (server: TestServer, request: LoginRequest, password: string = DEMO_ADMIN.password) =>
  tryLogin(server, DEMO_ADMIN.loginname, password, request).then(({ reply }) => reply)

describe('addressGroup', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'local'],
  ])('%s counts as %s', (ip, group) => expect(addressGroup(ip)).toBe(group))
})

describe('with the image captcha', () => {
  let server: TestServer
  let readable: ReadableCaptchas
  beforeAll(async () => {
    readable = readableCaptchas()
    server = await createTestServer({ captchas: readable.captchas })
  })
  afterAll(() => server.close())

  const solved = async () => {
    const { key } = await ok(server.call('user/showVcode'))
    return { captchaKey: key, captcha: readable.answerOf(key).toLowerCase() }
  }

  it('asks 40 sprayed names for the captcha after 5 wrong logins; another address is untouched', async () => {
    const from = { remoteAddress: SPRAYER }
    const { reply: fifth } = await (async () => {
      expect(await spray(server, 4, from)).toEqual([1001, 1001, 1001, 1001])
      return tryLogin(server, uniqueName('spray'), WRONG, from)
    })()
    expect(fifth).toMatchObject({ code: Code.wrongCredentials, data: { captchaRequired: true } })
    const rest = await spray(server, 35, from)
    expect(rest).toEqual(Array(35).fill(Code.verifyCodeWrong))
    // even the right password waits for the captcha there, and a wrong captcha is no way round
    expect(await admin(server, from)).toMatchObject({
      code: Code.verifyCodeWrong,
      data: { captchaRequired: true },
    })
    const { captchaKey } = await solved()
    const wrongCaptcha = { ...from, captcha: { captchaKey, captcha: 'XXXX' } }
    expect((await admin(server, wrongCaptcha)).code).toBe(Code.verifyCodeWrong)

    const neighbour = { remoteAddress: NEIGHBOUR }
    expect(await admin(server, neighbour, WRONG)).toMatchObject({
      code: Code.wrongCredentials,
      data: { captchaRequired: false },
    })
    expect((await admin(server, neighbour)).code).toBe(OK)
  })

  it('lets a right captcha with the right password in, once per captcha', async () => {
    const captcha = await solved()
    expect((await admin(server, { remoteAddress: SPRAYER, captcha })).code).toBe(OK)
    // spent: the same answer again is refused
    expect((await admin(server, { remoteAddress: SPRAYER, captcha })).code).toBe(Code.verifyCodeWrong)
  })

  it('asks for it after a wrong password with a right captcha, too', async () => {
    const reply = await admin(server, { remoteAddress: SPRAYER, captcha: await solved() }, WRONG)
    expect(reply).toMatchObject({ code: Code.wrongCredentials, data: { captchaRequired: true } })
  })

  it('forgets an address after its window', async () => {
    server.clock.advance(server.services.config.addressLimit.lockMs + 1)
    expect((await admin(server, { remoteAddress: SPRAYER })).code).toBe(OK)
  })

  it('password recovery names an account only with a right captcha', async () => {
    const step = (body: object) =>
      server.call('user/findpwd/account', { loginname: DEMO_ADMIN.loginname, ...body })
    expect(await step({})).toMatchObject({ code: Code.verifyCodeWrong, data: { captchaRequired: true } })
    expect((await step({ captchaKey: 'nope', captcha: 'ABCD' })).code).toBe(Code.verifyCodeWrong)
    expect(await ok(step(await solved()))).toMatchObject({ loginname: DEMO_ADMIN.loginname })
  })
})

it('limits drawing captchas to 20 a minute per address (90010); another address still draws', async () => {
  const server = await createTestServer({ captchas: readableCaptchas().captchas })
  try {
    const draw = (remoteAddress: string) => server.call('user/showVcode', {}, { remoteAddress })
    const codes: number[] = []
    for (let i = 0; i < 25; i++) codes.push((await draw(`2001:db8:9:1::${i + 1}`)).code)
    expect(codes).toEqual([...Array(20).fill(OK), ...Array(5).fill(Code.tooFrequent)])
    expect(await draw('2001:db8:9:1::ff')).toMatchObject({
      code: Code.tooFrequent,
      data: { retryAfterSeconds: 3 },
    })
    expect(await ok(draw('2001:db8:9:2::1'))).toMatchObject({
      image: expect.stringMatching(/^data:image\/svg/),
    })
    expect((await draw(NEIGHBOUR)).code).toBe(OK)
    // a token comes back every 3 seconds
    server.clock.advance(3_000)
    expect((await draw('2001:db8:9:1::1')).code).toBe(OK)
    expect((await draw('2001:db8:9:1::1')).code).toBe(Code.tooFrequent)
  } finally {
    await server.close()
  }
})

it('refuses 40 sprayed names from one address after 30 by default, and only that address', async () => {
  const server = await createTestServer()
  try {
    const codes = await spray(server, 40, { remoteAddress: SPRAYER })
    expect(codes.slice(0, 29)).toEqual(Array(29).fill(Code.wrongCredentials))
    expect(codes.slice(29)).toEqual(Array(11).fill(Code.tooManyAttempts))
    expect((await admin(server, { remoteAddress: NEIGHBOUR })).code).toBe(OK)
  } finally {
    await server.close()
  }
})

describe('without captchas', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({
      config: { addressLimit: { captchaAfter: 5, maxAttempts: 10, lockMs: 60_000 } },
    })
  })
  afterAll(() => server.close())

  it('draws none (90001) and refuses an address at its limit (1005), right password or not', async () => {
    expect((await server.call('user/showVcode')).code).toBe(Code.unsupportedRequest)
    const codes = await spray(server, 40, { remoteAddress: '192.0.2.1' })
    expect(codes.slice(0, 9)).toEqual(Array(9).fill(Code.wrongCredentials))
    expect(codes.slice(9)).toEqual(Array(31).fill(Code.tooManyAttempts))
    const refused = await admin(server, { remoteAddress: '192.0.2.1' })
    expect(refused).toMatchObject({ code: Code.tooManyAttempts, data: { retryAfterSeconds: 60 } })
    expect((await admin(server, { remoteAddress: '192.0.2.2' })).code).toBe(OK)
  })

  it('counts IPv6 per /64, and an IPv4 address written as IPv6 as itself', async () => {
    const codes = [
      ...(await spray(server, 5, { remoteAddress: '2001:db8:7:1::a' })),
      ...(await spray(server, 5, { remoteAddress: '2001:db8:7:1:dead:beef:0:1' })),
    ]
    expect(codes.at(-1)).toBe(Code.tooManyAttempts)
    expect((await admin(server, { remoteAddress: '2001:db8:7:1::ffff' })).code).toBe(Code.tooManyAttempts)
    expect((await admin(server, { remoteAddress: '2001:db8:7:2::a' })).code).toBe(OK)
    expect((await admin(server, { remoteAddress: '::ffff:192.0.2.1' })).code).toBe(Code.tooManyAttempts)
  })

  it('believes X-Forwarded-For only from a trusted proxy (TRUST_PROXY)', async () => {
    const proxied = await createTestServer({
      config: { trustProxy: '127.0.0.1', addressLimit: { captchaAfter: 5, maxAttempts: 3, lockMs: 60_000 } },
    })
    try {
      const via = (client: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } })
      expect(await spray(proxied, 3, via('192.0.2.50'))).toEqual([1001, 1001, Code.tooManyAttempts])
      expect((await admin(proxied, via('192.0.2.51'))).code).toBe(OK)
      // a client reaching the server directly cannot pick its address by the header
      const direct = (client: string) => ({
        remoteAddress: '192.0.2.60',
        headers: { 'x-forwarded-for': client },
      })
      expect(await spray(proxied, 3, direct('192.0.2.61'))).toEqual([1001, 1001, Code.tooManyAttempts])
      expect((await admin(proxied, direct('192.0.2.62'))).code).toBe(Code.tooManyAttempts)
    } finally {
      await proxied.close()
    }
  })
})
