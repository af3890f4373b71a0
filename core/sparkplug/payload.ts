// Encode and decode Sparkplug B payloads with protobufjs (light build: no parser at run time, the
// descriptor was generated from the .proto). 64-bit integers are bigints here; the decoder never throws.
import protobuf from 'protobufjs/light.js'
import { bigIntOf } from '../util/integers.ts'
import { DataType, SIGNED_BITS, type ValueField, valueFieldOf } from './datatypes.ts'
import descriptor from './sparkplug_b.json' with { type: 'json' }

export type MetricValue = number | bigint | boolean | string | Uint8Array | null

export interface Metric {
  name?: string
  alias?: number
  /** Acquisition time, ms since epoch. */
  timestamp?: number
  datatype: number
  /** null with isNull; undefined for value kinds this codec does not model (DataSet, Template, ...). */
  value: MetricValue | undefined
  isHistorical?: boolean
  isTransient?: boolean
}

export interface Payload {
  /** Sending time, ms since epoch. */
  timestamp?: number
  seq?: number
  metrics: Metric[]
  uuid?: string
  body?: Uint8Array
}

export type DecodeResult = { ok: true; payload: Payload } | { ok: false; error: string }

const PayloadType = protobuf.Root.fromJSON(descriptor as protobuf.INamespace).lookupType(
  'org.eclipse.tahu.protobuf.Payload',
)

type LongLike = { low: number; high: number; unsigned?: boolean }
type WireMetric = Record<string, unknown>

const toUint64 = (v: unknown): bigint => {
  if (typeof v === 'bigint') return BigInt.asUintN(64, v)
  if (typeof v === 'number') return BigInt.asUintN(64, BigInt(Math.trunc(v)))
  if (typeof v === 'string') return BigInt.asUintN(64, BigInt(v))
  const l = v as LongLike
  return (BigInt(l.high >>> 0) << 32n) | BigInt(l.low >>> 0)
}

function intRange(datatype: number): [number, number] {
  const bits = SIGNED_BITS[datatype]
  if (bits) return [-(2 ** (bits - 1)), 2 ** (bits - 1) - 1]
  const ubits = datatype === DataType.UInt8 ? 8 : datatype === DataType.UInt16 ? 16 : 32
  return [0, 2 ** ubits - 1]
}

function encodeValue(field: ValueField, datatype: number, value: MetricValue): unknown {
  switch (field) {
    case 'intValue': {
      const [lo, hi] = intRange(datatype)
      if (typeof value !== 'number' || !Number.isInteger(value) || value < lo || value > hi)
        throw new RangeError(`datatype ${datatype} takes an integer in [${lo}, ${hi}], got ${String(value)}`)
      // Tahu 3.0: a negative IntN is its N-bit two's complement (Int8 -1 -> 255)
      const bits = SIGNED_BITS[datatype]
      return bits && value < 0 ? value + 2 ** bits : value
    }
    case 'longValue': {
      // a number, a bigint or an integer's decimal text (core/util/integers.ts: how 64-bit values travel)
      const big = typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : bigIntOf(value)
      if (big === undefined) throw new TypeError(`datatype ${datatype} takes an integer`)
      if (datatype === DataType.UInt64 && (big < 0n || big >= 2n ** 64n))
        throw new RangeError('UInt64 out of range')
      if (datatype === DataType.Int64 && (big < -(2n ** 63n) || big >= 2n ** 63n))
        throw new RangeError('Int64 out of range')
      return BigInt.asUintN(64, big).toString()
    }
    case 'floatValue':
    case 'doubleValue':
      if (typeof value !== 'number') throw new TypeError(`datatype ${datatype} takes a number`)
      return value
    case 'booleanValue':
      if (typeof value !== 'boolean') throw new TypeError('Boolean takes a boolean')
      return value
    case 'stringValue':
      if (typeof value !== 'string') throw new TypeError(`datatype ${datatype} takes a string`)
      return value
    case 'bytesValue':
      if (!(value instanceof Uint8Array)) throw new TypeError('Bytes takes a Uint8Array')
      return value
  }
}

function toWireMetric(m: Metric): WireMetric {
  const out: WireMetric = { datatype: m.datatype }
  if (m.name !== undefined) out.name = m.name
  if (m.alias !== undefined) out.alias = m.alias
  if (m.timestamp !== undefined) out.timestamp = m.timestamp
  if (m.isHistorical) out.isHistorical = true
  if (m.isTransient) out.isTransient = true
  if (m.value === null) out.isNull = true
  else if (m.value !== undefined) {
    const field = valueFieldOf(m.datatype)
    if (!field) throw new TypeError(`datatype ${m.datatype} is not a scalar type this codec encodes`)
    out[field] = encodeValue(field, m.datatype, m.value)
  }
  return out
}

/** Encodes a payload; throws on a value that does not fit its datatype (a caller's bug, not wire data). */
export function encodePayload(p: Payload): Uint8Array {
  const wire: Record<string, unknown> = { metrics: p.metrics.map(toWireMetric) }
  if (p.timestamp !== undefined) wire.timestamp = p.timestamp
  if (p.seq !== undefined) wire.seq = p.seq
  if (p.uuid !== undefined) wire.uuid = p.uuid
  if (p.body !== undefined) wire.body = p.body
  return PayloadType.encode(PayloadType.fromObject(wire)).finish()
}

function decodeValue(datatype: number, field: string, raw: unknown): MetricValue | undefined {
  switch (field) {
    case 'intValue': {
      const n = Number(raw) >>> 0
      const bits = SIGNED_BITS[datatype]
      return bits ? (n << (32 - bits)) >> (32 - bits) : n
    }
    case 'longValue': {
      const u = toUint64(raw)
      if (datatype === DataType.DateTime) return Number(u)
      return datatype === DataType.UInt64 ? u : BigInt.asIntN(64, u)
    }
    case 'floatValue':
    case 'doubleValue':
    case 'booleanValue':
    case 'stringValue':
      return raw as MetricValue
    case 'bytesValue':
      return new Uint8Array(raw as Uint8Array)
    default:
      return undefined
  }
}

const has = (o: object, k: string) => Object.hasOwn(o, k)
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(toUint64(v)))

function fromWireMetric(w: WireMetric): Metric {
  const datatype = has(w, 'datatype') ? Number(w.datatype) : 0
  const field = w.value as string | undefined
  const m: Metric = {
    datatype,
    value: w.isNull ? null : field ? decodeValue(datatype, field, w[field]) : undefined,
  }
  if (has(w, 'name')) m.name = w.name as string
  if (has(w, 'alias')) m.alias = num(w.alias)
  if (has(w, 'timestamp')) m.timestamp = num(w.timestamp)
  if (w.isHistorical) m.isHistorical = true
  if (w.isTransient) m.isTransient = true
  return m
}

/** Decodes a payload; malformed bytes give `{ ok: false, error }`, never an exception. */
export function decodePayload(bytes: Uint8Array): DecodeResult {
  try {
    const msg = PayloadType.decode(bytes) as unknown as Record<string, unknown>
    const payload: Payload = { metrics: ((msg.metrics as WireMetric[]) ?? []).map(fromWireMetric) }
    if (has(msg, 'timestamp')) payload.timestamp = num(msg.timestamp)
    if (has(msg, 'seq')) payload.seq = num(msg.seq)
    if (has(msg, 'uuid')) payload.uuid = msg.uuid as string
    if (has(msg, 'body')) payload.body = new Uint8Array(msg.body as Uint8Array)
    return { ok: true, payload }
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) }
  }
}
