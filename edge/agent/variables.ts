// What the agent does with one variable: its Sparkplug datatype, reading (decode, read formula, read
// limits; decimal places are for display only, the value goes up exactly as read), writing (write
// limits, write formula, encode) and the dead zone of reporting. A text variable's value is the text the
// device gave, as it is: no formula, limits or dead zone apply, and Modbus registers hold none. A 64-bit
// integer variable's value is exact (core/util/integers.ts: a number while a safe integer, else its
// decimal text) unless a formula computes with it: then it is a Double like any formula's result.

import { evaluate, parseFormula } from '../../core/formula/index.ts'
import { Code } from '../../core/i18n/codes.ts'
import { DataType } from '../../core/sparkplug/index.ts'
import { bigIntOf } from '../../core/util/integers.ts'
import type {
  ConfigProblem,
  GatewayVariable,
  RegisterDataType,
  VariableDataType,
} from '../../schemas/edge/index.ts'
import { REGISTER_COUNT } from '../../schemas/edge/index.ts'
import { decodeRegisters, encodeRegisters, readBit } from '../modbus/codec.ts'

export type VariableValue = number | boolean | string

export interface CompiledVariable {
  def: GatewayVariable
  /**
   * Sparkplug datatype: Boolean for bits, String for texts, Double when a read formula may make fractions,
   * else the raw type.
   */
  datatype: number
  applyRead(x: number): number
  applyWrite(x: number): number
}

/** Each variable data type by its name in Sparkplug's and OPC UA's DataType enumerations (the same names). */
export const TYPE_NAMES = {
  bit: 'Boolean',
  int16: 'Int16',
  uint16: 'UInt16',
  int32: 'Int32',
  uint32: 'UInt32',
  float32: 'Float',
  float64: 'Double',
  int64: 'Int64',
  uint64: 'UInt64',
  text: 'String',
} as const satisfies Record<VariableDataType, string>

/** The values of an enumeration holding those names, by variable data type. */
export const typesIn = <E extends Record<(typeof TYPE_NAMES)[VariableDataType], number>>(
  enumeration: E,
): Record<VariableDataType, number> =>
  Object.fromEntries(Object.entries(TYPE_NAMES).map(([t, name]) => [t, enumeration[name]])) as Record<
    VariableDataType,
    number
  >

const RAW_TYPES = typesIn(DataType)

type FormulaFn = { ok: true; fn: (x: number) => number } | { ok: false; message: string }

function compileFormula(src: string): FormulaFn {
  if (src.trim() === '') return { ok: true, fn: (x) => x }
  const parsed = parseFormula(src)
  if (!parsed.ok) return { ok: false, message: parsed.error.message }
  return { ok: true, fn: (X) => evaluate(parsed.ast, { X }) }
}

export function compileVariable(
  def: GatewayVariable,
  path: string,
): { ok: true; variable: CompiledVariable } | { ok: false; problems: ConfigProblem[] } {
  const read = compileFormula(def.readFormula)
  const write = compileFormula(def.writeFormula)
  const problems: ConfigProblem[] = []
  if (!read.ok)
    problems.push({ path: `${path}/readFormula`, code: Code.writeFormulaError, message: read.message })
  if (!write.ok)
    problems.push({ path: `${path}/writeFormula`, code: Code.writeFormulaError, message: write.message })
  if (!read.ok || !write.ok) return { ok: false, problems }
  const formulaMakesDouble =
    def.dataType !== 'bit' && def.dataType !== 'text' && def.readFormula.trim() !== ''
  const datatype = formulaMakesDouble ? DataType.Double : RAW_TYPES[def.dataType]
  return { ok: true, variable: { def, datatype, applyRead: read.fn, applyWrite: write.fn } }
}

const is64 = (v: GatewayVariable) => v.dataType === 'int64' || v.dataType === 'uint64'

const isBitTable = (v: GatewayVariable) => v.registerType === 'coil' || v.registerType === 'discreteInput'

/** Whether a variable's value lies in Modbus registers or S7 memory: every data type but text. */
const inRegisters = (v: GatewayVariable): v is GatewayVariable & { dataType: RegisterDataType } =>
  v.dataType !== 'text'

/** The raw value of a variable out of a block read from `start` (null: a text, which no register holds). */
export function rawValue(
  v: GatewayVariable,
  block: readonly (number | boolean)[],
  start: number,
): VariableValue | null {
  const at = v.address - start
  if (!inRegisters(v)) return null
  if (isBitTable(v)) return Boolean(block[at])
  if (v.dataType === 'bit') return readBit(Number(block[at]), v.bitAddress ?? 0)
  return decodeRegisters(
    block.slice(at, at + REGISTER_COUNT[v.dataType]) as number[],
    v.dataType,
    v.byteOrder,
  )
}

/**
 * The value to report, or undefined when the reading lies outside the read limits (implausible, dropped).
 * A formula that fails or gives no finite number gives 0 (platform spec §5).
 */
export function readValue(cv: CompiledVariable, raw: VariableValue): VariableValue | undefined {
  if (cv.def.dataType === 'text') return String(raw)
  if (typeof raw === 'boolean') return raw
  if (typeof raw === 'string' && (!is64(cv.def) || bigIntOf(raw) === undefined)) return undefined
  // a 64-bit integer without a read formula goes up as read (limits compared as the nearest double)
  const exact = is64(cv.def) && cv.datatype !== DataType.Double
  let x: number
  try {
    x = exact ? Number(raw) : cv.applyRead(Number(raw))
  } catch {
    x = 0
  }
  if (!Number.isFinite(x)) x = 0
  const { readLower, readUpper } = cv.def
  if ((readLower !== undefined && x < readLower) || (readUpper !== undefined && x > readUpper))
    return undefined
  return exact ? raw : x
}

export type WritePlan =
  | { ok: true; kind: 'coil'; on: boolean }
  | { ok: true; kind: 'bitInRegister'; bit: number; on: boolean }
  | { ok: true; kind: 'registers'; words: number[] }
  | { ok: false; code: number; msg: string }

const refuse = (code: number, msg: string) => ({ ok: false, code, msg }) as const

export type WriteCheck = { ok: true; raw: number | string } | { ok: false; code: number; msg: string }

/** A 64-bit integer to write exactly (no write formula): its number or decimal text, as given. */
function exact64(cv: CompiledVariable, value: VariableValue): number | string | undefined {
  if (!is64(cv.def) || cv.def.writeFormula.trim() !== '' || typeof value === 'boolean') return undefined
  return bigIntOf(value) === undefined ? undefined : value
}

/**
 * The checks of a value to write for any protocol (access, bit 0/1, write limits, formula): the raw number,
 * for a text variable the text as it is, for a 64-bit integer without a write formula the integer exactly
 * (a number or its decimal text).
 */
export function checkWrite(cv: CompiledVariable, value: VariableValue): WriteCheck {
  const v = cv.def
  if (v.access === 'readOnly') return refuse(Code.writeReadOnly, `${v.name} is read-only`)
  if (v.dataType === 'text') return { ok: true, raw: String(value) }
  const whole = exact64(cv, value)
  const x = typeof value === 'boolean' ? Number(value) : whole === undefined ? value : Number(whole)
  if (typeof x === 'string' || !Number.isFinite(x)) return refuse(Code.paramType, 'value is not a number')
  if (v.dataType === 'bit')
    return x === 0 || x === 1
      ? { ok: true, raw: x }
      : refuse(Code.writeOutOfRange, 'a bit accepts only 0 or 1')
  if ((v.writeLower !== undefined && x < v.writeLower) || (v.writeUpper !== undefined && x > v.writeUpper))
    return refuse(Code.writeOutOfRange, `${x} is outside [${v.writeLower ?? '-∞'}, ${v.writeUpper ?? '∞'}]`)
  if (whole !== undefined) return { ok: true, raw: whole }
  let raw: number
  try {
    raw = cv.applyWrite(x)
  } catch (e) {
    return refuse(Code.writeFormulaError, e instanceof Error ? e.message : String(e))
  }
  if (!Number.isFinite(raw)) return refuse(Code.writeFormulaError, 'write formula gives no finite number')
  return { ok: true, raw }
}

/** Checks a value to write against the variable's settings and turns it into Modbus registers or bits. */
export function planWrite(cv: CompiledVariable, value: VariableValue): WritePlan {
  const v = cv.def
  if (v.registerType === 'discreteInput' || v.registerType === 'inputRegister')
    return refuse(Code.writeReadOnly, `${v.name} is read-only`)
  if (!inRegisters(v)) return refuse(Code.paramType, `${v.name}: Modbus registers hold no text`)
  const checked = checkWrite(cv, value)
  if (!checked.ok) return checked
  if (typeof checked.raw === 'string' && !is64(v)) return refuse(Code.paramType, 'value is not a number')
  if (v.dataType === 'bit')
    return v.registerType === 'coil'
      ? { ok: true, kind: 'coil', on: checked.raw === 1 }
      : { ok: true, kind: 'bitInRegister', bit: v.bitAddress ?? 0, on: checked.raw === 1 }
  try {
    return { ok: true, kind: 'registers', words: encodeRegisters(checked.raw, v.dataType, v.byteOrder) }
  } catch (e) {
    return refuse(Code.writeOutOfRange, (e as Error).message)
  }
}

/** Remembers the last reported value of each variable; a new one passes when it moved beyond the dead zone. */
export class DeadZoneFilter {
  private readonly last = new Map<string, VariableValue | null>()

  passes(v: GatewayVariable, value: VariableValue | null): boolean {
    if (!this.last.has(v.id)) return true
    const prev = this.last.get(v.id)
    if (typeof value !== 'number' || typeof prev !== 'number') return value !== prev
    return v.deadZone > 0 ? Math.abs(value - prev) > v.deadZone : value !== prev
  }

  record(v: GatewayVariable, value: VariableValue | null): void {
    this.last.set(v.id, value)
  }
}
