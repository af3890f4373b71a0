// The DriverIo of each protocol (schemas/edge/config.ts DRIVER_PROTOCOLS), one folder each under edge/.
import { Code } from '../../core/i18n/codes.ts'
import type { CommandResult, GatewayDriver } from '../../schemas/edge/index.ts'
import { ModbusIo } from '../modbus/io.ts'
import { browseNodes } from '../opcua/browse.ts'
import { OpcUaIo } from '../opcua/io.ts'
import { S7Io } from '../s7/io.ts'
import { asFault, type DriverIo } from './driver-io.ts'
import type { CompiledVariable } from './variables.ts'

type WriteOutcome = Omit<CommandResult, 'uuid'>

/** The io of a driver; `polled` are its cyclic, readable variables. */
export function createDriverIo(driver: GatewayDriver, polled: readonly CompiledVariable[]): DriverIo {
  switch (driver.protocol) {
    case 'opcUa':
      return new OpcUaIo(driver, polled)
    case 's7':
      return new S7Io(driver, polled)
    default:
      return new ModbusIo(driver, polled)
  }
}

/** `Command/Browse`: the children of a node of an OPC UA driver, or the failure with its code. */
export async function browseDriver(
  driver: GatewayDriver | undefined,
  nodeId?: string,
): Promise<WriteOutcome> {
  if (driver?.protocol !== 'opcUa')
    return { status: 'failure', code: Code.variableMissing, msg: 'no OPC UA driver of that id' }
  try {
    return { status: 'success', code: 200, nodes: await browseNodes(driver, nodeId) }
  } catch (e) {
    const fault = asFault(e)
    return { status: 'failure', code: fault.code, msg: fault.message }
  }
}
