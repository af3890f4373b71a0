import { describe, expect, it } from 'vitest'
import {
  confirms,
  endAfter,
  readUpperOf,
  rules,
  VALIDATION_KEYS,
  validateAll,
  valueAt,
  withinWriteLimits,
  writeUpperOf,
} from '../../../core/validation/index.ts'
import { expectReason } from './expect-reason.ts'

/** For each rule of the table, a value it must refuse and the reason it must give. */
const refused: Record<keyof typeof rules, [unknown, string]> = {
  required: ['', 'required'],
  integer: ['1.5', 'integer'],
  positiveInteger: ['0', 'positiveInteger'],
  number: ['x', 'number'],
  noConsecutiveRepeats: ['aaa', 'consecutiveRepeat'],
  commaList: ['a,,b', 'commaList'],
  idList: ['1,a', 'commaList'],
  password: ['short', 'passwordLength'],
  pagePassword: ['a b', 'noSpace'],
  sharePassword: ['ab', 'sharePassword'],
  sn: ['123', 'sn'],
  verifyCode: ['123', 'verifyCode'],
  deviceName: ['n'.repeat(26), 'maxLength'],
  remark: ['字'.repeat(21), 'maxWords'],
  reminder: ['r'.repeat(101), 'maxLength'],
  feedback: ['too short', 'minLength'],
  formula: ['X+', 'formulaSyntax'],
  mqttTopic: ['a/#/b', 'mqttTopic'],
  variableName: ['1x', 'variableName'],
  bitValue: ['2', 'bitValue'],
  phone: ['123', 'phone'],
  email: ['a@', 'email'],
  loginname: ['a b', 'loginname'],
  ip: ['1.2.3.4.5', 'ip'],
  ipv4: ['::1', 'ip'],
  url: ['example.com', 'url'],
  mappings: [[{ value: 1, text: ' ' }], 'mappingBlankText'],
}

describe('rules table', () => {
  it.each(Object.entries(refused))('%s refuses %j', (name, [value, reason]) =>
    expectReason(rules[name as keyof typeof rules](value), reason),
  )

  it('every reason named above is a declared key', () => {
    for (const [, reason] of Object.values(refused)) expect(VALIDATION_KEYS).toContain(reason)
  })
})

describe('valueAt', () => {
  it.each([
    ['a', 1],
    ['b.c', 2],
    ['b.x', undefined],
    ['a.c', undefined],
    ['z.y', undefined],
  ])('%s -> %j', (path, value) => expect(valueAt({ a: 1, b: { c: 2 } }, path)).toBe(value))
})

describe('validateAll', () => {
  const ruleMap = {
    username: rules.required,
    password: [rules.required, rules.password],
    confirm: confirms('password'),
    'gateway.sn': [rules.required, rules.sn],
    writeHigh: writeUpperOf('writeLow'),
    readHigh: readUpperOf('readLow'),
    value: withinWriteLimits('writeLow', 'writeHigh'),
    endTime: endAfter('startTime', { maxDays: 30 }),
  }
  const valid = {
    username: 'operator',
    password: 'Abcd1234',
    confirm: 'Abcd1234',
    gateway: { sn: '123456789012' },
    writeLow: '0',
    writeHigh: '100',
    readLow: 0,
    readHigh: 50,
    value: '42',
    startTime: '2024-01-01T00:00:00Z',
    endTime: '2024-01-02T00:00:00Z',
  }

  it('gives null for a valid body', () => expect(validateAll(valid, ruleMap)).toBeNull())

  it.each([
    [{ username: '' }, { username: 'required' }],
    [{ password: '' }, { password: 'required', confirm: 'passwordMismatch' }],
    [{ confirm: 'Abcd12345' }, { confirm: 'passwordMismatch' }],
    [{ gateway: {} }, { 'gateway.sn': 'required' }],
    [{ gateway: { sn: '12' } }, { 'gateway.sn': 'sn' }],
    [{ writeHigh: '-1' }, { writeHigh: 'writeLimitOrder', value: 'writeOutOfBounds' }],
    [{ readHigh: 0 }, { readHigh: 'readLimitOrder' }],
    [{ value: '101' }, { value: 'writeOutOfBounds' }],
    [{ endTime: '2024-03-01T00:00:00Z' }, { endTime: 'spanTooLong' }],
    [{ startTime: '' }, { endTime: 'startRequired' }],
  ])('%j -> %j', (change, expected) => {
    const failures = validateAll({ ...valid, ...change }, ruleMap)
    expect(failures && Object.fromEntries(Object.entries(failures).map(([f, r]) => [f, r.key]))).toEqual(
      Object.fromEntries(Object.entries(expected).map(([f, name]) => [f, `validation.${name}`])),
    )
  })

  it('stops at the first failing rule of a field', () => {
    expect(validateAll({ password: '' }, { password: [rules.required, rules.password] })).toEqual({
      password: { key: 'validation.required' },
    })
  })
})
