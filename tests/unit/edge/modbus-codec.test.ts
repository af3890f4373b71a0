import { describe, expect, it } from 'vitest'
import {
  bytesToRegisters,
  decodeRegisters,
  encodeRegisters,
  readBit,
  registersToBytes,
  writeBit,
} from '../../../edge/modbus/codec.ts'
import type { ByteOrder, RegisterDataType } from '../../../schemas/edge/index.ts'

type Numeric = Exclude<RegisterDataType, 'bit'>

// value, data type, order, registers as they travel on the wire
const table: [number, Numeric, ByteOrder, number[]][] = [
  [0x1234, 'uint16', 'ABCD', [0x1234]],
  [0x1234, 'uint16', 'CDAB', [0x1234]],
  [0x1234, 'uint16', 'BADC', [0x3412]],
  [0x1234, 'uint16', 'DCBA', [0x3412]],
  [-2, 'int16', 'ABCD', [0xfffe]],
  [-2, 'int16', 'BADC', [0xfeff]],
  [-32768, 'int16', 'ABCD', [0x8000]],
  [65535, 'uint16', 'ABCD', [0xffff]],
  [0x12345678, 'uint32', 'ABCD', [0x1234, 0x5678]],
  [0x12345678, 'uint32', 'CDAB', [0x5678, 0x1234]],
  [0x12345678, 'uint32', 'BADC', [0x3412, 0x7856]],
  [0x12345678, 'uint32', 'DCBA', [0x7856, 0x3412]],
  [-2, 'int32', 'ABCD', [0xffff, 0xfffe]],
  [-2, 'int32', 'CDAB', [0xfffe, 0xffff]],
  [-2, 'int32', 'BADC', [0xffff, 0xfeff]],
  [-2, 'int32', 'DCBA', [0xfeff, 0xffff]],
  [4294967295, 'uint32', 'ABCD', [0xffff, 0xffff]],
  // 1.5f = 0x3FC00000
  [1.5, 'float32', 'ABCD', [0x3fc0, 0x0000]],
  [1.5, 'float32', 'CDAB', [0x0000, 0x3fc0]],
  [1.5, 'float32', 'BADC', [0xc03f, 0x0000]],
  [1.5, 'float32', 'DCBA', [0x0000, 0xc03f]],
  // -12.25f = 0xC1440000
  [-12.25, 'float32', 'ABCD', [0xc144, 0x0000]],
  // 1.5 (double) = 0x3FF8000000000000; 0x0102030405060708 pattern through a float64 with known bits
  [1.5, 'float64', 'ABCD', [0x3ff8, 0, 0, 0]],
  [1.5, 'float64', 'CDAB', [0, 0, 0, 0x3ff8]],
  [1.5, 'float64', 'BADC', [0xf83f, 0, 0, 0]],
  [1.5, 'float64', 'DCBA', [0, 0, 0, 0xf83f]],
  // 2^-1022 * 1.0000000000000002 has bits 0x0010000000000001
  [2 ** -1022 * (1 + 2 ** -52), 'float64', 'ABCD', [0x0010, 0, 0, 0x0001]],
  [2 ** -1022 * (1 + 2 ** -52), 'float64', 'CDAB', [0x0001, 0, 0, 0x0010]],
  [2 ** -1022 * (1 + 2 ** -52), 'float64', 'BADC', [0x1000, 0, 0, 0x0100]],
  [2 ** -1022 * (1 + 2 ** -52), 'float64', 'DCBA', [0x0100, 0, 0, 0x1000]],
]

describe('modbus register codec', () => {
  it.each(table)('%d as %s %s is %j', (value, dataType, order, words) => {
    expect(encodeRegisters(value, dataType, order)).toEqual(words)
    expect(decodeRegisters(words, dataType, order)).toBe(value)
  })

  it.each([
    [32768, 'int16'],
    [-32769, 'int16'],
    [-1, 'uint16'],
    [65536, 'uint16'],
    [2 ** 31, 'int32'],
    [-1, 'uint32'],
    [2 ** 32, 'uint32'],
    [1e39, 'float32'],
    [Number.NaN, 'float64'],
    [Number.POSITIVE_INFINITY, 'int16'],
  ] as [number, Numeric][])('%d does not fit %s', (value, dataType) => {
    expect(() => encodeRegisters(value, dataType, 'ABCD')).toThrow(RangeError)
  })

  it('rounds integers to the nearest whole number', () => {
    expect(encodeRegisters(12.6, 'int16', 'ABCD')).toEqual([13])
  })

  it('refuses the wrong number of registers', () => {
    expect(() => decodeRegisters([1], 'float32', 'ABCD')).toThrow(RangeError)
  })

  it.each(['ABCD', 'CDAB', 'BADC', 'DCBA'] as ByteOrder[])(
    'bytes and registers are inverse in %s',
    (order) => {
      const words = [0x0102, 0x0304, 0x0506, 0x0708]
      expect(bytesToRegisters(registersToBytes(words, order), order)).toEqual(words)
    },
  )

  it('reads and writes single bits inside a register', () => {
    expect(readBit(0b1010, 1)).toBe(true)
    expect(readBit(0b1010, 0)).toBe(false)
    expect(readBit(0x8000, 15)).toBe(true)
    expect(writeBit(0, 15, true)).toBe(0x8000)
    expect(writeBit(0xffff, 0, false)).toBe(0xfffe)
    expect(writeBit(0b100, 2, true)).toBe(0b100)
  })
})
