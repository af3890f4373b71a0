// Sparkplug B 3.0 metric data types (the indexes listed in sparkplug_b.proto) and how each one is carried
// in the Metric `value` oneof. Signed integers travel as two's complement in the unsigned fields.
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
