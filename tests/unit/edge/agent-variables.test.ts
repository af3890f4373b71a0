import { describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DataType } from '../../../core/sparkplug/index.ts'
import {
  type CompiledVariable,
  checkWrite,
  compileVariable,
  DeadZoneFilter,
  planWrite,
  rawValue,
  readValue,
} from '../../../edge/agent/variables.ts'
import { planReads } from '../../../edge/modbus/plan.ts'
import { type GatewayVariable, parseGatewayConfig } from '../../../schemas/edge/index.ts'

const variable = (over: Partial<GatewayVariable> = {}): GatewayVariable => {
  const r = parseGatewayConfig({
    version: 1,
    drivers: [{ id: 'd', name: 'd', ip: '127.0.0.1' }],
    variables: [
      {
        id: 'v',
        name: 'v',
        driverId: 'd',
        registerType: 'holdingRegister',
        address: 0,
        dataType: 'int16',
        ...over,
      },
    ],
  })
  if (!r.ok) throw new Error(JSON.stringify(r.problems))
  return r.config.variables[0]!
}
const compiled = (over: Partial<GatewayVariable> = {}): CompiledVariable => {
  const r = compileVariable(variable(over), '/variables/0')
  if (!r.ok) throw new Error(r.problems[0]?.message)
  return r.variable
}

describe('variable reading', () => {
  it.each([
    ['no formula', {}, 7, 7],
    ['scale', { readFormula: 'X/10', decimals: 1 }, 123, 12.3],
    ['offset and parentheses', { readFormula: '(X-32)*5/9', decimals: 2 }, 212, 100],
    [
      'decimals are for display only',
      { dataType: 'float64', decimals: 2 } as const,
      1.2345678901234567,
      1.2345678901234567,
    ],
    ['nor round a formula', { readFormula: 'X/3', decimals: 1 }, 10, 10 / 3],
    ['division by zero gives 0', { readFormula: 'X/0' }, 5, 0],
    ['0/0 gives 0', { readFormula: 'X/(X-X)' }, 0, 0],
  ] as [string, Partial<GatewayVariable>, number, number][])('%s', (_label, over, raw, want) => {
    expect(readValue(compiled(over), raw)).toBe(want)
  })

  it('drops readings outside the read limits', () => {
    const cv = compiled({ readLower: 0, readUpper: 100 })
    expect(readValue(cv, -1)).toBeUndefined()
    expect(readValue(cv, 101)).toBeUndefined()
    expect(readValue(cv, 100)).toBe(100)
  })

  it('reports Double when a read formula is set, else the raw type', () => {
    expect(compiled().datatype).toBe(DataType.Int16)
    expect(compiled({ dataType: 'float32' }).datatype).toBe(DataType.Float)
    expect(compiled({ readFormula: 'X*2' }).datatype).toBe(DataType.Double)
    expect(compiled({ dataType: 'bit', bitAddress: 3 }).datatype).toBe(DataType.Boolean)
  })

  it('refuses a formula that does not parse with 2004', () => {
    const r = compileVariable(variable({ writeFormula: 'X**2' }), '/variables/0')
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.problems[0]).toMatchObject({ code: Code.writeFormulaError, path: '/variables/0/writeFormula' })
  })

  it('takes values out of a block read', () => {
    expect(rawValue(variable({ address: 11, dataType: 'int32' }), [0, 0xffff, 0xfffe, 0], 10)).toBe(-2)
    expect(rawValue(variable({ address: 10, dataType: 'bit', bitAddress: 2 }), [0b100], 10)).toBe(true)
    expect(rawValue(variable({ registerType: 'coil', address: 5, dataType: 'bit' }), [false, true], 4)).toBe(
      true,
    )
  })
})

describe('variable writing', () => {
  it.each([
    ['read-only', { access: 'readOnly' }, 1, Code.writeReadOnly],
    ['an input register', { registerType: 'inputRegister' }, 1, Code.writeReadOnly],
    ['a discrete input', { registerType: 'discreteInput', dataType: 'bit' }, 1, Code.writeReadOnly],
    ['above the write limit', { writeLower: 0, writeUpper: 10 }, 11, Code.writeOutOfRange],
    ['below the write limit', { writeLower: 0, writeUpper: 10 }, -1, Code.writeOutOfRange],
    ['past the type', { dataType: 'uint16' }, 70000, Code.writeOutOfRange],
    ['a bit of 2', { registerType: 'coil', dataType: 'bit' }, 2, Code.writeOutOfRange],
    ['a formula dividing by zero', { writeFormula: 'X/0' }, 1, Code.writeFormulaError],
    ['not a number', {}, Number.NaN, Code.paramType],
  ] as [string, Partial<GatewayVariable>, number, number][])('refuses %s', (_label, over, value, code) => {
    expect(planWrite(compiled(over), value)).toMatchObject({ ok: false, code })
  })

  it.each([
    ['applies the write formula', { writeFormula: 'X*10' }, 12.3, { kind: 'registers', words: [123] }],
    [
      'encodes with the byte order',
      { dataType: 'uint32', byteOrder: 'CDAB' },
      0x10002,
      { kind: 'registers', words: [2, 1] },
    ],
    ['a coil', { registerType: 'coil', dataType: 'bit' }, true, { kind: 'coil', on: true }],
    [
      'a bit in a register',
      { dataType: 'bit', bitAddress: 5 },
      0,
      { kind: 'bitInRegister', bit: 5, on: false },
    ],
    ['within write limits', { writeLower: 0, writeUpper: 10 }, 10, { kind: 'registers', words: [10] }],
  ] as [string, Partial<GatewayVariable>, number | boolean, object][])('%s', (_label, over, value, want) => {
    expect(planWrite(compiled(over), value)).toEqual({ ok: true, ...want })
  })
})

describe('dead zone', () => {
  it('passes the first value, then only moves beyond the dead zone', () => {
    const v = variable({ deadZone: 0.5 })
    const f = new DeadZoneFilter()
    const offer = (x: number | null) => {
      const pass = f.passes(v, x)
      if (pass) f.record(v, x)
      return pass
    }
    expect([10, 10.3, 10.5, 10.6, 10.2, 11.2, null, null, 11.2].map(offer)).toEqual([
      true,
      false,
      false,
      true,
      false,
      true,
      true,
      false,
      true,
    ])
  })

  it('with no dead zone, any change passes', () => {
    const v = variable()
    const f = new DeadZoneFilter()
    f.record(v, 1)
    expect(f.passes(v, 1)).toBe(false)
    expect(f.passes(v, 1.0001)).toBe(true)
  })
})

describe('read planning', () => {
  const at = (
    id: string,
    registerType: GatewayVariable['registerType'],
    address: number,
    dataType: GatewayVariable['dataType'],
  ) => ({ ...variable({ registerType, address, dataType }), id })

  it('groups close addresses per table and splits far ones', () => {
    const blocks = planReads([
      at('a', 'holdingRegister', 0, 'float32'),
      at('b', 'holdingRegister', 4, 'int16'),
      at('c', 'holdingRegister', 100, 'float64'),
      at('d', 'inputRegister', 0, 'int16'),
      at('e', 'coil', 3, 'bit'),
      at('f', 'coil', 0, 'bit'),
    ])
    expect(blocks.map((b) => [b.registerType, b.start, b.length, b.variables.map((v) => v.id)])).toEqual([
      ['holdingRegister', 0, 5, ['a', 'b']],
      ['holdingRegister', 100, 4, ['c']],
      ['inputRegister', 0, 1, ['d']],
      ['coil', 0, 4, ['f', 'e']],
    ])
  })

  it('never reads more than 125 registers at once', () => {
    const vars = Array.from({ length: 100 }, (_, i) => at(`v${i}`, 'holdingRegister', i * 2, 'float32'))
    const blocks = planReads(vars)
    expect(Math.max(...blocks.map((b) => b.length))).toBeLessThanOrEqual(125)
    expect(blocks.flatMap((b) => b.variables).length).toBe(100)
  })
})

describe('a text variable', () => {
  const text = (over: Partial<GatewayVariable> = {}) => compiled({ dataType: 'text', ...over })

  it('goes up as a Sparkplug String, the text exactly as the device gave it', () => {
    const cv = text({ readFormula: 'X*2', readLower: 0, readUpper: 1, decimals: 2 })
    expect(cv.datatype).toBe(DataType.String)
    expect(readValue(cv, '0042')).toBe('0042')
    expect(readValue(cv, '1e3')).toBe('1e3')
    expect(readValue(cv, 7)).toBe('7')
  })

  it('a number variable given a text reads nothing', () => {
    expect(readValue(compiled({ dataType: 'float64' }), 'sensor fault')).toBeUndefined()
  })

  it('is written as its text where the driver takes one; Modbus registers hold none', () => {
    expect(checkWrite(text({ writeFormula: 'X*2', writeUpper: 1 }), '0042')).toEqual({
      ok: true,
      raw: '0042',
    })
    expect(checkWrite(text({ access: 'readOnly' }), 'x')).toMatchObject({
      ok: false,
      code: Code.writeReadOnly,
    })
    expect(checkWrite(compiled(), 'x')).toMatchObject({ ok: false, code: Code.paramType })
    expect(planWrite(text(), 'x')).toMatchObject({ ok: false, code: Code.paramType })
    expect(rawValue(text().def, [1, 2], 0)).toBeNull()
    expect(planReads([text().def])).toEqual([])
  })

  it('reports every change of its text, whatever the dead zone', () => {
    const v = variable({ dataType: 'text', deadZone: 5 })
    const f = new DeadZoneFilter()
    f.record(v, '0042')
    expect(f.passes(v, '0042')).toBe(false)
    expect(f.passes(v, '42')).toBe(true)
  })
})
