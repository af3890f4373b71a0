// The DriverIo of each protocol (schemas/edge/config.ts DRIVER_PROTOCOLS), one folder each under edge/.
// OPC UA's is imported with the first OPC UA driver: node-opcua takes seconds to load, and an agent, the
// platform's demo site and every test that starts one should not pay that when no driver speaks it.
import { Code } from '../../core/i18n/codes.ts'
import type { CommandResult, GatewayDriver } from '../../schemas/edge/index.ts'
import { ModbusIo } from '../modbus/io.ts'
import { S7Io } from '../s7/io.ts'
import { asFault, type DriverIo, type OnRawValue } from './driver-io.ts'
import type { CompiledVariable, VariableValue } from './variables.ts'

type WriteOutcome = Omit<CommandResult, 'uuid'>

/** A DriverIo whose implementation is imported on its first call. */
class ImportedOnUse implements DriverIo {
  private io: Promise<DriverIo> | undefined

  constructor(private readonly load: () => Promise<DriverIo>) {}

  private loaded(): Promise<DriverIo> {
    this.io ??= this.load()
    return this.io
  }

  async readAll(): Promise<Map<string, VariableValue | null>> {
    return (await this.loaded()).readAll()
  }

  async readOne(cv: CompiledVariable): Promise<VariableValue | undefined> {
    return (await this.loaded()).readOne(cv)
  }

  async write(cv: CompiledVariable, value: VariableValue): Promise<void> {
    return (await this.loaded()).write(cv, value)
  }

  async subscribe(onValue: OnRawValue): Promise<boolean> {
    const io = await this.loaded()
    return (await io.subscribe?.(onValue)) ?? false
  }

  async close(): Promise<void> {
    // never used: nothing to load just to close
    if (this.io) await (await this.io).close()
  }
}

/** The io of a driver; `polled` are its cyclic, readable variables. */
export function createDriverIo(driver: GatewayDriver, polled: readonly CompiledVariable[]): DriverIo {
  switch (driver.protocol) {
    case 'opcUa':
      return new ImportedOnUse(async () => new (await import('../opcua/io.ts')).OpcUaIo(driver, polled))
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
    const { browseNodes } = await import('../opcua/browse.ts')
    return { status: 'success', code: 200, nodes: await browseNodes(driver, nodeId) }
  } catch (e) {
    const fault = asFault(e)
    return { status: 'failure', code: fault.code, msg: fault.message }
  }
}
