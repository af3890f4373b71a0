// The Modbus side of a driver (TCP, RTU on a serial port, RTU over TCP): cyclic variables read in grouped
// blocks, writes as registers, coils or a bit inside a holding register (read, change, write). Registers
// hold no text: a text variable of a Modbus driver is not read (plan.ts) and its writes are refused.
import type { ModbusTcpDriver } from '../../schemas/edge/index.ts'
import { DriverFault, type DriverIo } from '../agent/driver-io.ts'
import { type CompiledVariable, planWrite, rawValue, type VariableValue } from '../agent/variables.ts'
import { writeBit } from './codec.ts'
import { ModbusConnection } from './connection.ts'
import { planReads, type ReadBlock } from './plan.ts'

export class ModbusIo implements DriverIo {
  private readonly conn: ModbusConnection
  private readonly blocks: ReadBlock[]

  constructor(driver: ModbusTcpDriver, polled: readonly CompiledVariable[]) {
    this.conn = new ModbusConnection(driver)
    this.blocks = planReads(polled.map((cv) => cv.def))
  }

  async readAll(): Promise<Map<string, VariableValue | null>> {
    const out = new Map<string, VariableValue | null>()
    for (const block of this.blocks) {
      let values: (number | boolean)[] | undefined
      try {
        values = await this.conn.read(block.registerType, block.start, block.length)
      } catch {
        values = undefined
      }
      for (const v of block.variables) out.set(v.id, values ? rawValue(v, values, block.start) : null)
    }
    return out
  }

  async readOne(cv: CompiledVariable): Promise<VariableValue | undefined> {
    const [block] = planReads([cv.def])
    if (!block) return undefined
    const values = await this.conn.read(block.registerType, block.start, block.length)
    return rawValue(cv.def, values, block.start) ?? undefined
  }

  async write(cv: CompiledVariable, value: VariableValue): Promise<void> {
    const plan = planWrite(cv, value)
    if (!plan.ok) throw new DriverFault(plan.code, plan.msg)
    const { address } = cv.def
    if (plan.kind === 'coil') await this.conn.writeCoil(address, plan.on)
    else if (plan.kind === 'registers') await this.conn.writeRegisters(address, plan.words)
    else {
      const [word] = (await this.conn.read('holdingRegister', address, 1)) as number[]
      await this.conn.writeRegisters(address, [writeBit(word ?? 0, plan.bit, plan.on)])
    }
  }

  close(): Promise<void> {
    return this.conn.close()
  }
}
