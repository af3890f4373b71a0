// Generated from the route table: for every call, hostile bodies — empty, missing, wrong types,
// oversized (1 MB), 10,000 levels deep, malformed, of a foreign content type — never answer a 500,
// never crash the server, and always answer a catalogue code (never 90099, the "unexpected" code).
// Hostile files too: avatars that are no image or could act, and an .xlsx zip bomb (hostile-uploads.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code, OK } from '../../../core/i18n/codes.ts'
import { routes } from '../../../server/routes/index.ts'
import type { Route } from '../../../server/routes/types.ts'
import { postFile } from './asset-fixtures.ts'
import {
  createEnterprise,
  createTestServer,
  loginDemoAdmin,
  type Session,
  type TestServer,
} from './helpers.ts'
import { HOSTILE_AVATARS, xlsxBomb } from './hostile-uploads.ts'
import { sampleBody } from './route-table.ts'

let server: TestServer
let admin: Session | undefined

/**
 * The demo administrator's session, logged in again only when a route before ended it (user/logout, a
 * password change): a login per route (RSA and argon2 on a loaded machine) cost more than the routes.
 */
async function signedIn(): Promise<Session> {
  if (admin && (await admin.call('user/config/query')).code === OK) return admin
  admin = await loginDemoAdmin(server)
  return admin
}

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const MB = 1024 * 1024
const DEPTH = 10_000
const deepJson = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`
const deepForm = `${Array.from({ length: DEPTH }, () => 'a').join('.')}=1`
const WRONG_VALUES: unknown[] = [{ nested: { x: 1 } }, [1, 2], 12345, true, null, 'x'.repeat(10_000)]

interface Case {
  name: string
  contentType?: string
  payload?: string | Buffer
}

function multipart(name: string, field: string, value: string, type = 'text/plain'): Case {
  const payload = `--zz\r\nContent-Disposition: form-data; name="${field}"\r\nContent-Type: ${type}\r\n\r\n${value}\r\n--zz--\r\n`
  return { name, contentType: 'multipart/form-data; boundary=zz', payload }
}

function casesFor(route: Route): Case[] {
  const sample = sampleBody(route.bodySchema)
  const keys = Object.keys((route.bodySchema as { properties?: object }).properties ?? {})
  const json = (name: string, body: unknown): Case => ({
    name,
    contentType: 'application/json',
    payload: JSON.stringify(body),
  })
  return [
    { name: 'no body' },
    json('empty object', {}),
    { name: 'empty JSON text', contentType: 'application/json', payload: '' },
    { name: 'empty form', contentType: 'application/x-www-form-urlencoded', payload: '' },
    json('an array', []),
    json('a string', 'x'),
    json('a number', 7),
    json('null', null),
    ...keys.flatMap((key) =>
      WRONG_VALUES.map((value, i) => json(`${key} wrong #${i}`, { ...sample, [key]: value })),
    ),
    ...keys.map((key) => json(`${key} just under 1 MB`, { ...sample, [key]: 'x'.repeat(MB - 200) })),
    json('a 1 MB body', { ...sample, pad: 'x'.repeat(MB) }),
    {
      name: 'a 1 MB form',
      contentType: 'application/x-www-form-urlencoded',
      payload: `pad=${'x'.repeat(MB)}`,
    },
    { name: '10,000-level JSON object', contentType: 'application/json', payload: deepJson },
    { name: '10,000-level JSON array', contentType: 'application/json', payload: deepArray },
    { name: '10,000-level form key', contentType: 'application/x-www-form-urlencoded', payload: deepForm },
    { name: 'malformed JSON', contentType: 'application/json', payload: '{"a":' },
    { name: 'prototype pollution', contentType: 'application/json', payload: '{"__proto__":{"polluted":1}}' },
    {
      name: 'polluting form key',
      contentType: 'application/x-www-form-urlencoded',
      payload: '__proto__.polluted=1',
    },
    {
      name: 'conflicting form keys',
      contentType: 'application/x-www-form-urlencoded',
      payload: 'a=1&a.b=2&a=3',
    },
    { name: 'an unknown content type', contentType: 'application/xml', payload: '<a/>' },
    {
      name: 'a broken multipart',
      contentType: 'multipart/form-data; boundary=zz',
      payload: '--zz\r\nbroken',
    },
    { name: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'x' },
    multipart('a multipart field over its limit', 'pad', 'x'.repeat(100 * 1024)),
    multipart('a 10,000-level multipart field name', deepForm.split('=')[0]!, '1'),
    multipart('a JSON multipart field', 'pad', '{"a":1}', 'application/json'),
  ]
}

async function send(route: Route, c: Case, cookie?: string) {
  const headers: Record<string, string> = {}
  if (cookie) headers.cookie = cookie
  if (c.contentType) headers['content-type'] = c.contentType
  const url = `/lfscada/${route.path}`
  const response =
    route.method === 'GET'
      ? await server.app.inject({
          method: 'GET',
          url: `${url}?${c.name.includes('form key') ? deepForm : 'x=1'}`,
          headers,
        })
      : await server.app.inject({ method: 'POST', url, headers, payload: c.payload })
  return response
}

describe.each(routes.map((r) => [r.path, r] as const))('%s', (_path, route) => {
  it('answers every hostile body with a catalogue code, signed in and not', async () => {
    const { cookie: signedInCookie } = await signedIn()
    for (const c of casesFor(route)) {
      for (const cookie of [signedInCookie, undefined]) {
        const response = await send(route, c, cookie)
        expect(response.statusCode, c.name).toBe(200)
        // an export whose fields are all optional takes no body as a valid one and answers its file
        if (String(response.headers['content-type']).includes('spreadsheetml')) continue
        const reply = response.json()
        expect(typeof reply.code, c.name).toBe('number')
        expect(reply.code, `${c.name}: ${JSON.stringify(reply.data)}`).not.toBe(Code.unknown)
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((await server.call('user/publicKey')).code).toBe(OK)
  })
})

describe('hostile files', () => {
  it.each(HOSTILE_AVATARS)('setAvatar refuses %s', async (_what, file, code) => {
    admin = await loginDemoAdmin(server)
    const reply = await postFile(server, 'org/SecurityMessageAction!setAvatar.action', admin.cookie, file)
    expect(reply.code).toBe(code)
  })

  it('excel/template/import refuses a 400 MiB xlsx bomb with 10008', async () => {
    const org = await createEnterprise(server, await loginDemoAdmin(server))
    const data = (await xlsxBomb(400)).toString('base64')
    const reply = await org.admin.call('excel/template/import', { data })
    expect(reply.code).toBe(Code.fileTooLarge)
    expect((await server.call('user/publicKey')).code).toBe(OK)
  })
})
