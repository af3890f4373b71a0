// Siemens S7 end to end (nodes7 over ISO-on-TCP) against s7-server.ts, a PLC the test implements from
// the public S7 protocol description (no maintained S7 server runs on Node without a native build): the
// DB, M, I and Q areas with the variable screen's data types, read, written and read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { driverRunner } from './driver-setup.ts'
import { AREA, S7Plc } from './s7-server.ts'

const plc = new S7Plc()
let port = 0
beforeAll(async () => {
  port = await plc.listen()
})
const stops: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const stop of stops) await stop()
  await plc.close()
})

const VARIABLES = [
  { s7Area: 'DB', dbNumber: 5, address: 0, dataType: 'int16' },
  { s7Area: 'DB', dbNumber: 5, address: 2, dataType: 'float32' },
  { s7Area: 'DB', dbNumber: 5, address: 6, dataType: 'bit', bitAddress: 3 },
  { s7Area: 'DB', dbNumber: 5, address: 8, dataType: 'float64' },
  { s7Area: 'M', address: 10, dataType: 'uint16' },
  { s7Area: 'M', address: 12, dataType: 'int32' },
  { s7Area: 'I', address: 0, dataType: 'bit', bitAddress: 1, access: 'readOnly' },
  { s7Area: 'Q', address: 4, dataType: 'uint32' },
].map((v) => ({ registerType: 'holdingRegister', ...v }))

describe('S7 driver', () => {
  it('reads DB, M, I and Q areas and writes each type back', async () => {
    const db5 = plc.area(AREA.DB, 5)
    db5.writeInt16BE(-300, 0)
    db5.writeFloatBE(1.5, 2)
    db5[6] = 0b0000_1000
    db5.writeDoubleBE(-2.25, 8)
    plc.area(AREA.M).writeUInt16BE(65000, 10)
    plc.area(AREA.M).writeInt32BE(-70000, 12)
    plc.area(AREA.I)[0] = 0b10
    plc.area(AREA.Q).writeUInt32BE(4_000_000_000, 4)
    const t = driverRunner(
      { protocol: 's7', ip: '127.0.0.1', port, slaveAddress: 1, waitTimeMs: 3000 },
      VARIABLES,
    )
    stops.push(() => t.dr.stop())
    await t.dr.pollOnce()
    expect(VARIABLES.map((_, i) => t.last(`v${i}`))).toEqual([
      -300,
      1.5,
      true,
      -2.25,
      65000,
      -70000,
      true,
      4e9,
    ])

    expect(await t.dr.write('v0', 1234)).toMatchObject({ status: 'success', value: 1234 })
    expect(db5.readInt16BE(0)).toBe(1234)
    expect(await t.dr.write('v1', -0.5)).toMatchObject({ status: 'success', value: -0.5 })
    expect(db5.readFloatBE(2)).toBe(-0.5)
    expect(await t.dr.write('v2', false)).toMatchObject({ status: 'success', value: false })
    expect(db5[6]).toBe(0)
    expect(await t.dr.write('v3', 3.25)).toMatchObject({ status: 'success', value: 3.25 })
    expect(db5.readDoubleBE(8)).toBe(3.25)
    expect(await t.dr.write('v5', -5)).toMatchObject({ status: 'success', value: -5 })
    expect(plc.area(AREA.M).readInt32BE(12)).toBe(-5)
    expect(await t.dr.write('v7', 7)).toMatchObject({ status: 'success', value: 7 })
    expect(plc.area(AREA.Q).readUInt32BE(4)).toBe(7)
    expect(await t.dr.write('v6', 0)).toMatchObject({ status: 'failure', code: Code.writeReadOnly })
    expect(plc.served.filter((f) => f === 0xf0).length).toBe(1)
  })

  it('a PLC that is not there reads as null and fails writes', async () => {
    const t = driverRunner(
      { protocol: 's7', ip: '127.0.0.1', port: 1, waitTimeMs: 500 },
      VARIABLES.slice(0, 1),
    )
    stops.push(() => t.dr.stop())
    await t.dr.pollOnce()
    expect(t.last('v0')).toBeNull()
    expect(await t.dr.write('v0', 1)).toMatchObject({ status: 'failure' })
  })
})
