// A Siemens S7 PLC for the tests, written from the S7 protocol as documented publicly (RFC 1006 TPKT, ISO
// 8073 COTP, S7comm job/ack-data with Setup Communication, Read Var, Write Var), not from the project's
// code nor nodes7's: no maintained S7 server runs on Node without a native build (snap7's server needs one).
// Memory: data blocks, merkers (M), inputs (I), outputs (Q) as byte buffers.
import { createServer, type Server, type Socket } from 'node:net'

export const AREA = { I: 0x81, Q: 0x82, M: 0x83, DB: 0x84 } as const

const tpkt = (body: number[] | Buffer): Buffer => {
  const b = Buffer.from(body)
  const head = Buffer.from([3, 0, 0, 0])
  head.writeUInt16BE(b.length + 4, 2)
  return Buffer.concat([head, b])
}

/** COTP connection confirm: destination and source references, class 0, TPDU size and both TSAPs. */
const CONNECT_CONFIRM = [17, 0xd0, 0, 1, 0, 1, 0, 0xc0, 1, 0x0a, 0xc1, 2, 1, 0, 0xc2, 2, 1, 2]

/** S7 ack-data: COTP data header, S7 header (protocol 0x32, ROSCTR 3), parameters and data. */
function ackData(pduRef: number, param: number[], data: number[]): Buffer {
  const header = Buffer.alloc(12)
  header[0] = 0x32
  header[1] = 3
  header.writeUInt16BE(pduRef, 4)
  header.writeUInt16BE(param.length, 6)
  header.writeUInt16BE(data.length, 8)
  return tpkt(Buffer.concat([Buffer.from([2, 0xf0, 0x80]), header, Buffer.from(param), Buffer.from(data)]))
}

interface Item {
  transport: number
  count: number
  db: number
  area: number
  bitAddress: number
}

const parseItem = (p: Buffer, at: number): Item => ({
  transport: p[at + 3]!,
  count: p.readUInt16BE(at + 4),
  db: p.readUInt16BE(at + 6),
  area: p[at + 8]!,
  bitAddress: (p[at + 9]! << 16) | (p[at + 10]! << 8) | p[at + 11]!,
})

export class S7Plc {
  private readonly memory = new Map<string, Buffer>()
  /** S7 functions served, in order (0xf0 setup, 4 read, 5 write) */
  readonly served: number[] = []
  private server: Server | undefined

  area(area: number, db = 0): Buffer {
    const key = `${area}:${db}`
    if (!this.memory.has(key)) this.memory.set(key, Buffer.alloc(256))
    return this.memory.get(key)!
  }

  private readItem(item: Item): number[] {
    const mem = this.area(item.area, item.db)
    const byte = item.bitAddress >> 3
    if (item.transport === 1) return [0xff, 3, 0, 1, (mem[byte]! >> (item.bitAddress & 7)) & 1]
    const bytes = [...mem.subarray(byte, byte + item.count)]
    return [0xff, 4, (bytes.length * 8) >> 8, (bytes.length * 8) & 0xff, ...bytes]
  }

  private job(frame: Buffer): Buffer | undefined {
    const s7 = frame.subarray(7)
    const pduRef = s7.readUInt16BE(4)
    const paramLen = s7.readUInt16BE(6)
    const param = s7.subarray(10, 10 + paramLen)
    const data = s7.subarray(10 + paramLen)
    const fn = param[0]!
    this.served.push(fn)
    if (fn === 0xf0) return ackData(pduRef, [0xf0, 0, 0, 1, 0, 1, 0x01, 0xe0], [])
    const items = Array.from({ length: param[1]! }, (_, i) => parseItem(param, 2 + i * 12))
    if (fn === 4) {
      const out = items.flatMap((item, i) => {
        const bytes = this.readItem(item)
        return bytes.length % 2 && i < items.length - 1 ? [...bytes, 0] : bytes
      })
      return ackData(pduRef, [4, items.length], out)
    }
    if (fn === 5) {
      let at = 0
      for (const item of items) {
        const transport = data[at + 1]!
        const length = data.readUInt16BE(at + 2)
        const bytes = transport === 3 || transport === 4 ? Math.ceil(length / 8) : length
        const value = data.subarray(at + 4, at + 4 + bytes)
        const mem = this.area(item.area, item.db)
        const byte = item.bitAddress >> 3
        if (transport === 3) {
          const mask = 1 << (item.bitAddress & 7)
          mem[byte] = value[0] ? mem[byte]! | mask : mem[byte]! & ~mask
        } else value.copy(mem, byte)
        at += 4 + bytes + (bytes % 2)
      }
      return ackData(
        pduRef,
        [5, items.length],
        items.map(() => 0xff),
      )
    }
    return undefined
  }

  private serve(socket: Socket): void {
    let buf = Buffer.alloc(0)
    socket.on('error', () => {})
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk])
      while (buf.length >= 4 && buf.length >= buf.readUInt16BE(2)) {
        const frame = buf.subarray(0, buf.readUInt16BE(2))
        buf = buf.subarray(frame.length)
        const reply = frame[5] === 0xe0 ? tpkt(CONNECT_CONFIRM) : this.job(frame)
        if (reply) socket.write(reply)
      }
    })
  }

  async listen(): Promise<number> {
    this.server = createServer((s) => this.serve(s))
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    return (this.server.address() as { port: number }).port
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}
