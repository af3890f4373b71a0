// The driver settings of each protocol in the configuration document: what each needs, and how variables
// address an OPC UA node or an S7 area.
import { describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { s7Address } from '../../../edge/s7/address.ts'
import { parseGatewayConfig } from '../../../schemas/edge/index.ts'

const doc = (driver: Record<string, unknown>, variable: Record<string, unknown> = {}) => ({
  version: 1,
  drivers: [{ id: 'd', name: 'd', ...driver }],
  variables: [
    {
      id: 'v',
      name: 'v',
      driverId: 'd',
      registerType: 'holdingRegister',
      address: 0,
      dataType: 'int16',
      ...variable,
    },
  ],
})
const problems = (d: Record<string, unknown>, v?: Record<string, unknown>) => {
  const r = parseGatewayConfig(doc(d, v))
  return r.ok ? [] : r.problems.map((p) => [p.path, p.code])
}

describe('driver settings per protocol', () => {
  it('fills serial defaults (9600 8N1) and needs a port path', () => {
    const r = parseGatewayConfig(doc({ protocol: 'modbusRtu', serial: { path: '/dev/ttyS1' } }))
    expect(r.ok && r.config.drivers[0]!.serial).toEqual({
      path: '/dev/ttyS1',
      baudRate: 9600,
      dataBits: 8,
      parity: 'none',
      stopBits: 1,
    })
    expect(problems({ protocol: 'modbusRtu' })).toEqual([['/drivers/0/serial', Code.paramMissing]])
  })

  it('TCP protocols need an IP; OPC UA an endpoint and node ids', () => {
    expect(problems({ protocol: 's7' }, { s7Area: 'M' })).toEqual([['/drivers/0/ip', Code.paramMissing]])
    expect(problems({ protocol: 'modbusRtuOverTcp', ip: '10.0.0.9' })).toEqual([])
    expect(problems({ protocol: 'opcUa' }, { nodeId: 'ns=1;s=X' })).toEqual([
      ['/drivers/0/opcUa', Code.paramMissing],
    ])
    const opc = { protocol: 'opcUa', opcUa: { endpoint: 'opc.tcp://plc:4840' } }
    expect(problems(opc)).toEqual([['/variables/0/nodeId', Code.paramInvalid]])
    const r = parseGatewayConfig(doc(opc, { nodeId: 'ns=1;s=X' }))
    expect(r.ok && r.config.drivers[0]!.opcUa).toMatchObject({
      securityPolicy: 'None',
      messageMode: 'None',
      auth: 'anonymous',
    })
  })

  it('S7 variables name an area, a data block for DB, and bits 0-7', () => {
    const s7 = { protocol: 's7', ip: '10.0.0.5', port: 102 }
    expect(problems(s7)).toEqual([['/variables/0/s7Area', Code.paramInvalid]])
    expect(problems(s7, { s7Area: 'DB' })).toEqual([['/variables/0/dbNumber', Code.paramInvalid]])
    expect(problems(s7, { s7Area: 'M', dataType: 'bit', bitAddress: 9 })).toEqual([
      ['/variables/0/bitAddress', Code.paramInvalid],
    ])
  })

  it('maps variables to nodes7 addresses', () => {
    const v = (over: Record<string, unknown>) =>
      s7Address({
        id: 'v',
        name: 'v',
        driverId: 'd',
        registerType: 'holdingRegister',
        address: 4,
        dataType: 'int16',
        ...over,
      } as never)
    expect(v({ s7Area: 'DB', dbNumber: 3 })).toBe('DB3,INT4')
    expect(v({ s7Area: 'DB', dbNumber: 3, dataType: 'bit', bitAddress: 2 })).toBe('DB3,X4.2')
    expect(v({ s7Area: 'M', dataType: 'float32' })).toBe('MR4')
    expect(v({ s7Area: 'I', dataType: 'uint16' })).toBe('IW4')
    expect(v({ s7Area: 'Q', dataType: 'bit', bitAddress: 7 })).toBe('Q4.7')
    expect(v({ s7Area: 'M', dataType: 'float64' })).toBeUndefined()
  })
})
