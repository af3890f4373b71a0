// The Siemens S7 side of a driver (S7-300/400/1200/1500 over ISO-on-TCP, RFC 1006, with nodes7): the
// polled variables are one nodes7 item list read per round (nodes7 groups neighbouring addresses into
// few PDUs); writes one item at a time. Requests go one after another, as nodes7 takes one at a time.
import NodeS7 from 'nodes7'
import { Code } from '../../core/i18n/codes.ts'
import type { ModbusTcpDriver } from '../../schemas/edge/index.ts'
import { DriverFault, type DriverIo } from '../agent/driver-io.ts'
import { type CompiledVariable, checkWrite, type VariableValue } from '../agent/variables.ts'
import { s7Address } from './address.ts'

type Values = Record<string, unknown>

const raw = (v: unknown): VariableValue | null => (typeof v === 'number' || typeof v === 'boolean' ? v : null)

export class S7Io implements DriverIo {
  private plc: NodeS7 | undefined
  private queue: Promise<unknown> = Promise.resolve()
  private readonly addresses = new Map<string, string>()

  constructor(
    private readonly driver: ModbusTcpDriver,
    private readonly polled: readonly CompiledVariable[],
  ) {
    for (const cv of polled) {
      const address = s7Address(cv.def)
      if (address) this.addresses.set(cv.def.id, address)
    }
  }

  /** Runs one request after the previous ones, within the wait time; a failure drops the connection. */
  private run<T>(what: string, request: (plc: NodeS7) => Promise<T>): Promise<T> {
    const next = this.queue.then(async () => {
      let timer: NodeJS.Timeout | undefined
      try {
        return await Promise.race([
          (async () => request(await this.open()))(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () =>
                reject(new DriverFault(Code.rwTimeout, `${what}: no answer in ${this.driver.waitTimeMs} ms`)),
              this.driver.waitTimeMs,
            )
          }),
        ])
      } catch (e) {
        this.drop()
        throw e instanceof DriverFault
          ? e
          : new DriverFault(Code.slaveComm, String((e as Error)?.message ?? e))
      } finally {
        clearTimeout(timer)
      }
    })
    this.queue = next.catch(() => undefined)
    return next
  }

  private open(): Promise<NodeS7> {
    if (this.plc) return Promise.resolve(this.plc)
    const plc = new NodeS7({ silent: true })
    const { ip, port, slaveAddress, waitTimeMs } = this.driver
    return new Promise((resolve, reject) => {
      plc.initiateConnection(
        { host: ip, port, rack: 0, slot: slaveAddress, timeout: waitTimeMs, doNotOptimize: false },
        (err?: unknown) => {
          if (err) return reject(new DriverFault(Code.slaveComm, `S7 connection: ${String(err)}`))
          plc.setTranslationCB((tag: string) => tag)
          plc.addItems([...new Set(this.addresses.values())])
          this.plc = plc
          resolve(plc)
        },
      )
    })
  }

  private drop(): void {
    const plc = this.plc
    this.plc = undefined
    plc?.dropConnection(() => undefined)
  }

  async readAll(): Promise<Map<string, VariableValue | null>> {
    const out = new Map<string, VariableValue | null>(this.polled.map((cv) => [cv.def.id, null]))
    if (!this.addresses.size) return out
    try {
      const values = await this.run(
        'read',
        (plc) => new Promise<Values>((resolve) => plc.readAllItems((_bad: boolean, v: Values) => resolve(v))),
      )
      for (const [id, address] of this.addresses) out.set(id, raw(values[address]))
    } catch {
      // every variable stays null: the read failed
    }
    return out
  }

  async readOne(cv: CompiledVariable): Promise<VariableValue | undefined> {
    const address = s7Address(cv.def)
    if (!address) return undefined
    const values = await this.run('read', async (plc) => {
      if (!this.addresses.has(cv.def.id)) plc.addItems(address)
      return new Promise<Values>((resolve) => plc.readAllItems((_bad: boolean, v: Values) => resolve(v)))
    })
    return raw(values[address]) ?? undefined
  }

  async write(cv: CompiledVariable, value: VariableValue): Promise<void> {
    const checked = checkWrite(cv, value)
    if (!checked.ok) throw new DriverFault(checked.code, checked.msg)
    const address = s7Address(cv.def)
    if (!address)
      throw new DriverFault(Code.paramInvalid, `${cv.def.name}: no S7 address for ${cv.def.dataType}`)
    const v = cv.def.dataType === 'bit' ? checked.raw === 1 : checked.raw
    const bad = await this.run(
      'write',
      (plc) =>
        new Promise<boolean>((resolve) =>
          plc.writeItems(address, v, (anythingBad: boolean) => resolve(anythingBad)),
        ),
    )
    if (bad) throw new DriverFault(Code.slaveComm, `${cv.def.name}: the PLC refused the write`)
  }

  async close(): Promise<void> {
    await this.queue
    this.drop()
  }
}
