// The enterprise asset library (`asset/*`, server/assets): upload by content (not by name), the size
// limits by kind, svg refused when it could act, list and delete within the enterprise, and the file
// served as itself with a sandboxing content type to the enterprise's users only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { ASSET_LIMITS } from '../../../schemas/api/asset.ts'
import { PNG_1X1, uploadAsset } from './asset-fixtures.ts'
import {
  createAccount,
  createEnterprise,
  loginDemoAdmin,
  ok,
  serverWithTwoEnterprises,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'

let server: TestServer
let a: TestEnterprise
let b: TestEnterprise

beforeAll(async () => {
  ;({ server, a, b } = await serverWithTwoEnterprises())
})
afterAll(() => server.close())

const upload = (org: TestEnterprise, name: string, data: Buffer, fields: Record<string, string> = {}) =>
  uploadAsset(server, org.admin.cookie, { name, data }, fields)

/** A GLB: header (magic, version 2, total length) and one JSON chunk. */
function glb(): Buffer {
  let json = Buffer.from(JSON.stringify({ asset: { version: '2.0' } }))
  json = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)])
  const out = Buffer.alloc(12 + 8 + json.length)
  out.write('glTF', 0, 'ascii')
  out.writeUInt32LE(2, 4)
  out.writeUInt32LE(out.length, 8)
  out.writeUInt32LE(json.length, 12)
  out.write('JSON', 16, 'ascii')
  json.copy(out, 20)
  return out
}

const svg = (body: string) =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`,
  )

async function fetchFile(cookie: string | null, url: string) {
  return server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
}

describe('upload', () => {
  it('takes a png named anything, lists it and serves it as image/png that runs nothing', async () => {
    const answer = await upload(a, 'photo.txt', PNG_1X1)
    expect(answer.code).toBe(200)
    expect(answer.data).toMatchObject({ kind: 'image', format: 'png', mime: 'image/png', name: 'photo.txt' })
    expect(answer.data.size).toBe(PNG_1X1.length)
    const list = await ok(a.admin.call('asset/query', { kind: 'image' }))
    expect(list.map((x: { id: string }) => x.id)).toContain(answer.data.id)

    const file = await fetchFile(a.admin.cookie, answer.data.url as string)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.headers['content-security-policy']).toContain('sandbox')
    expect(file.rawPayload.equals(PNG_1X1)).toBe(true)
  })

  it('takes a glb model as a model, and refuses it where an image was asked (10007)', async () => {
    const model = await upload(a, 'pump.glb', glb())
    expect(model.data).toMatchObject({ kind: 'model', format: 'glb', mime: 'model/gltf-binary' })
    expect((await upload(a, 'pump.png', glb(), { kind: 'image' })).code).toBe(Code.fileFormat)
    const models = await ok(a.admin.call('asset/query', { kind: 'model' }))
    expect(models.map((x: { id: string }) => x.id)).toEqual([model.data.id])
  })

  it('refuses by content whatever the name says: text named .png is 10007, empty is 10006', async () => {
    const wrong = await upload(a, 'evil.png', Buffer.from('<html><script>alert(1)</script></html>'))
    expect(wrong.code).toBe(Code.fileFormat)
    expect(wrong.msg).not.toBe('')
    expect((await upload(a, 'empty.png', Buffer.alloc(0))).code).toBe(Code.fileEmpty)
  })

  it('takes an inert svg, refuses one with script, handlers or external references (10007)', async () => {
    expect((await upload(a, 'ok.svg', svg('<rect width="5" height="5" fill="red"/>'))).code).toBe(200)
    for (const active of [
      '<script>alert(1)</script>',
      '<rect onload="alert(1)"/>',
      '<a href="javascript:alert(1)"><rect/></a>',
      '<image href="https://tracker.test/x.png"/>',
      '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>',
    ]) {
      expect((await upload(a, 'bad.svg', svg(active))).code, active).toBe(Code.fileFormat)
    }
  })

  it('refuses an image over 100 KB (10008) and any file over the model limit (10008)', async () => {
    const big = Buffer.alloc(ASSET_LIMITS.bytes.image + 1, 7)
    PNG_1X1.copy(big, 0, 0, 8)
    expect((await upload(a, 'big.png', big)).code).toBe(Code.fileTooLarge)
    const huge = Buffer.alloc(ASSET_LIMITS.bytes.model + 10, 7)
    expect((await upload(a, 'huge.glb', huge)).code).toBe(Code.fileTooLarge)
  })

  it('refuses a request without a session (1006)', async () => {
    expect((await uploadAsset(server, null, { name: 'x.png', data: PNG_1X1 })).code).toBe(Code.sessionInvalid)
  })
})

describe('count limit', () => {
  it('takes 10 assets per enterprise (spec §9), refuses the 11th (90004) until one is deleted', async () => {
    const platform = await loginDemoAdmin(server)
    const c = await createEnterprise(server, platform)
    const ids: string[] = []
    for (let i = 0; i < ASSET_LIMITS.perEnterprise; i++) {
      const answer = await upload(c, `p${i}.png`, PNG_1X1)
      expect(answer.code).toBe(200)
      ids.push(answer.data.id as string)
    }
    expect((await upload(c, 'one-more.png', PNG_1X1)).code).toBe(Code.overLimit)
    await ok(c.admin.call('asset/delete', { id: ids[0] }))
    expect((await upload(c, 'one-more.png', PNG_1X1)).code).toBe(200)
  })
})

describe('tenancy', () => {
  it("another enterprise neither lists, fetches nor deletes an enterprise's asset", async () => {
    const mine = await upload(a, 'mine.png', PNG_1X1)
    const theirs = await ok(b.admin.call('asset/query', {}))
    expect(theirs.map((x: { id: string }) => x.id)).not.toContain(mine.data.id)

    const fetched = await fetchFile(b.admin.cookie, mine.data.url as string)
    expect(fetched.json().code).toBe(Code.noDataOrPermission)
    expect((await fetchFile(null, mine.data.url as string)).json().code).toBe(Code.sessionInvalid)

    expect((await b.admin.call('asset/delete', { id: mine.data.id })).code).toBe(Code.noDataOrPermission)
    const still = await ok(a.admin.call('asset/query', {}))
    expect(still.map((x: { id: string }) => x.id)).toContain(mine.data.id)
  })

  it('a user of the enterprise sees its assets and deletes one; the file is gone after', async () => {
    const asset = await upload(a, 'gone.png', PNG_1X1)
    const user = await (await createAccount(server, a.admin)).session()
    const list = await ok(user.call('asset/query', { keyword: 'gone' }))
    expect(list.map((x: { id: string }) => x.id)).toEqual([asset.data.id])
    await ok(user.call('asset/delete', { id: asset.data.id }))
    expect((await fetchFile(a.admin.cookie, asset.data.url as string)).json().code).toBe(
      Code.noDataOrPermission,
    )
  })
})
