// Payloads (issue 14): the web app's files go out as the build's Brotli or gzip copies with immutable
// caching for hashed assets and revalidation for the rest; API answers above COMPRESS_MIN_BYTES are
// compressed as the client accepts, smaller ones are not.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../../host/sdk/vite-precompress.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { COMPRESS_MIN_BYTES } from '../../../server/http/compression.ts'
import { IMMUTABLE, REVALIDATE } from '../../../server/http/web-app.ts'
import {
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  type Session,
  type TestServer,
} from './helpers.ts'

const dir = mkdtempSync(join(tmpdir(), 'lfscada-compress-'))
const webRoot = join(dir, 'web')
const script = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `'row ${i}'`).join(',')}]\n`
const page = `<!doctype html><title>LFSCADA</title>${'<!-- padding -->'.repeat(100)}`

let server: TestServer
let admin: Session

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'), { recursive: true })
  writeFileSync(join(webRoot, 'index.html'), page)
  writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), script)
  writeFileSync(join(webRoot, 'assets', 'tiny-Ef56Gh78.js'), 'export {}\n')
  precompressDir(webRoot)
  server = await createTestServer({ config: { webRoot } })
  admin = await loginDemoAdmin(server)
})

afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })

describe('the build precompresses its files', () => {
  it('writes .br and .gz copies of files worth it, none of tiny ones', () => {
    const file = join(webRoot, 'assets', 'index-Ab12Cd34.js')
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script)
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script)
    expect(() => readFileSync(join(webRoot, 'assets', 'tiny-Ef56Gh78.js.br'))).toThrow()
  })
})

describe('web app files', () => {
  it('sends the Brotli copy of a hashed asset to a client that accepts br, cached as immutable', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe(IMMUTABLE)
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.rawPayload.length).toBeLessThan(script.length / 3)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await get('/assets/index-Ab12Cd34.js')
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body).toBe(script)
    expect(response.headers['cache-control']).toBe(IMMUTABLE)
  })

  it('sends a small asset as it is, still immutable', async () => {
    const response = await get('/assets/tiny-Ef56Gh78.js', 'br')
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers['cache-control']).toBe(IMMUTABLE)
  })

  it('has index.html revalidated, at / and at a history-mode route', async () => {
    for (const url of ['/', '/index.html', '/monitor/project/1/page/2']) {
      const response = await get(url, 'br')
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['cache-control'], url).toBe(REVALIDATE)
      expect(response.headers['content-type'], url).toMatch(/text\/html/)
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page)
    }
  })
})

describe('API answers', () => {
  const call = (path: string, acceptEncoding?: string, body?: object) =>
    server.app.inject({
      method: body ? 'POST' : 'GET',
      url: `/lfscada/${path}`,
      headers: {
        cookie: admin.cookie,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    })

  it('compresses an answer above the threshold as the client accepts', async () => {
    // the demo device's 19 signals
    const body = { equipmentId: await deviceOfGateway(server.db, DEMO_GATEWAY.sn) }
    const plain = await call('signal/query', undefined, body)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES)
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await call('signal/query', encoding, body)
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(response.headers.vary).toMatch(/accept-encoding/i)
      expect(JSON.parse(decode(response.rawPayload).toString()).code).toBe(200)
    }
  })

  it('leaves an answer below the threshold as it is', async () => {
    const response = await call('user/publicKey', 'br')
    expect(response.body.length).toBeLessThan(COMPRESS_MIN_BYTES)
    expect(response.headers['content-encoding']).toBeUndefined()
  })
})
