// Notices dismissed for good (user/notice/dismiss): kept on the caller's own account only, shown in
// user/info, idempotent; an unknown notice is refused with a parameter code; no session, no change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { NOTICES } from '../../../schemas/api/user.ts'
import { ok, serverWithEnterprise, type TestServer } from './helpers.ts'

describe('user/notice/dismiss', () => {
  let env: Awaited<ReturnType<typeof serverWithEnterprise>>
  let server: TestServer
  beforeAll(async () => {
    env = await serverWithEnterprise()
    server = env.server
  })
  afterAll(() => server.close())

  const info = (s: { call: TestServer['call'] }) => ok(s.call('user/info', {}, { method: 'GET' }))

  it('keeps a dismissed notice on the caller’s account only, once', async () => {
    expect(NOTICES).toEqual(['phoneBind', 'styleNotSet'])
    expect((await info(env.admin)).dismissedNotices).toEqual([])
    expect(await ok(env.admin.call('user/notice/dismiss', { notice: 'phoneBind' }))).toEqual(['phoneBind'])
    expect(await ok(env.admin.call('user/notice/dismiss', { notice: 'phoneBind' }, { form: true }))).toEqual([
      'phoneBind',
    ])
    expect(await ok(env.admin.call('user/notice/dismiss', { notice: 'styleNotSet' }))).toEqual([
      'phoneBind',
      'styleNotSet',
    ])
    expect((await info(env.admin)).dismissedNotices).toEqual(['phoneBind', 'styleNotSet'])
    // another enterprise's administrator still gets both
    expect((await info(env.platform)).dismissedNotices).toEqual([])
  })

  it.each([{ notice: 'other' }, {}, { notice: ['phoneBind'] }])('refuses %j', async (body) => {
    const reply = await env.platform.call('user/notice/dismiss', body)
    expect([Code.paramInvalid, Code.paramType, Code.paramMissing]).toContain(reply.code)
    expect((await info(env.platform)).dismissedNotices).toEqual([])
  })

  it('needs a session', async () => {
    const reply = await server.call('user/notice/dismiss', { notice: 'phoneBind' })
    expect(reply.code).not.toBe(200)
  })
})
