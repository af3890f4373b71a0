// The protocol side of a driver, one implementation per protocol folder (edge/modbus, edge/opcua, edge/s7):
// the DriverRunner keeps the collection loop, dead zones, reports and write read-backs; a DriverIo only moves
// raw values (before the read formula, after the write formula) to and from the device.
import { Code } from '../../core/i18n/codes.ts'
import type { CompiledVariable, VariableValue } from './variables.ts'

/** A failed device request with its catalogue code (99901 slave fault, 99902 no answer in the wait time...). */
export class DriverFault extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export const asFault = (e: unknown): DriverFault =>
  e instanceof DriverFault
    ? e
    : typeof (e as { code?: unknown })?.code === 'number'
      ? new DriverFault((e as { code: number }).code, String((e as Error).message))
      : new DriverFault(Code.slaveComm, e instanceof Error ? e.message : String(e))

/** Raw values pushed by the device (OPC UA subscriptions); null = the value went bad. */
export type OnRawValue = (variableId: string, raw: VariableValue | null) => void

export interface DriverIo {
  /** One collection round over the polled variables: each one's raw value, null when its read failed. */
  readAll(): Promise<Map<string, VariableValue | null>>
  /** One variable's raw value (a write's read-back); throws a DriverFault. */
  readOne(cv: CompiledVariable): Promise<VariableValue | undefined>
  /** Checks (variables.ts checkWrite) and writes a value; throws a DriverFault with the refusal's code. */
  write(cv: CompiledVariable, value: VariableValue): Promise<void>
  /**
   * Push instead of polling where the device offers it: resolves true once values will come through
   * `onValue` (then readAll is not called), false to be polled.
   */
  subscribe?(onValue: OnRawValue): Promise<boolean>
  close(): Promise<void>
}
