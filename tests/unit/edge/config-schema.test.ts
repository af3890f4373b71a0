import { describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { emptyGatewayConfig, parseGatewayConfig } from '../../../schemas/edge/index.ts'

const driver = { id: 'plc1', name: 'PLC 1', ip: '127.0.0.1' }
const variable = {
  id: 'v1',
  name: 'temp',
  driverId: 'plc1',
  registerType: 'holdingRegister',
  address: 0,
  dataType: 'int16',
}
const doc = (over: Record<string, unknown> = {}, vars: Record<string, unknown>[] = [variable]) => ({
  version: 3,
  drivers: [driver],
  variables: vars,
  ...over,
})

describe('gateway configuration document', () => {
  it('fills the defaults of drivers and variables', () => {
    const r = parseGatewayConfig(doc())
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.config.workMode).toBe('standard')
    expect(r.config.drivers[0]).toMatchObject({
      protocol: 'modbusTcp',
      port: 502,
      slaveAddress: 1,
      waitTimeMs: 1000,
    })
    expect(r.config.variables[0]).toMatchObject({
      byteOrder: 'ABCD',
      access: 'readWrite',
      deadZone: 0,
      collectMode: 'cyclic',
    })
    expect(r.config.alarms).toEqual([])
  })

  it('the empty document is valid', () => {
    expect(parseGatewayConfig(emptyGatewayConfig()).ok).toBe(true)
  })

  it('does not change its input', () => {
    const input = doc()
    parseGatewayConfig(input)
    expect(input).not.toHaveProperty('workMode')
  })

  const bad: [string, unknown, number][] = [
    ['no version', { drivers: [] }, Code.paramInvalid],
    ['bad ip', doc({ drivers: [{ ...driver, ip: '300.1.1.1' }] }), Code.paramInvalid],
    ['port 0', doc({ drivers: [{ ...driver, port: 0 }] }), Code.paramInvalid],
    ['driver id with /', doc({ drivers: [{ ...driver, id: 'a/b' }] }), Code.paramInvalid],
    ['variable name starts with a digit', doc({}, [{ ...variable, name: '1x' }]), Code.paramInvalid],
    ['unknown data type', doc({}, [{ ...variable, dataType: 'int8' }]), Code.paramInvalid],
    ['bit address 16', doc({}, [{ ...variable, dataType: 'bit', bitAddress: 16 }]), Code.paramInvalid],
    ['unknown driver', doc({}, [{ ...variable, driverId: 'nope' }]), Code.paramInvalid],
    ['coil as int16', doc({}, [{ ...variable, registerType: 'coil' }]), Code.paramInvalid],
    [
      'bit address on a coil',
      doc({}, [{ ...variable, registerType: 'coil', dataType: 'bit', bitAddress: 1 }]),
      Code.paramInvalid,
    ],
    ['bit address on int16', doc({}, [{ ...variable, bitAddress: 1 }]), Code.paramInvalid],
    [
      'float64 past 65535',
      doc({}, [{ ...variable, dataType: 'float64', address: 65533 }]),
      Code.paramInvalid,
    ],
    ['write limits reversed', doc({}, [{ ...variable, writeLower: 10, writeUpper: 10 }]), Code.outOfRange],
    ['read limits reversed', doc({}, [{ ...variable, readLower: 5, readUpper: 1 }]), Code.outOfRange],
    ['duplicate variable id', doc({}, [variable, { ...variable, name: 'other' }]), Code.identifierExists],
    ['duplicate variable name', doc({}, [variable, { ...variable, id: 'v2' }]), Code.identifierExists],
    ['duplicate driver id', doc({ drivers: [driver, driver] }), Code.identifierExists],
    [
      '101 report variables',
      doc({ reports: [{ id: 'r', name: 'r', variableIds: Array(101).fill('v1') }] }),
      Code.paramInvalid,
    ],
  ]
  it.each(bad)('%s is refused with code %i', (_label, input, code) => {
    const r = parseGatewayConfig(input)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.problems.map((p) => p.code)).toContain(code)
  })
})
