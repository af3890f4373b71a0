// Account security through HTTP (`/org/SecurityMessageAction!…action`, `/org/AccountInternalAction!…`):
// proving identity for a ticket, then password, phone, e-mail and questions; avatar; own profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code, OK } from '../../../core/i18n/codes.ts'
import { PNG_1X1, postFile, type UploadedFile } from './asset-fixtures.ts'
import {
  createAccount,
  createTestServer,
  GOOD_PASSWORD,
  lastCodeSentTo,
  login,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  tryLogin,
} from './helpers.ts'
import { HOSTILE_AVATARS } from './hostile-uploads.ts'

let server: TestServer
let admin: Session
let telCounter = 0
const sec = (name: string) => `org/SecurityMessageAction!${name}.action`
const own = (name: string) => `org/AccountInternalAction!${name}.action`

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
})
afterAll(() => server.close())

async function signedInUser() {
  const tel = `1370000${String(++telCounter).padStart(4, '0')}`
  const email = `s${telCounter}@example.com`
  const account = await createAccount(server, admin, { tel, email })
  return { ...account, tel, email, session: await account.session() }
}

/** A ticket by the phone code. */
async function ticketBySms(user: { tel: string; session: Session }): Promise<string> {
  await ok(user.session.call(sec('getSMSCode')))
  const code = await lastCodeSentTo(server.db, user.tel)
  return (await ok(user.session.call(sec('validateSmsVerifycode'), { code }))).ticket
}

describe('identity checks', () => {
  it('getUserMessage shows masked contacts and what is set up', async () => {
    const user = await signedInUser()
    const data = await ok(user.session.call(sec('getUserMessage')))
    expect(data).toMatchObject({
      loginname: user.loginname,
      tel: `137****${user.tel.slice(-4)}`,
      email: 's***@example.com',
    })
    expect(data).toMatchObject({ hasQuestions: false, wechatBound: false })
    expect(await ok(user.session.call(sec('getUserEmail')))).toEqual({ email: 's***@example.com' })
  })

  it('gives a ticket for the phone code, the e-mail code or the current password', async () => {
    const user = await signedInUser()
    expect(await ticketBySms(user)).toMatch(/^[A-Za-z0-9_-]{32}$/)
    await ok(user.session.call(sec('getEmailCode')))
    const code = await lastCodeSentTo(server.db, user.email)
    expect((await user.session.call(sec('validateEmailForChangePwd'), { code: '12345' })).code).toBe(
      Code.paramInvalid,
    )
    await ok(user.session.call(sec('validateEmailForChangePwd'), { code }))
    await ok(user.session.call(sec('validateOldPwdForChangePwd'), { password: GOOD_PASSWORD }))
  })

  it('a wrong current password is 1001 and counts towards the login lock (1005)', async () => {
    const user = await signedInUser()
    const codes: number[] = []
    for (let i = 0; i < 5; i++)
      codes.push(
        (await user.session.call(sec('validateOldPwdForChangePwd'), { password: 'Wrong#Pass1' })).code,
      )
    expect(codes).toEqual([1001, 1001, 1001, 1001, Code.tooManyAttempts])
    expect((await tryLogin(server, user.loginname, GOOD_PASSWORD)).reply.code).toBe(Code.tooManyAttempts)
  })

  it("a ticket is its owner's only (1021 for another user)", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const ticket = await ticketBySms(a)
    expect(
      (await b.session.call(sec('setPwd'), { ticket, password: 'Other#Pass9', confirm: 'Other#Pass9' })).code,
    ).toBe(Code.tokenInvalid)
  })

  it('a wrong phone code is 1003', async () => {
    const user = await signedInUser()
    await ok(user.session.call(sec('getSMSCode')))
    const code = await lastCodeSentTo(server.db, user.tel)
    expect(
      (
        await user.session.call(sec('validateSmsVerifycode'), {
          code: code === '999999' ? '999998' : '999999',
        })
      ).code,
    ).toBe(Code.verifyCodeWrong)
  })
})

describe('changes with a ticket', () => {
  it('setPwd sets the password, keeps this session and ends the others', async () => {
    const user = await signedInUser()
    const other = await login(server, user.loginname, GOOD_PASSWORD)
    const ticket = await ticketBySms(user)
    await ok(user.session.call(sec('setPwd'), { ticket, password: 'Chosen#Pw42', confirm: 'Chosen#Pw42' }))
    expect((await user.session.call('user/info', undefined, { method: 'GET' })).code).toBe(OK)
    expect((await other.call('user/info', undefined, { method: 'GET' })).code).toBe(Code.sessionInvalid)
    expect((await tryLogin(server, user.loginname, 'Chosen#Pw42')).reply.code).toBe(OK)
    expect(
      (await user.session.call(sec('setPwd'), { ticket, password: 'Again#Pw42', confirm: 'Again#Pw42' }))
        .code,
    ).toBe(Code.tokenInvalid)
  })

  it('sets a new phone with the code sent to it; a taken phone is 1016', async () => {
    const user = await signedInUser()
    const taken = await signedInUser()
    const ticket = await ticketBySms(user)
    expect((await user.session.call(sec('getSMSCodeForNew'), { ticket, tel: taken.tel })).code).toBe(
      Code.phoneExists,
    )
    await ok(user.session.call(sec('getSMSCodeForNew'), { ticket, tel: '13611112222' }))
    const code = await lastCodeSentTo(server.db, '13611112222')
    expect((await user.session.call(sec('setTel'), { ticket, tel: '13611113333', code })).code).toBe(
      Code.verifyCodeWrong,
    )
    server.clock.advance(60_000)
    await ok(user.session.call(sec('getSMSCodeForNew'), { ticket, tel: '13611112222' }))
    const fresh = await lastCodeSentTo(server.db, '13611112222')
    await ok(user.session.call(sec('setTel'), { ticket, tel: '13611112222', code: fresh }))
    const account = await ok(admin.call('account/info', { id: user.id }))
    expect(account.tel).toBe('13611112222')
  })

  it('sets a new e-mail with the code sent to it; without a ticket it is 10003', async () => {
    const user = await signedInUser()
    expect((await user.session.call(sec('getEmailCode'), { email: 'new@example.com' })).code).toBe(
      Code.paramMissing,
    )
    const ticket = await ticketBySms(user)
    await ok(user.session.call(sec('getEmailCode'), { ticket, email: 'new@example.com' }))
    const code = await lastCodeSentTo(server.db, 'new@example.com')
    await ok(user.session.call(sec('setEmail'), { ticket, email: 'new@example.com', code }))
    expect((await ok(admin.call('account/info', { id: user.id }))).email).toBe('new@example.com')
  })

  it('sets security questions from the presets and checks the answers (1003)', async () => {
    const user = await signedInUser()
    const presets = await ok(user.session.call(sec('getQuestions')))
    expect(presets.length).toBeGreaterThanOrEqual(3)
    const ticket = await ticketBySms(user)
    const question = presets[0].zh
    await ok(
      user.session.call(
        sec('setSecrecyMessage'),
        { ticket, questions: [{ question, answer: '杭州' }] },
        { form: true },
      ),
    )
    expect(await ok(user.session.call(sec('getUserSecurityQuestion')))).toEqual({ questions: [question] })
    expect((await user.session.call(sec('validateQuestionForChangePwd'), { answers: ['上海'] })).code).toBe(
      Code.verifyCodeWrong,
    )
    await ok(user.session.call(sec('validateQuestionForChangePwd'), { answers: ['杭州'] }))
    expect((await ok(user.session.call(sec('getUserMessage')))).hasQuestions).toBe(true)
  })

  it('without a valid ticket nothing changes (1021), and a ticket expires after 10 minutes (1020)', async () => {
    const user = await signedInUser()
    expect(
      (
        await user.session.call(sec('setSecrecyMessage'), {
          ticket: 'nope',
          questions: [{ question: 'q', answer: 'a' }],
        })
      ).code,
    ).toBe(Code.tokenInvalid)
    const ticket = await ticketBySms(user)
    server.clock.advance(10 * 60_000)
    expect((await user.session.call(sec('getSMSCodeForNew'), { ticket, tel: '13622223333' })).code).toBe(
      Code.tokenExpired,
    )
  })
})

describe('avatar', () => {
  const upload = (session: Session, file: UploadedFile) =>
    postFile(server, sec('setAvatar'), session.cookie, file)
  const avatarOf = async (session: Session) => (await ok(session.call(sec('getUserMessage')))).avatar

  it.each([
    ['a small png', { name: 'me.png', data: PNG_1X1 }, 'image/png'],
    ['a png named .gif', { name: 'me.gif', data: PNG_1X1 }, 'image/png'],
    [
      'an inert svg',
      {
        name: 'me.svg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>'),
      },
      'image/svg+xml',
    ],
    ['an ico', { name: 'me.ico', data: Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0]) }, 'image/x-icon'],
  ])('takes %s, typed by its content', async (_what, file, mime) => {
    const user = await signedInUser()
    expect((await upload(user.session, file)).code).toBe(OK)
    expect(await avatarOf(user.session)).toMatch(new RegExp(`^data:${mime.replace('+', '\\+')};base64,`))
  })

  it.each(HOSTILE_AVATARS)('refuses %s, keeping the avatar it had', async (_what, file, code) => {
    const user = await signedInUser()
    expect((await upload(user.session, { name: 'me.png', data: PNG_1X1 })).code).toBe(OK)
    const reply = await upload(user.session, file)
    expect(reply).toMatchObject({ code, data: { field: 'file' } })
    expect(await avatarOf(user.session)).toMatch(/^data:image\/png;base64,/)
  })

  it('refuses a 2 MB file at the multipart limit, before the handler (10005)', async () => {
    const user = await signedInUser()
    const reply = await upload(user.session, { name: 'me.png', data: Buffer.alloc(2 * 1024 * 1024, 1) })
    expect(reply.code).toBe(Code.outOfRange)
  })

  it('a multipart post without the file is 10003', async () => {
    const user = await signedInUser()
    const response = await server.app.inject({
      method: 'POST',
      url: `/lfscada/${sec('setAvatar')}`,
      headers: { cookie: user.session.cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="other"\r\n\r\nvalue\r\n--x--\r\n',
    })
    expect(response.json().code).toBe(Code.paramMissing)
  })
})

describe('own account', () => {
  it('updateLoginUser changes the profile fields user/info shows', async () => {
    const user = await signedInUser()
    await ok(
      user.session.call(
        own('updateLoginUser'),
        { prompType: 'sound,alter', scadaAdaption: true, equipDisplay: 'card' },
        { form: true },
      ),
    )
    const info = await ok(user.session.call('user/info', undefined, { method: 'GET' }))
    expect(info).toMatchObject({ prompType: 'sound,alter', scadaAdaption: true, equipDisplay: 'card' })
    expect((await user.session.call(own('updateLoginUser'), { prompType: 'loud' })).code).toBe(
      Code.paramInvalid,
    )
  })

  it('unbindWeixin clears the binding', async () => {
    const user = await signedInUser()
    await server.db
      .updateTable('accounts')
      .set({ wechatOpenId: 'wx-open-id' })
      .where('id', '=', user.id)
      .execute()
    expect((await ok(user.session.call(sec('getUserMessage')))).wechatBound).toBe(true)
    await ok(user.session.call(own('unbindWeixin')))
    expect((await ok(user.session.call(sec('getUserMessage')))).wechatBound).toBe(false)
  })

  it('saveNewPassword needs the current password (1001) and the rules (10001)', async () => {
    const user = await signedInUser()
    const body = { oldPassword: GOOD_PASSWORD, password: 'Newer#Pw42', confirm: 'Newer#Pw42' }
    expect(
      (await user.session.call(own('saveNewPassword'), { ...body, oldPassword: 'Wrong#Pass1' })).code,
    ).toBe(Code.wrongCredentials)
    expect(
      (await user.session.call(own('saveNewPassword'), { ...body, password: 'weak', confirm: 'weak' })).code,
    ).toBe(Code.paramInvalid)
    await ok(user.session.call(own('saveNewPassword'), body))
    expect((await tryLogin(server, user.loginname, 'Newer#Pw42')).reply.code).toBe(OK)
  })
})
