// Groups variables into few Modbus reads: variables of one table whose addresses are close enough are read
// as one block (reading a few unused registers is cheaper than another round trip).
import { type GatewayVariable, REGISTER_COUNT, type RegisterType } from '../../schemas/edge/index.ts'

export interface ReadBlock {
  registerType: RegisterType
  start: number
  length: number
  variables: GatewayVariable[]
}

export interface PlanLimits {
  /** Unused addresses allowed inside one block. */
  maxGap: number
  /** Longest block: Modbus allows 125 registers or 2000 bits per read. */
  maxRegisters: number
  maxBits: number
}

export const DEFAULT_PLAN_LIMITS: PlanLimits = { maxGap: 8, maxRegisters: 125, maxBits: 2000 }

const isBitTable = (t: RegisterType) => t === 'coil' || t === 'discreteInput'
const span = (v: GatewayVariable) => (isBitTable(v.registerType) ? 1 : REGISTER_COUNT[v.dataType])

export function planReads(
  variables: readonly GatewayVariable[],
  limits: PlanLimits = DEFAULT_PLAN_LIMITS,
): ReadBlock[] {
  const blocks: ReadBlock[] = []
  const byTable = new Map<RegisterType, GatewayVariable[]>()
  // registers hold no text: a text variable of a Modbus driver is never read
  for (const v of variables)
    if (v.dataType !== 'text') byTable.set(v.registerType, [...(byTable.get(v.registerType) ?? []), v])
  for (const [registerType, vars] of byTable) {
    const max = isBitTable(registerType) ? limits.maxBits : limits.maxRegisters
    const sorted = [...vars].sort((a, b) => a.address - b.address)
    let block: ReadBlock | undefined
    for (const v of sorted) {
      const end = v.address + span(v)
      if (block && v.address - (block.start + block.length) <= limits.maxGap && end - block.start <= max) {
        block.length = Math.max(block.length, end - block.start)
        block.variables.push(v)
      } else {
        block = { registerType, start: v.address, length: span(v), variables: [v] }
        blocks.push(block)
      }
    }
  }
  return blocks
}
