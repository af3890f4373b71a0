// Modbus RTU end to end against a slave written from the Modbus specification (rtu-slave.ts): on a serial
// port through a virtual pair (Debian's socat; skipped with a message when it is absent) with the
// driver's serial parameters, and as RTU frames over TCP; and on the serial pair against a slave the
// project does not implement, modbus-serial's ServerSerial. Each reads, writes and reads back.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ServerSerial } from 'modbus-serial'
import { SerialPort } from 'serialport'
import { afterAll, describe, expect, it } from 'vitest'
import { driverRunner, type TestRunner } from './driver-setup.ts'
import { waitFor } from './helpers.ts'
import { RtuSlave } from './rtu-slave.ts'

const SOCAT = process.env.SOCAT_PATH ?? '/usr/bin/socat'
const hasSocat = existsSync(SOCAT)
if (!hasSocat)
  console.warn(`socat not found at ${SOCAT}: the Modbus RTU serial test is skipped (apt-get install socat)`)

const VARIABLES = [
  { registerType: 'holdingRegister', address: 0, dataType: 'int16' },
  { registerType: 'holdingRegister', address: 2, dataType: 'float32', byteOrder: 'CDAB' },
  { registerType: 'coil', address: 3, dataType: 'bit' },
  { registerType: 'holdingRegister', address: 5, dataType: 'bit', bitAddress: 4 },
  // two decimal places by default: for display only, the value arrives exactly
  { registerType: 'holdingRegister', address: 6, dataType: 'float64' },
  // a 64-bit integer beyond 2^53: its exact decimal text (core/util/integers.ts)
  { registerType: 'holdingRegister', address: 10, dataType: 'uint64', access: 'readWrite' },
]

/** A double of 17 significant digits, and its IEEE 754 bytes as four big-endian registers (ABCD). */
const EXACT = 1042.1234567890124
const exactWords = () => {
  const view = new DataView(new ArrayBuffer(8))
  view.setFloat64(0, EXACT)
  return [0, 2, 4, 6].map((at) => view.getUint16(at))
}

const SERIAL = { baudRate: 19200, dataBits: 8, parity: 'even', stopBits: 1 } as const

const cleanups: (() => unknown)[] = []

/** A virtual serial pair (socat): the driver opens `master`, the slave `slaveEnd`. */
async function serialPair(): Promise<{ master: string; slaveEnd: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'lfscada-rtu-'))
  const [master, slaveEnd] = [join(dir, 'master'), join(dir, 'slave')]
  const socat: ChildProcess = spawn(SOCAT, [
    `pty,raw,echo=0,link=${master}`,
    `pty,raw,echo=0,link=${slaveEnd}`,
  ])
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  cleanups.push(() => socat.kill())
  await waitFor(() => existsSync(master) && existsSync(slaveEnd), 5000, 'the socat pair')
  return { master, slaveEnd }
}
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

/** A slave's tables, as the driver's reads and writes should leave them. */
interface Tables {
  registers: number[]
  coils: boolean[]
}

async function readAndWrite(slave: Tables, t: TestRunner): Promise<void> {
  slave.registers[0] = 0xfffe // -2
  slave.registers.splice(2, 2, 0x0000, 0x4049) // 3.140625 as float32, words swapped (CDAB)
  slave.coils[3] = true
  slave.registers[5] = 0x0010
  slave.registers.splice(6, 4, ...exactWords())
  slave.registers.splice(10, 4, 0xffff, 0xffff, 0xffff, 0xffff)
  await t.dr.pollOnce()
  expect([0, 1, 2, 3, 4].map((i) => t.last(`v${i}`))).toEqual([-2, 3.140625, true, true, EXACT])
  // 2^64 - 1, which a double would make 18446744073709551616
  expect(t.last('v5')).toBe('18446744073709551615')
  expect(await t.dr.write('v5', '9007199254740993')).toMatchObject({ status: 'success' })
  expect(slave.registers.slice(10, 14)).toEqual([0x0020, 0, 0, 1])

  expect(await t.dr.write('v0', 1234)).toMatchObject({ status: 'success', value: 1234 })
  expect(slave.registers[0]).toBe(1234)
  expect(await t.dr.write('v1', -1.5)).toMatchObject({ status: 'success', value: -1.5 })
  expect(slave.registers.slice(2, 4)).toEqual([0x0000, 0xbfc0])
  expect(await t.dr.write('v2', false)).toMatchObject({ status: 'success', value: false })
  expect(slave.coils[3]).toBe(false)
  expect(await t.dr.write('v3', 0)).toMatchObject({ status: 'success', value: false })
  expect(slave.registers[5]).toBe(0)
}

describe('Modbus RTU over TCP', () => {
  it('reads and writes a slave that speaks RTU frames on a socket', async () => {
    const slave = new RtuSlave(7)
    const server: Server = createServer((socket) => slave.serve(socket))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise((resolve) => server.close(resolve)))
    const { port } = server.address() as { port: number }
    const t = driverRunner(
      { protocol: 'modbusRtuOverTcp', ip: '127.0.0.1', port, slaveAddress: 7 },
      VARIABLES,
    )
    cleanups.push(() => t.dr.stop())
    await readAndWrite(slave, t)
    expectAllFunctions(slave)
  })
})

describe('Modbus RTU on a serial port', () => {
  it.skipIf(!hasSocat)(
    'reads and writes through a virtual serial pair with the serial parameters',
    async () => {
      const { master, slaveEnd } = await serialPair()
      const port = new SerialPort({ path: slaveEnd, ...SERIAL })
      await new Promise<void>((resolve, reject) => port.once('open', resolve).once('error', reject))
      cleanups.push(() => new Promise((resolve) => port.close(resolve)))
      const slave = new RtuSlave(3)
      slave.serve(port)
      const t = driverRunner(
        { protocol: 'modbusRtu', serial: { path: master, ...SERIAL }, slaveAddress: 3 },
        VARIABLES,
      )
      cleanups.push(() => t.dr.stop())
      await readAndWrite(slave, t)
      expectAllFunctions(slave)
    },
  )

  it.skipIf(!hasSocat)('reads and writes modbus-serial’s RTU slave through the pair', async () => {
    const { master, slaveEnd } = await serialPair()
    const tables: Tables = { registers: Array(16).fill(0), coils: Array(16).fill(false) }
    const server = new ServerSerial(
      {
        getHoldingRegister: (addr: number) => tables.registers[addr] ?? 0,
        getCoil: (addr: number) => tables.coils[addr] ?? false,
        setRegister: (addr: number, value: number) => {
          tables.registers[addr] = value
        },
        setCoil: (addr: number, value: boolean) => {
          tables.coils[addr] = value
        },
      },
      { path: slaveEnd, ...SERIAL, unitID: 5 },
    )
    await new Promise((resolve) => server.once('initialized', resolve))
    cleanups.push(() => new Promise((resolve) => server.close(resolve)))
    const t = driverRunner(
      { protocol: 'modbusRtu', serial: { path: master, ...SERIAL }, slaveAddress: 5 },
      VARIABLES,
    )
    cleanups.push(() => t.dr.stop())
    await readAndWrite(tables, t)
  })
})

/** Our slave saw reads (3, 1), single and multiple register writes (6, 16) and a coil write (5). */
function expectAllFunctions(slave: RtuSlave): void {
  expect(new Set(slave.served)).toEqual(new Set([1, 3, 5, 6, 16]))
}
