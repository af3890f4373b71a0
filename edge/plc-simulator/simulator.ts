// A Modbus TCP slave with moving values (sine, ramp, counters, random walk, blinking bits) for demos and
// tests. Driven signals are computed from the (injectable) clock at each read; writes to holding registers
// and coils are kept and read back.
import { createServer } from 'node:net'
import { ServerTCP } from 'modbus-serial'
import { REGISTER_COUNT } from '../../schemas/edge/index.ts'
import { decodeRegisters, encodeRegisters } from '../modbus/codec.ts'
import { SIM_SIGNALS, type SimSignal } from './signals.ts'

/** Addresses 0 .. SIM_SIZE-1 exist in every table; beyond, the slave answers "illegal data address". */
export const SIM_SIZE = 1000

export interface PlcSimulatorOptions {
  /** 0 or absent: a free port. */
  port?: number
  host?: string
  /** Answer only this unit id (others time out); absent: answer every unit id. */
  unitId?: number
  now?: () => number
  /** Seed of the random walk, for repeatable runs. */
  seed?: number
}

export interface PlcSimulator {
  port: number
  holdingRegisters: Uint16Array
  inputRegisters: Uint16Array
  coils: Uint8Array
  discreteInputs: Uint8Array
  /** The current value of a signal of SIM_SIGNALS, as a Modbus master would read it. */
  value(name: string): number | string | boolean
  close(): Promise<void>
}

const illegalAddress = () => Object.assign(new Error('illegal data address'), { modbusErrorCode: 0x02 })

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, host, () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export async function startPlcSimulator(opts: PlcSimulatorOptions = {}): Promise<PlcSimulator> {
  const host = opts.host ?? '127.0.0.1'
  const now = opts.now ?? Date.now
  const port = opts.port || (await freePort(host))
  const start = now()
  const holdingRegisters = new Uint16Array(SIM_SIZE)
  const inputRegisters = new Uint16Array(SIM_SIZE)
  const coils = new Uint8Array(SIM_SIZE)
  const discreteInputs = new Uint8Array(SIM_SIZE)
  const random = mulberry32(opts.seed ?? 1)
  let walk = 0
  let walkSecond = 0

  const wordsOf = (sig: SimSignal) =>
    sig.registerType === 'holdingRegister' ? holdingRegisters : inputRegisters
  const bitsOf = (sig: SimSignal) => (sig.registerType === 'coil' ? coils : discreteInputs)

  const store = (sig: SimSignal, v: number | boolean) => {
    if (sig.dataType === 'bit') bitsOf(sig)[sig.address] = v ? 1 : 0
    else wordsOf(sig).set(encodeRegisters(Number(v), sig.dataType, sig.byteOrder), sig.address)
  }
  for (const sig of SIM_SIGNALS) if (sig.initial !== undefined) store(sig, sig.initial)

  /** Brings every driven signal to the clock's time; the random walk takes one step per elapsed second. */
  const refresh = () => {
    const t = (now() - start) / 1000
    for (; walkSecond < Math.floor(t); walkSecond++)
      walk = Math.max(-1000, Math.min(1000, walk + Math.round((random() - 0.5) * 20)))
    for (const sig of SIM_SIGNALS) if (sig.value) store(sig, sig.value(t, walk))
  }

  const words = (table: Uint16Array) => (addr: number, length: number) => {
    if (addr + length > SIM_SIZE) throw illegalAddress()
    refresh()
    return [...table.subarray(addr, addr + length)]
  }
  const word = (table: Uint16Array) => (addr: number) => words(table)(addr, 1)[0]!
  const bit = (table: Uint8Array) => (addr: number) => {
    if (addr >= SIM_SIZE) throw illegalAddress()
    refresh()
    return table[addr] === 1
  }

  const server = new ServerTCP(
    {
      getHoldingRegister: word(holdingRegisters),
      getInputRegister: word(inputRegisters),
      getMultipleHoldingRegisters: words(holdingRegisters),
      getMultipleInputRegisters: words(inputRegisters),
      getCoil: bit(coils),
      getDiscreteInput: bit(discreteInputs),
      setRegister: (addr: number, value: number) => {
        if (addr >= SIM_SIZE) throw illegalAddress()
        holdingRegisters[addr] = value
      },
      setCoil: (addr: number, value: boolean) => {
        if (addr >= SIM_SIZE) throw illegalAddress()
        coils[addr] = value ? 1 : 0
      },
    },
    { host, port, unitID: opts.unitId ?? 255 },
  )
  await new Promise<void>((resolve, reject) => {
    server.on('initialized', () => resolve())
    server.on('serverError', reject)
  })

  return {
    port,
    holdingRegisters,
    inputRegisters,
    coils,
    discreteInputs,
    value(name) {
      const sig = SIM_SIGNALS.find((x) => x.name === name)
      if (!sig) throw new Error(`no simulated signal ${name}`)
      refresh()
      if (sig.dataType === 'bit') return bitsOf(sig)[sig.address] === 1
      const regs = [...wordsOf(sig).subarray(sig.address, sig.address + REGISTER_COUNT[sig.dataType])]
      return decodeRegisters(regs, sig.dataType, sig.byteOrder)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
