// Password recovery through HTTP (`user/findpwd/*`): by phone, e-mail or security questions, codes
// delivered through the outbox and valid 10 minutes, tickets valid 10 minutes and used once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code, OK } from '../../../core/i18n/codes.ts'
import {
  createAccount,
  createTestServer,
  lastCodeSentTo,
  loginDemoAdmin,
  ok,
  type Session,
  type TestAccount,
  type TestServer,
  tryLogin,
} from './helpers.ts'

let server: TestServer
let admin: Session
const TEN_MINUTES = 10 * 60_000
const NEW_PASSWORD = 'Fresh#Pass7'
let telCounter = 0

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
})
afterAll(() => server.close())

async function userWithContacts(): Promise<TestAccount & { tel: string; email: string }> {
  const tel = `1390000${String(++telCounter).padStart(4, '0')}`
  const email = `u${telCounter}@example.com`
  return { ...(await createAccount(server, admin, { tel, email })), tel, email }
}

/** Step 1 (no captcha on this server): the name and the ticket the proof steps need. */
async function flowOf(loginname: string): Promise<{ loginname: string; ticket: string }> {
  return { loginname, ticket: (await ok(server.call('user/findpwd/account', { loginname }))).ticket }
}

describe('by phone or e-mail', () => {
  it.each(['tel', 'email'] as const)('recovers by %s and ends the old sessions', async (method) => {
    const user = await userWithContacts()
    const oldSession = await user.session()
    const step1 = await ok(server.call('user/findpwd/account', { loginname: user.loginname }))
    const flow = { loginname: user.loginname, ticket: step1.ticket as string }
    expect(step1).toMatchObject({
      tel: `${user.tel.slice(0, 3)}****${user.tel.slice(-4)}`,
      email: 'u***@example.com',
      questions: [],
    })

    const target = method === 'tel' ? user.tel : user.email
    await ok(server.call('user/findpwd/sendCode', { ...flow, method }))
    const outbox = await ok(
      admin.call('notify/outbox/query', { channel: method === 'tel' ? 'sms' : 'email' }),
    )
    expect(outbox.list[0]).toMatchObject({ recipient: target, provider: 'outbox', status: 'stored' })

    const code = await lastCodeSentTo(server.db, target)
    const { ticket } = await ok(server.call('user/findpwd/validate', { ...flow, method, code }))
    await ok(
      server.call(
        'user/findpwd/reset',
        { ticket, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
        { form: true },
      ),
    )

    expect((await tryLogin(server, user.loginname, user.password)).reply.code).toBe(Code.wrongCredentials)
    expect((await tryLogin(server, user.loginname, NEW_PASSWORD)).reply.code).toBe(OK)
    expect((await oldSession.call('user/info', undefined, { method: 'GET' })).code).toBe(Code.sessionInvalid)
  })

  it('a wrong code is 1003; five wrong tries spend the code', async () => {
    const user = await userWithContacts()
    const flow = await flowOf(user.loginname)
    await ok(server.call('user/findpwd/sendCode', { ...flow, method: 'tel' }))
    const code = await lastCodeSentTo(server.db, user.tel)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await server.call('user/findpwd/validate', {
            ...flow,
            method: 'tel',
            code: wrong,
          })
        ).code,
      ).toBe(Code.verifyCodeWrong)
    }
    expect((await server.call('user/findpwd/validate', { ...flow, method: 'tel', code })).code).toBe(
      Code.verifyCodeWrong,
    )
  })

  it('a code is valid 10 minutes (1003 after)', async () => {
    const user = await userWithContacts()
    const flow = await flowOf(user.loginname)
    await ok(server.call('user/findpwd/sendCode', { ...flow, method: 'email' }))
    const code = await lastCodeSentTo(server.db, user.email)
    server.clock.advance(TEN_MINUTES)
    // step 1's ticket has expired with the code: a new flow, the old code
    const again = await flowOf(user.loginname)
    expect((await server.call('user/findpwd/validate', { ...again, method: 'email', code })).code).toBe(
      Code.verifyCodeWrong,
    )
  })

  it('a new code within a minute is refused (90010); the newest code replaces the old one', async () => {
    const user = await userWithContacts()
    const flow = await flowOf(user.loginname)
    await ok(server.call('user/findpwd/sendCode', { ...flow, method: 'tel' }))
    const first = await lastCodeSentTo(server.db, user.tel)
    const again = await server.call('user/findpwd/sendCode', { ...flow, method: 'tel' })
    expect(again.code).toBe(Code.tooFrequent)
    expect(again.data.retryAfterSeconds).toBe(60)
    server.clock.advance(60_000)
    await ok(server.call('user/findpwd/sendCode', { ...flow, method: 'tel' }))
    const second = await lastCodeSentTo(server.db, user.tel)
    if (first !== second) {
      expect(
        (
          await server.call('user/findpwd/validate', {
            ...flow,
            method: 'tel',
            code: first,
          })
        ).code,
      ).toBe(Code.verifyCodeWrong)
    }
    await ok(server.call('user/findpwd/validate', { ...flow, method: 'tel', code: second }))
  })

  it('an account without a phone cannot get a code (10003); unknown accounts are 90003', async () => {
    const bare = await createAccount(server, admin)
    const flow = await flowOf(bare.loginname)
    expect((await server.call('user/findpwd/sendCode', { ...flow, method: 'tel' })).code).toBe(
      Code.paramMissing,
    )
    expect((await server.call('user/findpwd/account', { loginname: 'no-such-user' })).code).toBe(
      Code.noDataOrPermission,
    )
  })
})

describe("step 1's ticket", () => {
  const sentTo = async (target: string) =>
    (await server.db.selectFrom('verificationCodes').select('id').where('target', '=', target).execute())
      .length

  it('without it, sendCode and validate are refused (10003) and nothing is sent', async () => {
    const user = await userWithContacts()
    const byName = { loginname: user.loginname, method: 'tel' }
    expect((await server.call('user/findpwd/sendCode', byName)).code).toBe(Code.paramMissing)
    expect((await server.call('user/findpwd/validate', { ...byName, code: '123456' })).code).toBe(
      Code.paramMissing,
    )
    expect(await sentTo(user.tel)).toBe(0)
  })

  it('is bound to its account: another name, a made-up one or an unknown name is 1021, nothing sent', async () => {
    const [user, other] = [await userWithContacts(), await userWithContacts()]
    const { ticket } = await flowOf(other.loginname)
    for (const loginname of [user.loginname, 'no-such-user'])
      expect((await server.call('user/findpwd/sendCode', { loginname, ticket, method: 'tel' })).code).toBe(
        Code.tokenInvalid,
      )
    const madeUp = { loginname: user.loginname, ticket: 'made-up', method: 'tel', code: '123456' }
    expect((await server.call('user/findpwd/sendCode', madeUp)).code).toBe(Code.tokenInvalid)
    expect((await server.call('user/findpwd/validate', madeUp)).code).toBe(Code.tokenInvalid)
    expect(await sentTo(user.tel)).toBe(0)
  })

  it('expires after 10 minutes (1020) and serves one passed proof only (1021 after)', async () => {
    const user = await userWithContacts()
    const stale = await flowOf(user.loginname)
    server.clock.advance(TEN_MINUTES)
    expect((await server.call('user/findpwd/sendCode', { ...stale, method: 'tel' })).code).toBe(
      Code.tokenExpired,
    )
    expect(await sentTo(user.tel)).toBe(0)

    const flow = await flowOf(user.loginname)
    await ok(server.call('user/findpwd/sendCode', { ...flow, method: 'tel' }))
    const code = await lastCodeSentTo(server.db, user.tel)
    await ok(server.call('user/findpwd/validate', { ...flow, method: 'tel', code }))
    server.clock.advance(60_000)
    expect((await server.call('user/findpwd/sendCode', { ...flow, method: 'tel' })).code).toBe(
      Code.tokenInvalid,
    )
  })
})

describe('tickets', () => {
  async function ticketFor(user: TestAccount & { tel: string }) {
    const flow = await flowOf(user.loginname)
    await ok(server.call('user/findpwd/sendCode', { ...flow, method: 'tel' }))
    const code = await lastCodeSentTo(server.db, user.tel)
    return (await ok(server.call('user/findpwd/validate', { ...flow, method: 'tel', code }))).ticket as string
  }

  it('expires after 10 minutes (1020)', async () => {
    const ticket = await ticketFor(await userWithContacts())
    server.clock.advance(TEN_MINUTES)
    expect(
      (await server.call('user/findpwd/reset', { ticket, password: NEW_PASSWORD, confirm: NEW_PASSWORD }))
        .code,
    ).toBe(Code.tokenExpired)
  })

  it('is used once (1021 after) and unknown tickets are 1021', async () => {
    const ticket = await ticketFor(await userWithContacts())
    await ok(server.call('user/findpwd/reset', { ticket, password: NEW_PASSWORD, confirm: NEW_PASSWORD }))
    expect(
      (await server.call('user/findpwd/reset', { ticket, password: NEW_PASSWORD, confirm: NEW_PASSWORD }))
        .code,
    ).toBe(Code.tokenInvalid)
    expect(
      (
        await server.call('user/findpwd/reset', {
          ticket: 'made-up',
          password: NEW_PASSWORD,
          confirm: NEW_PASSWORD,
        })
      ).code,
    ).toBe(Code.tokenInvalid)
  })

  it('the new password follows the rules (10001) and the ticket survives a refused one', async () => {
    const ticket = await ticketFor(await userWithContacts())
    expect(
      (await server.call('user/findpwd/reset', { ticket, password: 'short', confirm: 'short' })).code,
    ).toBe(Code.paramInvalid)
    expect(
      (await server.call('user/findpwd/reset', { ticket, password: NEW_PASSWORD, confirm: 'Other#Pass7' }))
        .code,
    ).toBe(Code.paramInvalid)
    await ok(server.call('user/findpwd/reset', { ticket, password: NEW_PASSWORD, confirm: NEW_PASSWORD }))
  })

  it('a recovery lifts a login lock', async () => {
    const user = await userWithContacts()
    for (let i = 0; i < 5; i++) await tryLogin(server, user.loginname, 'Wrong#Pass1')
    expect((await tryLogin(server, user.loginname, user.password)).reply.code).toBe(Code.tooManyAttempts)
    const ticket = await ticketFor(user)
    await ok(server.call('user/findpwd/reset', { ticket, password: NEW_PASSWORD, confirm: NEW_PASSWORD }))
    expect((await tryLogin(server, user.loginname, NEW_PASSWORD)).reply.code).toBe(OK)
  })
})

describe('by security questions', () => {
  async function withQuestions() {
    const user = await userWithContacts()
    const session = await user.session()
    await ok(session.call('org/SecurityMessageAction!getSMSCode.action'))
    const code = await lastCodeSentTo(server.db, user.tel)
    const { ticket } = await ok(
      session.call('org/SecurityMessageAction!validateSmsVerifycode.action', { code }),
    )
    await ok(
      session.call('org/SecurityMessageAction!setSecrecyMessage.action', {
        ticket,
        questions: [
          { question: 'Where were you born?', answer: 'Hangzhou' },
          { question: 'First pet?', answer: 'Mimi' },
        ],
      }),
    )
    return user
  }

  it('recovers with the right answers (case and spaces do not matter)', async () => {
    const user = await withQuestions()
    const step1 = await ok(server.call('user/findpwd/account', { loginname: user.loginname }))
    expect(step1.questions).toEqual(['Where were you born?', 'First pet?'])
    const flow = { loginname: user.loginname, ticket: step1.ticket as string }
    const { ticket } = await ok(
      server.call(
        'user/findpwd/validate',
        { ...flow, method: 'question', answers: [' hangzhou', 'MIMI'] },
        { form: true },
      ),
    )
    await ok(server.call('user/findpwd/reset', { ticket, password: NEW_PASSWORD, confirm: NEW_PASSWORD }))
    expect((await tryLogin(server, user.loginname, NEW_PASSWORD)).reply.code).toBe(OK)
  })

  it('wrong answers are 1003, the fifth locks (1005)', async () => {
    const user = await withQuestions()
    const flow = await flowOf(user.loginname)
    const body = { ...flow, method: 'question', answers: ['Hangzhou', 'Wrong'] }
    const codes: number[] = []
    for (let i = 0; i < 5; i++) codes.push((await server.call('user/findpwd/validate', body)).code)
    expect(codes).toEqual([1003, 1003, 1003, 1003, Code.tooManyAttempts])
    const right = { ...body, answers: ['Hangzhou', 'Mimi'] }
    expect((await server.call('user/findpwd/validate', right)).code).toBe(Code.tooManyAttempts)
    server.clock.advance(15 * 60_000)
    // the lock outlasts step 1's ticket: a new flow
    await ok(server.call('user/findpwd/validate', { ...right, ...(await flowOf(user.loginname)) }))
  })

  it('without answers the question method is 10003', async () => {
    const user = await withQuestions()
    const flow = await flowOf(user.loginname)
    expect((await server.call('user/findpwd/validate', { ...flow, method: 'question' })).code).toBe(
      Code.paramMissing,
    )
  })
})
