// What the media browser tests make for themselves: a page of the demo project holding given widgets,
// PNG tiles for a local tile server, and the demo device bound to the demo page's signals.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { deflateSync } from 'node:zlib'
import { collectBindings } from '../../../core/binding/collect.ts'
import { createWidget, type WidgetPlugin } from '../../../core/kernel/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import type { Platform } from '../platform.ts'

/** The demo device (the one holding the `temperature` signal). */
export async function demoDeviceId(platform: Platform): Promise<string> {
  const row = await platform.db
    .selectFrom('variables')
    .select('deviceId')
    .where('id', '=', 'temperature')
    .executeTakeFirstOrThrow()
  return row.deviceId ?? ''
}

/** A widget of `plugin` at (x, y) with the given size and options laid over its defaults. */
export function widgetOf(
  plugin: WidgetPlugin,
  id: string,
  box: { x: number; y: number; width: number; height: number },
  patch: (w: Widget) => void = () => {},
): Widget {
  const w = createWidget(plugin, { id, x: box.x, y: box.y })
  w.position = { ...w.position, width: box.width, height: box.height }
  patch(w)
  return w
}

/** Replaces the widgets of a stored page (and its bind lists) as a saved designer page would. */
export async function storeWidgets(platform: Platform, pageId: string, widgets: Widget[]): Promise<void> {
  const row = await platform.db
    .selectFrom('pages')
    .select('document')
    .where('id', '=', pageId)
    .executeTakeFirstOrThrow()
  const doc = JSON.parse(row.document) as Record<string, unknown>
  const next = { ...doc, widgets, bind: collectBindings(widgets) }
  await platform.db
    .updateTable('pages')
    .set({ document: JSON.stringify(next) })
    .where('id', '=', pageId)
    .execute()
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** A 256x256 PNG tile of one colour, with a darker 1 px frame so tiles are told apart. */
export function tilePng([r, g, b]: readonly [number, number, number]): Buffer {
  const size = 256
  const rows: Buffer[] = []
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3)
    for (let x = 0; x < size; x++) {
      const edge = x === 0 || y === 0
      row.set(edge ? [r * 0.7, g * 0.7, b * 0.7] : [r, g, b], 1 + x * 3)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A local XYZ tile server on 127.0.0.1: every /tiles/{z}/{x}/{y}.png is the same tile; counts requests. */
export async function startTileServer(): Promise<{
  template: string
  served: () => number
  close: () => Promise<void>
}> {
  const png = tilePng([180, 220, 190])
  let served = 0
  const server: Server = createServer((req, res) => {
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end()
      return
    }
    served += 1
    res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(png)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    template: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    served: () => served,
    close: () => new Promise((done) => server.close(() => done())),
  }
}
