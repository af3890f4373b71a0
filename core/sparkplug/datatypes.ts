// Sparkplug B 3.0 metric data types (the indexes listed in sparkplug_b.proto) and how each one is carried
// in the Metric `value` oneof. Signed integers travel as two's complement in the unsigned fields.
import { bigIntOf, fits64 } from '../util/integers.ts'

export const DataType = {
  Int8: 1,
  Int16: 2,
  Int32: 3,
  Int64: 4,
  UInt8: 5,
  UInt16: 6,
  UInt32: 7,
  UInt64: 8,
  Float: 9,
  Double: 10,
  Boolean: 11,
  String: 12,
  DateTime: 13,
  Text: 14,
  UUID: 15,
  Bytes: 17,
} as const
export type DataTypeName = keyof typeof DataType
export type DataTypeCode = (typeof DataType)[DataTypeName]

/** Field of the Metric `value` oneof that carries each scalar type. */
export type ValueField =
  | 'intValue'
  | 'longValue'
  | 'floatValue'
  | 'doubleValue'
  | 'booleanValue'
  | 'stringValue'
  | 'bytesValue'

export function valueFieldOf(datatype: number): ValueField | undefined {
  switch (datatype) {
    case DataType.Int8:
    case DataType.Int16:
    case DataType.Int32:
    case DataType.UInt8:
    case DataType.UInt16:
    case DataType.UInt32:
      return 'intValue'
    case DataType.Int64:
    case DataType.UInt64:
    case DataType.DateTime:
      return 'longValue'
    case DataType.Float:
      return 'floatValue'
    case DataType.Double:
      return 'doubleValue'
    case DataType.Boolean:
      return 'booleanValue'
    case DataType.String:
    case DataType.Text:
    case DataType.UUID:
      return 'stringValue'
    case DataType.Bytes:
      return 'bytesValue'
    default:
      return undefined
  }
}

/** Bit width of the signed integer types, whose negative values are stored as two's complement. */
export const SIGNED_BITS: Partial<Record<number, number>> = {
  [DataType.Int8]: 8,
  [DataType.Int16]: 16,
  [DataType.Int32]: 32,
}

const INTEGER_RANGE: Partial<Record<number, readonly [number, number]>> = {
  [DataType.Int8]: [-(2 ** 7), 2 ** 7 - 1],
  [DataType.Int16]: [-(2 ** 15), 2 ** 15 - 1],
  [DataType.Int32]: [-(2 ** 31), 2 ** 31 - 1],
  [DataType.UInt8]: [0, 2 ** 8 - 1],
  [DataType.UInt16]: [0, 2 ** 16 - 1],
  [DataType.UInt32]: [0, 2 ** 32 - 1],
}

/**
 * A number, boolean or text as a metric of `datatype` carries it (a command's value): booleans as 0/1 in
 * numeric types, 0/1 as booleans, integers only in integer types and within their range, 64-bit ones as
 * bigint (from a number or an integer's decimal text, the whole 64-bit range: core/util/integers.ts); a
 * text type takes a text as it is and a number in its decimal form, and a text is no number otherwise.
 * Undefined when it cannot be one.
 */
export function valueOfDatatype(
  datatype: number,
  v: number | boolean | string,
): number | bigint | boolean | string | undefined {
  if (datatype === DataType.String || datatype === DataType.Text || datatype === DataType.UUID)
    return String(v)
  if (datatype === DataType.Int64 || datatype === DataType.UInt64) {
    const big = bigIntOf(typeof v === 'boolean' ? Number(v) : v)
    return big !== undefined && fits64(big, datatype === DataType.Int64 ? 'int64' : 'uint64')
      ? big
      : undefined
  }
  if (typeof v === 'string') return undefined
  const n = typeof v === 'boolean' ? Number(v) : v
  if (datatype === DataType.Boolean) return n === 0 || n === 1 ? n === 1 : undefined
  if (datatype === DataType.Float || datatype === DataType.Double) return n
  const range = INTEGER_RANGE[datatype]
  if (!range || !Number.isInteger(n) || n < range[0] || n > range[1]) return undefined
  return n
}
