// OPC UA end to end against a server started with node-opcua (opcua-server.ts): reads by subscription
// with the driver's sampling interval, polled reads, writes read back, user-password login, and a
// secure channel (Basic256Sha256, SignAndEncrypt) with X.509 certificate login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { browseDriver } from '../../../edge/agent/drivers.ts'
import { driverRunner } from './driver-setup.ts'
import { waitFor } from './helpers.ts'
import { startOpcServer, type TestOpcServer } from './opcua-server.ts'

let server: TestOpcServer
const stops: (() => Promise<void>)[] = []
beforeAll(async () => {
  server = await startOpcServer()
})
afterAll(async () => {
  for (const stop of stops) await stop()
  await server?.close()
})

const VARIABLES = [
  {
    registerType: 'holdingRegister',
    address: 0,
    nodeId: 'ns=1;s=Temperature',
    dataType: 'float64',
    access: 'readOnly',
  },
  {
    registerType: 'holdingRegister',
    address: 0,
    nodeId: 'ns=1;s=Setpoint',
    dataType: 'int16',
    writeUpper: 100,
  },
  { registerType: 'holdingRegister', address: 0, nodeId: 'ns=1;s=Running', dataType: 'bit' },
  { registerType: 'holdingRegister', address: 0, nodeId: 'ns=1;s=Label', dataType: 'text' },
]

function opcRunner(opcUa: Record<string, unknown>, over: Record<string, unknown> = {}) {
  const t = driverRunner(
    {
      protocol: 'opcUa',
      opcUa: { endpoint: server.endpoint, ...opcUa },
      minCollectTimeMs: 50,
      waitTimeMs: 4000,
      ...over,
    },
    VARIABLES,
  )
  stops.push(() => t.dr.stop())
  return t
}

describe('OPC UA driver', () => {
  it('subscribes (sampling = minimum collect time), writes and reads back, refuses a read-only node', async () => {
    const t = opcRunner({})
    t.dr.start()
    await waitFor(() => t.last('v0') === 21.5 && t.last('v1') === 40, 8000, 'first values')
    server.values.temperature = 22.25
    await waitFor(() => t.last('v0') === 22.25, 8000, 'a pushed change')
    expect(await t.dr.write('v1', 55)).toMatchObject({ status: 'success', value: 55 })
    expect(server.values.setpoint).toBe(55)
    expect(await t.dr.write('v2', true)).toMatchObject({ status: 'success', value: true })
    expect(server.values.running).toBe(true)
    expect(await t.dr.write('v1', 500)).toMatchObject({ status: 'failure', code: Code.writeOutOfRange })
    expect(await t.dr.write('v0', 1)).toMatchObject({ status: 'failure', code: Code.writeReadOnly })
  })

  it('a Double of 17 significant digits arrives exactly (decimal places are for display only)', async () => {
    const t = opcRunner({})
    server.values.temperature = 1042.1234567890124
    await t.dr.pollOnce()
    expect(t.last('v0')).toBe(1042.1234567890124)
  })

  it('reads a String node as text, exactly, and writes a text to it', async () => {
    const t = opcRunner({})
    server.values.label = '0042'
    await t.dr.pollOnce()
    expect(t.last('v3')).toBe('0042')
    expect(await t.dr.write('v3', '1e3')).toMatchObject({ status: 'success', value: '1e3' })
    expect(server.values.label).toBe('1e3')
  })

  it('logs in with user and password; a wrong password reads nothing', async () => {
    const good = opcRunner({ auth: 'userPassword', username: 'operator', password: 'secret' })
    await good.dr.pollOnce()
    expect(good.last('v1')).toBeTypeOf('number')
    const bad = opcRunner({ auth: 'userPassword', username: 'operator', password: 'wrong' })
    await bad.dr.pollOnce()
    expect(bad.last('v1')).toBeNull()
    expect(await bad.dr.write('v1', 1)).toMatchObject({ status: 'failure', code: Code.slaveComm })
  })

  it('opens a Basic256Sha256 SignAndEncrypt channel and logs in with an X.509 certificate', async () => {
    const t = opcRunner({
      securityPolicy: 'Basic256Sha256',
      messageMode: 'SignAndEncrypt',
      auth: 'certificate',
      ...server.pem,
    })
    server.values.running = false
    await t.dr.pollOnce()
    expect(t.last('v2')).toBe(false)
    expect(await t.dr.write('v2', true)).toMatchObject({ status: 'success', value: true })
  })

  it('browses the Objects folder and an object for the driver screen', async () => {
    const { dr } = opcRunner({})
    const top = await browseDriver(dr.driver)
    expect(top.nodes).toContainEqual(expect.objectContaining({ name: 'Boiler', nodeClass: 'Object' }))
    const boiler = top.nodes!.find((n) => n.name === 'Boiler')!
    const inside = await browseDriver(dr.driver, boiler.nodeId)
    expect(inside.nodes).toEqual(
      expect.arrayContaining([
        {
          nodeId: 'ns=1;s=Temperature',
          name: 'Temperature',
          nodeClass: 'Variable',
          dataType: 'float64',
          writable: false,
        },
        {
          nodeId: 'ns=1;s=Setpoint',
          name: 'Setpoint',
          nodeClass: 'Variable',
          dataType: 'int16',
          writable: true,
        },
        { nodeId: 'ns=1;s=Running', name: 'Running', nodeClass: 'Variable', dataType: 'bit', writable: true },
        { nodeId: 'ns=1;s=Label', name: 'Label', nodeClass: 'Variable', dataType: 'text', writable: true },
      ]),
    )
    expect(await browseDriver(undefined)).toMatchObject({ status: 'failure', code: Code.variableMissing })
  })
})
