import { describe, expect, it } from 'vitest'
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_SPECIALS,
  pagePassword,
  password,
  passwordConfirm,
  SHARE_PASSWORD_MIN,
  sharePassword,
} from '../../../core/validation/index.ts'
import { expectReason } from './expect-reason.ts'

describe('password', () => {
  it.each([
    ['Abcd1234', null],
    ['abcd_123', null],
    ['ABCD!efg', null],
    ['Ab1?xyzw', null],
    ['Ab1!b1!b1!b1!cd', null], // 15 characters
    ['Ab1!xyz', 'passwordLength'], // 7
    ['Ab1!xyzwvutsrqpo', 'passwordLength'], // 16
    ['Abcd123😀', 'passwordEmoji'],
    ['Abcd12🇨🇳', 'passwordEmoji'],
    ['Abcd 1234', 'passwordCharset'],
    ['Abcd-1234', 'passwordCharset'],
    ['Abcd1234é', 'passwordCharset'],
    ['密码Abcd1234', 'passwordCharset'],
    ['abcdefgh', 'passwordClasses'],
    ['abcd1234', 'passwordClasses'],
    ['ABCD____', 'passwordClasses'],
    ['Abc1112x', 'passwordRepeat'],
    ['aaabbbC1', 'passwordRepeat'],
    ['Ab1!!!xy', 'passwordRepeat'],
  ])('%s -> %s', (value, reason) => expectReason(password(value), reason))

  it('counts the spec bounds and names the specials', () => {
    expect(password('Ab1!'.padEnd(PASSWORD_MIN, 'xyz'))).toBeNull()
    expect(password('Ab1!'.padEnd(PASSWORD_MIN - 1, 'xyz'))?.params).toEqual({
      min: PASSWORD_MIN,
      max: PASSWORD_MAX,
    })
    expect(password('Ab1!'.padEnd(PASSWORD_MAX + 1, 'xy'))?.key).toBe('validation.passwordLength')
    expect(password('Abc1234~')?.params).toEqual({ specials: PASSWORD_SPECIALS })
  })

  it('accepts every listed special as a class', () => {
    for (const special of PASSWORD_SPECIALS) expect(password(`abcd12${special}x`), special).toBeNull()
  })
})

describe('passwordConfirm', () => {
  it.each([
    ['Abcd1234', 'Abcd1234', null],
    ['Abcd1234', 'abcd1234', 'passwordMismatch'],
    ['Abcd1234', '', 'passwordMismatch'],
  ])('%s / %s -> %s', (pw, confirmation, reason) => expectReason(passwordConfirm(pw, confirmation), reason))
})

describe('pagePassword', () => {
  it.each([
    ['abc123', null],
    ['', null],
    ['a,b', 'noComma'],
    ['a，b', 'noComma'],
    ['a b', 'noSpace'],
    ['a\tb', 'noSpace'],
    ['a\u3000b', 'noSpace'],
  ])('%j -> %s', (value, reason) => expectReason(pagePassword(value), reason))
})

describe('sharePassword', () => {
  it.each([
    ['abcd', null],
    ['1234', null],
    ['aB3dEf', null],
    ['abc', 'sharePassword'],
    ['ab_d', 'sharePassword'],
    ['ab d', 'sharePassword'],
    ['', 'sharePassword'],
  ])('%j -> %s', (value, reason) => expectReason(sharePassword(value), reason))

  it('gives the minimum', () => {
    expect(sharePassword('a')?.params).toEqual({ min: SHARE_PASSWORD_MIN })
  })
})
