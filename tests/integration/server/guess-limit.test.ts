// Guess limits on short secrets (server/auth/guess-limit.ts): a gateway's 6-digit verification code,
// whichever call gives it (bind, bind with template, add, the replacement check, replace), and page
// passwords. After the limits of GUESS_LIMITS within GUESS_WINDOW_MS every try is 1005 — a right one
// too — until the window has passed; the counts are per account and target, per target over all
// accounts, and per account over all targets; a success clears the caller's count. The counters
// (server/auth/lockout.ts) count a try before checking it, so parallel tries cannot slip past a limit:
// shown through HTTP (gateway codes, login) and directly on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code, OK } from '../../../core/i18n/codes.ts'
import { GUESS_LIMITS, GUESS_WINDOW_MS } from '../../../server/auth/guess-limit.ts'
import { type Attempt, attempt, type Counter } from '../../../server/auth/lockout.ts'
import { ApiError } from '../../../server/http/api-error.ts'
import type { Db } from '../../../server/storage/db.ts'
import { DIALECTS, migratedDatabase } from './databases.ts'
import { registerGateway } from './equipment-fixtures.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  GOOD_PASSWORD,
  loginDemoAdmin,
  ok,
  type Reply,
  type Session,
  type TestServer,
  tryLogin,
  uniqueName,
} from './helpers.ts'

const { perAccountAndTarget: PER_PAIR, perTarget: PER_TARGET, perAccount: PER_ACCOUNT } = GUESS_LIMITS
/** Wrong tries one account may make at one target without reaching its own limit. */
const BELOW_PAIR = PER_PAIR - 1
const WRONG_CODE = '000000' // registerGateway's codes are 246810
const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value)

let server: TestServer
let platform: Session
let admin: Session

beforeAll(async () => {
  expect(BELOW_PAIR).toBeGreaterThan(0)
  server = await createTestServer()
  platform = await loginDemoAdmin(server)
  admin = (await createEnterprise(server, platform)).admin
})
afterAll(() => server.close())

/** An operation account of the enterprise: may bind gateways and open every project page. */
const operator = async () => (await createAccount(server, admin, { kind: 'operation' })).session()
const newDevice = async (session: Session) =>
  (await ok(session.call('equipment/multi/add', { name: uniqueName('D') }))).id as string
const bind = (session: Session, id: string, gateway: { sn: string; code: string }) =>
  session.call('equipment/multi/bindGateway', { id, ...gateway })

let nextUnknownSn = 710_000_000_000
const unknownSn = () => String(++nextUnknownSn)

describe('gateway verification codes', () => {
  it(`refuses even the right code with 1005 after ${PER_PAIR} wrong ones, until the window has passed`, async () => {
    const session = await operator()
    const gateway = await registerGateway(platform)
    const device = await newDevice(session)
    const replies: Reply[] = []
    for (let i = 0; i < PER_PAIR; i++)
      replies.push(await bind(session, device, { ...gateway, code: WRONG_CODE }))
    expect(replies.map((r) => r.code)).toEqual([
      ...times(BELOW_PAIR, Code.snOrCodeWrong),
      Code.tooManyAttempts,
    ])
    expect(replies.slice(0, -1).map((r) => r.data.remainingAttempts)).toEqual(
      Array.from({ length: BELOW_PAIR }, (_, i) => PER_PAIR - 1 - i),
    )
    const lockedAt = server.clock.now()
    expect(replies.at(-1)?.data).toEqual({
      retryAt: lockedAt + GUESS_WINDOW_MS,
      retryAfterSeconds: GUESS_WINDOW_MS / 1000,
    })

    const refused = await bind(session, device, gateway)
    expect(refused).toMatchObject({
      code: Code.tooManyAttempts,
      data: { retryAt: lockedAt + GUESS_WINDOW_MS },
    })
    server.clock.advance(GUESS_WINDOW_MS - 1)
    expect((await bind(session, device, gateway)).code).toBe(Code.tooManyAttempts)
    server.clock.advance(1)
    expect(await ok(bind(session, device, gateway))).toMatchObject({ sn: gateway.sn })
  })

  it('answers an unknown SN exactly like a wrong code, and counts it', async () => {
    const session = await operator()
    const device = await newDevice(session)
    const gateway = await registerGateway(platform)
    const known = await bind(session, device, { ...gateway, code: WRONG_CODE })
    const unknown = await bind(session, device, { sn: unknownSn(), code: gateway.code })
    expect(unknown).toEqual(known)
    expect(unknown).toMatchObject({ code: Code.snOrCodeWrong, data: { remainingAttempts: PER_PAIR - 1 } })
  })

  it('a success clears the caller’s count at that SN', async () => {
    const session = await operator()
    const gateway = await registerGateway(platform)
    const device = await newDevice(session)
    const wrongs = async () => {
      const codes: number[] = []
      for (let i = 0; i < BELOW_PAIR; i++)
        codes.push((await bind(session, device, { ...gateway, code: WRONG_CODE })).code)
      return codes
    }
    expect(await wrongs()).toEqual(times(BELOW_PAIR, Code.snOrCodeWrong))
    await ok(bind(session, device, gateway))
    await ok(session.call('equipment/multi/unbindGateway', { id: device }))
    // Without the reset the next wrong code would be the one reaching the limit.
    expect(await wrongs()).toEqual(times(BELOW_PAIR, Code.snOrCodeWrong))
    expect(await ok(bind(session, device, gateway))).toMatchObject({ sn: gateway.sn })
  })

  it(`counts every account’s wrong codes towards ${PER_TARGET} per SN, across enterprises`, async () => {
    const gateway = await registerGateway(platform)
    const codes: number[] = []
    while (codes.length < PER_TARGET) {
      const session = await operator()
      const device = await newDevice(session)
      for (let i = 0; i < BELOW_PAIR && codes.length < PER_TARGET; i++)
        codes.push((await bind(session, device, { ...gateway, code: WRONG_CODE })).code)
    }
    expect(codes).toEqual([...times(PER_TARGET - 1, Code.snOrCodeWrong), Code.tooManyAttempts])

    const stranger = (await createEnterprise(server, platform)).admin
    const device = await newDevice(stranger)
    expect((await bind(stranger, device, gateway)).code).toBe(Code.tooManyAttempts)
    // Other SNs are not affected.
    const other = await registerGateway(platform)
    await ok(bind(stranger, await newDevice(stranger), other))
    server.clock.advance(GUESS_WINDOW_MS)
    expect(await ok(bind(stranger, device, gateway))).toMatchObject({ sn: gateway.sn })
  })

  it(`counts one account’s wrong codes towards ${PER_ACCOUNT} over all SNs`, async () => {
    const session = await operator()
    const device = await newDevice(session)
    const codes: number[] = []
    while (codes.length < PER_ACCOUNT) {
      const sn = unknownSn()
      for (let i = 0; i < BELOW_PAIR && codes.length < PER_ACCOUNT; i++)
        codes.push((await bind(session, device, { sn, code: WRONG_CODE })).code)
    }
    expect(codes).toEqual([...times(PER_ACCOUNT - 1, Code.snOrCodeWrong), Code.tooManyAttempts])

    const gateway = await registerGateway(platform)
    expect((await bind(session, device, gateway)).code).toBe(Code.tooManyAttempts)
    // Another account binds the same gateway: only the guessing account is held up.
    const colleague = await operator()
    await ok(bind(colleague, await newDevice(colleague), gateway))
    server.clock.advance(GUESS_WINDOW_MS)
    await ok(bind(session, device, await registerGateway(platform)))
  })

  it('counts the code given to any call: bind, bind with template, add, check and replace', async () => {
    const session = await operator()
    const bound = await newDevice(session)
    await ok(bind(session, bound, await registerGateway(platform)))
    const device = await newDevice(session)
    const template = await ok(session.call('template/add', { name: uniqueName('T') }))
    const gateway = await registerGateway(platform)
    const calls = [
      (code: string) => bind(session, device, { sn: gateway.sn, code }),
      (code: string) =>
        session.call('equipment/multi/bindGatewayAndTemplate', {
          id: device,
          templateId: template.id,
          sn: gateway.sn,
          code,
        }),
      (code: string) => session.call('equipment/multi/add', { name: uniqueName('D'), sn: gateway.sn, code }),
      (code: string) => session.call('equip/advance/checkGateway', { id: bound, sn: gateway.sn, code }),
      (code: string) => session.call('equip/advance/replaceGateway', { id: bound, sn: gateway.sn, code }),
    ] as const
    // The check answers a wrong code as a problem of an ok answer; the others as an error.
    const outcome = (reply: Reply) => (reply.code === OK ? reply.data.problems[0]?.code : reply.code)
    const codes: number[] = []
    for (let i = 0; i < PER_PAIR; i++) codes.push(outcome(await calls[i % calls.length]!(WRONG_CODE)))
    expect(codes).toEqual([...times(BELOW_PAIR, Code.snOrCodeWrong), Code.tooManyAttempts])
    for (const call of calls) expect((await call(gateway.code)).code).toBe(Code.tooManyAttempts)

    server.clock.advance(GUESS_WINDOW_MS)
    expect((await ok(session.call('equip/advance/checkGateway', { id: bound, ...gateway }))).ok).toBe(true)
    await ok(session.call('equip/advance/replaceGateway', { id: bound, ...gateway }))
  })

  it('locks under a burst of parallel wrong codes as under a series; the right code at its end is refused', async () => {
    const session = await operator()
    const device = await newDevice(session)
    const gateway = await registerGateway(platform)
    const tries = [...times(PER_PAIR * 4, { ...gateway, code: WRONG_CODE }), gateway]
    const codes = (await Promise.all(tries.map((g) => bind(session, device, g)))).map((r) => r.code)
    expect(codes.filter((c) => c === Code.snOrCodeWrong)).toHaveLength(BELOW_PAIR)
    expect(codes.filter((c) => c === Code.tooManyAttempts)).toHaveLength(tries.length - BELOW_PAIR)
    expect((await ok(session.call('equipment/multi/info', { id: device }))).sn).toBeNull()
  })
})

describe('page passwords', () => {
  const PASSWORD = 'Secret1'
  async function lockedPage() {
    const project = await ok(admin.call('project/add', { name: uniqueName('P') }))
    const page = await ok(admin.call('project/page/add', { projectId: project.id, title: 'Main' }))
    await ok(admin.call('project/page/editPwd', { id: page.id, password: PASSWORD }))
    return page.id as string
  }
  const valid = (session: Session, id: string, password: string) =>
    session.call('project/page/validPassword', { id, password })

  it(`refuses even the right password with 1005 after ${PER_PAIR} wrong ones, until the window has passed`, async () => {
    const session = await operator()
    const page = await lockedPage()
    const replies: Reply[] = []
    for (let i = 0; i < PER_PAIR; i++) replies.push(await valid(session, page, `wrong${i}`))
    expect(replies.map((r) => r.code)).toEqual([
      ...times(BELOW_PAIR, Code.publicWrongPassword),
      Code.tooManyAttempts,
    ])
    expect(replies[0]?.data).toEqual({ remainingAttempts: PER_PAIR - 1 })
    expect((await valid(session, page, PASSWORD)).code).toBe(Code.tooManyAttempts)
    server.clock.advance(GUESS_WINDOW_MS)
    expect(await ok(valid(session, page, PASSWORD))).toBe(true)
  })

  it('a success clears the caller’s count at that page', async () => {
    const session = await operator()
    const page = await lockedPage()
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < BELOW_PAIR; i++)
        expect((await valid(session, page, 'wrong')).code).toBe(Code.publicWrongPassword)
      expect(await ok(valid(session, page, PASSWORD))).toBe(true)
    }
  })

  it(`counts every account’s wrong passwords towards ${PER_TARGET} per page`, async () => {
    const page = await lockedPage()
    const codes: number[] = []
    while (codes.length < PER_TARGET) {
      const session = await operator()
      for (let i = 0; i < BELOW_PAIR && codes.length < PER_TARGET; i++)
        codes.push((await valid(session, page, 'wrong')).code)
    }
    expect(codes).toEqual([...times(PER_TARGET - 1, Code.publicWrongPassword), Code.tooManyAttempts])
    expect((await valid(admin, page, PASSWORD)).code).toBe(Code.tooManyAttempts)
    expect(await ok(valid(admin, await lockedPage(), PASSWORD))).toBe(true)
    server.clock.advance(GUESS_WINDOW_MS)
    expect(await ok(valid(admin, page, PASSWORD))).toBe(true)
  })

  it('never counts a page without a password', async () => {
    const session = await operator()
    const project = await ok(admin.call('project/add', { name: uniqueName('P') }))
    const page = await ok(admin.call('project/page/add', { projectId: project.id, title: 'Open' }))
    for (let i = 0; i <= PER_PAIR; i++) expect(await ok(valid(session, page.id, `any${i}`))).toBe(true)
  })
})

describe('the login lock under parallel tries', () => {
  it('checks no more passwords than the lock allows: the right one sent with many wrong ones is refused', async () => {
    const { maxAttempts } = server.services.config.lockout
    const account = await createAccount(server, admin)
    const passwords = [...times(maxAttempts * 3, 'Wrong#Pass1'), GOOD_PASSWORD]
    const replies = await Promise.all(passwords.map((p) => tryLogin(server, account.loginname, p)))
    const codes = replies.map((r) => r.reply.code)
    expect(codes.filter((c) => c === Code.wrongCredentials)).toHaveLength(maxAttempts - 1)
    expect(codes.filter((c) => c === Code.tooManyAttempts)).toHaveLength(passwords.length - (maxAttempts - 1))
  })

  it('counts a name holding a colon apart from the other counters', async () => {
    const gateway = await registerGateway(platform)
    const key = `guess:gatewayCode:t:${gateway.sn}`
    for (let i = 0; i < PER_TARGET + 1; i++) await tryLogin(server, key, 'Wrong#Pass1')
    const session = await operator()
    await ok(bind(session, await newDevice(session), gateway))
  })
})

describe.each(DIALECTS)('the counters on %s', (dialect) => {
  const database = migratedDatabase(dialect)
  let db: Db
  const NOW = Date.UTC(2026, 0, 15, 8)
  const policy = { maxAttempts: 3, lockMs: 60_000 }

  beforeAll(() => {
    if (!database.skip) db = database.db
  })

  /** An attempt's outcome: right, wrong (with the remaining tries) or the refusal's code. */
  const run = (counters: Counter[], now: number, right: boolean) =>
    attempt(db, counters, now, async () => right).then(
      (a: Attempt) => (a.right ? 'right' : a.remainingAttempts),
      (e: unknown) => (e instanceof ApiError ? e.code : Promise.reject(e)),
    )

  it.skipIf(database.skip)('checks at most maxAttempts of many parallel wrong tries', async () => {
    const counter = { key: 'parallel', policy }
    let checked = 0
    const wrong = async () => {
      checked++
      return false
    }
    const outcomes = await Promise.all(
      times(12, null).map(() =>
        attempt(db, [counter], NOW, wrong).then(
          (a) => (a.right ? 'right' : a.remainingAttempts),
          (e: ApiError) => e.code,
        ),
      ),
    )
    expect(checked).toBe(policy.maxAttempts)
    expect(outcomes.filter((o) => o !== Code.tooManyAttempts).sort()).toEqual([1, 2])
  })

  it.skipIf(database.skip)(
    'takes a right try back without a lock, and clears only counters marked so',
    async () => {
      const pair: Counter = { key: 'pair', policy, clearOnSuccess: true }
      const total: Counter = { key: 'total', policy }
      expect(await run([pair, total], NOW, false)).toBe(2)
      expect(await run([pair, total], NOW, false)).toBe(1)
      // The third try reaches both limits when counted; being right, it leaves no lock behind.
      expect(await run([pair, total], NOW, true)).toBe('right')
      const rows = await db
        .selectFrom('loginAttempts')
        .selectAll()
        .where('loginname', 'in', ['pair', 'total'])
        .execute()
      expect(rows).toEqual([{ loginname: 'total', failedCount: 2, lastFailedAt: NOW, lockedUntil: 0 }])
      expect(await run([pair, total], NOW + 1, false)).toBe(Code.tooManyAttempts)
      expect(await run([pair, total], NOW + 2, true)).toBe(Code.tooManyAttempts)
      // A refused try takes its count back from the counters that were not locked.
      expect(await run([pair], NOW + 3, false)).toBe(1)
      expect(await run([pair, total], NOW + 1 + policy.lockMs, true)).toBe('right')
    },
  )

  it.skipIf(database.skip)(
    'starts a series again once the last wrong try is older than the lock time',
    async () => {
      const counter = { key: 'series', policy }
      expect(await run([counter], NOW, false)).toBe(2)
      expect(await run([counter], NOW + policy.lockMs, false)).toBe(1)
      expect(await run([counter], NOW + 2 * policy.lockMs + 1, false)).toBe(2)
    },
  )
})
