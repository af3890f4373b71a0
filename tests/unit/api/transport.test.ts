import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../core/api/client.ts'
import { createManualClock } from '../../../core/api/clock.ts'
import { ApiError, captchaRequested } from '../../../core/api/errors.ts'
import { REQUEST_TIMEOUT_MS } from '../../../core/api/timing.ts'
import { resolveUrl } from '../../../core/api/transport.ts'
import { Code } from '../../../core/i18n/codes.ts'
import { fakeService, ok, type Route } from './fakes.ts'

function setup(route: Route) {
  const clock = createManualClock(1_700_000_000_000)
  const service = fakeService(clock, route)
  let sessionInvalid = 0
  const client = createApiClient({
    baseUrl: 'http://svc/lfscada',
    fetch: service.fetch,
    clock,
    onSessionInvalid: () => sessionInvalid++,
  })
  return { clock, service, client, sessionInvalid: () => sessionInvalid }
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: ApiError) => ({ code: e.code, msg: e.msg, isApiError: e instanceof ApiError }),
  )

describe('envelope', () => {
  it.each([200, 201])('code %i is ok and resolves with data', async (code) => {
    const { client } = setup(() => ({ code, msg: 'ok', data: { id: 7 } }))
    await expect(client.post('equipment/multi/info', { id: 7 })).resolves.toEqual({ id: 7 })
  })

  it.each([0, 202, 204, 400, 500, 1001, 1304, 90099])(
    'code %i rejects with ApiError {code, msg}',
    async (code) => {
      const { client } = setup(() => ({ code, msg: `m${code}`, data: { id: 7 } }))
      expect(await failure(client.post('x'))).toEqual({ code, msg: `m${code}`, isApiError: true })
    },
  )

  it("keeps an error answer's data: a 1001 that asks for the captcha says so", async () => {
    const data = { remainingAttempts: 3, captchaRequired: true }
    const { client } = setup(() => ({ code: Code.wrongCredentials, msg: '', data }))
    const error = await client.post('user/encryptLogin').catch((e: ApiError) => e)
    expect((error as ApiError).data).toEqual(data)
    expect(captchaRequested(error)).toBe(true)
    expect(captchaRequested(new ApiError(Code.wrongCredentials, '', { captchaRequired: false }))).toBe(false)
    expect(captchaRequested(new Error('x'))).toBe(false)
  })

  it.each([
    [Code.sessionInvalid, 1],
    [Code.sessionInvalid2, 1],
    [Code.wrongCredentials, 0],
    [Code.tokenExpired, 0],
    [200, 0],
  ])('code %i calls onSessionInvalid %i time(s)', async (code, calls) => {
    const { client, sessionInvalid } = setup(() => ({ code, msg: '' }))
    await client.post('user/info').catch(() => {})
    expect(sessionInvalid()).toBe(calls)
  })

  it.each<[string, Route, string]>([
    ['network failure', () => 'network-error', 'fetch failed'],
    ['non-JSON answer', () => ({ raw: '<html>502 Bad Gateway</html>' }), 'JSON'],
    ['JSON that is not an envelope', () => ({ raw: '{"status":200}' }), 'envelope'],
    ['a code that is not a number', () => ({ raw: '{"code":"200"}' }), 'envelope'],
  ])('%s rejects with 90099 and the message', async (_, route, message) => {
    const { client } = setup(route)
    const error = await failure(client.post('x'))
    expect(error?.code).toBe(Code.unknown)
    expect(error?.msg).toContain(message)
  })
})

describe('request time-out', () => {
  it(`rejects with the client-side code after ${REQUEST_TIMEOUT_MS} ms and aborts the fetch`, async () => {
    const { client, clock } = setup(() => 'hang')
    let settled: unknown
    const request = client.post('monitor/multi/open').catch((e) => (settled = e))
    await clock.advance(REQUEST_TIMEOUT_MS - 1)
    expect(settled).toBeUndefined()
    await clock.advance(1)
    await request
    expect(settled).toMatchObject({ code: Code.commTimeout })
    expect(clock.pending()).toEqual([])
  })

  it('clears its timer when answered', async () => {
    const { client, clock } = setup(() => ok())
    await client.post('x')
    expect(clock.pending()).toEqual([])
  })

  it('a caller abort rejects with the abort reason', async () => {
    const { client } = setup(() => 'hang')
    const controller = new AbortController()
    const request = client.post('x', {}, { signal: controller.signal })
    controller.abort(new Error('left the page'))
    await expect(request).rejects.toThrow('left the page')
  })
})

describe('requests', () => {
  it('POST sends a form body with dotted keys under the prefix', async () => {
    const { client, service } = setup(() => ok())
    await client.post('equipment/multi/edit', { id: 'e1', gateway: { sn: 'SN1' }, tags: [{ k: 'a' }] })
    expect(service.requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://svc/lfscada/equipment/multi/edit',
      body: { id: 'e1', gateway: { sn: 'SN1' }, tags: [{ k: 'a' }] },
    })
  })

  it('GET user/info carries the time query', async () => {
    const { client, service, clock } = setup(() => ok({ name: 'u' }))
    await expect(client.get('user/info', { time: clock.now() })).resolves.toEqual({ name: 'u' })
    expect(service.requests[0]).toMatchObject({
      method: 'GET',
      path: 'user/info',
      query: { time: String(clock.now()) },
    })
  })

  it('postFile sends the fields and the JSON file as multipart', async () => {
    const { client, service } = setup(() => ok({ id: 'p1' }))
    const page = { widgets: [{ type: 'Text' }] }
    const file = new Blob([JSON.stringify(page)], { type: 'application/json' })
    await client.postFile('page/save', { id: 'p1', width: 1920, fit: true }, file, { fileName: 'page.json' })
    const form = service.requests[0]?.form
    expect(form?.get('id')).toBe('p1')
    expect(form?.get('width')).toBe('1920')
    expect(form?.get('fit')).toBe('true')
    const sent = form?.get('file') as File
    expect(sent.name).toBe('page.json')
    expect(JSON.parse(await sent.text())).toEqual(page)
  })

  it.each([
    ['/lfscada', 'user/logout', '/lfscada/user/logout'],
    ['/lfscada/', 'user/logout', '/lfscada/user/logout'],
    ['/lfscada', '/org/SecurityMessageAction!setPwd.action', '/org/SecurityMessageAction!setPwd.action'],
    ['https://h:8443/lfscada', 'msg/query', 'https://h:8443/lfscada/msg/query'],
    [
      'https://h:8443/lfscada',
      '/usual/EquipAction!getEquipDetail.action',
      'https://h:8443/usual/EquipAction!getEquipDetail.action',
    ],
  ])('resolveUrl(%s, %s) is %s', (base, path, url) => {
    expect(resolveUrl(base, path)).toBe(url)
  })
})
