import { describe, it } from 'vitest'
import {
  bitValue,
  type Check,
  email,
  ip,
  ipv4,
  loginname,
  mqttTopic,
  phone,
  sn,
  url,
  variableName,
  verifyCode,
} from '../../../core/validation/index.ts'
import { expectReason } from './expect-reason.ts'

type Row = [value: unknown, reason: string | null]

const cases: Record<string, [Check, Row[]]> = {
  sn: [
    sn,
    [
      ['123456789012', null],
      [123456789012, null],
      ['12345678901', 'sn'],
      ['1234567890123', 'sn'],
      ['12345678901a', 'sn'],
      ['１２３４５６７８９０１２', 'sn'], // full-width digits are not digits here
      ['', 'sn'],
    ],
  ],
  verifyCode: [
    verifyCode,
    [
      ['012345', null],
      ['12345', 'verifyCode'],
      ['1234567', 'verifyCode'],
      ['12a456', 'verifyCode'],
    ],
  ],
  variableName: [
    variableName,
    [
      ['temp_1', null],
      ['_x', null],
      ['X', null],
      ['1temp', 'variableName'],
      ['temp-1', 'variableName'],
      ['温度', 'variableName'],
      ['', 'variableName'],
    ],
  ],
  bitValue: [
    bitValue,
    [
      ['0', null],
      ['1', null],
      [1, null],
      [' 1 ', null],
      ['2', 'bitValue'],
      ['01', 'bitValue'],
      ['', 'bitValue'],
    ],
  ],
  phone: [
    phone,
    [
      ['13800138000', null],
      ['19912345678', null],
      ['+8613800138000', null],
      ['+14155552671', null],
      ['12800138000', 'phone'],
      ['1380013800', 'phone'],
      ['138 0013 8000', 'phone'],
      ['+0123456789', 'phone'],
      ['', 'phone'],
    ],
  ],
  email: [
    email,
    [
      ['a.b@example.com', null],
      ['user+tag@sub.example.cn', null],
      ['a@b', 'email'], // ajv's full format wants a dotted domain
      ['a@', 'email'],
      ['@b.com', 'email'],
      ['a b@c.com', 'email'],
      ['', 'email'],
    ],
  ],
  loginname: [
    loginname,
    [
      ['worker_01', null],
      ['a.b@plant-2', null],
      ['ab', null],
      ['n'.repeat(32), null],
      ['a', 'loginname'],
      ['n'.repeat(33), 'loginname'],
      ['two words', 'loginname'],
      ['张三', 'loginname'],
      ['', 'loginname'],
    ],
  ],
  ip: [
    ip,
    [
      ['192.168.1.10', null],
      ['0.0.0.0', null],
      ['::1', null],
      ['fe80::1ff:fe23:4567:890a', null],
      ['256.1.1.1', 'ip'],
      ['1.2.3', 'ip'],
      ['localhost', 'ip'],
    ],
  ],
  ipv4: [
    ipv4,
    [
      ['10.0.0.1', null],
      ['::1', 'ip'],
    ],
  ],
  url: [
    url,
    [
      ['http://example.com', null],
      ['https://192.168.1.2:8080/path?q=1', null],
      ['http://localhost', null],
      ['ftp://example.com', 'url'],
      ['example.com', 'url'],
      ['http://exa mple.com', 'url'],
      ['https://', 'url'],
      ['', 'url'],
    ],
  ],
  mqttTopic: [
    mqttTopic,
    [
      ['plant/line1/temp', null],
      ['plant/+/temp', null],
      ['plant/#', null],
      ['#', null],
      ['+', null],
      ['/', null],
      ['$SYS/broker/#', null],
      ['t'.repeat(200), null],
      ['t'.repeat(201), 'maxLength'],
      ['plant/#/temp', 'mqttTopic'],
      ['plant#', 'mqttTopic'],
      ['plant/te+mp', 'mqttTopic'],
      ['plant/++', 'mqttTopic'],
      ['a\u0000b', 'mqttTopic'],
      ['', 'mqttTopic'],
    ],
  ],
}

describe.each(Object.entries(cases))('%s', (_name, [check, rows]) => {
  it.each(rows)('%j -> %s', (value, reason) => expectReason(check(value), reason))
})
