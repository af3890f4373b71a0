// Register values <-> numbers for each variable data type and byte order. The canonical (ABCD) form is
// big-endian: most significant byte first, as Modbus sends a register. For values wider than one register:
//   ABCD  registers in order, bytes in order (big-endian)
//   CDAB  registers in reverse order (word swap), bytes in order
//   BADC  registers in order, bytes swapped inside each register
//   DCBA  registers reversed and bytes swapped (little-endian)
// For one-register types the word order has no effect: ABCD = CDAB, BADC = DCBA.
// 64-bit integers come out exact: a number while a safe integer, else the decimal text (core/util/integers.ts).
import { bigIntOf, exactInteger, fits64 } from '../../core/util/integers.ts'
import { type ByteOrder, REGISTER_COUNT, type RegisterDataType } from '../../schemas/edge/index.ts'

const swapsWords = (o: ByteOrder) => o === 'CDAB' || o === 'DCBA'
const swapsBytes = (o: ByteOrder) => o === 'BADC' || o === 'DCBA'

/** Wire registers to canonical big-endian bytes. */
export function registersToBytes(words: readonly number[], order: ByteOrder): Uint8Array {
  const ordered = swapsWords(order) ? [...words].reverse() : words
  const out = new Uint8Array(ordered.length * 2)
  ordered.forEach((w, i) => {
    const hi = (w >> 8) & 0xff
    const lo = w & 0xff
    out[i * 2] = swapsBytes(order) ? lo : hi
    out[i * 2 + 1] = swapsBytes(order) ? hi : lo
  })
  return out
}

/** Canonical big-endian bytes to wire registers (the inverse of registersToBytes). */
export function bytesToRegisters(bytes: Uint8Array, order: ByteOrder): number[] {
  const words: number[] = []
  for (let i = 0; i < bytes.length; i += 2) {
    const hi = bytes[i]!
    const lo = bytes[i + 1]!
    words.push(swapsBytes(order) ? (lo << 8) | hi : (hi << 8) | lo)
  }
  return swapsWords(order) ? words.reverse() : words
}

type NumericType = Exclude<RegisterDataType, 'bit'>

const RANGES: Record<Exclude<NumericType, 'float32' | 'float64' | 'int64' | 'uint64'>, [number, number]> = {
  int16: [-32768, 32767],
  uint16: [0, 65535],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
}
const FLOAT32_MAX = 3.4028234663852886e38

/** The number held by `words` (exactly REGISTER_COUNT[dataType] registers); a 64-bit integer exactly. */
export function decodeRegisters(
  words: readonly number[],
  dataType: NumericType,
  order: ByteOrder,
): number | string {
  if (words.length !== REGISTER_COUNT[dataType])
    throw new RangeError(`${dataType} needs ${REGISTER_COUNT[dataType]} registers, got ${words.length}`)
  const view = new DataView(registersToBytes(words, order).buffer)
  switch (dataType) {
    case 'int16':
      return view.getInt16(0)
    case 'uint16':
      return view.getUint16(0)
    case 'int32':
      return view.getInt32(0)
    case 'uint32':
      return view.getUint32(0)
    case 'float32':
      return view.getFloat32(0)
    case 'float64':
      return view.getFloat64(0)
    case 'int64':
      return exactInteger(view.getBigInt64(0))
    case 'uint64':
      return exactInteger(view.getBigUint64(0))
  }
}

/**
 * The registers that hold `value` (a 64-bit integer also as its decimal text); throws RangeError when it
 * does not fit the type.
 */
export function encodeRegisters(value: number | string, dataType: NumericType, order: ByteOrder): number[] {
  const bytes = new Uint8Array(REGISTER_COUNT[dataType] * 2)
  const view = new DataView(bytes.buffer)
  if (dataType === 'int64' || dataType === 'uint64') {
    const big = bigIntOf(value)
    if (big === undefined || !fits64(big, dataType)) throw new RangeError(`${value} does not fit ${dataType}`)
    if (dataType === 'int64') view.setBigInt64(0, big)
    else view.setBigUint64(0, big)
  } else if (typeof value === 'string') throw new RangeError(`${value} is no number`)
  else if (dataType === 'float32' || dataType === 'float64') {
    if (!Number.isFinite(value) || (dataType === 'float32' && Math.abs(value) > FLOAT32_MAX))
      throw new RangeError(`${value} does not fit ${dataType}`)
    if (dataType === 'float32') view.setFloat32(0, value)
    else view.setFloat64(0, value)
  } else {
    const [lo, hi] = RANGES[dataType]
    const int = Math.round(value)
    if (!Number.isFinite(value) || int < lo || int > hi)
      throw new RangeError(`${value} does not fit ${dataType}`)
    if (dataType === 'int16') view.setInt16(0, int)
    else if (dataType === 'uint16') view.setUint16(0, int)
    else if (dataType === 'int32') view.setInt32(0, int)
    else view.setUint32(0, int)
  }
  return bytesToRegisters(bytes, order)
}

export const readBit = (word: number, bit: number): boolean => ((word >> bit) & 1) === 1

export const writeBit = (word: number, bit: number, on: boolean): number =>
  on ? (word | (1 << bit)) & 0xffff : word & ~(1 << bit) & 0xffff
