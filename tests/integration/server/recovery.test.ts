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

describe('by phone or e-mail', () => {
  it.each(['tel', 'email'] as const)('recovers by %s and ends the old sessions', async (method) => {
    const user = await userWithContacts()
    const oldSession = await user.session()
    const step1 = await ok(server.call('user/findpwd/account', { loginname: user.loginname }))
    expect(step1).toMatchObject({
      tel: `${user.tel.slice(0, 3)}****${user.tel.slice(-4)}`,
      email: 'u***@example.com',
      questions: [],
    })

    const target = method === 'tel' ? user.tel : user.email
    await ok(server.call('user/findpwd/sendCode', { loginname: user.loginname, method }))
    const outbox = await ok(
      admin.call('notify/outbox/query', { channel: method === 'tel' ? 'sms' : 'email' }),
    )
    expect(outbox.list[0]).toMatchObject({ recipient: target, provider: 'outbox', status: 'stored' })

    const code = await lastCodeSentTo(server.db, target)
    const { ticket } = await ok(
      server.call('user/findpwd/validate', { loginname: user.loginname, method, code }),
    )
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
    await ok(server.call('user/findpwd/sendCode', { loginname: user.loginname, method: 'tel' }))
    const code = await lastCodeSentTo(server.db, user.tel)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await server.call('user/findpwd/validate', {
            loginname: user.loginname,
            method: 'tel',
            code: wrong,
          })
        ).code,
      ).toBe(Code.verifyCodeWrong)
    }
    expect(
      (await server.call('user/findpwd/validate', { loginname: user.loginname, method: 'tel', code })).code,
    ).toBe(Code.verifyCodeWrong)
  })

  it('a code is valid 10 minutes (1003 after)', async () => {
    const user = await userWithContacts()
    await ok(server.call('user/findpwd/sendCode', { loginname: user.loginname, method: 'email' }))
    const code = await lastCodeSentTo(server.db, user.email)
    server.clock.advance(TEN_MINUTES)
    expect(
      (await server.call('user/findpwd/validate', { loginname: user.loginname, method: 'email', code })).code,
    ).toBe(Code.verifyCodeWrong)
  })

  it('a new code within a minute is refused (90010); the newest code replaces the old one', async () => {
    const user = await userWithContacts()
    await ok(server.call('user/findpwd/sendCode', { loginname: user.loginname, method: 'tel' }))
    const first = await lastCodeSentTo(server.db, user.tel)
    const again = await server.call('user/findpwd/sendCode', { loginname: user.loginname, method: 'tel' })
    expect(again.code).toBe(Code.tooFrequent)
    expect(again.data.retryAfterSeconds).toBe(60)
    server.clock.advance(60_000)
    await ok(server.call('user/findpwd/sendCode', { loginname: user.loginname, method: 'tel' }))
    const second = await lastCodeSentTo(server.db, user.tel)
    if (first !== second) {
      expect(
        (
          await server.call('user/findpwd/validate', {
            loginname: user.loginname,
            method: 'tel',
            code: first,
          })
        ).code,
      ).toBe(Code.verifyCodeWrong)
    }
    await ok(server.call('user/findpwd/validate', { loginname: user.loginname, method: 'tel', code: second }))
  })

  it('an account without a phone cannot get a code (10003); unknown accounts are 90003', async () => {
    const bare = await createAccount(server, admin)
    expect(
      (await server.call('user/findpwd/sendCode', { loginname: bare.loginname, method: 'tel' })).code,
    ).toBe(Code.paramMissing)
    expect((await server.call('user/findpwd/account', { loginname: 'no-such-user' })).code).toBe(
      Code.noDataOrPermission,
    )
    expect(
      (await server.call('user/findpwd/sendCode', { loginname: 'no-such-user', method: 'tel' })).code,
    ).toBe(Code.noDataOrPermission)
  })
})

describe('tickets', () => {
  async function ticketFor(user: TestAccount & { tel: string }) {
    await ok(server.call('user/findpwd/sendCode', { loginname: user.loginname, method: 'tel' }))
    const code = await lastCodeSentTo(server.db, user.tel)
    return (
      await ok(server.call('user/findpwd/validate', { loginname: user.loginname, method: 'tel', code }))
    ).ticket as string
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
    const { ticket } = await ok(
      server.call(
        'user/findpwd/validate',
        { loginname: user.loginname, method: 'question', answers: [' hangzhou', 'MIMI'] },
        { form: true },
      ),
    )
    await ok(server.call('user/findpwd/reset', { ticket, password: NEW_PASSWORD, confirm: NEW_PASSWORD }))
    expect((await tryLogin(server, user.loginname, NEW_PASSWORD)).reply.code).toBe(OK)
  })

  it('wrong answers are 1003, the fifth locks (1005)', async () => {
    const user = await withQuestions()
    const body = { loginname: user.loginname, method: 'question', answers: ['Hangzhou', 'Wrong'] }
    const codes: number[] = []
    for (let i = 0; i < 5; i++) codes.push((await server.call('user/findpwd/validate', body)).code)
    expect(codes).toEqual([1003, 1003, 1003, 1003, Code.tooManyAttempts])
    const right = { ...body, answers: ['Hangzhou', 'Mimi'] }
    expect((await server.call('user/findpwd/validate', right)).code).toBe(Code.tooManyAttempts)
    server.clock.advance(15 * 60_000)
    await ok(server.call('user/findpwd/validate', right))
  })

  it('without answers the question method is 10003', async () => {
    const user = await withQuestions()
    expect(
      (await server.call('user/findpwd/validate', { loginname: user.loginname, method: 'question' })).code,
    ).toBe(Code.paramMissing)
  })
})
