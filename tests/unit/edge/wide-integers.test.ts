// 64-bit integers exact end to end (issue 29; core/util/integers.ts): a number while a safe integer, else
// the decimal text, through the Sparkplug codec, Modbus's four registers, the agent's reading and writing,
// and OPC UA's Int64/UInt64 halves. 2^53 + 1 and 2^64 - 1 are the values a double would round.
import { DataValue, DataType as OpcType, StatusCodes, Variant, VariantArrayType } from 'node-opcua-client'
import { describe, expect, it } from 'vitest'
import { DataType, decodePayload, encodePayload, valueOfDatatype } from '../../../core/sparkplug/index.ts'
import { bigIntOf, exactInteger } from '../../../core/util/integers.ts'
import { checkWrite, compileVariable, planWrite, rawValue, readValue } from '../../../edge/agent/variables.ts'
import { decodeRegisters, encodeRegisters } from '../../../edge/modbus/codec.ts'
import { rawOf } from '../../../edge/opcua/io.ts'
import { type GatewayVariable, parseGatewayConfig } from '../../../schemas/edge/index.ts'

const ABOVE_2_53 = '9007199254740993'
const UINT64_MAX = '18446744073709551615'
const INT64_MIN = '-9223372036854775808'

describe('a 64-bit integer as the platform carries it', () => {
  it('is a number while a safe integer, else its exact decimal text', () => {
    expect(exactInteger(2n ** 53n - 1n)).toBe(Number.MAX_SAFE_INTEGER)
    expect(exactInteger(-5n)).toBe(-5)
    expect(exactInteger(2n ** 53n + 1n)).toBe(ABOVE_2_53)
    expect(exactInteger(2n ** 64n - 1n)).toBe(UINT64_MAX)
    expect(bigIntOf(` ${UINT64_MAX} `)).toBe(2n ** 64n - 1n)
    expect([bigIntOf('1.5'), bigIntOf(1.5), bigIntOf(2 ** 60), bigIntOf('0x10')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('goes out as a Sparkplug Int64/UInt64 from its text and comes back as a bigint', () => {
    const bytes = encodePayload({
      metrics: [
        { name: 'u', datatype: DataType.UInt64, value: UINT64_MAX },
        { name: 'i', datatype: DataType.Int64, value: INT64_MIN },
      ],
    })
    const r = decodePayload(bytes)
    expect(r.ok && r.payload.metrics.map((m) => m.value)).toEqual([2n ** 64n - 1n, -(2n ** 63n)])
    expect(() =>
      encodePayload({ metrics: [{ name: 'x', datatype: DataType.Int64, value: '1.5' }] }),
    ).toThrow()
  })

  it('is a command value of the whole 64-bit range, from a number or its text', () => {
    expect(valueOfDatatype(DataType.UInt64, UINT64_MAX)).toBe(2n ** 64n - 1n)
    expect(valueOfDatatype(DataType.Int64, ABOVE_2_53)).toBe(2n ** 53n + 1n)
    expect(valueOfDatatype(DataType.Int64, -7)).toBe(-7n)
    expect(valueOfDatatype(DataType.UInt64, -1)).toBeUndefined()
    expect(valueOfDatatype(DataType.Int64, '9223372036854775808')).toBeUndefined()
    expect(valueOfDatatype(DataType.Int64, 'abc')).toBeUndefined()
  })

  it('is read from and written to four Modbus registers exactly, in every byte order', () => {
    for (const order of ['ABCD', 'CDAB', 'BADC', 'DCBA'] as const) {
      const words = encodeRegisters(UINT64_MAX, 'uint64', order)
      expect(words).toEqual([0xffff, 0xffff, 0xffff, 0xffff])
      expect(decodeRegisters(words, 'uint64', order)).toBe(UINT64_MAX)
      expect(decodeRegisters(encodeRegisters(ABOVE_2_53, 'int64', order), 'int64', order)).toBe(ABOVE_2_53)
      expect(decodeRegisters(encodeRegisters(-2, 'int64', order), 'int64', order)).toBe(-2)
    }
    expect(encodeRegisters(ABOVE_2_53, 'int64', 'ABCD')).toEqual([0x0020, 0, 0, 1])
    expect(() => encodeRegisters(-1, 'uint64', 'ABCD')).toThrow(RangeError)
    expect(() => encodeRegisters('18446744073709551616', 'uint64', 'ABCD')).toThrow(RangeError)
  })

  it('comes out of OPC UA Int64/UInt64 nodes exactly', () => {
    const good = (dataType: OpcType, value: unknown) =>
      new DataValue({
        value: new Variant({ dataType, arrayType: VariantArrayType.Scalar, value }),
        statusCode: StatusCodes.Good,
      })
    expect(rawOf(good(OpcType.UInt64, [0xffffffff, 0xffffffff]))).toBe(UINT64_MAX)
    expect(rawOf(good(OpcType.Int64, [0x200000, 1]))).toBe(ABOVE_2_53)
    expect(rawOf(good(OpcType.Int64, [0xffffffff, 0xfffffffe]))).toBe(-2)
    expect(rawOf(good(OpcType.UInt64, [0, 42]))).toBe(42)
  })
})

const variable = (over: Partial<GatewayVariable>) => {
  const r = parseGatewayConfig({
    version: 1,
    drivers: [{ id: 'd', name: 'd', ip: '127.0.0.1' }],
    variables: [{ id: 'v', name: 'v', driverId: 'd', registerType: 'holdingRegister', address: 0, ...over }],
  })
  if (!r.ok) throw new Error(JSON.stringify(r.problems))
  const c = compileVariable(r.config.variables[0]!, '/variables/0')
  if (!c.ok) throw new Error(c.problems[0]?.message)
  return c.variable
}

describe('the agent’s 64-bit integer variables', () => {
  it('report Int64/UInt64 exactly, a formula’s result as a Double', () => {
    const counter = variable({ dataType: 'uint64' })
    expect(counter.datatype).toBe(DataType.UInt64)
    const raw = rawValue(counter.def, [0xffff, 0xffff, 0xffff, 0xffff], 0)
    expect(readValue(counter, raw!)).toBe(UINT64_MAX)
    const scaled = variable({ dataType: 'int64', readFormula: 'X/2' })
    expect(scaled.datatype).toBe(DataType.Double)
    expect(readValue(scaled, ABOVE_2_53)).toBe(2 ** 52)
    expect(readValue(variable({ dataType: 'int64', readUpper: 100 }), ABOVE_2_53)).toBeUndefined()
  })

  it('write the integer as given, checked against the limits', () => {
    const rw = variable({ dataType: 'uint64', access: 'readWrite' })
    expect(checkWrite(rw, UINT64_MAX)).toEqual({ ok: true, raw: UINT64_MAX })
    expect(planWrite(rw, UINT64_MAX)).toEqual({
      ok: true,
      kind: 'registers',
      words: [0xffff, 0xffff, 0xffff, 0xffff],
    })
    expect(planWrite(rw, 'ten')).toMatchObject({ ok: false })
    const limited = variable({ dataType: 'int64', access: 'readWrite', writeUpper: 10 })
    expect(checkWrite(limited, ABOVE_2_53)).toMatchObject({ ok: false })
  })
})
