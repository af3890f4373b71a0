// Weather (issue 17) against a local stand-in of the provider's API (AMap weatherInfo): "not configured"
// without a key in the system parameters, the values with one, one provider call per place within 10
// minutes (the cache) and a new one after, and a bad place refused with 10001.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { WEATHER_CACHE_MS, WEATHER_KEY_PARAM, WEATHER_URL_PARAM } from '../../../server/media/weather.ts'
import { setSystemParam } from '../../../server/params/system-params.ts'
import { createTestServer, loginDemoAdmin, ok, type Session, type TestServer } from './helpers.ts'

let server: TestServer
let admin: Session
let standIn: Server
const asked: string[] = []

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  standIn = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    asked.push(`${url.searchParams.get('city')} ${url.searchParams.get('key')}`)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        status: '1',
        info: 'OK',
        lives: [
          {
            province: '上海',
            city: '黄浦区',
            adcode: url.searchParams.get('city'),
            weather: '多云',
            temperature: '18',
            winddirection: '东南',
            windpower: '≤3',
            humidity: '65',
            reporttime: '2026-01-15 16:00:00',
          },
        ],
      }),
    )
  })
  await new Promise<void>((done) => standIn.listen(0, '127.0.0.1', done))
})
afterAll(async () => {
  await server.close()
  await new Promise((done) => standIn.close(done))
})

const weather = (body: Record<string, unknown>) => server.call('weather/now', body, { cookie: admin.cookie })

describe('weather/now', () => {
  it('is "not configured" without a key', async () => {
    expect(await ok(weather({ province: '310000', city: '310100', county: '310101' }))).toEqual({
      configured: false,
    })
    expect(asked).toEqual([])
  })

  it('answers the provider’s values, cached per place for 10 minutes', async () => {
    const now = server.clock.now()
    await setSystemParam(server.db, WEATHER_KEY_PARAM, 'key-1', now)
    const port = (standIn.address() as AddressInfo).port
    await setSystemParam(server.db, WEATHER_URL_PARAM, `http://127.0.0.1:${port}`, now)
    const place = { province: '310000', city: '310100', county: '310101' }
    const first = await ok(weather(place))
    expect(first).toMatchObject({
      configured: true,
      place: '黄浦区',
      text: '多云',
      temperature: 18,
      humidity: 65,
      windDirection: '东南',
      windPower: '≤3',
    })
    expect(first.reportedAt).toBe(Date.parse('2026-01-15T08:00:00Z'))
    expect(asked).toEqual(['310101 key-1'])
    server.clock.advance(WEATHER_CACHE_MS - 1000)
    await ok(weather(place))
    // the city is another place: asked on its own
    await ok(weather({ province: '310000', city: '310100' }))
    expect(asked).toEqual(['310101 key-1', '310100 key-1'])
    server.clock.advance(2000)
    await ok(weather(place))
    expect(asked).toEqual(['310101 key-1', '310100 key-1', '310101 key-1'])
  })

  it('refuses a place that is not a six-digit code with 10001', async () => {
    expect((await weather({ county: 'abc' })).code).toBe(Code.paramInvalid)
    expect((await weather({})).code).toBe(Code.paramInvalid)
  })
})
