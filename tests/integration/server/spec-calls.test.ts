// Platform spec §7 coverage (issue 34): every call §7 names answers the demo administrator with a code of
// the catalogue, never HTTP 404 and never 90001 (unsupported request), and each push socket §7 names
// takes a connection and closes it with the bad-token code when the token is unknown. The calls go with
// an empty body, so most answer a validation code: what is probed is that each is served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { Captchas } from '../../../server/auth/captcha.ts'
import { paintCaptcha } from '../../../server/auth/captcha-painter.ts'
import { CLOSE_TOKEN_INVALID } from '../../../server/live/sockets.ts'
import { routes } from '../../../server/routes/index.ts'
import { openSocket } from '../edgelink/sockets.ts'
import { createTestServer, loginDemoAdmin, type Session, type TestServer } from './helpers.ts'
import { SPEC_CALLS, SPEC_SOCKETS } from './spec-calls.ts'

let server: TestServer
let admin: Session

beforeAll(async () => {
  // as `npm start` runs it: with the image captcha (without one, user/showVcode answers 90001)
  server = await createTestServer({ captchas: new Captchas(paintCaptcha) })
  admin = await loginDemoAdmin(server)
}, 60_000)
afterAll(() => server.close())

const GET_CALLS = new Set(['user/info'])
// signing out ends the session the other calls use: probed last
const probed = [...SPEC_CALLS.filter((c) => c !== 'user/logout'), 'user/logout']

describe('platform spec §7', () => {
  it(`names ${SPEC_CALLS.length} calls and ${SPEC_SOCKETS.length} sockets, each in the route table`, () => {
    const paths = new Set(routes.map((r) => r.path))
    expect(SPEC_CALLS.filter((c) => !paths.has(c))).toEqual([])
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length)
  })

  it('answers every call with a catalogue code, none unsupported', async () => {
    const unsupported: string[] = []
    for (const path of probed) {
      const method = GET_CALLS.has(path) ? 'GET' : 'POST'
      const reply = await admin.call(path, {}, { method })
      if (reply.code === Code.unsupportedRequest) unsupported.push(path)
    }
    expect(unsupported).toEqual([])
  })

  it.each(SPEC_SOCKETS)('%s takes a socket and refuses an unknown token', async (path) => {
    const socket = await openSocket(server.app, path, 'no-such-token')
    expect(await socket.closed).toBe(CLOSE_TOKEN_INVALID)
  })
})
