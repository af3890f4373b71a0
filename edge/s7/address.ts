// Variable settings -> nodes7 address strings (S7 areas DB/M/I/Q, byte offset = address, bit 0-7). S7 data is
// big-endian on the wire, so the variable's byte order does not apply.
import type { GatewayVariable, RegisterDataType } from '../../schemas/edge/index.ts'

/**
 * nodes7 type letters inside a data block (DB1,INT2) and after an area letter (MW4, IR8); nodes7 has no
 * 64-bit integers (S7-1500's LINT/ULINT).
 */
type S7Type = Exclude<RegisterDataType, 'bit' | 'int64' | 'uint64'>
const DB_TYPES: Record<S7Type, string> = {
  int16: 'INT',
  uint16: 'WORD',
  int32: 'DINT',
  uint32: 'DWORD',
  float32: 'REAL',
  float64: 'LREAL',
}
const AREA_TYPES: Record<S7Type, string | undefined> = {
  int16: 'I',
  uint16: 'W',
  int32: 'DI',
  uint32: 'D',
  float32: 'R',
  float64: 'LR',
}

/**
 * The nodes7 address of a variable, or undefined when S7 has none for it (no 64-bit float in M, no 64-bit
 * integer, no text).
 */
export function s7Address(v: GatewayVariable): string | undefined {
  if (v.dataType === 'text' || v.dataType === 'int64' || v.dataType === 'uint64') return undefined
  const area = v.s7Area ?? 'DB'
  if (area === 'DB') {
    const db = `DB${v.dbNumber ?? 1}`
    return v.dataType === 'bit'
      ? `${db},X${v.address}.${v.bitAddress ?? 0}`
      : `${db},${DB_TYPES[v.dataType]}${v.address}`
  }
  if (v.dataType === 'bit') return `${area}${v.address}.${v.bitAddress ?? 0}`
  if (area === 'M' && v.dataType === 'float64') return undefined
  return `${area}${AREA_TYPES[v.dataType]}${v.address}`
}
