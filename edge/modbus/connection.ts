// One Modbus master connection per driver (modbus-serial): Modbus TCP, Modbus RTU on a serial port with the
// driver's serial parameters, or RTU frames over a TCP socket (serial servers). Requests go one at a time;
// failures map to the catalogue: no answer in the wait time -> 99902, anything else (refused, exception, closed) -> 99901.
import ModbusRTU from 'modbus-serial'
import { Code } from '../../core/i18n/codes.ts'
import type { ModbusTcpDriver, RegisterType } from '../../schemas/edge/index.ts'

export class ModbusFault extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const toFault = (e: unknown): ModbusFault => {
  if (e instanceof ModbusFault) return e
  const err = e as { errno?: string; message?: string; modbusCode?: number }
  if (err?.errno === 'ETIMEDOUT') return new ModbusFault(Code.rwTimeout, 'slave did not answer in time')
  const what = err?.modbusCode ? `slave exception ${err.modbusCode}` : (err?.message ?? String(e))
  return new ModbusFault(Code.slaveComm, what)
}

const target = (d: ModbusTcpDriver) => (d.protocol === 'modbusRtu' ? d.serial?.path : `${d.ip}:${d.port}`)

function connect(client: ModbusRTU, d: ModbusTcpDriver): Promise<void> {
  // RTU frames with their CRC on a raw socket (modbus-serial's "telnet" port; its TcpRTUBuffered sends MBAP)
  if (d.protocol === 'modbusRtuOverTcp') return client.connectTelnet(d.ip, { port: d.port })
  if (d.protocol !== 'modbusRtu') return client.connectTCP(d.ip, { port: d.port })
  if (!d.serial) return Promise.reject(new ModbusFault(Code.slaveComm, 'no serial parameters'))
  const { path, baudRate, dataBits, parity, stopBits } = d.serial
  return client.connectRTUBuffered(path, {
    baudRate,
    dataBits,
    parity,
    stopBits,
  })
}

export class ModbusConnection {
  private client: ModbusRTU | undefined
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly driver: ModbusTcpDriver) {}

  /** Runs one request after the previous ones, opening the connection first when needed. */
  private run<T>(request: (c: ModbusRTU) => Promise<T>): Promise<T> {
    const next = this.queue.then(async () => {
      try {
        return await request(await this.open())
      } catch (e) {
        const fault = toFault(e)
        if (fault.code === Code.slaveComm && !(e as { modbusCode?: number }).modbusCode) this.drop()
        throw fault
      }
    })
    this.queue = next.catch(() => undefined)
    return next
  }

  private async open(): Promise<ModbusRTU> {
    if (this.client?.isOpen) return this.client
    this.drop()
    const client = new ModbusRTU()
    this.client = client
    const { waitTimeMs, slaveAddress } = this.driver
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        connect(client, this.driver),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new ModbusFault(Code.rwTimeout, `no connection to ${target(this.driver)}`)),
            waitTimeMs,
          )
        }),
      ])
    } catch (e) {
      this.drop()
      throw e
    } finally {
      clearTimeout(timer)
    }
    client.setID(slaveAddress)
    client.setTimeout(waitTimeMs)
    return client
  }

  /** Registers (words) or bits of a table, `length` items from `start`. */
  read(table: RegisterType, start: number, length: number): Promise<number[] | boolean[]> {
    return this.run(async (c) => {
      switch (table) {
        case 'coil':
          return (await c.readCoils(start, length)).data.slice(0, length)
        case 'discreteInput':
          return (await c.readDiscreteInputs(start, length)).data.slice(0, length)
        case 'holdingRegister':
          return (await c.readHoldingRegisters(start, length)).data
        case 'inputRegister':
          return (await c.readInputRegisters(start, length)).data
      }
    })
  }

  writeRegisters(start: number, words: number[]): Promise<void> {
    return this.run(async (c) => {
      if (words.length === 1) await c.writeRegister(start, words[0]!)
      else await c.writeRegisters(start, words)
    })
  }

  writeCoil(address: number, on: boolean): Promise<void> {
    return this.run(async (c) => {
      await c.writeCoil(address, on)
    })
  }

  private drop(): void {
    const c = this.client
    this.client = undefined
    if (c) c.destroy(() => undefined)
  }

  close(): Promise<void> {
    return this.queue.then(() => this.drop())
  }
}
