import { describe, expect, it } from 'vitest'
import {
  DEVICE_NAME_MAX,
  deviceName,
  FEEDBACK_MIN,
  feedback,
  REMARK_MAX_WORDS,
  REMINDER_MAX,
  remark,
  reminder,
  wordCount,
} from '../../../core/validation/index.ts'
import { expectReason } from './expect-reason.ts'

describe('deviceName', () => {
  it.each([
    ['', null],
    ['泵'.repeat(DEVICE_NAME_MAX), null],
    ['泵'.repeat(DEVICE_NAME_MAX + 1), 'maxLength'],
    ['a'.repeat(DEVICE_NAME_MAX + 1), 'maxLength'],
  ])('%s -> %s', (value, reason) => expectReason(deviceName(value), reason))

  it('gives the limit', () => expect(deviceName('a'.repeat(26))?.params).toEqual({ max: 25 }))
})

describe('reminder', () => {
  it.each([
    ['x'.repeat(REMINDER_MAX), null],
    ['x'.repeat(REMINDER_MAX + 1), 'maxLength'],
  ])('%s -> %s', (value, reason) => expectReason(reminder(value), reason))
})

describe('feedback', () => {
  it.each([
    ['这个平台很好用，谢谢！', null],
    ['ten chars!', null],
    ['nine char', 'minLength'],
    ['   short    ', 'minLength'],
    ['', 'minLength'],
  ])('%j -> %s', (value, reason) => expectReason(feedback(value), reason))

  it('gives the minimum', () => expect(feedback('')?.params).toEqual({ min: FEEDBACK_MIN }))
})

describe('wordCount: each CJK character is a word, other words split on spaces', () => {
  it.each([
    ['', 0],
    ['hello world', 2],
    ['  hello   world  ', 2],
    ['你好 world', 3],
    ['你好world', 3],
    ['pump-1 ok', 2],
    ['a , b', 2],
    ['设备正常。', 4],
    ['カタカナ 한국', 6],
  ])('%j -> %i', (text, count) => expect(wordCount(text)).toBe(count))
})

describe('remark', () => {
  it.each([
    [Array(REMARK_MAX_WORDS).fill('word').join(' '), null],
    [
      Array(REMARK_MAX_WORDS + 1)
        .fill('word')
        .join(' '),
      'maxWords',
    ],
    ['字'.repeat(REMARK_MAX_WORDS), null],
    ['字'.repeat(REMARK_MAX_WORDS + 1), 'maxWords'],
    ['', null],
  ])('%s -> %s', (value, reason) => expectReason(remark(value), reason))
})
