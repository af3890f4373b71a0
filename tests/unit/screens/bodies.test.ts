// The bodies the management forms build are taken by the server's routes as they travel (form encoded,
// decoded, validated with the route's own schema); the bodies the screens used to send are refused.
import { describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import {
  CONFIG_KIND_NAMES,
  CONFIG_KINDS,
  type ConfigKindName,
  configBody,
  configPath,
  inputOf,
} from '../../../plugins/screens/equipment/config-kinds.ts'
import { mvarBody } from '../../../plugins/screens/projects/mvars.tsx'
import { usersEdit } from '../../../plugins/screens/projects/users.tsx'
import type { ProjectPermission } from '../../../schemas/entities/project.ts'
import { overTheWire } from './contract.tsx'

/** What a user fills in besides a new row's initial values. */
const FILLED: Record<ConfigKindName, Record<string, unknown>> = {
  driver: { name: 'plc', ip: '127.0.0.1' },
  signal: { name: 'temperature', driverId: 'd1', unit: '°C' },
  alarm: { variableId: 'v1', value: 35, pushMethods: ['message', 'sms'] },
  report: { name: 'hourly', variableIds: ['v1', 'v2'] },
  script: { name: 'start', body: 'x = 1' },
}
const owner = { equipmentId: 'e1' }
const codeOf = (f: () => unknown): number | undefined => {
  try {
    f()
    return undefined
  } catch (e) {
    return (e as { code?: number }).code
  }
}

describe('configuration forms', () => {
  it.each(CONFIG_KIND_NAMES)('%s: a new row is taken by equipment/%s/add, with its values typed', (name) => {
    const kind = CONFIG_KINDS[name]
    const values = { ...kind.initial, ...FILLED[name] }
    const received = overTheWire(configPath(name, 'add'), configBody(kind, values, { owner }) as never)
    expect(received).toMatchObject({ ...owner, ...values })
  })

  it.each(CONFIG_KIND_NAMES)(
    '%s: an edit clearing the optional fields is taken by equipment/%s/edit',
    (name) => {
      const kind = CONFIG_KINDS[name]
      const cleared = Object.fromEntries(kind.fields.map((f) => [f.key, null]))
      const body = configBody(kind, { ...cleared, ...FILLED[name] }, { id: 'r1' })
      expect(() => overTheWire(configPath(name, 'edit'), body as never)).not.toThrow()
      expect(body).not.toHaveProperty('equipmentId')
    },
  )

  it.each<[ConfigKindName, string, unknown]>([
    ['signal', 'unit', ''],
    ['signal', 'readFormula', ''],
    ['signal', 'readMin', ''],
    ['alarm', 'compareVariableId', ''],
    ['script', 'intervalS', ''],
  ])('%s: emptying %s on edit sends %j (cleared)', (name, key, sent) => {
    const body = configBody(CONFIG_KINDS[name], { [key]: null }, { id: 'r1' })
    expect(body[key]).toBe(sent)
    expect(() => overTheWire(configPath(name, 'edit'), body as never)).not.toThrow()
  })

  it.each<[ConfigKindName, string]>([
    ['signal', 'decimals'],
    ['signal', 'dataType'],
    ['alarm', 'enabled'],
  ])('%s: emptying %s on edit leaves it as it is (it cannot be blank)', (name, key) => {
    expect(configBody(CONFIG_KINDS[name], { [key]: null }, { id: 'r1' })).not.toHaveProperty(key)
  })

  it.each<[string, ConfigKindName, Record<string, unknown>, number]>([
    ['a signal of type float', 'signal', { name: 'x', dataType: 'float' }, Code.paramInvalid],
    [
      'an alarm by variable key and >',
      'alarm',
      { variableKey: 'temperature', condition: '>', value: 35 },
      Code.paramMissing,
    ],
    [
      'an alarm with the condition >',
      'alarm',
      { variableId: 'v1', condition: '>', value: 35 },
      Code.paramInvalid,
    ],
    ['a script started on "start"', 'script', { name: 's', strategy: 'start' }, Code.paramInvalid],
    [
      'an OPC UA driver whose endpoint is not opc.tcp',
      'driver',
      { name: 'plc', endpoint: 'http://plc' },
      Code.paramInvalid,
    ],
  ])('the old body of %s is refused (%i)', (_, name, body, code) => {
    expect(codeOf(() => overTheWire(configPath(name, 'add'), { ...owner, ...body } as never))).toBe(code)
  })

  it.each<[string, string, string, unknown]>([
    [
      'signal',
      'dataType',
      'select',
      ['bit', 'int16', 'uint16', 'int32', 'uint32', 'float32', 'float64', 'int64', 'uint64', 'text'],
    ],
    // its options are the driver's protocol's register types (protocols as data: protocol-options.ts)
    ['signal', 'registerType', 'text', undefined],
    ['alarm', 'condition', 'select', ['gt', 'ge', 'lt', 'le', 'eq', 'ne']],
    ['script', 'strategy', 'select', ['onStart', 'periodic', 'onCondition', 'onDataChange']],
    ['alarm', 'pushMethods', 'select', ['message', 'sms', 'phone', 'voice', 'wechat', 'app', 'email']],
    ['driver', 'tcpPort', 'number', undefined],
    ['alarm', 'enabled', 'switch', undefined],
  ])('%s.%s is entered as %s from the schema', (name, key, kind, options) => {
    const input = inputOf(CONFIG_KINDS[name as ConfigKindName].schema.properties[key]!)
    expect(input.kind).toBe(kind)
    if (options) expect(input).toMatchObject({ options })
  })
})

describe('memory variables', () => {
  it.each([
    ['sum of two signals', { name: 'total', calcType: 'sum' as const, signalIds: ['s1', 's2'] }],
    ['custom formula', { name: 'ratio', calcType: 'custom' as const, formula: '{e1.s1} / {e1.s2}' }],
  ])('%s is taken by project/mvar/add', (_, form) => {
    const received = overTheWire('project/mvar/add', mvarBody('p1', form)) as Record<string, unknown>
    expect(received).toMatchObject({ projectId: 'p1', name: form.name, calcType: form.calcType })
  })

  it('the old body (kind instead of calcType) is refused (10003)', () => {
    const old = { projectId: 'p1', name: 'total', kind: 'sum', formula: '' }
    expect(codeOf(() => overTheWire('project/mvar/add', old))).toBe(Code.paramMissing)
  })
})

describe('project users', () => {
  const permission: ProjectPermission = {
    id: 'pm1',
    projectId: 'p1',
    title: 'operators',
    actions: ['query'],
    pageIds: [],
    users: [{ accountId: 'a1', loginname: 'ann' }],
  }
  it.each<[string, Parameters<typeof usersEdit>[1], string[] | string]>([
    ['adding a user', { add: 'a2' }, ['a1', 'a2']],
    ['adding a user already holding it', { add: 'a1' }, ['a1']],
    ['removing the last user', { remove: 'a1' }, []],
  ])('%s sends the accounts that keep it as accountIds', (_, change, accountIds) => {
    const received = overTheWire('project/pmsn/edit', usersEdit(permission, change)) as Record<
      string,
      unknown
    >
    expect(received).toEqual({ id: 'pm1', accountIds })
  })
})
