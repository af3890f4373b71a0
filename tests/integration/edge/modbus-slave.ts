// The data model and function codes of a Modbus slave written for the tests from the Modbus specification
// (Modbus Application Protocol V1.1b3), not from the project's codec: a PDU is a function code and its
// data; it serves coils and holding registers (functions 1, 3, 5, 6, 15, 16) from plain arrays and answers
// exception 2 outside them, 1 for any other function. The framings carry it: RTU (rtu-slave.ts) and TCP
// (tcp-slave.ts).
export class ModbusSlaveTables {
  readonly coils: boolean[] = Array(64).fill(false)
  readonly registers: number[] = Array(64).fill(0)
  /** requests answered, in order (function codes) */
  readonly served: number[] = []
  /** holding registers written by a master (function 6 or 16), in order: [address, value] */
  readonly writes: [number, number][] = []

  /** The response PDU to a request PDU (function code, then its data). */
  answerPdu(pdu: Buffer): Buffer {
    const fn = pdu[0]!
    const start = pdu.readUInt16BE(1)
    const qty = pdu.readUInt16BE(3)
    const fail = (code: number) => Buffer.from([fn | 0x80, code])
    const inRange = (n: number, size: number) => start + n <= size
    this.served.push(fn)
    switch (fn) {
      case 1: {
        if (!inRange(qty, this.coils.length)) return fail(2)
        const bytes = Array(Math.ceil(qty / 8)).fill(0)
        for (let i = 0; i < qty; i++) if (this.coils[start + i]) bytes[i >> 3] |= 1 << (i & 7)
        return Buffer.from([fn, bytes.length, ...bytes])
      }
      case 3: {
        if (!inRange(qty, this.registers.length)) return fail(2)
        const words = this.registers.slice(start, start + qty).flatMap((w) => [w >> 8, w & 0xff])
        return Buffer.from([fn, words.length, ...words])
      }
      case 5:
        if (!inRange(1, this.coils.length)) return fail(2)
        this.coils[start] = qty === 0xff00
        return Buffer.from(pdu.subarray(0, 5))
      case 6:
        if (!inRange(1, this.registers.length)) return fail(2)
        this.registers[start] = qty
        this.writes.push([start, qty])
        return Buffer.from(pdu.subarray(0, 5))
      case 15:
        if (!inRange(qty, this.coils.length)) return fail(2)
        for (let i = 0; i < qty; i++) this.coils[start + i] = ((pdu[6 + (i >> 3)]! >> (i & 7)) & 1) === 1
        return Buffer.from(pdu.subarray(0, 5))
      case 16:
        if (!inRange(qty, this.registers.length)) return fail(2)
        for (let i = 0; i < qty; i++) {
          this.registers[start + i] = pdu.readUInt16BE(6 + i * 2)
          this.writes.push([start + i, this.registers[start + i]!])
        }
        return Buffer.from(pdu.subarray(0, 5))
      default:
        return fail(1)
    }
  }
}
