// A curve's live point (issue 29): a number-looking value of a number signal is drawn, a text variable's
// value never is, whatever it looks like ("0042" is no 42).
import { describe, expect, it } from 'vitest'
import { livePoint } from '../../../plugins/widgets/ComplexLine/series.ts'

const meta = (dataType: string) => ({ decimals: 2, unit: '', dataType, mappings: [] })

describe('livePoint', () => {
  it('draws a number signal’s value', () => {
    expect(livePoint({ value: '0042', time: 5 }, meta('float64'))).toEqual({ time: 5, value: 42 })
    expect(livePoint({ value: 1.5, time: 5 }, undefined)).toEqual({ time: 5, value: 1.5 })
  })

  it('draws no point of a text variable', () => {
    expect(livePoint({ value: '0042', time: 5 }, meta('text'))).toBeUndefined()
  })
})
