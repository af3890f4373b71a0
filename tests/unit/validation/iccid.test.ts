// ICCID check (issue 33): 19-20 digits, prefix 89, the Luhn check digit last.
import { describe, expect, it } from 'vitest'
import { isIccid, luhnDigit } from '../../../core/validation/iccid.ts'

describe('ICCID', () => {
  it('computes the Luhn digit', () => {
    expect(luhnDigit('7992739871')).toBe(3)
  })

  it('takes a right card number and refuses a changed digit, a wrong length or prefix', () => {
    const body = '898604112312345678'
    const good = `${body}${luhnDigit(body)}`
    expect(good).toHaveLength(19)
    expect(isIccid(good)).toBe(true)
    const twenty = `${body}9${luhnDigit(`${body}9`)}`
    expect(isIccid(twenty)).toBe(true)
    const wrong = `${body}${(luhnDigit(body) + 1) % 10}`
    expect(isIccid(wrong)).toBe(false)
    // one digit changed in the middle is caught
    expect(isIccid(`${good.slice(0, 5)}${(Number(good[5]) + 1) % 10}${good.slice(6)}`)).toBe(false)
    expect(isIccid(`79${good.slice(2)}`)).toBe(false)
    expect(isIccid(good.slice(0, 18))).toBe(false)
    expect(isIccid(`${good}12`)).toBe(false)
    expect(isIccid('89860411231234567a9')).toBe(false)
  })
})
