import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  bdSeqMetric,
  DataType,
  decodePayload,
  encodePayload,
  findMetric,
  type Metric,
  Metrics,
  type MetricValue,
  rebirthCommand,
} from '../../../core/sparkplug/index.ts'
import { protoToDescriptor } from '../../../core/sparkplug/proto-descriptor.ts'

const root = new URL('../../../', import.meta.url)

describe('sparkplug descriptor', () => {
  it('the committed JSON descriptor is what the project .proto generates', () => {
    const proto = readFileSync(new URL('schemas/edge/sparkplug_b.proto', root), 'utf8')
    const committed = JSON.parse(readFileSync(new URL('core/sparkplug/sparkplug_b.json', root), 'utf8'))
    expect(protoToDescriptor(proto)).toEqual(committed)
  })

  it('the project copy of the .proto keeps its licence header', () => {
    const proto = readFileSync(new URL('schemas/edge/sparkplug_b.proto', root), 'utf8')
    expect(proto).toContain('SPDX-License-Identifier: EPL-2.0')
  })
})

const roundTrip = (metrics: Metric[]) => {
  const decoded = decodePayload(encodePayload({ timestamp: 1_700_000_000_123, seq: 7, metrics }))
  if (!decoded.ok) throw new Error(decoded.error)
  return decoded.payload
}

const cases: [string, number, MetricValue][] = [
  ['Int8 min', DataType.Int8, -128],
  ['Int8 max', DataType.Int8, 127],
  ['Int8 -1', DataType.Int8, -1],
  ['Int16 min', DataType.Int16, -32768],
  ['Int16 max', DataType.Int16, 32767],
  ['Int32 min', DataType.Int32, -2147483648],
  ['Int32 max', DataType.Int32, 2147483647],
  ['Int64 min', DataType.Int64, -(2n ** 63n)],
  ['Int64 max', DataType.Int64, 2n ** 63n - 1n],
  ['Int64 -1', DataType.Int64, -1n],
  ['UInt8 max', DataType.UInt8, 255],
  ['UInt16 max', DataType.UInt16, 65535],
  ['UInt32 max', DataType.UInt32, 4294967295],
  ['UInt64 max', DataType.UInt64, 2n ** 64n - 1n],
  ['UInt64 above 2^53', DataType.UInt64, 2n ** 53n + 1n],
  ['Float', DataType.Float, 1.5],
  ['Float negative', DataType.Float, -0.25],
  ['Double', DataType.Double, Math.PI],
  ['Double tiny', DataType.Double, -1e-300],
  ['Boolean true', DataType.Boolean, true],
  ['Boolean false', DataType.Boolean, false],
  ['String', DataType.String, '温度 °C'],
  ['String empty', DataType.String, ''],
  ['Text', DataType.Text, 'long text'],
  ['UUID', DataType.UUID, '0f8fad5b-d9cb-469f-a165-70867728950e'],
  ['DateTime', DataType.DateTime, 1_700_000_000_456],
  ['Bytes', DataType.Bytes, new Uint8Array([0, 1, 254, 255])],
  ['null Int32', DataType.Int32, null],
  ['null String', DataType.String, null],
]

describe('sparkplug payload round trip', () => {
  it.each(cases)('%s', (_label, datatype, value) => {
    const p = roundTrip([{ name: 'm', datatype, value, timestamp: 1_700_000_000_000 }])
    expect(p.metrics).toEqual([{ name: 'm', datatype, value, timestamp: 1_700_000_000_000 }])
    expect(p.seq).toBe(7)
    expect(p.timestamp).toBe(1_700_000_000_123)
  })

  it('Float keeps float32 precision', () => {
    const [m] = roundTrip([{ name: 'f', datatype: DataType.Float, value: 0.1 }]).metrics
    expect(m?.value).toBe(Math.fround(0.1))
  })

  it('keeps alias, is_historical and is_transient', () => {
    const metric: Metric = {
      alias: 42,
      datatype: DataType.Double,
      value: 2.5,
      isHistorical: true,
      isTransient: true,
    }
    expect(roundTrip([metric]).metrics).toEqual([metric])
  })

  it('encodes bdSeq as Int64 and the rebirth command as Boolean true', () => {
    const p = roundTrip([bdSeqMetric(255)])
    expect(findMetric(p, Metrics.bdSeq)).toMatchObject({ datatype: DataType.Int64, value: 255n })
    const cmd = decodePayload(encodePayload(rebirthCommand(5)))
    expect(cmd.ok && findMetric(cmd.payload, Metrics.rebirth)?.value).toBe(true)
  })

  it.each([
    [DataType.Int8, 128],
    [DataType.Int16, -32769],
    [DataType.UInt16, -1],
    [DataType.UInt32, 2 ** 32],
    [DataType.Int32, 1.5],
    [DataType.UInt64, -1n],
    [DataType.Int64, 2n ** 63n],
    [DataType.Boolean, 1],
    [DataType.String, 3],
  ] as [number, MetricValue][])('refuses datatype %i with value %s', (datatype, value) => {
    expect(() => encodePayload({ metrics: [{ name: 'x', datatype, value }] })).toThrow()
  })
})

describe('sparkplug decoder on malformed input', () => {
  const good = encodePayload({
    seq: 1,
    metrics: [{ name: 'abc', datatype: DataType.String, value: 'hello world' }],
  })
  const garbage: [string, Uint8Array][] = [
    ['truncated', good.slice(0, good.length - 3)],
    ['random bytes', new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01])],
    ['bad wire type', new Uint8Array([0x0f, 0x01])],
    ['length past end', new Uint8Array([0x12, 0x7f, 0x00])],
    ['text', new TextEncoder().encode('{"not":"protobuf"}')],
  ]
  it.each(garbage)('%s gives an error result, never an exception', (_label, bytes) => {
    const r = decodePayload(bytes)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toBeTypeOf('string')
  })

  it('an empty buffer is an empty payload', () => {
    expect(decodePayload(new Uint8Array())).toEqual({ ok: true, payload: { metrics: [] } })
  })
})

describe('sparkplug signed integer wire form', () => {
  it.each([
    [DataType.Int8, -1, 0xff],
    [DataType.Int16, -2, 0xfffe],
    [DataType.Int32, -1, 0xffffffff],
  ])('datatype %i value %i travels as the unsigned %i (Tahu 3.0)', (datatype, value, wire) => {
    const bytes = encodePayload({ metrics: [{ datatype, value }] })
    // bytes: 0x12 len 0x20 <datatype> 0x50 <int_value varint>; read the varint back as a UInt32 metric
    expect([bytes[0], bytes[2], bytes[3]]).toEqual([0x12, 0x20, datatype])
    bytes[3] = DataType.UInt32
    const r = decodePayload(bytes)
    expect(r.ok && r.payload.metrics[0]?.value).toBe(wire)
  })
})
