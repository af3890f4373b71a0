// A Modbus RTU slave written for the tests from the Modbus specification (Modbus Application Protocol
// V1.1b3 and Modbus over Serial Line V1.02), not from the project's codec: frames are address, function,
// data, CRC-16 (polynomial 0xA001 reflected, initial 0xFFFF, low byte first). The tables and function
// codes are modbus-slave.ts; it is carried over any byte stream: a serial port (socat pair) or a TCP
// socket (RTU over TCP).
import type { Duplex } from 'node:stream'
import { ModbusSlaveTables } from './modbus-slave.ts'

export function crc16(bytes: Uint8Array): number {
  let crc = 0xffff
  for (const b of bytes) {
    crc ^= b
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1
  }
  return crc
}

const withCrc = (body: number[]): Buffer => {
  const crc = crc16(Uint8Array.from(body))
  return Buffer.from([...body, crc & 0xff, crc >>> 8])
}

/** Bytes of a request frame once its function code is known; undefined while not enough is in. */
function requestLength(buf: Buffer): number | undefined {
  if (buf.length < 2) return undefined
  const fn = buf[1]!
  if (fn === 15 || fn === 16) return buf.length < 7 ? undefined : 9 + buf[6]!
  return 8
}

export class RtuSlave extends ModbusSlaveTables {
  constructor(readonly unitId = 1) {
    super()
  }

  /** The answer to one whole request frame, or undefined (another unit, bad CRC: a slave stays silent). */
  answer(frame: Buffer): Buffer | undefined {
    const body = frame.subarray(0, frame.length - 2)
    if (crc16(body) !== frame.readUInt16LE(frame.length - 2) || frame[0] !== this.unitId) return undefined
    return withCrc([this.unitId, ...this.answerPdu(body.subarray(1))])
  }

  /** Serves requests arriving on a byte stream (frames may come in pieces). */
  serve(stream: Duplex): void {
    let buf = Buffer.alloc(0)
    stream.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk])
      for (let len = requestLength(buf); len !== undefined && buf.length >= len; len = requestLength(buf)) {
        const reply = this.answer(buf.subarray(0, len))
        buf = buf.subarray(len)
        if (reply) stream.write(reply)
      }
    })
    stream.on('error', () => {})
  }
}
