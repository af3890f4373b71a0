// Zip bombs (server/uploads/zip.ts): an .xlsx sent to `excel/template/import` that would unpack past the
// caps (a 400 MiB sheet, a central directory that lies about it, too many entries) is refused with 10008
// before ExcelJS inflates it, through the real HTTP API, and the server's memory after the refusal stays
// within 50 MB of before. A small workbook of the same making still imports.

import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { EXCEL_IMPORT_UNPACKED } from '../../../schemas/api/excel.ts'
import {
  createEnterprise,
  createTestServer,
  loginDemoAdmin,
  ok,
  type Reply,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'
import { xlsxBomb, zipOf } from './hostile-uploads.ts'

let server: TestServer
let org: TestEnterprise
let base: string

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const MB = 1000 * 1000

/** Heap and buffers after a full collection: what the process still holds. */
function heldBytes(): number {
  gc()
  const m = process.memoryUsage()
  return m.heapUsed + m.external + m.arrayBuffers
}

beforeAll(async () => {
  server = await createTestServer()
  org = await createEnterprise(server, await loginDemoAdmin(server))
  base = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => server.close())

/** Posts the workbook over HTTP, as the browser does. */
async function importXlsx(xlsx: Buffer) {
  const response = await fetch(`${base}/lfscada/excel/template/import`, {
    method: 'POST',
    headers: { cookie: org.admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ data: xlsx.toString('base64') }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Reply
}

describe('excel/template/import of an unpacked upload', () => {
  it("imports a workbook made the bombs' way, within the caps", async () => {
    const template = await ok(importXlsx(await xlsxBomb(1)))
    expect(template).toMatchObject({ sheets: [{ name: 'Bomb' }] })
  })

  it('refuses a 400 MiB sheet in a small file with 10008, memory within 50 MB', async () => {
    const bomb = await xlsxBomb(400)
    expect(bomb.length).toBeLessThan(600 * 1024)
    const before = heldBytes()
    let peakRss = process.memoryUsage().rss
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss)
    }, 5)
    const rssBefore = process.memoryUsage().rss
    const reply = await importXlsx(bomb)
    clearInterval(sampler)
    const after = heldBytes()
    expect(reply.code).toBe(Code.fileTooLarge)
    expect(reply.data).toMatchObject({ maxInflatedBytes: EXCEL_IMPORT_UNPACKED.inflatedBytes })
    console.log(
      `bomb ${(bomb.length / 1024).toFixed(0)} KiB: held ${((after - before) / MB).toFixed(1)} MB after, ` +
        `peak RSS +${((peakRss - rssBefore) / MB).toFixed(1)} MB`,
    )
    expect(after - before).toBeLessThan(50 * MB)
    expect(peakRss - rssBefore).toBeLessThan(50 * MB)
  })

  it('refuses a sheet that inflates past what the central directory declares', async () => {
    const reply = await importXlsx(await xlsxBomb(400, 1))
    expect(reply.code).toBe(Code.fileTooLarge)
  })

  it('refuses more entries than the cap, before inflating any', async () => {
    const entries = Array.from({ length: EXCEL_IMPORT_UNPACKED.entries + 1 }, (_, i) => ({
      name: `e${i}.xml`,
      chunks: () => [Buffer.from('<a/>')],
    }))
    const reply = await importXlsx(await zipOf(entries))
    expect(reply).toMatchObject({
      code: Code.fileTooLarge,
      data: { maxEntries: EXCEL_IMPORT_UNPACKED.entries },
    })
  })

  it('refuses a file that is no zip with 10007', async () => {
    expect((await importXlsx(Buffer.from('PK\x03\x04 but no directory'))).code).toBe(Code.fileFormat)
  })
})
